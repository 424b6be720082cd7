import { isValidDjId } from '../../../domain/ids';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { eventDjSeedName } from './event-seeds';

export interface EventDj {
  id: string;
  name: string;
}

/** What a card shows of djs/{djId}. */
export const parseEventDj = (id: string, data: Record<string, unknown>): EventDj => ({
  id,
  name: typeof data.name === 'string' ? data.name : '',
});

const eventDjConverter = readOnlyConverter(parseEventDj);

/**
 * The DJ an event names (djs/{djId}: its name, for a link to /dj/:id), live.
 * Public only while the profile is verified: until it loads, when the rules
 * refuse the read, or when the profile is gone or nameless, this is null and
 * the card leaves the DJ out. Several cards naming one DJ share one listener
 * in the SDK. On a server-rendered board the server's read
 * (`eventDjSeedName`, with an empty name for a profile that is not public)
 * stands until the page is interactive.
 */
export function useEventDj(djId: string | null): EventDj | null {
  const valid = djId !== null && isValidDjId(djId);
  const { data } = useLiveDoc(
    valid ? `djs/${djId}` : null,
    (db, { doc }) => doc(db, 'djs', djId ?? '').withConverter(eventDjConverter),
    { seed: valid ? eventDjSeedName(djId) : undefined },
  );
  return valid && data?.name ? data : null;
}
