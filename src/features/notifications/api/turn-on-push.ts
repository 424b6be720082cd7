import { getDocFromServer, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { deviceLabel } from '../model/device';
import { deviceRef } from './device-ref';
import { getPushToken, PushUnsupportedError } from './push-token';
import { thisDeviceIdOrNew } from './this-device';

export type TurnOnResult =
  /** The device document is written: pushes reach this browser. */
  | 'on'
  /** The person closed the browser's question without answering. */
  | 'dismissed'
  /** The person refused, now or before: only the browser's site settings can undo it. */
  | 'blocked'
  /** No push here after all (the SDK's own check, or no service worker). */
  | 'unsupported';

function standalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches;
}

/**
 * Writes this browser's device document: created with its times, or, when it exists already
 * (push turned on again), updated without touching createdAt, as the rules require. Read from
 * the server first, so the choice is never made on a stale cache (a document the server has
 * since deleted would make the update fail).
 */
async function saveDevice(uid: string, deviceId: string, token: string): Promise<void> {
  const ref = deviceRef(uid, deviceId);
  const label = deviceLabel(navigator.userAgent, standalone(), navigator.maxTouchPoints);
  const existing = await getDocFromServer(ref);
  if (existing.exists()) {
    await updateDoc(ref, { token, label, lastSeenAt: serverTimestamp(), openChatId: null });
    return;
  }
  await setDoc(ref, {
    token,
    label,
    createdAt: serverTimestamp(),
    lastSeenAt: serverTimestamp(),
    openChatId: null,
  });
}

/**
 * Turns push on for this browser: permission, token, device document. Call it straight from a
 * click: the browser's question is asked before anything is awaited, while the click still
 * counts as the person's gesture (Safari asks only then). Rejects on a failed write or token.
 */
export async function turnOnPush(uid: string): Promise<TurnOnResult> {
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  const deviceId = thisDeviceIdOrNew();
  let token: string;
  try {
    token = await getPushToken(deviceId);
  } catch (error) {
    if (error instanceof PushUnsupportedError) return 'unsupported';
    throw error;
  }
  await saveDevice(uid, deviceId, token);
  return 'on';
}
