import { doc, type DocumentReference } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/firestore';
import { readOnlyConverter } from '../../../lib/firebase/live-data';
import { parseDevice, type PushDevice } from '../model/device';

/** Reads map a device document through parseDevice; writes go through the plain reference. */
export const deviceConverter = readOnlyConverter(parseDevice);

/** users/{uid}/devices/{deviceId}, for writes (the rules check every field). */
export const deviceRef = (uid: string, deviceId: string): DocumentReference =>
  doc(firestore, 'users', uid, 'devices', deviceId);

export type { PushDevice };
