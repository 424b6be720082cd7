// updateDisplayName({ displayName }): the signed-in user's name, kept in Auth and users/{uid},
// and copied where other people see it (their bookings' clientName, their reviews'
// authorName), in batches of at most 450 writes. Each call can rewrite many documents, so it
// is limited on the server like any other write (the spec's `default`, 20 an hour), counted
// only once the name has passed the shared schema: a refused name costs nothing. The rules
// no longer let the client change users/{uid}.displayName; this is the only way. A refusal
// says why (displayNameRefusal: too long, empty, contact details, reserved), and a name
// that only looks like a reserved one (a Cyrillic і in "Spinbook") is refused as reserved
// (decision 0030).
import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { isReservedLookalike } from '../../../src/domain/name-skeleton';
import { displayNameRefusal, profileSchema } from '../../../src/domain/profile-schema';
import { RESERVED_NAME } from '../../../src/domain/reserved-names';
import { REVIEW_AUTHORS } from '../../../src/domain/review-schema';
import { sanitizeText } from '../../../src/domain/sanitize';
import {
  parseWith,
  refuseField,
  requireCaller,
  type CallableRequestLike,
} from '../services/callable-context';
import { consumeAttempt } from '../services/rate-limit';

const MAX_BATCH = 450;

async function writeInBatches(
  db: Firestore,
  refs: DocumentReference[],
  data: Record<string, unknown>,
): Promise<void> {
  for (let i = 0; i < refs.length; i += MAX_BATCH) {
    const batch = db.batch();
    for (const ref of refs.slice(i, i + MAX_BATCH)) batch.update(ref, data);
    await batch.commit();
  }
}

export async function updateDisplayNameHandler(
  request: CallableRequestLike,
  deps: { auth: Auth; db: Firestore; now?: () => Date },
): Promise<{ displayName: string; copies: number }> {
  const caller = requireCaller(request);
  const { displayName: raw } = parseWith(profileSchema, request.data, (_data, problems) =>
    displayNameRefusal(problems),
  );
  const displayName = sanitizeText(raw);
  if (isReservedLookalike(displayName)) {
    throw refuseField('displayName', displayNameRefusal([{ message: RESERVED_NAME }]));
  }
  const now = (deps.now ?? (() => new Date()))();
  await consumeAttempt(deps.db, caller.uid, 'default', now.getTime());
  await deps.auth.updateUser(caller.uid, { displayName });
  await deps.db
    .collection('users')
    .doc(caller.uid)
    .set({ displayName, updatedAt: now }, { merge: true });
  const [bookings, authored] = await Promise.all([
    deps.db.collection('bookings').where('clientUid', '==', caller.uid).get(),
    // Public reviews do not say who wrote them (decision 0032): their links do.
    deps.db.collection(REVIEW_AUTHORS).where('authorUid', '==', caller.uid).get(),
  ]);
  await writeInBatches(
    deps.db,
    bookings.docs.map((d) => d.ref),
    { clientName: displayName },
  );
  const reviewRefs = authored.docs.flatMap((d) => {
    const djId: unknown = d.get('djId');
    const reviewId: unknown = d.get('reviewId');
    return typeof djId === 'string' && typeof reviewId === 'string' && djId && reviewId
      ? [deps.db.collection('djs').doc(djId).collection('reviews').doc(reviewId)]
      : [];
  });
  // A review an admin removed keeps its link (one review per booking): skip it.
  const reviews =
    reviewRefs.length === 0 ? [] : (await deps.db.getAll(...reviewRefs)).filter((r) => r.exists);
  await writeInBatches(
    deps.db,
    reviews.map((r) => r.ref),
    { authorName: displayName },
  );
  return { displayName, copies: bookings.size + reviews.length };
}
