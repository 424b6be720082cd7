import {
  doc,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDoc } from 'reactfire';

export interface UserProfile {
  displayName: string;
  email: string;
  requestedRole: 'client' | 'dj';
  role?: string;
}

// Module-level converter: an inline withConverter makes reactfire re-subscribe forever.
const userProfileConverter: FirestoreDataConverter<UserProfile> = {
  toFirestore: (profile: UserProfile): DocumentData => ({ ...profile }),
  fromFirestore: (snap: QueryDocumentSnapshot): UserProfile => {
    const data = snap.data();
    return {
      displayName: String(data.displayName ?? ''),
      email: String(data.email ?? ''),
      requestedRole: data.requestedRole === 'dj' ? 'dj' : 'client',
      role: typeof data.role === 'string' ? data.role : undefined,
    };
  },
};

export type UserProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | { status: 'ready'; profile: UserProfile };

/**
 * users/{uid}, live. A "does not exist" answer that only came from the local
 * cache (the SDK gives up waiting for a slow backend after ~10 s) is not
 * trusted: it stays `loading` until the server confirms.
 */
export function useUserProfile(uid: string): UserProfileState {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, 'users', uid).withConverter(userProfileConverter),
    [firestore, uid],
  );
  const { status, data: snapshot } = useFirestoreDoc(ref);
  if (status === 'error') return { status: 'error' };
  if (status === 'loading' || !snapshot) return { status: 'loading' };
  const profile = snapshot.data();
  if (profile) return { status: 'ready', profile };
  return snapshot.metadata.fromCache ? { status: 'loading' } : { status: 'missing' };
}
