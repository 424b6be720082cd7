import { collection, limit, orderBy, query } from 'firebase/firestore';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import { parseDjCancellations, type DjCancellationsRow } from '../model/dj-cancellations';

export const DJ_CANCELLATIONS_PAGE_SIZE = 20;

const converter = readOnlyConverter(parseDjCancellations);

/** DJs who cancelled confirmed bookings, the most recent cancellation first, live. */
export function useDjCancellations(max: number): LiveQuery<DjCancellationsRow> {
  return useLiveQuery(
    'djCancellations',
    (db, size = max) =>
      query(
        collection(db, 'djCancellations').withConverter(converter),
        orderBy('lastAt', 'desc'),
        limit(size),
      ),
    { limit: max, label: 'DJ cancellations' },
  );
}
