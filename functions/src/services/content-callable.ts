// Pieces the content callables share (saveEvent, addEventLink, submitReview,
// sendContactMessage): their dependencies, what they answer for refused input, and the
// event-ownership check both event callables make before and inside their transaction.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { EVENT_NOT_FOUND, EVENT_NOT_YOURS } from '../../../src/domain/event-schema';
import { INVALID_INPUT, type Notice } from '../../../src/domain/messages';
import { isOffPlatformRefusal, OFF_PLATFORM_NOTICE } from '../../../src/domain/off-platform-text';
import { validateInput, type SyncSchema } from '../../../src/domain/validate';
import {
  parseWith,
  requireCaller,
  type CallableRequestLike,
  type Caller,
} from './callable-context';

export interface ContentCallableDeps {
  db: Firestore;
  now?: () => Date;
}

export const nowOf = (deps: ContentCallableDeps): Date => (deps.now ?? (() => new Date()))();

/**
 * The notice for refused input: the spec's "Message Guidelines" for off-platform contact,
 * else the first problem the shared schema found, so the toast reads like the inline error.
 */
export function schemaRefusalNotice<T>(schema: SyncSchema<T>, title: string) {
  return (data: unknown): Notice | null => {
    const result = validateInput(schema, data);
    if (result.ok) return null;
    if (isOffPlatformRefusal(result.problems)) return OFF_PLATFORM_NOTICE;
    return { title, description: result.problems[0]?.message ?? INVALID_INPUT };
  };
}

/**
 * The start of the engineering guide's contract for a signed-in content callable: the input
 * validated with the shared schema (invalid-argument), then the caller (unauthenticated).
 */
export function beginSignedInCall<T>(
  request: CallableRequestLike,
  deps: ContentCallableDeps,
  schema: SyncSchema<T>,
  refusalTitle: string,
): { input: T; caller: Caller; db: Firestore; now: Date } {
  const input = parseWith(schema, request.data, schemaRefusalNotice(schema, refusalTitle));
  const caller = requireCaller(request);
  return { input, caller, db: deps.db, now: nowOf(deps) };
}

export type EventRefusal = 'gone' | 'not-owner';

/** Why `uid` may not change the event in `snap`, or null when they own it. */
export function eventOwnershipRefusal(snap: DocumentSnapshot, uid: string): EventRefusal | null {
  if (!snap.exists) return 'gone';
  return snap.get('ownerUid') === uid ? null : 'not-owner';
}

export function refuseEvent(refusal: EventRefusal): never {
  if (refusal === 'gone') throw new HttpsError('not-found', EVENT_NOT_FOUND);
  throw new HttpsError('permission-denied', EVENT_NOT_YOURS);
}
