import { useEffect, useRef, useSyncExternalStore } from 'react';
import { refreshDevice } from '../api/refresh-device';
import { setOpenChat } from '../api/set-open-chat';
import { useThisDevice } from '../api/use-this-device';
import { OPEN_CHAT_HEARTBEAT_MS } from '../model/app-presence';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = (): boolean => document.visibilityState === 'visible';

/** Devices refreshed by this page load: once each, whatever remounts. */
const refreshed = new Set<string>();

/** After the page's own first work: the refresh may load the FCM SDK. */
const REFRESH_DELAY_MS = 3000;

/**
 * What this browser tells the server while the app is open and the person signed in, only if
 * it has a device document (push turned on here):
 *
 * - once per page load, a refreshed token and, at most daily, lastSeenAt (refreshDevice);
 * - which conversation is on screen: `chatId` while the page is visible, dated again every
 *   minute, so the server does not push what the person is reading; none once the chat closes
 *   or the page is hidden.
 */
export function useDevicePresence(uid: string, chatId: string | null): void {
  const { deviceId, state } = useThisDevice(uid);
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => false);
  const device = state.status === 'ready' ? state.data : null;
  const exists = device !== null;
  const storedChat = device?.openChatId ?? null;
  const shown = visible ? chatId : null;

  // The refresh acts on the server's copy, never a cached one the server has since deleted.
  const current = state.status === 'ready' && !state.fromCache ? device : null;
  useEffect(() => {
    if (!current || !deviceId) return undefined;
    const key = `${uid}/${deviceId}`;
    if (refreshed.has(key)) return undefined;
    const timer = window.setTimeout(() => {
      refreshed.add(key);
      const permission = 'Notification' in window ? Notification.permission : 'denied';
      refreshDevice(uid, current, permission, new Date()).catch((error: unknown) =>
        console.warn('Refreshing this device for push failed', error),
      );
    }, REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [uid, deviceId, current]);

  // An open chat: said now, then every minute while it stays open and visible.
  useEffect(() => {
    if (!exists || !deviceId || shown === null) return undefined;
    const say = () =>
      setOpenChat(uid, deviceId, shown).catch((error: unknown) =>
        console.warn('Could not tell the server which chat is open', error),
      );
    void say();
    const timer = window.setInterval(() => void say(), OPEN_CHAT_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [uid, deviceId, exists, shown]);

  // No chat on screen (closed, hidden, or left open by a page that closed): cleared once per
  // stored value, so a refused write is not sent again and again.
  const clearing = useRef<string | null>(null);
  useEffect(() => {
    if (shown !== null) {
      clearing.current = null;
      return;
    }
    if (!exists || !deviceId || storedChat === null || clearing.current === storedChat) return;
    clearing.current = storedChat;
    setOpenChat(uid, deviceId, null).catch((error: unknown) =>
      console.warn('Could not tell the server the chat closed', error),
    );
  }, [uid, deviceId, exists, shown, storedChat]);
}
