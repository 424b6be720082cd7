import { doc } from 'firebase/firestore';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { type LiveDoc } from '../../../lib/firebase/live-states';

export interface UserProfile {
  displayName: string;
  email: string;
  requestedRole: 'client' | 'dj';
  role?: string;
}

const userProfileConverter = readOnlyConverter((_id, data): UserProfile => ({
  displayName: String(data.displayName ?? ''),
  email: String(data.email ?? ''),
  requestedRole: data.requestedRole === 'dj' ? 'dj' : 'client',
  role: typeof data.role === 'string' ? data.role : undefined,
}));

/** users/{uid}, live (its owner may always read it). */
export function useUserProfile(uid: string): LiveDoc<UserProfile> {
  return useLiveDoc(`users/${uid}`, (db) =>
    doc(db, 'users', uid).withConverter(userProfileConverter),
  );
}
