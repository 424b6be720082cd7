import { collectionGroup, limit, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/firestore';

/** Counted at most this many unread messages (the badge shows 99+). */
const UNREAD_CAP = 100;

export interface UnreadMessages {
  total: number;
  byBooking: ReadonlyMap<string, number>;
}

const NONE: UnreadMessages = { total: 0, byBooking: new Map() };

/**
 * Every unread message addressed to `uid`, across conversations, live: one
 * collection-group listener (index: messages receiverUid + readAt, collection
 * group) feeds the nav badge and the per-conversation counts. Rules let a
 * user list exactly the messages whose receiverUid is theirs.
 */
export function useUnreadMessages(uid: string): UnreadMessages {
  const [state, setState] = useState<{ uid: string; unread: UnreadMessages } | null>(null);
  useEffect(() => {
    const q = query(
      collectionGroup(firestore, 'messages'),
      where('receiverUid', '==', uid),
      where('readAt', '==', null),
      limit(UNREAD_CAP),
    );
    return onSnapshot(
      q,
      (snap) => {
        const byBooking = new Map<string, number>();
        for (const d of snap.docs) {
          const bookingId = d.ref.parent.parent?.id;
          if (bookingId) byBooking.set(bookingId, (byBooking.get(bookingId) ?? 0) + 1);
        }
        setState({ uid, unread: { total: snap.size, byBooking } });
      },
      (error) => console.warn('Unread messages failed to load', error),
    );
  }, [uid]);
  return state?.uid === uid ? state.unread : NONE;
}
