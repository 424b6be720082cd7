import { startedFirestore } from './firebase/firestore-registry';

/** The chat outbox of unsent messages, one key per user id. */
export const OUTBOX_STORAGE_PREFIX = 'spinbook.outbox.';

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
 * instance cannot restart; the caller must load a fresh page. Safe to call twice.
 */
export async function stopFirestore(): Promise<void> {
  const instance = startedFirestore();
  if (!instance) return;
  const { terminate } = await import('firebase/firestore');
  await terminate(instance);
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
 * Everything one user leaves on this device, so the next person to use the
 * browser (or installed app) cannot read it: Firestore's offline cache, the
 * unsent-message outbox, and runtime caches. Each step runs even if another
 * fails; the errors are reported together.
 */
export async function clearUserData(): Promise<void> {
  const results = await Promise.allSettled([
    clearFirestoreCache(),
    Promise.resolve().then(() => clearUserStorage()),
    clearRuntimeCaches(),
  ]);
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failures.length) {
    throw new AggregateError(
      failures.map((f) => f.reason as unknown),
      'Some data of the signed-out user could not be cleared',
    );
  }
}
