import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

export type PlatformConfigState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; autoAcceptApplications: boolean };

/**
 * config/platform, live (admins only). A missing document means the
 * defaults: applications wait for review.
 */
export function usePlatformConfig(): PlatformConfigState {
  const db = useFirestore();
  const [state, setState] = useState<PlatformConfigState>({ status: 'loading' });

  useEffect(
    () =>
      onSnapshot(doc(db, 'config', 'platform'), {
        next: (snap) =>
          setState({
            status: 'ready',
            autoAcceptApplications: snap.get('autoAcceptApplications') === true,
          }),
        error: (error) => {
          console.warn('Platform settings failed to load', error);
          setState({ status: 'error' });
        },
      }),
    [db],
  );

  return state;
}
