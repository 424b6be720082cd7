// submitReview({ bookingId, rating, comment }): the client of a completed booking reviews its
// DJ, once. The public review (djs/{djId}/reviews/{reviewId}) has an id of its own and carries
// neither the booking id nor the author's uid: anyone can read it, and either would let an
// outsider probe bookings or follow a person across profiles (decision 0032). Who wrote it,
// for which booking, is kept in reviewAuthors/{bookingId}, which only functions write and only
// the booking's client and admins read; its id being the booking id is what makes "one per
// booking" hold. The DJ comes from the booking and the author's name and photo from the
// account (users/{uid}), never from the request, so nobody signs a review "Spinbook Trust &
// Safety". The comment gets the chat's off-platform check through the shared schema; the
// spec's `default` limit (20/h) applies.
import type { DocumentData } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { FIELD_LIMITS } from '../../../src/domain/limits';
import { hasOffPlatformContact } from '../../../src/domain/off-platform-text';
import { isReservedLookalike } from '../../../src/domain/name-skeleton';
import {
  ANONYMOUS_REVIEWER,
  REVIEW_ALREADY_LEFT,
  REVIEW_NOT_COMPLETED,
  REVIEW_AUTHORS,
  REVIEW_NOT_YOUR_BOOKING,
  submitReviewInputSchema,
  toReviewWrite,
  type SubmitReviewResult,
} from '../../../src/domain/review-schema';
import { sanitizeText } from '../../../src/domain/sanitize';
import { isOwnReviewerPhoto } from '../../../src/domain/image-upload';
import type { CallableRequestLike } from '../services/callable-context';
import { beginSignedInCall, type ContentCallableDeps } from '../services/content-callable';
import { ownImageOptions } from '../services/dj-profile-fields';
import { consumeAttempt } from '../services/rate-limit';
import { transact } from '../services/transact';

/**
 * The name other people see on the review: the account's display name when it is a
 * presentable one (not off-platform contact, not posing as the platform: names written
 * before these checks, or straight into users/{uid} at sign-up, may be either; a look-alike
 * of a reserved name counts as one: decision 0030), else
 * "Anonymous".
 */
export function reviewAuthorName(displayName: unknown): string {
  if (typeof displayName !== 'string') return ANONYMOUS_REVIEWER;
  const name = sanitizeText(displayName).slice(0, FIELD_LIMITS.displayName);
  return name === '' || hasOffPlatformContact(name) || isReservedLookalike(name)
    ? ANONYMOUS_REVIEWER
    : name;
}

/**
 * The photo other people see beside the review: only an image the platform stores in the
 * author's own folder. The photoURL written at sign-up can be any address (a tracking pixel
 * on every visitor of the profile), so anything else shows the initial instead.
 */
export function reviewAuthorPhoto(photoUrl: unknown, uid: string): string | null {
  return isOwnReviewerPhoto(photoUrl, uid, ownImageOptions()) ? photoUrl : null;
}

type Refusal = 'missing' | 'not-client' | 'not-completed' | 'reviewed';

function refusalOf(
  booking: DocumentData | undefined,
  uid: string,
  reviewed: boolean,
): Refusal | null {
  if (!booking) return 'missing';
  if (booking.clientUid !== uid) return 'not-client';
  if (booking.status !== 'completed') return 'not-completed';
  if (reviewed) return 'reviewed';
  return null;
}

function refuse(refusal: Refusal): never {
  switch (refusal) {
    // A booking that does not exist and one of someone else's read alike: no probing.
    case 'missing':
    case 'not-client':
      throw new HttpsError('permission-denied', REVIEW_NOT_YOUR_BOOKING);
    case 'not-completed':
      throw new HttpsError('failed-precondition', REVIEW_NOT_COMPLETED);
    case 'reviewed':
      throw new HttpsError('failed-precondition', REVIEW_ALREADY_LEFT);
  }
}

export async function submitReviewHandler(
  request: CallableRequestLike,
  deps: ContentCallableDeps,
): Promise<SubmitReviewResult> {
  const { input, caller, db, now } = beginSignedInCall(
    request,
    deps,
    submitReviewInputSchema,
    'Review Failed',
  );
  const bookingRef = db.collection('bookings').doc(input.bookingId);
  const authorRef = db.collection(REVIEW_AUTHORS).doc(input.bookingId);

  // Checked before counting, so refused attempts do not use up the quota; checked again in
  // the transaction, which is what makes "one per booking" hold under concurrent calls.
  const booking = (await bookingRef.get()).data();
  const djId: unknown = booking?.djId;
  if (typeof djId !== 'string' || djId === '') refuse('missing');
  // Until npm run migrate-reviews has run, a review may still be stored under the booking's id.
  const legacyRef = db.collection('djs').doc(djId).collection('reviews').doc(input.bookingId);
  const [authorSnap, legacySnap] = await Promise.all([authorRef.get(), legacyRef.get()]);
  const early = refusalOf(booking, caller.uid, authorSnap.exists || legacySnap.exists);
  if (early !== null) refuse(early);

  await consumeAttempt(db, caller.uid, 'default', now.getTime());

  const userRef = db.collection('users').doc(caller.uid);
  const reviewRef = db.collection('djs').doc(djId).collection('reviews').doc();
  const refusal = await transact(db, async (tx) => {
    const [current, author, legacy, user] = await Promise.all([
      tx.get(bookingRef),
      tx.get(authorRef),
      tx.get(legacyRef),
      tx.get(userRef),
    ]);
    // The booking is the same one (its DJ never changes); re-read for its status.
    if (current.get('djId') !== djId) return 'missing' as const;
    const late = refusalOf(current.data(), caller.uid, author.exists || legacy.exists);
    if (late !== null) return late;
    tx.create(reviewRef, {
      ...toReviewWrite(input),
      authorName: reviewAuthorName(user.get('displayName')),
      authorPhotoUrl: reviewAuthorPhoto(user.get('photoURL'), caller.uid),
      createdAt: now,
    });
    tx.create(authorRef, {
      authorUid: caller.uid,
      djId,
      reviewId: reviewRef.id,
      createdAt: now,
    });
    return null;
  });
  if (refusal !== null) refuse(refusal);
  return { djId, bookingId: input.bookingId };
}
