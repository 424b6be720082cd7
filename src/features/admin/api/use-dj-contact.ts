import { doc, getDoc } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { parseDjContact, type DjContact } from '../model/admin-dj';

export type DjContactState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; contact: DjContact };

/**
 * djs/{djId}/private/contact, read once and only when `enabled` (the admin
 * asked to see it): contact details stay private until someone needs them.
 */
export function useDjContact(djId: string, enabled: boolean): DjContactState {
  const db = useFirestore();
  const [stored, setStored] = useState<{ djId: string; state: DjContactState } | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    getDoc(doc(db, 'djs', djId, 'private', 'contact')).then(
      (snap) => {
        if (current)
          setStored({ djId, state: { status: 'ready', contact: parseDjContact(snap.data()) } });
      },
      (error: unknown) => {
        console.warn('DJ contact failed to load', error);
        if (current) setStored({ djId, state: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [db, djId, enabled]);

  if (!enabled) return { status: 'idle' };
  return stored && stored.djId === djId ? stored.state : { status: 'loading' };
}
