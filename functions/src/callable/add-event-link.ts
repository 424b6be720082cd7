// addEventLink({ eventId, linkType, url, title? }): the event's owner adds a link. The URL
// must parse as http or https without credentials (isHttpUrl, src/domain/url.ts: no
// "https://www.paypal.com@evil.example", no javascript:), the title gets the chat's
// off-platform check, an event holds at most EVENT_LINKS_MAX links, and the spec's
// `default` limit (20/h) applies.
import { HttpsError } from 'firebase-functions/v2/https';
import {
  addEventLinkInputSchema,
  EVENT_LINKS_FULL,
  EVENT_LINKS_MAX,
  toEventLinkWrite,
  type AddEventLinkResult,
} from '../../../src/domain/event-schema';
import type { CallableRequestLike } from '../services/callable-context';
import {
  beginSignedInCall,
  eventOwnershipRefusal,
  refuseEvent,
  type ContentCallableDeps,
} from '../services/content-callable';
import { consumeAttempt } from '../services/rate-limit';
import { transact } from '../services/transact';

export async function addEventLinkHandler(
  request: CallableRequestLike,
  deps: ContentCallableDeps,
): Promise<AddEventLinkResult> {
  const { input, caller, db, now } = beginSignedInCall(
    request,
    deps,
    addEventLinkInputSchema,
    'Validation Error',
  );
  const eventRef = db.collection('events').doc(input.eventId);
  const links = eventRef.collection('links');

  const early = eventOwnershipRefusal(await eventRef.get(), caller.uid);
  if (early !== null) refuseEvent(early);
  // A cap, not a transaction-exact count: the quota bounds how far racing calls overshoot.
  if ((await links.count().get()).data().count >= EVENT_LINKS_MAX) {
    throw new HttpsError('failed-precondition', EVENT_LINKS_FULL);
  }

  await consumeAttempt(db, caller.uid, 'default', now.getTime());

  const ref = links.doc();
  const refusal = await transact(db, async (tx) => {
    const late = eventOwnershipRefusal(await tx.get(eventRef), caller.uid);
    if (late === null) tx.create(ref, { ...toEventLinkWrite(input), createdAt: now });
    return late;
  });
  if (refusal !== null) refuseEvent(refusal);
  return { linkId: ref.id };
}
