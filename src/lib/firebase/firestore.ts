import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from './config';

/** The full, live Firestore SDK. Only routes with live data import this module. */
export const firestore: Firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(firestore, emulatorHost(), EMULATOR_PORTS.firestore);
}
