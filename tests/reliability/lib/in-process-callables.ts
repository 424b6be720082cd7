// The callables functions/src/index.ts exports, served from this process over the same
// callable protocol the Functions emulator speaks: the same handler (firebase-functions'
// onCall wrapper with its envelope and token checks, then ours), the same JSON body parser
// and limit as the emulator's worker, against the same Auth and Firestore emulators.
//
// What it leaves out is the emulator's per-request worker processes, which cost more CPU
// than the handlers themselves: the hostile-payloads scenario sends thousands of cases this
// way and about ten per callable through the emulator (decision 0028).
//
// One difference is stricter than the emulator: firebase-functions verifies the ID token
// here (the Functions emulator only decodes it), so a forged token is refused before our
// session check runs and records nothing; it is refused either way.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { getApps, initializeApp } from 'firebase-admin/app';
import { PROJECT_ID } from '../../../scripts/lib/emulators';

export interface InProcessCallables {
  /** Use in place of FUNCTIONS_EMULATOR_ORIGIN: `${origin}/${project}/us-central1/${name}`. */
  origin: string;
  names: string[];
  close: () => Promise<void>;
}

type Handler = (req: Request, res: Response) => unknown;

/** An export made by onCall: a request handler carrying a callable endpoint description. */
function isCallable(value: unknown): value is Handler {
  if (typeof value !== 'function') return false;
  const endpoint = (value as { __endpoint?: { callableTrigger?: unknown } }).__endpoint;
  return endpoint?.callableTrigger !== undefined;
}

export async function serveCallablesInProcess(): Promise<InProcessCallables> {
  // firebase-functions verifies tokens with the default app; the functions' own code uses
  // whichever app exists first (functions/src/lib/admin.ts).
  if (!getApps().some((a) => a.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });
  // Both codebases firebase.json deploys: `default` and `demo` (the /testing data tools).
  const codebases = [
    (await import('../../../functions/src/index')) as Record<string, unknown>,
    (await import('../../../demo-functions/src/index')) as Record<string, unknown>,
  ];
  const callables = new Map(
    codebases
      .flatMap((exported) => Object.entries(exported))
      .filter((entry): entry is [string, Handler] => isCallable(entry[1])),
  );

  const app = express();
  // As the emulator's worker parses a request (functionsEmulatorRuntime: 32 MB, rawBody kept).
  app.use(
    express.json({
      limit: '32mb',
      verify: (req, _res, buf) => {
        (req as unknown as { rawBody: Buffer }).rawBody = buf;
      },
    }),
  );
  app.post('/:project/:region/:name', (req: Request, res: Response) => {
    const handler = callables.get(String(req.params.name));
    if (!handler || req.params.project !== PROJECT_ID) {
      res.status(404).send('no such callable');
      return;
    }
    void handler(req, res);
  });

  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    names: [...callables.keys()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
