import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from './config';

/**
 * One-shot reads and writes without the full Firestore SDK (~140 KB gzip):
 * for pages that do not need live updates, such as the home page and sign-up.
 */
export const firestoreLite: Firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(firestoreLite, emulatorHost(), EMULATOR_PORTS.firestore);
}
