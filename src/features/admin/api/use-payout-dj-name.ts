import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { optStr } from '../../../lib/firestore-values';

/**
 * DJs' names by uid, read once per session (djs/{uid}, one document per DJ shown): a
 * payout names the DJ only by id, and the same DJ can sit on several rows and lists.
 */
const names = new Map<string, Promise<string | null>>();

function nameOf(db: Firestore, djId: string): Promise<string | null> {
  let pending = names.get(djId);
  if (!pending) {
    pending = getDoc(doc(db, 'djs', djId)).then(
      (snap) => optStr(snap.data()?.name),
      (error: unknown) => {
        console.warn('DJ name failed to load', error);
        names.delete(djId); // Asked again next time rather than remembered as missing.
        return null;
      },
    );
    names.set(djId, pending);
  }
  return pending;
}

/** The DJ's profile name; null while it loads, or when the profile is gone or unreadable. */
export function usePayoutDjName(djId: string): string | null {
  const db = useFirestore();
  const [stored, setStored] = useState<{ djId: string; name: string | null } | null>(null);

  useEffect(() => {
    if (!djId) return undefined;
    let current = true;
    void nameOf(db, djId).then((name) => {
      if (current) setStored({ djId, name });
    });
    return () => {
      current = false;
    };
  }, [db, djId]);

  return stored && stored.djId === djId ? stored.name : null;
}
