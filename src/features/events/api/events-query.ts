import {
  collection,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { EVENTS_PAGE_SIZE, type EventQueryPlan } from '../../../domain/event-queries';
import { firestore } from '../../../lib/firebase/firestore';

export type EventCursor = QueryDocumentSnapshot<unknown>;

/**
 * The Firestore query a plan describes (src/domain/event-queries.ts), without
 * a page limit or cursor, so the count aggregation can share it.
 */
export function buildPublicEventQuery(plan: EventQueryPlan, now: Date): Query<DocumentData> {
  const constraints = [
    ...plan.equals.map((e) => where(e.field, '==', e.value)),
    ...(plan.arrayContains
      ? [where(plan.arrayContains.field, 'array-contains', plan.arrayContains.value)]
      : []),
    plan.date === null
      ? where('eventDate', '==', null)
      : where('eventDate', plan.date, Timestamp.fromDate(now)),
    ...(plan.orderBy ? [orderBy(plan.orderBy.field, plan.orderBy.direction)] : []),
  ];
  return query(collection(firestore, 'events'), ...constraints);
}

/** "My events": every event the user owns, whatever its status, newest first. */
export function buildMyEventsQuery(uid: string): Query<DocumentData> {
  return query(
    collection(firestore, 'events'),
    where('ownerUid', '==', uid),
    orderBy('createdAt', 'desc'),
  );
}

/** One page of a base query, after the previous page's last document. */
export function pageOf(base: Query<DocumentData>, after?: EventCursor): Query<DocumentData> {
  return after
    ? query(base, startAfter(after), limit(EVENTS_PAGE_SIZE))
    : query(base, limit(EVENTS_PAGE_SIZE));
}
