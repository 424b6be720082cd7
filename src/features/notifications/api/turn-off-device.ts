import { deleteDoc } from 'firebase/firestore';
import { deviceRef } from './device-ref';
import { forgetPushToken } from './push-token';
import { thisDeviceId } from './this-device';

/**
 * "Turn off" on the devices list: the device's document goes, so the server sends it nothing
 * more. For this browser the FCM token is also given up, so a copy of it elsewhere stops
 * working; the device id stays, to be used again if push is turned back on.
 */
export async function turnOffDevice(uid: string, deviceId: string): Promise<void> {
  await deleteDoc(deviceRef(uid, deviceId));
  if (deviceId !== thisDeviceId()) return;
  try {
    await forgetPushToken();
  } catch (error) {
    // The document is gone, which is what stops the pushes; the token expires unused.
    console.warn('Could not give up this browser’s push token', error);
  }
}
