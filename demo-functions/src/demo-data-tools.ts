// Seed and clear of the demo data (/testing), in the emulator-only `demo` codebase. Its
// predeploy refuses non-demo projects; the handlers also refuse to run anywhere but the
// emulators of a demo- project, so a hand-made deployment of this code still does nothing.
import { HttpsError } from 'firebase-functions/v2/https';
import { clearBookingsAndDjs, seedAll, seedPlan } from '../../scripts/seed/seed-all';
import { NoVerifiedDjsError, seedEventsForVerifiedDjs } from '../../scripts/seed/seed-events';
import type {
  ClearCounts,
  SeedCounts,
  SeedEventsCounts,
  SeedPlan,
} from '../../src/domain/system-tools';
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
  return clearBookingsAndDjs(deps.auth, deps.db);
}

/** The Seed Events tool: 15 events for up to 7 verified DJs already in the database. */
export async function seedDemoEventsHandler(
  request: CallableRequestLike,
  deps: SystemToolsDeps,
): Promise<SeedEventsCounts> {
  assertDemo(deps);
  await adminCaller(request, deps.db, 'seedDemoEvents');
  try {
    const events = await seedEventsForVerifiedDjs(deps.auth, deps.db);
    return { events: events.length, djs: new Set(events.map((e) => e.djId)).size };
  } catch (error) {
    // The spec's own message, shown as the tool's toast.
    if (error instanceof NoVerifiedDjsError) {
      throw new HttpsError('failed-precondition', error.message);
    }
    throw error;
  }
}

/** What Seed Database would write, for the tool's description (reads nothing). */
export async function demoDataPlanHandler(
  request: CallableRequestLike,
  deps: SystemToolsDeps,
): Promise<SeedPlan> {
  assertDemo(deps);
  await adminCaller(request, deps.db, 'demoDataPlan');
  return seedPlan();
}
