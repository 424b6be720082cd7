import { collection, doc, getDocs, limit, query, writeBatch } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/firestore';

/** Firestore allows 500 writes per batch; one is kept for the event itself. */
const LINKS_PER_BATCH = 499;

/**
 * Deletes events/{eventId} and its links. Firestore does not delete a
 * subcollection with its parent, so the links go first, in the same batch as
 * the event (the rules allow both to the event's owner and to admins; a link
 * delete is checked against the event as it was before the batch). An event
 * with more than 499 links, which the app never makes, takes extra batches
 * of links first. Settles when the server has answered.
 */
export async function deleteEventWithLinks(eventId: string): Promise<void> {
  const links = collection(firestore, 'events', eventId, 'links');
  for (;;) {
    const page = await getDocs(query(links, limit(LINKS_PER_BATCH)));
    const batch = writeBatch(firestore);
    page.docs.forEach((link) => batch.delete(link.ref));
    const last = page.size < LINKS_PER_BATCH;
    if (last) batch.delete(doc(firestore, 'events', eventId));
    await batch.commit();
    if (last) return;
  }
}
