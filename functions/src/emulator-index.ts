// The emulator bundle (`npm --prefix functions run build:emulator`, used by `npm start`,
// `npm test` and the bench): every production function plus the demo data tools behind
// /testing. `firebase deploy` builds src/index.ts alone, so the seed scripts and the demo
// catalogue never ship (functions/build.mjs; tests/functions/bundle-contents.unit.test.ts).
import { clearDemoDataHandler, seedDemoDataHandler } from './demo/demo-data-tools';
import { systemTools } from './index';
import { onCall } from './services/safe-on-call';

export * from './index';

// Seeding waits for the sign-up trigger of each new account: give it time.
export const seedDemoData = onCall({ timeoutSeconds: 540, memory: '512MiB' }, (request) =>
  seedDemoDataHandler(request, systemTools()),
);

export const clearDemoData = onCall({ timeoutSeconds: 300 }, (request) =>
  clearDemoDataHandler(request, systemTools()),
);
