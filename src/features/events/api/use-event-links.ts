import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { EVENT_LINKS_MAX } from '../../../domain/event-schema';
import { firestore } from '../../../lib/firebase/firestore';
import { parseEventLink, type EventLinkItem } from '../model/event';

export type EventLinksState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; links: EventLinkItem[] };

/**
 * events/{eventId}/links, oldest first, live. A link just added shows at
 * once (from the local cache, its server time still pending); `null` reads
 * nothing.
 */
export function useEventLinks(eventId: string | null): EventLinksState {
  const [stored, setStored] = useState<{ key: string; state: EventLinksState } | null>(null);

  useEffect(() => {
    if (eventId === null) return undefined;
    const q = query(
      collection(firestore, 'events', eventId, 'links'),
      orderBy('createdAt', 'asc'),
      limit(EVENT_LINKS_MAX),
    );
    return onSnapshot(
      q,
      (snap) =>
        setStored({
          key: eventId,
          state: {
            status: 'ready',
            links: snap.docs.map((d) =>
              parseEventLink(d.id, d.data({ serverTimestamps: 'estimate' })),
            ),
          },
        }),
      (error) => {
        console.warn('Event links failed to load', error);
        setStored({ key: eventId, state: { status: 'error' } });
      },
    );
  }, [eventId]);

  if (eventId === null || !stored || stored.key !== eventId) return { status: 'loading' };
  return stored.state;
}
