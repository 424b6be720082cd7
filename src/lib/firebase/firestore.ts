import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from './config';
import { registerStartedFirestore } from './firestore-registry';

/**
 * The full, live Firestore SDK. Only routes with live data import this module.
 * A persistent, multi-tab cache (IndexedDB) keeps DJs and profiles a visitor
 * has seen readable offline; listeners answer from it when the network is gone.
 */
export const firestore: Firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (usesEmulators) {
  connectFirestoreEmulator(firestore, emulatorHost(), EMULATOR_PORTS.firestore);
}

registerStartedFirestore(firestore);
