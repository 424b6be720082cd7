// Seed and clear of the demo data (/testing), in the emulator-only `demo` codebase. Its
// predeploy refuses non-demo projects; the handlers also refuse to run anywhere but the
// emulators of a demo- project, so a hand-made deployment of this code still does nothing.
import { HttpsError } from 'firebase-functions/v2/https';
import { clearBookingsAndDjs, seedAll } from '../../scripts/seed/seed-all';
import type { ClearCounts, SeedCounts } from '../../src/domain/system-tools';
import { adminCaller, type SystemToolsDeps } from '../../functions/src/callable/system-health';
import type { CallableRequestLike } from '../../functions/src/services/callable-context';
import { runningInEmulator } from '../../functions/src/services/dj-profile-fields';

export const DEMO_ONLY = 'Seed and clear only run against the emulators of a demo- project.';

function assertDemo(deps: SystemToolsDeps): void {
  if (!runningInEmulator() || !deps.projectId().startsWith('demo-')) {
    throw new HttpsError('failed-precondition', DEMO_ONLY);
  }
}

export async function seedDemoDataHandler(
  request: CallableRequestLike,
  deps: SystemToolsDeps,
): Promise<SeedCounts> {
  // Outside the demo emulators this code should not exist at all: refuse before the admin
  // check, whose quota and audit writes would otherwise reach a real project's database.
  assertDemo(deps);
  await adminCaller(request, deps.db, 'seedDemoData');
  return seedAll({ auth: deps.auth, db: deps.db });
}

export async function clearDemoDataHandler(
  request: CallableRequestLike,
  deps: SystemToolsDeps,
): Promise<ClearCounts> {
  assertDemo(deps);
  await adminCaller(request, deps.db, 'clearDemoData');
  return clearBookingsAndDjs(deps.db);
}
