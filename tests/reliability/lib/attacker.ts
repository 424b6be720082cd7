// The direct-SDK attacker for the sdk-attacks scenario: web SDK apps (signed in, and one
// signed out) that write and read straight through the security rules, a record of what
// each attempt got back, and Admin SDK snapshots to show the targets did not change.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { EMULATOR_ENV, PROJECT_ID } from '../../../scripts/lib/emulators';
import { randomId } from './people';

/** What the rules are meant to stop, one tally line and one check each. */
export const CATEGORIES = [
  'role escalation',
  'self-verification',
  'price edits',
  'booking forgery',
  'reading others',
  'message spoofing',
  'event hijacking',
  'reviews',
  'server-only data',
  'signed out',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Attack {
  category: Category;
  name: string;
  /** The document written (checked unchanged afterwards) or the path read. */
  path: string;
  run(): Promise<unknown>;
}

/** refused = permission-denied (the only right answer); got-through = the SDK call resolved. */
export type Outcome = 'refused' | 'got-through' | `other: ${string}`;

export interface AttemptResult {
  attack: Attack;
  outcome: Outcome;
  detail: string;
}

export async function attempt(attack: Attack): Promise<AttemptResult> {
  try {
    await attack.run();
    return { attack, outcome: 'got-through', detail: '' };
  } catch (error) {
    // By its code, not `instanceof FirestoreError`: under tsx the SDK's errors can come from
    // another copy of the module than the class this file imports.
    const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
    const fromFirestore = name === 'FirebaseError' && typeof code === 'string';
    if (fromFirestore && code === 'permission-denied') {
      return { attack, outcome: 'refused', detail: '' };
    }
    const message = error instanceof Error ? error.message : String(error);
    return {
      attack,
      outcome: `other: ${fromFirestore ? code : 'thrown'}`,
      detail: message.slice(0, 160),
    };
  }
}

/** The writes and reads an attacker makes, bound to one app's Firestore. */
export interface Hands {
  set(path: string, data: DocumentData, merge?: boolean): Promise<void>;
  update(path: string, data: DocumentData): Promise<void>;
  remove(path: string): Promise<void>;
  get(path: string): Promise<unknown>;
  list(query: Query): Promise<unknown>;
  db: Firestore;
}

export function handsOf(db: Firestore): Hands {
  return {
    db,
    set: (path, data, merge = false) => setDoc(doc(db, path), data, { merge }),
    update: (path, data) => updateDoc(doc(db, path), data),
    remove: (path) => deleteDoc(doc(db, path)),
    get: (path) => getDoc(doc(db, path)),
    list: (query) => getDocs(query),
  };
}

/** A web SDK app nobody signed in to (rules see request.auth == null). */
export function signedOutApp(): { db: Firestore; close(): Promise<void> } {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'fake-api-key', appId: 'demo-reliability' },
    `signed-out-${randomId(6)}`,
  );
  const db = getFirestore(app);
  const [host, port] = EMULATOR_ENV.FIRESTORE_EMULATOR_HOST.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  return { db, close: () => deleteApp(app) };
}

/** JSON with keys sorted at every level, so equal documents serialise equally. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a.localeCompare(b),
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Each document's content (or `absent`) with its update time, read with the Admin SDK. */
export async function snapshotDocs(
  db: AdminFirestore,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(paths)];
  const snaps = await db.getAll(...unique.map((p) => db.doc(p)));
  return new Map(
    snaps.map((s) => [
      s.ref.path,
      s.exists ? `${s.updateTime?.toMillis() ?? '?'} ${stable(s.data())}` : 'absent',
    ]),
  );
}

/** Paths whose snapshot differs between `before` and `after`. */
export function changedDocs(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  return [...before.keys()].filter((path) => before.get(path) !== after.get(path));
}

/** A document path has an even number of segments (queries name collections). */
export const isDocPath = (path: string) => path.split('/').length % 2 === 0;

/** The attacker's apps: `c` a client, `d` a client who signed up as a DJ, `f` mid sign-up, `anon` signed out. */
export interface Attackers {
  c: Hands;
  d: Hands;
  f: Hands;
  anon: Hands;
}

export type Add = (
  category: Category,
  name: string,
  path: string,
  run: () => Promise<unknown>,
) => void;
