import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { isOwnActionEcho } from '../../../domain/booking-notice-echo';
import { firestore } from '../../../lib/firebase/firestore';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import { parseNotification, type AppNotification } from '../model/notification';

const SHOWN = 20;

const notificationConverter = readOnlyConverter(parseNotification);

/**
 * The newest notifications of `uid`, live. Left out: a copy of the reader's own accept or
 * completion that the trigger wrote before decision 0042 ("You accepted …", isOwnActionEcho).
 * It would only count as unread and say what their own screen had said.
 */
export function useNotifications(uid: string): LiveQuery<AppNotification> {
  const live = useLiveQuery(
    `users/${uid}/notifications`,
    (db) =>
      query(
        collection(db, 'users', uid, 'notifications').withConverter(notificationConverter),
        orderBy('createdAt', 'desc'),
        limit(SHOWN),
      ),
    // fromCache turns false even when the server agrees with the cache: the bell announces
    // only what arrives after that first answer.
    // 'estimate': our own pending readAt counts as read at once (the badge clears as the list
    // opens, offline too). By default it reads null until the server answers, which looked
    // unread and sent a second update that the rules refuse (readAt is set once).
    { label: 'Notifications', includeMetadataChanges: true, serverTimestamps: 'estimate' },
  );
  // One filtered list per answer, so what depends on the list's identity runs once per answer.
  return useMemo(
    () =>
      live.status === 'ready'
        ? { ...live, data: live.data.filter((n) => !isOwnActionEcho(n.id)) }
        : live,
    [live],
  );
}

const ref = (uid: string, id: string) => doc(firestore, 'users', uid, 'notifications', id);

/** Rules allow exactly this: the owner sets readAt once, to the server's time. */
export function markNotificationRead(uid: string, id: string): Promise<void> {
  return updateDoc(ref(uid, id), { readAt: serverTimestamp() });
}

/**
 * Marks the notifications the opened list showed unread, in one write. If another tab read one
 * of them first, the rules refuse the whole batch (readAt is set once): then each is marked on
 * its own, and the one already read fails alone.
 */
export async function markNotificationsRead(uid: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const batch = writeBatch(firestore);
  for (const id of ids) batch.update(ref(uid, id), { readAt: serverTimestamp() });
  try {
    await batch.commit();
  } catch (batchError) {
    const results = await Promise.allSettled(ids.map((id) => markNotificationRead(uid, id)));
    // One read elsewhere is expected; all refused is not (the caller logs it).
    if (results.every((r) => r.status === 'rejected')) throw batchError;
  }
}
