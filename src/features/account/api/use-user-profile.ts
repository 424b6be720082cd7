import {
  doc,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';

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

/** users/{uid}, live. */
export function useUserProfile(uid: string) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, 'users', uid).withConverter(userProfileConverter),
    [firestore, uid],
  );
  return useFirestoreDocData(ref);
}
