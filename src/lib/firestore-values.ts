/**
 * Reading untrusted document fields in models: a Firestore Timestamp (or a
 * Date) becomes a valid Date, anything else null. Structural, so models need
 * no Firestore import and tests can pass `{ toDate }` objects.
 */
interface TimestampLike {
  toDate: () => Date;
}

const isTimestampLike = (v: unknown): v is TimestampLike =>
  typeof v === 'object' && v !== null && typeof (v as Partial<TimestampLike>).toDate === 'function';

export function toDate(v: unknown): Date | null {
  const date = v instanceof Date ? v : isTimestampLike(v) ? v.toDate() : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
