import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import { parseAdminDj, type AdminDj } from '../model/admin-dj';

export type ApplicationFilter = 'pending' | 'all';

/** Rows per page; Load more asks for another page. */
export const APPLICATIONS_PAGE_SIZE = 50;

const adminDjConverter = readOnlyConverter(parseAdminDj);

/**
 * The newest DJ applications, live: pending only or every status.
 * Pending: index (status ASC, createdAt DESC) in firestore.indexes.json.
 */
export function useDjApplications(filter: ApplicationFilter, max: number): LiveQuery<AdminDj> {
  return useLiveQuery(
    `djs:${filter}`,
    (db, size = max) => {
      const djs = collection(db, 'djs').withConverter(adminDjConverter);
      return filter === 'pending'
        ? query(djs, where('status', '==', 'pending'), orderBy('createdAt', 'desc'), limit(size))
        : query(djs, orderBy('createdAt', 'desc'), limit(size));
    },
    { limit: max, label: 'DJ applications' },
  );
}
