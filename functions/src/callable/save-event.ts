// saveEvent({ eventId?, title, description, eventDate, venue, location, eventType, status,
// djId? }): creates an event owned by the caller, or updates one of theirs. Any signed-in
// account may publish (operations-side spec, section 6: "Signed-in user: creates events");
// what keeps that from being abused is here, not in who may call: the chat's off-platform
// check on every text (shared schema), the spec's `default` limit (20/h, creates and
// updates together), search tokens computed and bounded on the server, and a djId only for
// the caller's own existing DJ profile.
import { HttpsError } from 'firebase-functions/v2/https';
import {
  EVENT_DJ_NOT_YOURS,
  EVENT_DJ_PROFILE_MISSING,
  eventWriteFromInput,
  saveEventInputSchema,
  type SaveEventResult,
} from '../../../src/domain/event-schema';
import { EVENT_DATE_TOO_FAR, isWithinEventHorizon } from '../../../src/domain/event-dates';
import type { CallableRequestLike } from '../services/callable-context';
import {
  beginSignedInCall,
  eventOwnershipRefusal,
  refuseEvent,
  type ContentCallableDeps,
  type EventRefusal,
} from '../services/content-callable';
import { consumeAttempt } from '../services/rate-limit';
import { transact } from '../services/transact';

const noDjProfile = () => new HttpsError('failed-precondition', EVENT_DJ_PROFILE_MISSING);

export async function saveEventHandler(
  request: CallableRequestLike,
  deps: ContentCallableDeps,
): Promise<SaveEventResult> {
  const { input, caller, db, now } = beginSignedInCall(
    request,
    deps,
    saveEventInputSchema,
    'Validation Error',
  );
  // At most EVENT_DATE_MAX_YEARS_AHEAD years ahead of the server's clock (decision 0031).
  if (input.eventDate && !isWithinEventHorizon(new Date(input.eventDate), now)) {
    throw new HttpsError('invalid-argument', EVENT_DATE_TOO_FAR, {
      title: 'Validation Error',
      problems: [{ path: 'eventDate', message: EVENT_DATE_TOO_FAR }],
    });
  }
  const events = db.collection('events');
  const ref = input.eventId ? events.doc(input.eventId) : events.doc();
  const djRef = input.djId ? db.collection('djs').doc(caller.uid) : null;

  if (input.djId && input.djId !== caller.uid) {
    throw new HttpsError('permission-denied', EVENT_DJ_NOT_YOURS);
  }
  if (input.eventId) {
    const early = eventOwnershipRefusal(await ref.get(), caller.uid);
    if (early !== null) refuseEvent(early);
  }
  if (djRef !== null && !(await djRef.get()).exists) throw noDjProfile();

  await consumeAttempt(db, caller.uid, 'default', now.getTime());

  const write = eventWriteFromInput(input);
  const refusal = await transact(db, async (tx): Promise<EventRefusal | 'no-dj' | null> => {
    const [existing, dj] = await Promise.all([
      input.eventId ? tx.get(ref) : null,
      djRef !== null ? tx.get(djRef) : null,
    ]);
    const late = existing === null ? null : eventOwnershipRefusal(existing, caller.uid);
    if (late !== null) return late;
    if (dj !== null && !dj.exists) return 'no-dj';
    // An update rewrites the whole document from the schema (so without a djId the event is
    // unlinked and no stray field survives); only the owner and creation time are kept.
    const createdAt: unknown = existing?.get('createdAt') ?? now;
    tx.set(ref, { ...write, ownerUid: caller.uid, createdAt, updatedAt: now });
    return null;
  });
  if (refusal === 'no-dj') throw noDjProfile();
  if (refusal !== null) refuseEvent(refusal);
  return { eventId: ref.id, created: !input.eventId };
}
