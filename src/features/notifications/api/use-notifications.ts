import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/firestore';
import { parseNotification, type AppNotification } from '../model/notification';

const SHOWN = 20;

export type NotificationsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: AppNotification[] };

/** The newest notifications of `uid`, live. */
export function useNotifications(uid: string): NotificationsState {
  const [state, setState] = useState<NotificationsState>({ status: 'loading' });
  useEffect(() => {
    const q = query(
      collection(firestore, 'users', uid, 'notifications'),
      orderBy('createdAt', 'desc'),
      limit(SHOWN),
    );
    return onSnapshot(
      q,
      (snap) =>
        setState({
          status: 'ready',
          items: snap.docs.map((d) => parseNotification(d.id, d.data())),
        }),
      (error) => {
        console.warn('Notifications failed to load', error);
        setState({ status: 'error' });
      },
    );
  }, [uid]);
  return state;
}

/** Rules allow exactly this: the owner sets readAt once, to the server's time. */
export function markNotificationRead(uid: string, id: string): Promise<void> {
  return updateDoc(doc(firestore, 'users', uid, 'notifications', id), {
    readAt: serverTimestamp(),
  });
}
