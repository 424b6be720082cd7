import { collection, limit, onSnapshot, query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { EVENT_LINK_TYPES, type EventLinkType } from '../../../domain/events';
import { firestore } from '../../../lib/firebase/firestore';
import { parseEventLink } from '../model/event';

/** Links read per card for its badges; one of each type is enough for them. */
export const CARD_LINKS_READ = 10;

/**
 * The kinds of media an event has (its links' types, in the fixed type
 * order), for a card's badges: at most CARD_LINKS_READ link documents per
 * card (docs/events.md weighs this against showing badges in the detail
 * view only). Empty while loading or when the links cannot be read.
 */
export function useEventLinkTypes(eventId: string): EventLinkType[] {
  const [stored, setStored] = useState<{ id: string; types: EventLinkType[] } | null>(null);

  useEffect(
    () =>
      onSnapshot(
        query(collection(firestore, 'events', eventId, 'links'), limit(CARD_LINKS_READ)),
        (snap) => {
          const present = new Set(snap.docs.map((d) => parseEventLink(d.id, d.data()).linkType));
          setStored({ id: eventId, types: EVENT_LINK_TYPES.filter((t) => present.has(t)) });
        },
        () => setStored({ id: eventId, types: [] }),
      ),
    [eventId],
  );

  return stored?.id === eventId ? stored.types : [];
}
