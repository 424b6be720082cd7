import { doc } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';
import { useLiveDoc } from '../../../lib/firebase/live-data';
import type { LiveDoc } from '../../../lib/firebase/live-states';
import { deviceConverter, type PushDevice } from './device-ref';
import { subscribeThisDeviceId, thisDeviceId } from './this-device';

export interface ThisDevice {
  /** This browser's id; null until push was turned on here once. */
  deviceId: string | null;
  /** Its document under the signed-in person, live: 'not-found' when push is off here. */
  state: LiveDoc<PushDevice>;
}

const NO_DEVICE: LiveDoc<PushDevice> = { status: 'not-found', data: undefined, error: null };

/** This browser's device document for `uid`, live (one small listener while mounted). */
export function useThisDevice(uid: string): ThisDevice {
  const deviceId = useSyncExternalStore(subscribeThisDeviceId, thisDeviceId, () => null);
  const state = useLiveDoc(
    deviceId ? `users/${uid}/devices/${deviceId}` : null,
    (db) => doc(db, 'users', uid, 'devices', deviceId ?? '-').withConverter(deviceConverter),
    // Just written here, lastSeenAt is the time of the write, not "never" (null would read as
    // a device to date again at once).
    { serverTimestamps: 'estimate' },
  );
  return { deviceId, state: deviceId ? state : NO_DEVICE };
}
