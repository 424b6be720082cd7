/**
 * The auth state the Firebase SDK keeps in web storage: `firebase:authUser:…` (the
 * browserLocalPersistence / browserSessionPersistence fallbacks) and its other
 * `firebase:` keys. Firestore's offline cache and the PWA's caches use other names
 * (`firestore_…`, IndexedDB, Cache Storage), so clearing these never touches them.
 */
export function clearStoredAuthKeys(): void {
  for (const store of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(store)) {
      if (key.startsWith('firebase:')) store.removeItem(key);
    }
  }
}
