// The one place that initialises firebase-admin. Initialisation is lazy (first use, not
// module load) so that loading the bundle stays cheap and handlers stay testable.
// `initializeApp()` with no arguments picks up the project from the environment: in Cloud
// Functions and in the emulator (FIREBASE_CONFIG / GCLOUD_PROJECT, *_EMULATOR_HOST).
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let app: App | undefined;

export function adminApp(): App {
  app ??= getApps()[0] ?? initializeApp();
  return app;
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}
