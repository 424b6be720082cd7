import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/firestore';
import { readOnlyConverter, useLiveQuery, type LiveQuery } from '../../../lib/firebase/live-data';
import { parseNotification, type AppNotification } from '../model/notification';

const SHOWN = 20;

const notificationConverter = readOnlyConverter(parseNotification);

/** The newest notifications of `uid`, live. */
export function useNotifications(uid: string): LiveQuery<AppNotification> {
  return useLiveQuery(
    `users/${uid}/notifications`,
    (db) =>
      query(
        collection(db, 'users', uid, 'notifications').withConverter(notificationConverter),
        orderBy('createdAt', 'desc'),
        limit(SHOWN),
      ),
    // fromCache turns false even when the server agrees with the cache: the bell announces
    // only what arrives after that first answer.
    { label: 'Notifications', includeMetadataChanges: true },
  );
}

/** Rules allow exactly this: the owner sets readAt once, to the server's time. */
export function markNotificationRead(uid: string, id: string): Promise<void> {
  return updateDoc(doc(firestore, 'users', uid, 'notifications', id), {
    readAt: serverTimestamp(),
  });
}
