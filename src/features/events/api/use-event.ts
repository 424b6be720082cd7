import { isValidDocId } from '../../../domain/ids';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { type LiveDoc } from '../../../lib/firebase/live-states';
import { parseEvent, type EventItem } from '../model/event';

const eventConverter = readOnlyConverter(parseEvent);

/**
 * events/{eventId}, live, for the detail view; an invalid id is not found
 * without a read. `viewer` (uid, or '' when signed out) restarts the
 * listener when the user changes: the rules show a draft only to its owner.
 */
export function useEvent(eventId: string, viewer: string): LiveDoc<EventItem> {
  const valid = isValidDocId(eventId);
  const state = useLiveDoc(
    valid ? `events/${eventId}@${viewer}` : null,
    (db, { doc }) => doc(db, 'events', eventId).withConverter(eventConverter),
    { serverTimestamps: 'estimate' },
  );
  return valid ? state : { status: 'not-found', data: undefined, error: null };
}
