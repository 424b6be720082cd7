import { EVENT_LINK_TYPES, type EventLinkType } from '../../../domain/events';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { parseEventLink } from '../model/event';
import { eventLinkTypesSeedName } from './event-seeds';

/** Links read per card for its badges; one of each type is enough for them. */
export const CARD_LINKS_READ = 10;

/** A link document's type (what a card's badges and the server's seed hold). */
export const parseEventLinkType = (id: string, data: Record<string, unknown>): EventLinkType =>
  parseEventLink(id, data).linkType;

const linkTypeConverter = readOnlyConverter(parseEventLinkType);

/**
 * The kinds of media an event has (its links' types, in the fixed type
 * order), for a card's badges: at most CARD_LINKS_READ link documents per
 * card (docs/events.md weighs this against showing badges in the detail
 * view only). Empty while loading or when the links cannot be read. On a
 * server-rendered board the server's read (`eventLinkTypesSeedName`) stands
 * until the page is interactive.
 */
export function useEventLinkTypes(eventId: string): EventLinkType[] {
  const { data } = useLiveQuery(
    `events/${eventId}/links?types`,
    (db, _limit, { collection, limit, query }) =>
      query(
        collection(db, 'events', eventId, 'links').withConverter(linkTypeConverter),
        limit(CARD_LINKS_READ),
      ),
    { label: 'Event link types', seed: eventLinkTypesSeedName(eventId) },
  );
  return data ? EVENT_LINK_TYPES.filter((type) => data.includes(type)) : [];
}
