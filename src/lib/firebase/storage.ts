import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, emulatorHost, usesEmulators } from './config';

export const storage: FirebaseStorage = getStorage(firebaseApp);

if (usesEmulators) {
  connectStorageEmulator(storage, emulatorHost(), EMULATOR_PORTS.storage);
}
