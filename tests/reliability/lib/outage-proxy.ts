// A TCP relay on loopback between the chat clients and one emulator port, which the
// chat-restart scenario cuts while the emulators restart. The emulators' export on exit
// snapshots the data first and stops the servers after, so a write that lands in between is
// acknowledged and then missing after the import: a loss a real Firestore, whose commits are
// durable, never has. Cutting the clients off first, and letting in-flight calls finish
// before the stop, keeps the restart honest about what it tests: clients that lose the server
// mid-request (a reply never arrives, connections drop, nothing answers for a while) and get
// it back, against a database that kept what it committed.
import { connect, createServer, type Socket } from 'node:net';

export interface OutageProxy {
  /** The loopback port clients connect to instead of the emulator's. */
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): void;
  /** Accepts connections again. */
  restore(): void;
  /** Connections dropped by cut(). */
  readonly dropped: number;
  close(): Promise<void>;
}

export async function outageProxy(host: string, port: number): Promise<OutageProxy> {
  let up = true;
  let dropped = 0;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(port, host);
    open.add(client);
    const end = () => {
      open.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    cut() {
      up = false;
      dropped += open.size;
      for (const socket of [...open]) socket.destroy();
    },
    restore() {
      up = true;
    },
    get dropped() {
      return dropped;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of [...open]) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
