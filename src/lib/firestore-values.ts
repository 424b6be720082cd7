/**
 * Reading untrusted document fields in models: a missing or mistyped field
 * gets a safe default instead of breaking the screen that lists it, and a
 * Firestore Timestamp (or a Date) becomes a valid Date, anything else null.
 * Structural, so models need no Firestore import and tests can pass
 * `{ toDate }` objects.
 */

/** A string field, or `fallback` when it is missing or not a string. */
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/** A non-empty string field, or null. */
export const optStr = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** A finite number field, or 0. */
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The strings of a list field; anything else in it is dropped. */
export const strList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

interface TimestampLike {
  toDate: () => Date;
}

const isTimestampLike = (v: unknown): v is TimestampLike =>
  typeof v === 'object' && v !== null && typeof (v as Partial<TimestampLike>).toDate === 'function';

/** A Firestore Timestamp (or Date) as a Date; null when absent or not a time. */
export function toDate(v: unknown): Date | null {
  const date = v instanceof Date ? v : isTimestampLike(v) ? v.toDate() : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
