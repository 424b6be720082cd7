// The FCM v1 push sender against a loopback FCM of this file's own (an ephemeral port, not the
// one beside the emulators): what goes over the wire, how many at once, which answers are
// retried and how long it waits, and which make a device 'dead'. No emulator needed; the
// sleep is recorded instead of waited.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FcmV1Sender,
  retryAfterMs,
  type FcmV1SenderOptions,
} from '../../functions/src/services/push/fcm-v1-sender';
import type { PushMessage } from '../../functions/src/services/push/push-sender';
import {
  fcmLoopbackClient,
  startFcmLoopback,
  type FcmLoopback,
} from '../../scripts/lib/fcm-loopback';

const ACCESS_TOKEN = 'test-access-token';
let loopback: FcmLoopback;
let fcm: ReturnType<typeof fcmLoopbackClient>;
let waits: number[];

beforeAll(async () => {
  loopback = await startFcmLoopback({ port: 0, accessToken: ACCESS_TOKEN });
  fcm = fcmLoopbackClient(loopback.url);
});
afterAll(() => loopback.stop());
beforeEach(async () => {
  waits = [];
  await fcm.clear();
});

function sender(options: Partial<FcmV1SenderOptions> = {}): FcmV1Sender {
  return new FcmV1Sender({
    projectId: 'demo-push',
    baseUrl: loopback.url,
    appOrigin: 'https://spinbook.example',
    accessToken: async () => ACCESS_TOKEN,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
}

function message(token: string, patch: Partial<PushMessage> = {}): PushMessage {
  return {
    token,
    title: 'New booking request',
    body: 'Alex asks for Sat 12 June',
    link: '/bookings/b1',
    data: { kind: 'booking', type: 'requested', bookingId: 'b1', tag: 'booking-b1', badge: '3' },
    tag: 'booking-b1',
    ...patch,
  };
}

const statusesFor = async (token: string) =>
  (await fcm.attempts()).filter((a) => a.token === token).map((a) => a.status);

describe('FcmV1Sender: the wire', () => {
  it('sends FCM v1’s web shape with the bearer token, and answers FCM’s message name', async () => {
    const [result] = await sender().send([message('device-1')]);
    expect(result).toEqual({
      token: 'device-1',
      outcome: 'sent',
      messageId: expect.stringMatching(/^projects\/demo-push\/messages\/\d+$/),
    });
    const [received] = await fcm.messages('device-1');
    expect(received?.name).toBe(result?.messageId);
    expect(received?.message).toEqual({
      token: 'device-1',
      notification: { title: 'New booking request', body: 'Alex asks for Sat 12 June' },
      data: {
        kind: 'booking',
        type: 'requested',
        bookingId: 'b1',
        tag: 'booking-b1',
        badge: '3',
        link: '/bookings/b1',
      },
      webpush: {
        headers: { Urgency: 'high', TTL: '86400' },
        notification: {
          tag: 'booking-b1',
          icon: '/icons/pwa-192.png',
          badge: '/icons/pwa-48.png',
        },
        fcm_options: { link: 'https://spinbook.example/bookings/b1' },
      },
    });
  });

  it('asks for the access token before every request, and a wrong one is refused, not retried', async () => {
    let asked = 0;
    const tokens = sender({
      accessToken: async () => {
        asked += 1;
        return ACCESS_TOKEN;
      },
    });
    await tokens.send([message('a'), message('b')]);
    expect(asked).toBe(2);

    const wrong = sender({ accessToken: async () => 'someone-elses-token' });
    expect(await wrong.send([message('device-2')])).toEqual([
      { token: 'device-2', outcome: 'failed', error: 'UNAUTHENTICATED' },
    ]);
    expect(await statusesFor('device-2')).toEqual([401]);
    expect(await fcm.messages('device-2')).toEqual([]);
  });

  it('links to the local app over http in a demo project, and never to another origin', async () => {
    const local = sender({ appOrigin: 'http://localhost:5000' });
    expect((await local.send([message('local')]))[0]?.outcome).toBe('sent');
    const [received] = await fcm.messages('local');
    expect(received?.message).toMatchObject({
      webpush: { fcm_options: { link: 'http://localhost:5000/bookings/b1' } },
    });

    const links = [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      'bookings/b1',
    ];
    const results = await local.send(links.map((link, i) => message(`bad-link-${i}`, { link })));
    expect(results.map((r) => r.outcome)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(results.every((r) => r.error === 'INVALID_LINK')).toBe(true);
    expect((await fcm.attempts()).filter((a) => a.token?.startsWith('bad-link'))).toEqual([]);
  });

  it('refuses an http app origin outside the local app (FCM wants https links)', () => {
    expect(() => sender({ appOrigin: 'http://spinbook.example' })).toThrow(/https/);
  });
});

describe('FcmV1Sender: batches', () => {
  it('sends 25 messages at most 10 at a time, and answers in the order given', async () => {
    let inFlight = 0;
    let most = 0;
    const counting: typeof fetch = async (input, init) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        // Later messages answer sooner, so completion order differs from the order given.
        const index = Number(JSON.parse(String(init?.body)).message.token.split('-')[1]);
        await new Promise((resolve) => setTimeout(resolve, 30 - index));
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
      }
    };
    const tokens = Array.from({ length: 25 }, (_, i) => `batch-${i}`);
    const results = await sender({ fetch: counting }).send(tokens.map((t) => message(t)));
    expect(most).toBe(10);
    expect(results.map((r) => r.token)).toEqual(tokens);
    expect(results.every((r) => r.outcome === 'sent')).toBe(true);
    expect(new Set(results.map((r) => r.messageId)).size).toBe(25);
    expect((await fcm.messages()).map((m) => m.token).sort()).toEqual([...tokens].sort());
  });

  it('answers an empty batch without a request', async () => {
    expect(await sender().send([])).toEqual([]);
    expect(await fcm.attempts()).toEqual([]);
  });

  it('keeps each message’s own outcome in a mixed batch', async () => {
    await fcm.markDead('gone');
    await fcm.fault({ token: 'flaky', status: 500, times: 10 });
    const results = await sender().send([message('fine'), message('gone'), message('flaky')]);
    expect(results.map(({ token, outcome, error }) => ({ token, outcome, error }))).toEqual([
      { token: 'fine', outcome: 'sent', error: undefined },
      { token: 'gone', outcome: 'dead', error: 'UNREGISTERED' },
      { token: 'flaky', outcome: 'failed', error: 'INTERNAL' },
    ]);
  });
});

describe('FcmV1Sender: retries', () => {
  it('retries a 429 after its Retry-After and a 503 after a backoff, then sends', async () => {
    await fcm.fault({ token: 'busy', status: 429, times: 1, retryAfterSeconds: 2 });
    await fcm.fault({ token: 'busy', status: 503, times: 1 });
    const [result] = await sender().send([message('busy')]);
    expect(result?.outcome).toBe('sent');
    expect(await statusesFor('busy')).toEqual([429, 503, 200]);
    // Retry-After as given; then the second step of the backoff (1 s, half of it jittered).
    expect(waits).toEqual([2_000, 750]);
  });

  it('gives up after four attempts with exponential, jittered waits', async () => {
    await fcm.fault({ status: 503, times: 10 });
    const [result] = await sender().send([message('down')]);
    expect(result).toEqual({ token: 'down', outcome: 'failed', error: 'UNAVAILABLE' });
    expect(await statusesFor('down')).toEqual([503, 503, 503, 503]);
    expect(waits).toEqual([375, 750, 1_500]);

    waits = [];
    await sender({ random: () => 0, maxAttempts: 6 }).send([message('down')]);
    expect(waits).toEqual([250, 500, 1_000, 2_000, 4_000]);
  });

  it('reads Retry-After in seconds or as an HTTP date', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:27:58 GMT');
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT', now)).toBe(2_000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('gives up at once when Retry-After asks for longer than a function should wait', async () => {
    await fcm.fault({ token: 'quota', status: 429, times: 5, retryAfterSeconds: 60 });
    const [result] = await sender().send([message('quota')]);
    expect(result).toEqual({ token: 'quota', outcome: 'failed', error: 'QUOTA_EXCEEDED' });
    expect(await statusesFor('quota')).toEqual([429]);
    expect(waits).toEqual([]);
  });
});

