// The `demo` functions codebase (firebase.json), loaded by the Functions emulator next to the
// production `default` codebase and served at the same URLs. It only exists for the /testing
// page of a demo- project: its predeploy refuses every other project, and the production
// bundle (functions/src/index.ts) knows nothing of it (decision 0018).
import { systemTools } from '../../functions/src/lib/system-tools';
import { onCall } from '../../functions/src/services/safe-on-call';
import {
  clearDemoDataHandler,
  demoDataPlanHandler,
  seedDemoDataHandler,
  seedDemoEventsHandler,
} from './demo-data-tools';

// Seeding waits for the sign-up trigger of each new account: give it time.
export const seedDemoData = onCall({ timeoutSeconds: 540, memory: '512MiB' }, (request) =>
  seedDemoDataHandler(request, systemTools()),
);

export const clearDemoData = onCall({ timeoutSeconds: 300 }, (request) =>
  clearDemoDataHandler(request, systemTools()),
);

export const seedDemoEvents = onCall({ timeoutSeconds: 120 }, (request) =>
  seedDemoEventsHandler(request, systemTools()),
);

export const demoDataPlan = onCall((request) => demoDataPlanHandler(request, systemTools()));
