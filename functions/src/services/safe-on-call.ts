// onCall, with one refusal the framework lacks. Before a handler runs, the callable protocol
// decodes the request's data: an object with an "@type" of Int64Value or UInt64Value becomes
// a number, and any other "@type" (or a value that is no number) makes the decoder throw a
// plain Error, which the framework answers `internal`; data nested deep enough overflows its
// recursion the same way. Such data is refused with invalid-argument instead, like any other
// malformed input. The refusal goes through the framework (the request's data is replaced by
// null and the handler throws), so CORS headers and the token check stay as they are.
//
// It also checks what the framework does not: the framework verifies the ID token's
// signature and expiry, but not whether it was revoked (a demoted admin's token stays valid
// for up to an hour) or its account disabled. Every request that carries a token is checked
// with verifyIdToken(token, checkRevoked) before the handler runs (one Auth lookup per call).
// And an authenticated caller's invalid-argument refusal is recorded as `invalid_input`.
import {
  HttpsError,
  onCall as firebaseOnCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';
import { findDataPath } from '../../../src/domain/data-walk';
import { SESSION_CHECK_FAILED, SESSION_ENDED } from '../../../src/domain/messages';
import { adminAuth, adminDb } from '../lib/admin';
import { clientAddress } from './client-address';
import { recordSecurityEventLimited, type SecurityEvent } from './security-events';

export const UNDECODABLE_DATA = 'The request data could not be decoded.';

const LONG_TYPES: ReadonlySet<unknown> = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** Deeper than any callable takes (they refuse past 32): refused before the decoder recurses. */
const MAX_DECODE_DEPTH = 64;

function numberOf(value: unknown): number {
  try {
    return parseFloat(value as string);
  } catch {
    return NaN; // an object whose toString is not callable
  }
}

/**
 * Where the protocol's decoder would throw on `data` (the raw JSON of the request), or null.
 * It follows the decoder: "@type" is looked at on every object, including one under a
 * "__proto__" key (JSON.parse makes that an own key, and the decoder walks own keys).
 */
export function undecodablePath(data: unknown): string | null {
  return findDataPath(data, {
    maxDepth: MAX_DECODE_DEPTH,
    tooDeep: (path) => path || '(data)',
    keys: (value) => Object.keys(value),
    visit: (value, path) => {
      const type: unknown = (value as Record<string, unknown>)['@type'];
      if (!type) return 'descend';
      const ok =
        LONG_TYPES.has(type) && !Number.isNaN(numberOf((value as { value?: unknown }).value));
      return ok ? 'leaf' : { found: path ? `${path}.@type` : '@type' };
    },
  });
}

/** What the session check and the refusal log need; replaceable in tests. */
export interface CallGuardDeps {
  verifyIdToken(token: string, checkRevoked: boolean): Promise<unknown>;
  /** Records an event under its account's (or address's) event quota; never throws. */
  record(event: SecurityEvent): Promise<unknown>;
}

const defaultDeps = (): CallGuardDeps => ({
  verifyIdToken: (token, checkRevoked) => adminAuth().verifyIdToken(token, checkRevoked),
  record: (event) => recordSecurityEventLimited(adminDb(), event),
});

let guardDeps: () => CallGuardDeps = defaultDeps;

/** Tests swap the Auth and Firestore access; null puts the real ones back. */
export function setCallGuardDeps(deps: CallGuardDeps | null): void {
  guardDeps = deps ? () => deps : defaultDeps;
}

/** The parts of a callable request the guard reads (a real CallableRequest satisfies it). */
export interface GuardedRequest {
  auth?: { uid: string; token: Record<string, unknown>; rawToken?: string } | undefined;
  rawRequest?: { headers?: Record<string, string | string[] | undefined>; ip?: unknown };
}

/** Auth errors that mean "this session is not valid", as opposed to Auth being unreachable. */
function isSessionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}

function eventBase(request: GuardedRequest): Omit<SecurityEvent, 'type' | 'details'> {
  const email = request.auth?.token.email;
  const ua = request.rawRequest?.headers?.['user-agent'];
  return {
    uid: request.auth?.uid ?? null,
    email: typeof email === 'string' ? email : null,
    ip: clientAddress(request),
    userAgent: typeof ua === 'string' ? ua : null,
  };
}

