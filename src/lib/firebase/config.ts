import type { FirebaseOptions } from 'firebase/app';

/**
 * Web config comes from VITE_FIREBASE_* variables at build time (see README,
 * "Deploy"). Without them the app runs against the local `demo-spinbook`
 * project, and any `demo-` project always talks to the emulators.
 */
const env = import.meta.env;

export const firebaseConfig: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-spinbook.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-spinbook',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || 'demo-spinbook.appspot.com',
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  appId: env.VITE_FIREBASE_APP_ID || undefined,
};

export const FUNCTIONS_REGION = 'us-central1';

export const usesEmulators =
  (firebaseConfig.projectId ?? '').startsWith('demo-') || env.VITE_USE_EMULATORS === 'true';

/** Same ports as firebase.json. */
export const EMULATOR_PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  storage: 9199,
} as const;

/**
 * The emulators listen on the machine that serves the app; using the page's
 * own host keeps a phone on the LAN (or 127.0.0.1 vs localhost) working.
 */
export function emulatorHost(): string {
  if (typeof window === 'undefined') return '127.0.0.1';
  const host = window.location.hostname;
  return host === 'localhost' ? '127.0.0.1' : host;
}
