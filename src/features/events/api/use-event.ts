import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { isValidDocId } from '../../../domain/ids';
import { firestore } from '../../../lib/firebase/firestore';
import { parseEvent, type EventItem } from '../model/event';

export type EventState =
  | { status: 'loading' }
  /** No such event, an invalid id, or one the viewer may not see (a draft of someone else's). */
  | { status: 'not-found' }
  | { status: 'ready'; event: EventItem };

/**
 * events/{eventId}, live, for the detail view. `viewer` (uid, or '' when
 * signed out) restarts the listener when the user changes, because what the
 * rules let someone read depends on who they are.
 */
export function useEvent(eventId: string, viewer: string): EventState {
  const valid = isValidDocId(eventId);
  const key = `${eventId}/${viewer}`;
  const [stored, setStored] = useState<{ key: string; state: EventState } | null>(null);

  useEffect(() => {
    if (!valid) return undefined;
    return onSnapshot(
      doc(firestore, 'events', eventId),
      (snap) => {
        const data = snap.data({ serverTimestamps: 'estimate' });
        // "Does not exist" from the cache alone waits for the server.
        if (!data && snap.metadata.fromCache) return;
        setStored({
          key,
          state: data
            ? { status: 'ready', event: parseEvent(snap.id, data) }
            : { status: 'not-found' },
        });
      },
      (error) => {
        if (error.code !== 'permission-denied') console.warn('Event failed to load', error);
        setStored({ key, state: { status: 'not-found' } });
      },
    );
  }, [eventId, key, valid]);

  if (!valid) return { status: 'not-found' };
  if (!stored || stored.key !== key) return { status: 'loading' };
  return stored.state;
}
