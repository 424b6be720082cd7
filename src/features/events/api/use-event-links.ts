import { EVENT_LINKS_MAX } from '../../../domain/event-schema';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import { parseEventLink, type EventLinkItem } from '../model/event';

const eventLinkConverter = readOnlyConverter(parseEventLink);

/**
 * events/{eventId}/links, oldest first, live. A link just added shows at
 * once (from the local cache, its server time estimated); `null` reads
 * nothing.
 */
export function useEventLinks(eventId: string | null): LiveQuery<EventLinkItem> {
  return useLiveQuery(
    eventId === null ? null : `events/${eventId}/links`,
    (db, _limit, { collection, limit, orderBy, query }) =>
      query(
        collection(db, 'events', eventId ?? '', 'links').withConverter(eventLinkConverter),
        orderBy('createdAt', 'asc'),
        limit(EVENT_LINKS_MAX),
      ),
    { serverTimestamps: 'estimate', label: 'Event links' },
  );
}
