// The admin-only health report behind /testing, and the admin gate the demo data tools
// (demo-functions/src/demo-data-tools.ts, the emulator-only `demo` codebase) share with it.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { HealthCheck, SystemHealth } from '../../../src/domain/system-tools';
import {
  hostileDataPath,
  requireCaller,
  type CallableRequestLike,
} from '../services/callable-context';
import { runningInEmulator } from '../services/dj-profile-fields';
import { consumeAttempt } from '../services/rate-limit';
import { requireAdmin } from '../services/require-admin';

/** Set by build.mjs (esbuild `define`): the first 12 hex digits of sha256(firestore.rules). */
declare const __FIRESTORE_RULES_HASH__: string | undefined;
// Unbundled (tests importing the source) the constant does not exist.
const RULES_HASH =
  typeof __FIRESTORE_RULES_HASH__ === 'string' ? __FIRESTORE_RULES_HASH__ : 'unknown';

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

export async function adminCaller(request: CallableRequestLike, db: Firestore, action: string) {
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
  const caller = await adminCaller(request, deps.db, 'systemHealth');
  // The spec's admin_action quota: each report reads every service. (The emulator-only seed
  // and clear tools share adminCaller but not this count: they refuse anything but the demo
  // emulators before they touch the database.)
  await consumeAttempt(deps.db, caller.uid, 'admin_action');
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
