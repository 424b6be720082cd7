import { startedFirestore } from './firebase/firestore-registry';

/** The chat outbox of unsent messages, one key per user id. */
export const OUTBOX_STORAGE_PREFIX = 'spinbook.outbox.';

/**
 * This browser's push device id (features/notifications, decision 0056): made once per browser
 * or installed app, kept across sign-outs. It is not anyone's data; the device document under
 * the signed-in person is, and sign-out deletes that (forgetPushDevice).
 */
export const PUSH_DEVICE_STORAGE_KEY = 'spinbook.pushDevice';

/** How long sign-out waits for the device document's deletion before going on without it. */
const FORGET_DEVICE_TIMEOUT_MS = 4000;

/** localStorage keys that hold one user's data. */
export const USER_STORAGE_PREFIXES = [OUTBOX_STORAGE_PREFIX] as const;

/**
 * Service-worker caches that are app code or public data, not anyone's own: kept on
 * sign-out (the precached shell, and the gazetteer chunks of vite.config.ts).
 */
const APP_CACHE_PREFIXES = ['workbox-precache', 'spinbook-gazetteer'];

/** Firestore names its IndexedDB databases `firestore/[app]/[project]/main`. */
const FIRESTORE_DB_PREFIX = 'firestore/';

export function clearUserStorage(storage: Storage = window.localStorage): void {
  for (const key of Object.keys(storage)) {
    if (USER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
  }
}

/** Runtime caches (images seen while signed in) go; the app shell and the gazetteer stay. */
export async function clearRuntimeCaches(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => !APP_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)))
      .map((name) => caches.delete(name)),
  );
}

/**
 * Shuts down this page's Firestore instance, if it started one: its listeners stop and
 * nothing more is asked of the server. Sign-out calls this before Auth signs out, because
 * every listener and count still on the page would otherwise ask again as nobody and be
 * refused (a console error for each) in the moment before the fresh page loads. The
 * instance cannot restart; the caller must load a fresh page. Safe to call twice. First it
 * takes this browser off the person's push devices (forgetPushDevice), the last thing their
 * Firestore session does for them.
 */
export async function stopFirestore(): Promise<void> {
  try {
    await forgetPushDevice();
  } catch (error) {
    // The server deletes a device whose pushes fail; signing out must not wait on it.
    console.warn('Could not remove this device from push before sign-out.', error);
  }
  const instance = startedFirestore();
  if (!instance) return;
  const { terminate } = await import('firebase/firestore');
  await terminate(instance);
}

/**
 * Deletes the signed-in person's device document for this browser, so pushes meant for them
 * stop reaching it once they have signed out (the next person on a shared phone must not read
 * them). Runs while Auth still knows the person: the rules let only the owner delete it. Does
 * nothing when this browser never turned push on or nobody is signed in. Waits at most a few
 * seconds: offline, the deletion stays queued in the cache that sign-out then clears, and the
 * server's own clean-up of devices whose pushes fail is the fallback.
 */
export async function forgetPushDevice(
  storage: Storage = window.localStorage,
  timeoutMs = FORGET_DEVICE_TIMEOUT_MS,
): Promise<void> {
  const deviceId = storage.getItem(PUSH_DEVICE_STORAGE_KEY);
  if (!deviceId || !/^[A-Za-z0-9_-]{8,64}$/.test(deviceId)) return;
  const { auth } = await import('./firebase/auth');
  const uid = auth.currentUser?.uid;
  if (!uid) return;
  // Each import destructured on its own: the bundler keeps only those exports of the SDK.
  const { firestore } = await import('./firebase/firestore');
  const { deleteDoc, doc } = await import('firebase/firestore');
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      deleteDoc(doc(firestore, 'users', uid, 'devices', deviceId)),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('Device removal timed out')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Deletes Firestore's offline cache (bookings, messages, notifications the
 * user read). A running instance is shut down first, as the SDK requires; the
 * caller must then load a fresh page, because the instance cannot restart.
 */
export async function clearFirestoreCache(): Promise<void> {
  const instance = startedFirestore();
  if (instance) {
    const { clearIndexedDbPersistence } = await import('firebase/firestore');
    await stopFirestore();
    await clearIndexedDbPersistence(instance);
    return;
  }
  if (!('indexedDB' in window) || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases();
  await Promise.all(
    databases
      .map((db) => db.name)
      .filter((name): name is string => Boolean(name?.startsWith(FIRESTORE_DB_PREFIX)))
      .map(
        (name) =>
          new Promise<void>((resolve) => {
            const request = indexedDB.deleteDatabase(name);
            // Blocked: another tab still has it open; it is deleted when that tab closes.
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
  );
}

/**
 * The installed app's count is the signed-out person's (unread messages, requests): it goes
 * with them. Nothing to do where the browser has no badges.
 */
export async function clearAppBadge(
  nav: Partial<Pick<Navigator, 'clearAppBadge'>> = navigator,
): Promise<void> {
  try {
    await nav.clearAppBadge?.();
  } catch {
    // Refused where notifications are not allowed (Safari): then no badge was shown either.
  }
}

/**
 * Everything one user leaves on this device, so the next person to use the
 * browser (or installed app) cannot read it: Firestore's offline cache, the
 * unsent-message outbox, runtime caches and the app's badge. Each step runs even if another
 * fails; the errors are reported together.
 */
export async function clearUserData(): Promise<void> {
  const results = await Promise.allSettled([
    clearFirestoreCache(),
    Promise.resolve().then(() => clearUserStorage()),
    clearRuntimeCaches(),
    clearAppBadge(),
  ]);
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failures.length) {
    throw new AggregateError(
      failures.map((f) => f.reason as unknown),
      'Some data of the signed-out user could not be cleared',
    );
  }
}
