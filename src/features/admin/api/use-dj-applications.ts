import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { parseAdminDj, type AdminDj } from '../model/admin-dj';
import { useLiveList, type ListQueryBuilder, type LiveList } from './use-live-list';

export type ApplicationFilter = 'pending' | 'all';

/** Rows per page; Load more asks for another page. */
export const APPLICATIONS_PAGE_SIZE = 50;

// Module-level converter (engineering guide, convention 2).
const adminDjConverter: FirestoreDataConverter<AdminDj> = {
  toFirestore: (): DocumentData => {
    throw new Error('DJ profiles are written by Cloud Functions only');
  },
  fromFirestore: (snap: QueryDocumentSnapshot): AdminDj => parseAdminDj(snap.id, snap.data()),
};

// Pending: index (status ASC, createdAt DESC) in firestore.indexes.json.
const buildQuery: ListQueryBuilder<AdminDj> = (db, filter, max) => {
  const djs = collection(db, 'djs').withConverter(adminDjConverter);
  return filter === 'pending'
    ? query(djs, where('status', '==', 'pending'), orderBy('createdAt', 'desc'), limit(max))
    : query(djs, orderBy('createdAt', 'desc'), limit(max));
};

/** The newest DJ applications, live: pending only or every status. */
export function useDjApplications(filter: ApplicationFilter, max: number): LiveList<AdminDj> {
  return useLiveList(buildQuery, filter, max);
}
