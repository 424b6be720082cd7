// Small pieces every callable shares: who is calling, and turning domain validation problems
// into the `invalid-argument` error the client shows (engineering guide, convention 6).
import { HttpsError } from 'firebase-functions/v2/https';
import { NOT_AUTHENTICATED, type Notice } from '../../../src/domain/messages';
import { validateInput, type SyncSchema } from '../../../src/domain/validate';

/** The parts of a v2 CallableRequest the handlers read (structural, so tests can build one). */
export interface CallableRequestLike {
  data: unknown;
  auth?: { uid: string; token: Record<string, unknown> } | undefined;
  rawRequest?: { headers?: Record<string, string | string[] | undefined> };
}

export interface Caller {
  uid: string;
  email: string | null;
  role: string | null;
  isAdmin: boolean;
  userAgent: string | null;
}

export function requireCaller(request: CallableRequestLike): Caller {
  if (!request.auth) throw new HttpsError('unauthenticated', NOT_AUTHENTICATED);
  const { uid, token } = request.auth;
  const role = typeof token.role === 'string' ? token.role : null;
  const ua = request.rawRequest?.headers?.['user-agent'];
  return {
    uid,
    email: typeof token.email === 'string' ? token.email : null,
    role,
    isAdmin: role === 'admin',
    userAgent: typeof ua === 'string' ? ua : null,
  };
}

/**
 * Validates `data` with a shared schema. The error's message is the notice the form would
 * show (`notice(problems)`), and `details` carries its title and every problem by path.
 */
export function parseWith<T>(
  schema: SyncSchema<T>,
  data: unknown,
  notice: (data: unknown) => Notice | null,
): T {
  const result = validateInput(schema, data);
  if (result.ok) return result.value;
  const shown = notice(data) ?? { title: 'Validation Error', description: 'Invalid input' };
  throw new HttpsError('invalid-argument', shown.description, {
    title: shown.title,
    problems: result.problems,
  });
}

/** A plain object with exactly the allowed keys, or invalid-argument. */
export function plainObject(data: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', `Expected an object with ${allowed.join(', ')}.`);
  }
  const record = data as Record<string, unknown>;
  const unknownKey = Object.keys(record).find((k) => !allowed.includes(k));
  if (unknownKey !== undefined) {
    throw new HttpsError('invalid-argument', `Unknown field "${unknownKey}".`);
  }
  return record;
}
