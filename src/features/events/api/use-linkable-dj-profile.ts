import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { djStatusOf, type DjStatus } from '../../../domain/dj-applications';
import { firestore } from '../../../lib/firebase/firestore';

export type LinkableDjProfileState =
  | { status: 'loading' }
  /** The server confirmed the user has no DJ profile. */
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; name: string; djStatus: DjStatus };

/**
 * Whether the signed-in user has a DJ profile (djs/{uid}: the djId is the
 * owner's uid), live, in any status; the owner may always read their own.
 * An event may link only this profile (firestore.rules, validEventDj).
 */
export function useLinkableDjProfile(uid: string): LinkableDjProfileState {
  const [stored, setStored] = useState<{ key: string; state: LinkableDjProfileState } | null>(null);

  useEffect(() => {
    if (!uid) return undefined;
    return onSnapshot(
      doc(firestore, 'djs', uid),
      { includeMetadataChanges: true },
      {
        next: (snap) => {
          const data = snap.data();
          let state: LinkableDjProfileState;
          if (data) {
            const name = typeof data.name === 'string' ? data.name : '';
            state = { status: 'ready', name, djStatus: djStatusOf(data.status) };
          } else {
            // "Does not exist" from the local cache alone is not trusted until
            // the server confirms (the SDK answers from it when it is slow).
            state = snap.metadata.fromCache ? { status: 'loading' } : { status: 'missing' };
          }
          setStored({ key: uid, state });
        },
        error: (error) => {
          console.warn('Own DJ profile failed to load', error);
          setStored({ key: uid, state: { status: 'error' } });
        },
      },
    );
  }, [uid]);

  if (!uid) return { status: 'missing' };
  return stored && stored.key === uid ? stored.state : { status: 'loading' };
}
