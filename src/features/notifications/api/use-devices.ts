import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/firebase/live-data';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { deviceConverter, type PushDevice } from './device-ref';

/** Devices per page of the list; few people have more than a phone and a laptop. */
export const DEVICES_PAGE_SIZE = 20;

/**
 * The person's push devices, most recently used first, live, `max` at most (Load more asks for
 * more). One field's order on a subcollection: no composite index.
 */
export function useDevices(uid: string, max: number): LiveQuery<PushDevice> {
  return useLiveQuery(
    `users/${uid}/devices`,
    (db, size) =>
      query(
        collection(db, 'users', uid, 'devices').withConverter(deviceConverter),
        orderBy('lastSeenAt', 'desc'),
        limit(size ?? DEVICES_PAGE_SIZE),
      ),
    // A device just turned on here has a pending lastSeenAt: dated now, not left out.
    { label: 'Devices', limit: max, serverTimestamps: 'estimate' },
  );
}
