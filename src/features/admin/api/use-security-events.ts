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
import { parseSecurityEvent, type SecurityEventRow } from '../model/security-event';
import { useLiveList, type ListQueryBuilder, type LiveList } from './use-live-list';

export const SECURITY_EVENTS_PAGE_SIZE = 50;

/** The filter value meaning "every type". */
export const ALL_EVENT_TYPES = '';

const securityEventConverter: FirestoreDataConverter<SecurityEventRow> = {
  toFirestore: (): DocumentData => {
    throw new Error('Security events are written by Cloud Functions only');
  },
  fromFirestore: (snap: QueryDocumentSnapshot): SecurityEventRow =>
    parseSecurityEvent(snap.id, snap.data()),
};

// By type: index (type ASC, createdAt DESC) in firestore.indexes.json.
const buildQuery: ListQueryBuilder<SecurityEventRow> = (db, type, max) => {
  const events = collection(db, 'securityEvents').withConverter(securityEventConverter);
  return type === ALL_EVENT_TYPES
    ? query(events, orderBy('createdAt', 'desc'), limit(max))
    : query(events, where('type', '==', type), orderBy('createdAt', 'desc'), limit(max));
};

/** The most recent security events, live, optionally of one type. */
export function useSecurityEvents(type: string, max: number): LiveList<SecurityEventRow> {
  return useLiveList(buildQuery, type, max);
}
