import type { DocumentData, Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import {
  EVENTS_PAGE_SIZE,
  eventQueryClauses,
  type EventQueryPlan,
} from '../../../domain/event-queries';
import type { FirestoreKit } from '../../../lib/firebase/live-data';

export type EventCursor = QueryDocumentSnapshot<unknown>;

/**
 * The query builders these use: the live hooks' kit (live-data.ts loads the SDK only once
 * the page is interactive, so nothing here imports it).
 */
export type QueryBuilders = Pick<
  FirestoreKit,
  'collection' | 'limit' | 'orderBy' | 'query' | 'startAfter' | 'where'
>;

/**
 * The Firestore query a plan describes (src/domain/event-queries.ts), without a page limit
 * or cursor, so the count aggregation can share it. The server's first read applies the
 * same eventQueryClauses to the Admin SDK (src/app/ssr/page-loads.ts).
 */
export function buildPublicEventQuery(
  { collection, orderBy, query, where }: QueryBuilders,
  db: Firestore,
  plan: EventQueryPlan,
  now: Date,
): Query<DocumentData> {
  const clauses = eventQueryClauses(plan, now);
  const constraints = [
    ...clauses.filters.map((f) => where(f.field, f.op, f.value)),
    ...(clauses.orderBy ? [orderBy(clauses.orderBy.field, clauses.orderBy.direction)] : []),
  ];
  return query(collection(db, 'events'), ...constraints);
}

/** "My events": every event the user owns, whatever its status, newest first. */
export function buildMyEventsQuery(
  { collection, orderBy, query, where }: QueryBuilders,
  db: Firestore,
  uid: string,
): Query<DocumentData> {
  return query(
    collection(db, 'events'),
    where('ownerUid', '==', uid),
    orderBy('createdAt', 'desc'),
  );
}

/** One page of a base query, after the previous page's last document. */
export function pageOf(
  { limit, query, startAfter }: QueryBuilders,
  base: Query<DocumentData>,
  after?: EventCursor,
): Query<DocumentData> {
  return after
    ? query(base, startAfter(after), limit(EVENTS_PAGE_SIZE))
    : query(base, limit(EVENTS_PAGE_SIZE));
}
