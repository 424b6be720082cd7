import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from './config';

/**
 * initializeAuth instead of getAuth: getAuth bundles the popup/redirect
 * resolver, which fetches apis.google.com on start. We load the resolver only
 * when a Google sign-in starts (features/auth/api/google-sign-in.ts).
 */
export const auth: Auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (usesEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost()}:${EMULATOR_PORTS.auth}`, {
    disableWarnings: true,
  });
}
