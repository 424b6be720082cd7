import { doc } from 'firebase/firestore';
import { isValidDjId } from '../../../domain/ids';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';

export interface EventDj {
  id: string;
  name: string;
}

const eventDjConverter = readOnlyConverter((id, data): EventDj => ({
  id,
  name: typeof data.name === 'string' ? data.name : '',
}));

/**
 * The DJ an event names (djs/{djId}: its name, for a link to /dj/:id), live.
 * Public only while the profile is verified: until it loads, when the rules
 * refuse the read, or when the profile is gone or nameless, this is null and
 * the card leaves the DJ out. Several cards naming one DJ share one listener
 * in the SDK.
 */
export function useEventDj(djId: string | null): EventDj | null {
  const valid = djId !== null && isValidDjId(djId);
  const { data } = useLiveDoc(valid ? `djs/${djId}` : null, (db) =>
    doc(db, 'djs', djId ?? '').withConverter(eventDjConverter),
  );
  return valid && data?.name ? data : null;
}
