import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import { parseSecurityEvent, type SecurityEventRow } from '../model/security-event';

export const SECURITY_EVENTS_PAGE_SIZE = 50;

/** The filter value meaning "every type". */
export const ALL_EVENT_TYPES = '';

const securityEventConverter = readOnlyConverter(parseSecurityEvent);

/**
 * The most recent security events, live, optionally of one type.
 * By type: index (type ASC, createdAt DESC) in firestore.indexes.json.
 */
export function useSecurityEvents(type: string, max: number): LiveQuery<SecurityEventRow> {
  return useLiveQuery(
    `securityEvents:${type}`,
    (db, size = max) => {
      const events = collection(db, 'securityEvents').withConverter(securityEventConverter);
      return type === ALL_EVENT_TYPES
        ? query(events, orderBy('createdAt', 'desc'), limit(size))
        : query(events, where('type', '==', type), orderBy('createdAt', 'desc'), limit(size));
    },
    { limit: max, label: 'Security events' },
  );
}
