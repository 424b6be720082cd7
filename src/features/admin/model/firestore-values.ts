/**
 * Defensive readers for Firestore fields: a missing or mistyped field gets a
 * safe default instead of breaking the admin list. Timestamps are recognised
 * by shape (`toDate`), so these stay pure and testable without the SDK.
 */
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

export const optStr = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

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
