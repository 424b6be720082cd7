// Audit trails (securityEvents, auditLog): written by functions, read only by admins. The
// same matrix for each, so a new trail gets the full 6 personas × 5 operations for free.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describeMatrix, uidOf, type Matrix, type RulesEnv } from './helpers';

const NO_WRITES = { create: 'deny', update: 'deny', delete: 'deny' } as const;
const NO_ACCESS = { get: 'deny', list: 'deny', ...NO_WRITES } as const;

export const ADMIN_READ_ONLY: Matrix = {
  signedOut: NO_ACCESS,
  client: NO_ACCESS,
  otherClient: NO_ACCESS,
  djOwner: NO_ACCESS,
  otherDj: NO_ACCESS,
  admin: { get: 'allow', list: 'allow', ...NO_WRITES },
};

/**
 * Target: `${name}/${id}` from the fixtures. List: newest first, as an admin screen reads
 * it. Create: a forged entry about the caller; update/delete: covering one's tracks.
 */
export function describeAdminReadOnly(
  rules: RulesEnv,
  name: string,
  id: string,
  forged: (uid: string) => DocumentData,
): void {
  describeMatrix(`${name}/{id}`, rules, ADMIN_READ_ONLY, {
    get: (db) => getDoc(doc(db, name, id)),
    list: (db) => getDocs(query(collection(db, name), orderBy('createdAt', 'desc'))),
    create: (db, persona) =>
      setDoc(doc(collection(db, name)), {
        ...forged(uidOf(persona)),
        createdAt: serverTimestamp(),
      }),
    update: (db) => updateDoc(doc(db, name, id), { type: 'ok', action: 'ok' }),
    delete: (db) => deleteDoc(doc(db, name, id)),
  });
}
