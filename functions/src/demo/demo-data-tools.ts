// Seed and clear of the demo data (/testing). Only the emulator bundle contains them
// (functions/src/emulator-index.ts, built by `npm --prefix functions run build:emulator`):
// the deployed bundle has neither the callables nor the demo catalogue. They also refuse to
// run anywhere but the emulators of a demo- project, in case that bundle is ever deployed.
import { HttpsError } from 'firebase-functions/v2/https';
import { clearBookingsAndDjs, seedAll } from '../../../scripts/seed/seed-all';
import type { ClearCounts, SeedCounts } from '../../../src/domain/system-tools';
import { adminCaller, type SystemToolsDeps } from '../callable/system-health';
import type { CallableRequestLike } from '../services/callable-context';
import { runningInEmulator } from '../services/dj-profile-fields';

export const DEMO_ONLY = 'Seed and clear only run against the emulators of a demo- project.';

function assertDemo(deps: SystemToolsDeps): void {
  if (!runningInEmulator() || !deps.projectId().startsWith('demo-')) {
    throw new HttpsError('failed-precondition', DEMO_ONLY);
  }
}

// The seed modules are typed against the root package's copy of firebase-admin; at run time
// they get the functions' copy (same version). The classes have private members, so the two
// copies' types are not assignable to each other: cast at this one boundary.
type SeedDeps = Parameters<typeof seedAll>[0];

export async function seedDemoDataHandler(
  request: CallableRequestLike,
  deps: SystemToolsDeps,
): Promise<SeedCounts> {
  await adminCaller(request, deps.db, 'seedDemoData');
  assertDemo(deps);
  return seedAll({
    auth: deps.auth as unknown as SeedDeps['auth'],
    db: deps.db as unknown as SeedDeps['db'],
  });
}

export async function clearDemoDataHandler(
  request: CallableRequestLike,
  deps: SystemToolsDeps,
): Promise<ClearCounts> {
  await adminCaller(request, deps.db, 'clearDemoData');
  assertDemo(deps);
  return clearBookingsAndDjs(deps.db as unknown as SeedDeps['db']);
}
