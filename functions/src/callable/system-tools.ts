// The admin-only system tools behind /testing: a health report, and seed / clear of the demo
// data. Seed and clear refuse to run anywhere but the emulators of a demo- project, so a
// production deployment cannot be filled with demo accounts or wiped.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { clearBookingsAndDjs, seedAll } from '../../../scripts/seed/seed-all';
import type {
  ClearCounts,
  HealthCheck,
  SeedCounts,
  SystemHealth,
} from '../../../src/domain/system-tools';
import {
  hostileDataPath,
  requireCaller,
  type CallableRequestLike,
} from '../services/callable-context';
import { runningInEmulator } from '../services/dj-profile-fields';
import { requireAdmin } from '../services/require-admin';

/** Set by build.mjs (esbuild `define`): the first 12 hex digits of sha256(firestore.rules). */
declare const __FIRESTORE_RULES_HASH__: string | undefined;
// Unbundled (tests importing the source) the constant does not exist.
const RULES_HASH =
  typeof __FIRESTORE_RULES_HASH__ === 'string' ? __FIRESTORE_RULES_HASH__ : 'unknown';

export const DEMO_ONLY = 'Seed and clear only run against the emulators of a demo- project.';

export interface SystemToolsDeps {
  auth: Auth;
  db: Firestore;
  /** Whether the default bucket answers; null when there is no Storage to ask. */
  storageReachable: () => Promise<boolean | null>;
  projectId: () => string;
}

async function timed(
  name: HealthCheck['name'],
  probe: () => Promise<{ status: HealthCheck['status']; detail: string }>,
): Promise<HealthCheck> {
  const started = Date.now();
  try {
    const result = await probe();
    return { name, ...result, ms: Date.now() - started };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { name, status: 'error', detail: detail.slice(0, 300), ms: Date.now() - started };
  }
}

export const TAKES_NO_ARGUMENTS = 'This tool takes no arguments.';

/** No arguments: undefined, null or an empty plain object (what the app sends). */
function assertNoArguments(data: unknown): void {
  if (data === undefined || data === null) return;
  const empty =
    typeof data === 'object' &&
    !Array.isArray(data) &&
    hostileDataPath(data) === null &&
    Object.keys(data).length === 0;
  if (!empty) throw new HttpsError('invalid-argument', TAKES_NO_ARGUMENTS);
}

async function adminCaller(request: CallableRequestLike, db: Firestore, action: string) {
  // Validate → unauthenticated → permission-denied (engineering guide): seed and clear act on
  // the whole database, so a request carrying anything is refused before anything runs.
  assertNoArguments(request.data);
  const caller = requireCaller(request);
  await requireAdmin(db, caller, action);
  return caller;
}

export async function systemHealthHandler(
  request: CallableRequestLike,
  deps: SystemToolsDeps,
): Promise<SystemHealth> {
  await adminCaller(request, deps.db, 'systemHealth');
  const checks = await Promise.all([
    timed('Auth', async () => {
      const page = await deps.auth.listUsers(1);
      return { status: 'ok', detail: `listUsers answered (${page.users.length} user on page 1)` };
    }),
    timed('Firestore', async () => {
      const count = await deps.db.collection('djs').count().get();
      return { status: 'ok', detail: `${count.data().count} DJ profiles` };
    }),
    timed('Functions', async () => ({ status: 'ok', detail: 'this report ran in a function' })),
    timed('Storage', async () => {
      const reachable = await deps.storageReachable();
      if (reachable === null) {
        return { status: 'unavailable', detail: 'Storage emulator is not running' };
      }
      return reachable
        ? { status: 'ok', detail: 'default bucket reachable' }
        : { status: 'error', detail: 'default bucket not found' };
    }),
  ]);
  return {
    mode: runningInEmulator() ? 'emulators' : 'production',
    projectId: deps.projectId(),
    rulesHash: RULES_HASH,
    checks,
    checkedAt: new Date().toISOString(),
  };
}

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
