import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { isValidDjId } from '../../../domain/ids';
import { firestore } from '../../../lib/firebase/firestore';

export interface EventDj {
  id: string;
  name: string;
}

/**
 * The DJ an event names (djs/{djId}: its name, for a link to /dj/:id), live.
 * Public only while the profile is verified: when the rules refuse the read,
 * or the profile is gone, this is null and the card leaves the DJ out.
 * Several cards naming one DJ share one listener in the SDK.
 */
export function useEventDj(djId: string | null): EventDj | null {
  const [stored, setStored] = useState<{ id: string; dj: EventDj | null } | null>(null);
  const valid = djId !== null && isValidDjId(djId);

  useEffect(() => {
    if (!valid) return undefined;
    return onSnapshot(
      doc(firestore, 'djs', djId),
      (snap) => {
        const name = snap.get('name') as unknown;
        setStored({
          id: djId,
          dj: snap.exists() && typeof name === 'string' && name ? { id: djId, name } : null,
        });
      },
      () => setStored({ id: djId, dj: null }),
    );
  }, [djId, valid]);

  return valid && stored?.id === djId ? stored.dj : null;
}
