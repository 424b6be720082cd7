/**
 * Firebase web SDK clients in Node, connected to the emulators the way the
 * app connects (src/lib/firebase/*): one FirebaseApp per simulated user, so
 * each has its own auth session and its own Firestore connection.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  inMemoryPersistence,
  setPersistence,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import {
  CLIENT_CONFIG,
  EMULATOR_HOST,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  DEMO_PASSWORD,
} from './config';

export interface Client {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  functions: Functions;
  uid: string | null;
  close: () => Promise<void>;
}

let counter = 0;

export async function createClient(email?: string): Promise<Client> {
  const app = initializeApp(CLIENT_CONFIG, `bench-${++counter}-${email ?? 'visitor'}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
    disableWarnings: true,
  });
  await setPersistence(auth, inMemoryPersistence);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, EMULATOR_HOST, EMULATOR_PORTS.functions);
  let uid: string | null = null;
  if (email) {
    const credential = await signInWithEmailAndPassword(auth, email, DEMO_PASSWORD);
    uid = credential.user.uid;
  }
  return { app, auth, db, functions, uid, close: () => deleteApp(app) };
}
