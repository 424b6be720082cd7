import { djStatusOf, type DjStatus } from '../../../domain/dj-applications';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { type LiveDoc } from '../../../lib/firebase/live-states';

export interface LinkableDjProfile {
  name: string;
  djStatus: DjStatus;
}

const linkableConverter = readOnlyConverter((_id, data): LinkableDjProfile => ({
  name: typeof data.name === 'string' ? data.name : '',
  djStatus: djStatusOf(data.status),
}));

/**
 * Whether the signed-in user has a DJ profile (djs/{uid}: the djId is the
 * owner's uid), live, in any status; the owner may always read their own.
 * An event may link only this profile (firestore.rules, validEventDj).
 * Signed out (`uid` ''), there is none.
 */
export function useLinkableDjProfile(uid: string): LiveDoc<LinkableDjProfile> {
  const state = useLiveDoc(uid ? `djs/${uid}@${uid}` : null, (db, { doc }) =>
    doc(db, 'djs', uid).withConverter(linkableConverter),
  );
  return uid ? state : { status: 'not-found', data: undefined, error: null };
}