describe('FcmV1Sender: dead tokens', () => {
  it('UNREGISTERED (404) is dead at once, not retried', async () => {
    await fcm.markDead('uninstalled');
    expect(await sender().send([message('uninstalled')])).toEqual([
      { token: 'uninstalled', outcome: 'dead', error: 'UNREGISTERED' },
    ]);
    expect(await statusesFor('uninstalled')).toEqual([404]);
    expect(waits).toEqual([]);
  });

  it('INVALID_ARGUMENT about the registration token is dead, not retried', async () => {
    await fcm.fault({ token: 'garbled', status: 400, times: 1 });
    expect(await sender().send([message('garbled')])).toEqual([
      { token: 'garbled', outcome: 'dead', error: 'INVALID_ARGUMENT' },
    ]);
    expect(await statusesFor('garbled')).toEqual([400]);
  });

  it('INVALID_ARGUMENT about the payload only fails: the device is kept', async () => {
    const [result] = await sender().send([message('kept', { data: { from: 'spinbook' } })]);
    expect(result).toEqual({ token: 'kept', outcome: 'failed', error: 'INVALID_ARGUMENT' });
    expect(await statusesFor('kept')).toEqual([400]);
  });
});

describe('FcmV1Sender: no answer', () => {
  async function listen(server: Server): Promise<string> {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  it('retries a connection closed without an answer, then fails', async () => {
    let requests = 0;
    const server = createServer((req) => {
      requests += 1;
      req.socket.destroy();
    });
    const baseUrl = await listen(server);
    try {
      const [result] = await sender({ baseUrl }).send([message('cut')]);
      expect(result).toEqual({ token: 'cut', outcome: 'failed', error: 'NETWORK' });
      expect(requests).toBe(4);
      expect(waits).toHaveLength(3);
    } finally {
      await close(server);
    }
  });

  it('retries a server that is gone, then fails', async () => {
    const gone = await startFcmLoopback({ port: 0 });
    await gone.stop();
    const [result] = await sender({ baseUrl: gone.url }).send([message('refused')]);
    expect(result).toEqual({ token: 'refused', outcome: 'failed', error: 'NETWORK' });
    expect(waits).toHaveLength(3);
  });

  it('gives up on a request that hangs after its timeout, and retries it', async () => {
    let requests = 0;
    const server = createServer(() => {
      requests += 1; // never answers
    });
    const baseUrl = await listen(server);
    try {
      const hung = sender({ baseUrl, timeoutMs: 100, maxAttempts: 2 });
      expect(await hung.send([message('hung')])).toEqual([
        { token: 'hung', outcome: 'failed', error: 'TIMEOUT' },
      ]);
      expect(requests).toBe(2);
    } finally {
      await close(server);
    }
  });

  it('retries when the access token cannot be had, without a request', async () => {
    const broken = sender({
      accessToken: async () => {
        throw new Error('metadata server unavailable');
      },
    });
    expect(await broken.send([message('no-token')])).toEqual([
      { token: 'no-token', outcome: 'failed', error: 'ACCESS_TOKEN' },
    ]);
    expect(waits).toHaveLength(3);
    expect(await fcm.attempts()).toEqual([]);
  });
});
