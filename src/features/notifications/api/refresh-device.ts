import { deleteDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { needsRefresh, type PushDevice } from '../model/device';
import { deviceRef } from './device-ref';
import { getPushToken, PushUnsupportedError } from './push-token';

export type RefreshResult = 'kept' | 'updated' | 'removed';

/**
 * On the app's start, for a signed-in person whose browser has a device document: FCM may have
 * rotated the token, so it is asked for again and stored when it changed; lastSeenAt is dated
 * at most once a day. A browser whose notifications were blocked or reset since has nothing to
 * show pushes with: its document goes, and the card offers push again.
 */
export async function refreshDevice(
  uid: string,
  device: PushDevice,
  permission: NotificationPermission,
  now: Date,
): Promise<RefreshResult> {
  const ref = deviceRef(uid, device.id);
  if (permission !== 'granted') {
    await deleteDoc(ref);
    return 'removed';
  }
  let token: string;
  try {
    token = await getPushToken(device.id);
  } catch (error) {
    if (!(error instanceof PushUnsupportedError)) throw error;
    await deleteDoc(ref);
    return 'removed';
  }
  if (!needsRefresh(device, token, now)) return 'kept';
  await updateDoc(ref, { token, lastSeenAt: serverTimestamp() });
  return 'updated';
}
