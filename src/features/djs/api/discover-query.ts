import {
  collection,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { DiscoverQueryPlan } from '../../../domain/discovery';

/** Builds the one Firestore query a plan describes (see src/domain/discovery.ts). */
export function buildDiscoverQuery(
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
