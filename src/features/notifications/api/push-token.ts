import { firebaseApp } from '../../../lib/firebase/app';
import { firebaseConfig } from '../../../lib/firebase/config';

/**
 * The push token of this browser: the one seam between the app and FCM.
 *
 * In production, firebase/messaging's getToken, which subscribes the service worker to the
 * browser's push service. The SDK is imported here, on demand, when a person turns push on or
 * the app refreshes a device that has it on: the dashboards' first load has no room for it
 * (scripts/lib/bundle-budgets.ts), and most visits never need it.
 *
 * In a `demo-` project (the emulators) there is no push service to reach, and
 * pushManager.subscribe fails offline: the token is `demo-<deviceId>`, which the server's demo
 * sender records instead of sending.
 */

const isDemoProject = (): boolean => (firebaseConfig.projectId ?? '').startsWith('demo-');

/** How long to wait for the service worker that receives pushes before giving up. */
const WORKER_READY_TIMEOUT_MS = 10_000;

export class PushUnsupportedError extends Error {
  constructor() {
    super('Push messaging is not supported in this browser');
    this.name = 'PushUnsupportedError';
  }
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('The service worker is not ready')),
          WORKER_READY_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function vapidKey(): string | undefined {
  const key: unknown = import.meta.env.VITE_FCM_VAPID_KEY;
  return typeof key === 'string' && key ? key : undefined;
}

/** The token to store for this device. Rejects with PushUnsupportedError where FCM cannot work. */
export async function getPushToken(deviceId: string): Promise<string> {
  if (isDemoProject()) return `demo-${deviceId}`;
  const messaging = await import('firebase/messaging');
  if (!(await messaging.isSupported())) throw new PushUnsupportedError();
  return messaging.getToken(messaging.getMessaging(firebaseApp), {
    vapidKey: vapidKey(),
    serviceWorkerRegistration: await workerRegistration(),
  });
}

/**
 * Unsubscribes this browser from FCM, so its old token stops working even if a copy of it
 * survives somewhere. Nothing to do in a demo project.
 */
export async function forgetPushToken(): Promise<void> {
  if (isDemoProject()) return;
  const messaging = await import('firebase/messaging');
  if (!(await messaging.isSupported())) return;
  await messaging.deleteToken(messaging.getMessaging(firebaseApp));
}
