// A signed-in browser without the sign-in form: the session Firebase Auth would have stored
// after the form, put where the app's Auth keeps it (IndexedDB), so a test that is about
// bookings or chat starts signed in for the cost of one page load instead of three. The
// form itself is proved by auth.spec.ts and onboarding.spec.ts (`signInThroughForm`).
import type { BrowserContext } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';

const PROJECT_ID = 'demo-spinbook';
/** The web app's config without VITE_FIREBASE_* variables (src/lib/firebase/config.ts). */
const WEB_API_KEY = 'demo-api-key';
/** Where the Firebase JS SDK keeps its user (its indexedDBLocalPersistence). */
const AUTH_DB = { name: 'firebaseLocalStorageDb', version: 1, store: 'firebaseLocalStorage' };
const AUTH_USER_KEY = `firebase:authUser:${WEB_API_KEY}:[DEFAULT]`;

/** Playwright's storage-state shape with IndexedDB (its public type lists localStorage only). */
interface StorageStateWithIndexedDb {
  cookies: [];
  origins: {
    origin: string;
    localStorage: [];
    indexedDB: {
      name: string;
      version: number;
      stores: {
        name: string;
        autoIncrement: boolean;
        keyPath: string;
        indexes: [];
        records: { value: { fbase_key: string; value: unknown } }[];
      }[];
    }[];
  }[];
}

/**
 * The user record the SDK persists on sign-in, for `email`: signed in through the Auth
 * emulator by the same SDK in Node (so the token is a real one, the beforeSignIn function
 * ran), then serialised with the SDK's own toJSON, which is what its persistence stores.
 */
async function persistedUser(email: string, password: string): Promise<object> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: WEB_API_KEY },
    `e2e-session-${Date.now()}-${Math.random()}`,
  );
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    // The browser's app is '[DEFAULT]'; the record is read back by UserImpl._fromJSON.
    return { ...user.toJSON(), appName: '[DEFAULT]' };
  } finally {
    await deleteApp(app);
  }
}

/** One sign-in per person per worker: ID tokens last an hour, a worker's run far less. */
const sessions = new Map<string, Promise<object>>();

/**
 * Puts `email`'s session into the context's storage for `origin`, replacing whatever the
 * context held (cookies, web storage, IndexedDB). The next page load starts signed in.
 */
export async function restoreSession(
  context: BrowserContext,
  origin: string,
  email: string,
  password: string,
): Promise<void> {
  const key = `${email}\n${password}`;
  let user = sessions.get(key);
  if (!user) {
    user = persistedUser(email, password);
    sessions.set(key, user);
    // A refused sign-in is not cached: the next test tries again and fails on its own.
    user.catch(() => sessions.delete(key));
  }
  const state: StorageStateWithIndexedDb = {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [],
        indexedDB: [
          {
            name: AUTH_DB.name,
            version: AUTH_DB.version,
            stores: [
              {
                name: AUTH_DB.store,
                autoIncrement: false,
                keyPath: 'fbase_key',
                indexes: [],
                records: [{ value: { fbase_key: AUTH_USER_KEY, value: await user } }],
              },
            ],
          },
        ],
      },
    ],
  };
  await context.setStorageState(state);
}

/** Forgets `email`'s cached session (after its tokens were revoked, say). */
export function forgetSession(email: string): void {
  for (const key of sessions.keys()) if (key.startsWith(`${email}\n`)) sessions.delete(key);
}
