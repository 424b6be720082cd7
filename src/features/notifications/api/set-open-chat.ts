import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { deviceRef } from './device-ref';

/**
 * Tells the server which conversation this device shows (null: none), dated now. The server
 * does not push a message of that conversation to this device while lastSeenAt is under two
 * minutes old: the person is reading it.
 */
export function setOpenChat(uid: string, deviceId: string, chatId: string | null): Promise<void> {
  return updateDoc(deviceRef(uid, deviceId), {
    openChatId: chatId,
    lastSeenAt: serverTimestamp(),
  });
}
