import { useEffect, useSyncExternalStore } from 'react';
import { pushPermissionOf, type PushPermission } from '../model/push-prompt';

/**
 * The browser's notification permission, kept current: the Permissions API reports a change
 * made in the site settings while the page is open, and `notePermissionChange` one made by the
 * app's own question (some browsers fire no change event for it).
 */

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function currentPushPermission(): PushPermission {
  if (typeof window === 'undefined') return 'unsupported';
  const hasNotification = typeof window.Notification !== 'undefined';
  return pushPermissionOf({
    hasNotification,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: typeof window.PushManager !== 'undefined',
    permission: hasNotification ? window.Notification.permission : undefined,
  });
}

export const notePermissionChange = notify;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePushPermission(): PushPermission {
  const permission = useSyncExternalStore<PushPermission>(
    subscribe,
    currentPushPermission,
    () => 'unsupported',
  );
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let closed = false;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((answer) => {
        if (closed) return;
        status = answer;
        status.addEventListener('change', notify);
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      status?.removeEventListener('change', notify);
    };
  }, []);
  return permission;
}
