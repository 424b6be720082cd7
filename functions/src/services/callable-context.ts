// Small pieces every callable shares: who is calling, and turning domain validation problems
// into the `invalid-argument` error the client shows (engineering guide, convention 6).
import { HttpsError } from 'firebase-functions/v2/https';
import { findDataPath } from '../../../src/domain/data-walk';
import { INVALID_INPUT, NOT_AUTHENTICATED, type Notice } from '../../../src/domain/messages';
import {
  FORBIDDEN_KEYS,
  validateInput,
  type SyncSchema,
  type ValidationProblem,
} from '../../../src/domain/validate';

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

/**
 * The caller's uid, or unauthenticated. A verified ID token always has one; the Functions
 * emulator decodes tokens without verifying them, and a token that is not a JWT (or has no
 * subject) arrives there as an auth context without a uid: refused like no token at all.
 */
export function callerUid(request: { auth?: { uid?: unknown } | undefined }): string {
  const uid = request.auth?.uid;
  if (typeof uid !== 'string' || uid === '') {
    throw new HttpsError('unauthenticated', NOT_AUTHENTICATED);
  }
  return uid;
}

export function requireCaller(request: CallableRequestLike): Caller {
  const uid = callerUid(request);
  const token = request.auth?.token ?? {};
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
  notice: (data: unknown, problems: readonly ValidationProblem[]) => Notice | null,
): T {
  assertPlainData(data);
  const shape = schemaShapeProblem(schema, data);
  if (shape !== null) {
    const shown = notice(data, [shape]) ?? {
      title: 'Validation Error',
      description: shape.message,
    };
    throw new HttpsError('invalid-argument', shown.description, {
      title: shown.title,
      problems: [shape],
    });
  }
  const result = validateInput(schema, data);
  if (result.ok) return result.value;
  const shown = notice(data, result.problems) ?? {
    title: 'Validation Error',
    description: 'Invalid input',
  };
  throw new HttpsError('invalid-argument', shown.description, {
    title: shown.title,
    problems: result.problems,
  });
}

/**
 * A refusal of one field found after the shared schema passed (a check only the server runs,
 * such as a look-alike reserved name): invalid-argument with the notice's text, shaped as
 * parseWith's refusals are.
 */
export function refuseField(path: string, shown: Notice): HttpsError {
  return new HttpsError('invalid-argument', shown.description, {
    title: shown.title,
    problems: [{ path, message: shown.description }],
  });
}

/** A plain object with exactly the allowed keys, or invalid-argument. */
export function plainObject(data: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', `Expected an object with ${allowed.join(', ')}.`);
  }
  assertPlainData(data);
  const record = data as Record<string, unknown>;
  const unknownKey = Object.keys(record).find((k) => !allowed.includes(k));
  if (unknownKey !== undefined) {
    throw new HttpsError('invalid-argument', `Unknown field "${unknownKey}".`);
  }
  return record;
}

/** Deeper input than any callable takes is refused rather than walked. */
const MAX_DATA_DEPTH = 32;

/**
 * Where `data` stops being plain JSON: a prototype-pollution key (`__proto__`,
 * `constructor`, `prototype`), an object whose prototype is not Object.prototype, or input
 * nested deeper than any form. The callable protocol's decoder assigns keys one by one, so a
 * `"__proto__": {…}` in the request does not arrive as a key at all: it becomes the object's
 * prototype, and its fields would be read as if they had been sent. Null when the data is plain.
 */
export function hostileDataPath(data: unknown): string | null {
  return findDataPath(data, {
    maxDepth: MAX_DATA_DEPTH,
    tooDeep: (path) => path || '(data)',
    keys: (value) => Object.getOwnPropertyNames(value),
    forbiddenKeys: FORBIDDEN_KEYS,
    visit: (value, path) => {
      if (Array.isArray(value)) {
        return Object.getPrototypeOf(value) === Array.prototype
          ? 'descend'
          : { found: path || '(data)' };
      }
      return Object.getPrototypeOf(value) === Object.prototype
        ? 'descend'
        : { found: path ? `${path}.__proto__` : '__proto__' };
    },
  });
}

/** invalid-argument unless `data` is plain JSON (see hostileDataPath). */
export function assertPlainData(data: unknown): void {
  const path = hostileDataPath(data);
  if (path !== null) {
    throw new HttpsError('invalid-argument', `Field "${path}" is not allowed.`, {
      title: 'Validation Error',
      problems: [{ path, message: INVALID_INPUT }],
    });
  }
}

/** What a yup object schema says about its fields (structural: yup's own types are wide). */
interface DescribedField {
  type?: unknown;
  innerType?: { type?: unknown };
}

const JS_TYPE_OF_SCHEMA: Readonly<Record<string, string>> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
};

/**
 * Input that a form schema would quietly cast or strip is refused instead: a key the schema
 * does not have, or a value of another JSON type than the field's (yup turns 5 into "5",
 * "true" into true and [3] into 3). The forms send exactly the schema's fields and types.
 */
export function schemaShapeProblem(
  schema: SyncSchema<unknown>,
  data: unknown,
): { path: string; message: string } | null {
  const fields = (schema as unknown as { fields?: Record<string, DescribedField> }).fields;
  if (!fields || typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  for (const [key, value] of Object.entries(data)) {
    if (!Object.hasOwn(fields, key)) return { path: key, message: `Unknown field "${key}".` };
    // Missing and null are the schema's to judge (required, nonNullable).
    if (value === undefined || value === null) continue;
    const field = fields[key] as DescribedField;
    const expected = typeof field.type === 'string' ? JS_TYPE_OF_SCHEMA[field.type] : undefined;
    if (expected !== undefined && typeof value !== expected) {
      return { path: key, message: INVALID_INPUT };
    }
    if (field.type === 'array') {
      if (!Array.isArray(value)) return { path: key, message: INVALID_INPUT };
      const inner =
        typeof field.innerType?.type === 'string'
          ? JS_TYPE_OF_SCHEMA[field.innerType.type]
          : undefined;
      const bad = inner === undefined ? -1 : value.findIndex((v) => typeof v !== inner);
      if (bad >= 0) return { path: `${key}[${bad}]`, message: INVALID_INPUT };
    }
  }
  return null;
}