/**
 * Refuses a request whose token was revoked, whose account is disabled or deleted, or whose
 * token does not verify (the Functions emulator lets unverified tokens through): it answers
 * `unauthenticated` and records `auth_failure`. If Auth cannot be asked, it fails closed
 * with `unavailable`. A request without a token passes: the handler decides.
 */
export async function verifyCallerSession(
  request: GuardedRequest,
  deps: CallGuardDeps,
): Promise<void> {
  if (!request.auth) return;
  const token = request.auth.rawToken;
  try {
    if (!token) throw Object.assign(new Error('no raw token'), { code: 'auth/argument-error' });
    await deps.verifyIdToken(token, true);
  } catch (error) {
    if (!isSessionError(error)) {
      console.error('verifyCallerSession: Auth did not answer', error);
      throw new HttpsError('unavailable', SESSION_CHECK_FAILED);
    }
    const reason = String((error as { code: string }).code).slice(0, 64);
    await deps.record({ ...eventBase(request), type: 'auth_failure', details: { reason } });
    throw new HttpsError('unauthenticated', SESSION_ENDED, { reason });
  }
}

/** At most this many problem paths go into an invalid_input event. */
const MAX_LOGGED_PROBLEMS = 10;

/**
 * Records `invalid_input` when a handler refused an authenticated caller's input. Only the
 * message and the problem paths are kept, never the input itself.
 */
export async function recordInvalidInput(
  request: GuardedRequest,
  error: unknown,
  deps: CallGuardDeps,
): Promise<void> {
  if (!request.auth || !(error instanceof HttpsError) || error.code !== 'invalid-argument') return;
  const problems = (error.details as { problems?: unknown } | undefined)?.problems;
  const paths = Array.isArray(problems)
    ? problems
        .slice(0, MAX_LOGGED_PROBLEMS)
        .map((p) => String((p as { path?: unknown } | null)?.path ?? '').slice(0, 100))
    : [];
  await deps.record({
    ...eventBase(request),
    type: 'invalid_input',
    details: { message: error.message.slice(0, 200), paths },
  });
}

/** Requests whose data was undecodable (and replaced by null), for the handler to refuse. */
const undecodable = new WeakSet<object>();

type Handler<T, Return> = (request: CallableRequest<T>) => Return;
type Callable<T, Return> = CallableFunction<
  T,
  Return extends Promise<unknown> ? Return : Promise<Return>
>;

export function onCall<T = unknown, Return = unknown>(
  handler: Handler<T, Return>,
): Callable<T, Return>;
export function onCall<T = unknown, Return = unknown>(
  opts: CallableOptions<T>,
  handler: Handler<T, Return>,
): Callable<T, Return>;
export function onCall<T, Return>(
  optsOrHandler: CallableOptions<T> | Handler<T, Return>,
  maybeHandler?: Handler<T, Return>,
): Callable<T, Return> {
  const opts = typeof optsOrHandler === 'function' ? {} : optsOrHandler;
  const handler = typeof optsOrHandler === 'function' ? optsOrHandler : maybeHandler;
  if (!handler) throw new Error('onCall needs a handler');
  const guarded = async (request: CallableRequest<T>): Promise<Awaited<Return>> => {
    const deps = guardDeps();
    await verifyCallerSession(request, deps);
    try {
      if (undecodable.has(request.rawRequest)) {
        throw new HttpsError('invalid-argument', UNDECODABLE_DATA);
      }
      return await handler(request);
    } catch (error) {
      await recordInvalidInput(request, error, deps);
      throw error;
    }
  };
  const inner = firebaseOnCall<T, Return>(opts, guarded as unknown as Handler<T, Return>);
  const outer = (...args: Parameters<typeof inner>) => {
    const [req] = args;
    const body: unknown = req.body;
    if (typeof body === 'object' && body !== null && 'data' in body) {
      const path = undecodablePath(body.data);
      if (path !== null) {
        undecodable.add(req);
        (body as { data: unknown }).data = null;
      }
    }
    return inner(...args);
  };
  // What deployment and the emulator read (__endpoint, __trigger, run, stream) comes along.
  for (const key of Reflect.ownKeys(inner)) {
    if (key === 'length' || key === 'name' || key === 'prototype') continue;
    const descriptor = Object.getOwnPropertyDescriptor(inner, key);
    if (descriptor) Object.defineProperty(outer, key, descriptor);
  }
  return outer as unknown as Callable<T, Return>;
}
