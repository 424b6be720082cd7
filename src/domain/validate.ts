import { ValidationError, type ValidateOptions } from 'yup';
import { findDataPath } from './data-walk';
import { INVALID_INPUT } from './messages';

/**
 * Server-side validation of untrusted input (callable data) with the same
 * yup schemas the forms use. Unknown keys are stripped; keys that could
 * pollute prototypes are refused before yup sees the data.
 */
export interface ValidationProblem {
  /** yup's path: 'venue', 'genres[2]'; '' for the input as a whole. */
  path: string;
  message: string;
}

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; problems: ValidationProblem[] };

/** What this module needs from a yup schema (any object schema fits). */
export interface SyncSchema<T> {
  type: string;
  validateSync(value: unknown, options?: ValidateOptions): T;
}

/**
 * Keys refused anywhere in untrusted input: the prototype-pollution keys, and the names of
 * Object.prototype's other members (toString, hasOwnProperty, valueOf, …). yup looks a key
 * up among an object schema's fields, a plain object, and would take the prototype's
 * function for a field schema: a TypeError instead of a validation problem.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
  ...Object.getOwnPropertyNames(Object.prototype),
]);

/** Deeper input than any of our forms produce is refused rather than walked. */
const MAX_DEPTH = 32;

/** Path of the first forbidden key (or over-deep value) in `data`, or null. */
export function findForbiddenKey(data: unknown): string | null {
  return findDataPath(data, {
    maxDepth: MAX_DEPTH,
    tooDeep: (path) => path,
    // getOwnPropertyNames also sees non-enumerable keys; JSON.parse makes "__proto__" an own key.
    keys: (value) => Object.getOwnPropertyNames(value),
    forbiddenKeys: FORBIDDEN_KEYS,
    once: true,
  });
}

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates and casts `data`; every problem is reported (no early stop). */
export function validateInput<T>(
  schema: SyncSchema<T>,
  data: unknown,
  options: Pick<ValidateOptions, 'context'> = {},
): ValidationResult<T> {
  if (schema.type === 'object' && !isPlainObject(data)) {
    return { ok: false, problems: [{ path: '', message: INVALID_INPUT }] };
  }
  const forbidden = findForbiddenKey(data);
  if (forbidden !== null) {
    return { ok: false, problems: [{ path: forbidden, message: INVALID_INPUT }] };
  }
  try {
    const value = schema.validateSync(data, { ...options, abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = error.inner.length > 0 ? error.inner : [error];
    return {
      ok: false,
      problems: errors.map((e) => ({ path: e.path ?? '', message: e.message })),
    };
  }
}

/** Thrown by `validateOrThrow`; the callable maps it to `invalid-argument` with `problems` as details. */
export class InputValidationError extends Error {
  override readonly name = 'InputValidationError';
  constructor(readonly problems: ValidationProblem[]) {
    super(problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; '));
  }
}

/** The cast, validated value, or an InputValidationError listing every problem. */
export function validateOrThrow<T>(
  schema: SyncSchema<T>,
  data: unknown,
  options: Pick<ValidateOptions, 'context'> = {},
): T {
  const result = validateInput(schema, data, options);
  if (!result.ok) throw new InputValidationError(result.problems);
  return result.value;
}

/** Problems grouped by path, first message per path: handy for Formik-style field errors. */
export function problemsByPath(problems: readonly ValidationProblem[]): Record<string, string> {
  // No prototype: a path such as "__proto__" or "constructor" is just a key here.
  const byPath = Object.create(null) as Record<string, string>;
  for (const { path, message } of problems)
    if (!Object.hasOwn(byPath, path)) byPath[path] = message;
  return byPath;
}
