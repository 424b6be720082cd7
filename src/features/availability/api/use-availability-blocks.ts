import { collection, limit, orderBy, query } from 'firebase/firestore';
import { MANUAL_BLOCKS_MAX, spanOf, type AvailabilityBlock } from '../../../domain/availability';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { toDate } from '../../../lib/firestore-values';

/** The DJ's own blocks and, beside them, a busy calendar's: a year of busy days at most. */
const BLOCKS_READ_MAX = MANUAL_BLOCKS_MAX + 400;

const blockConverter = readOnlyConverter((id, data): AvailabilityBlock | null => {
  const span = spanOf(data.span);
  if (!span) return null;
  return {
    id,
    span,
    note: typeof data.note === 'string' ? data.note : '',
    source: data.source === 'calendar' ? 'calendar' : 'manual',
    createdAt: toDate(data.createdAt),
  };
});

/**
 * djAvailability/{uid}/blocks, live: the DJ's blocked days with their notes, which only the DJ
 * may read (firestore.rules). A malformed document reads as null and is left out by the tab.
 */
export function useAvailabilityBlocks(uid: string): LiveQuery<AvailabilityBlock | null> {
  return useLiveQuery(
    `djAvailability/${uid}/blocks`,
    (db) =>
      query(
        collection(db, 'djAvailability', uid, 'blocks').withConverter(blockConverter),
        orderBy('createdAt', 'desc'),
        limit(BLOCKS_READ_MAX),
      ),
    { label: 'Blocked days' },
  );
}
