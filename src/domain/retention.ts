/**
 * How long the server keeps the records that would otherwise grow forever (decision 0031).
 * Each document carries `expireAt` (its write time plus the collection's retention), and a
 * Firestore TTL policy on that field (firestore.indexes.json, fieldOverrides) deletes it
 * some time after (within about a day). The UI, functions and tests read these figures.
 */
export const RETENTION_DAYS = {
  /** The audit trail admins read: long enough for a monthly review and an investigation. */
  securityEvents: 90,
  /**
   * Server rate-limit records (rateLimits/{key}). Every write moves `expireAt` on, so a record
   * goes a day after its last attempt: longer than any window or block (2 h at most), so no
   * limit in force is ever forgotten; isStale in rate-limits.ts uses the same day.
   */
  rateLimits: 1,
  /**
   * Processed Stripe event ids (deduplication). Stripe redelivers for up to 3 days and keeps
   * events 30 days; 90 covers both with room for a manual resend.
   */
  stripeEvents: 90,
  /** Queued e-mails for the Trigger Email extension: sent within minutes, kept for support. */
  mail: 30,
  /** Contact-form messages: a year, long enough to answer and refer back. */
  contactMessages: 365,
  /**
   * Pushes claimed (pushLog/{eventKey}, decision 0056): a trigger is redelivered within
   * minutes and a scheduler run within hours, so a week keeps every repeat from sending twice.
   */
  pushLog: 7,
} as const;

export type RetainedCollection = keyof typeof RETENTION_DAYS;

/** The field each TTL policy is set on. */
export const EXPIRE_AT_FIELD = 'expireAt';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a document of `collection` written at `writtenAt` may be deleted. */
export function expireAtFor(collection: RetainedCollection, writtenAt: Date | number): Date {
  const at = typeof writtenAt === 'number' ? writtenAt : writtenAt.getTime();
  return new Date(at + RETENTION_DAYS[collection] * DAY_MS);
}

/** `{ expireAt }` to spread into a document of `collection` written at `writtenAt`. */
export function expiryFields(
  collection: RetainedCollection,
  writtenAt: Date | number,
): { expireAt: Date } {
  return { [EXPIRE_AT_FIELD]: expireAtFor(collection, writtenAt) } as { expireAt: Date };
}
