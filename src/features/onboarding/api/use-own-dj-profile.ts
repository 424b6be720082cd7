import type { DocumentData } from 'firebase/firestore';
import { parseContact, parseOwnDj, type DjContact, type OwnDjProfile } from '../model/own-dj';
import { useOwnDoc, type OwnDocState } from './use-own-doc';

export type { DjContact, OwnDjProfile };

const parseProfile = (id: string, data: DocumentData): OwnDjProfile => parseOwnDj(id, data);
const parseContactDoc = (_id: string, data: DocumentData): DjContact => parseContact(data);

/** djs/{uid}, live: the owner may read their own profile in any status. */
export function useOwnDjProfile(uid: string): OwnDocState<OwnDjProfile> {
  return useOwnDoc(['djs', uid], parseProfile);
}

/** djs/{uid}/private/contact, live (owner and admins only). */
export function useOwnDjContact(uid: string): OwnDocState<DjContact> {
  return useOwnDoc(['djs', uid, 'private', 'contact'], parseContactDoc);
}
