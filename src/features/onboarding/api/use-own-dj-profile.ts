import { doc } from 'firebase/firestore';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { type LiveDoc } from '../../../lib/firebase/live-states';
import { parseContact, parseOwnDj, type DjContact, type OwnDjProfile } from '../model/own-dj';

export type { DjContact, OwnDjProfile };

const profileConverter = readOnlyConverter(parseOwnDj);
const contactConverter = readOnlyConverter((_id, data) => parseContact(data));

/** djs/{uid}, live: the owner may read their own profile in any status. */
export function useOwnDjProfile(uid: string): LiveDoc<OwnDjProfile> {
  return useLiveDoc(`djs/${uid}`, (db) => doc(db, 'djs', uid).withConverter(profileConverter));
}

/** djs/{uid}/private/contact, live (owner and admins only). */
export function useOwnDjContact(uid: string): LiveDoc<DjContact> {
  return useLiveDoc(`djs/${uid}/private/contact`, (db) =>
    doc(db, 'djs', uid, 'private', 'contact').withConverter(contactConverter),
  );
}
