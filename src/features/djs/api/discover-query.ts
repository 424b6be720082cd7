import type { DocumentData, Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import type { DiscoverQueryPlan } from '../../../domain/discovery-query-plan';
import type { FirestoreKit } from '../../../lib/firebase/live-data';

/** Builds the one Firestore query a plan describes (see src/domain/discovery.ts). */
/** The query builders it uses (the SDK module itself, or the live hooks' kit). */
export type QueryBuilders = Pick<
  FirestoreKit,
  'collection' | 'limit' | 'orderBy' | 'query' | 'startAfter' | 'where'
>;

export function buildDiscoverQuery(
  { collection, limit, orderBy, query, startAfter, where }: QueryBuilders,
  db: Firestore,
  plan: DiscoverQueryPlan,
  after?: QueryDocumentSnapshot<unknown>,
): Query<DocumentData> {
  const constraints = [
    ...plan.equals.map((e) => where(e.field, '==', e.value)),
    ...(plan.arrayContains
      ? [where(plan.arrayContains.field, 'array-contains', plan.arrayContains.value)]
      : []),
    ...(plan.arrayContainsAny
      ? [where(plan.arrayContainsAny.field, 'array-contains-any', plan.arrayContainsAny.values)]
      : []),
    ...(plan.range.min !== undefined ? [where(plan.range.field, '>=', plan.range.min)] : []),
    ...(plan.range.max !== undefined ? [where(plan.range.field, '<=', plan.range.max)] : []),
    ...plan.orderBy.map((o) => orderBy(o.field, o.direction)),
    ...(after ? [startAfter(after)] : []),
    limit(plan.pageSize),
  ];
  return query(collection(db, 'djs'), ...constraints);
}
