import {
  collection,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { readOnlyConverter } from '../../../lib/firebase/live-data';
import { parsePayout, type Payout } from '../model/payout';

const payoutConverter = readOnlyConverter(parsePayout);

/**
 * One page of the DJ's payouts, newest event first, after `after`. The rules let a DJ list
 * exactly the payouts whose djOwnerUid is theirs. Index: (djOwnerUid ASC, eventDate DESC) in
 * firestore.indexes.json.
 */
export function payoutsPageQuery(
  db: Firestore,
  uid: string,
  after: QueryDocumentSnapshot<Payout> | undefined,
  size: number,
): Query<Payout> {
  const base = query(
    collection(db, 'payouts').withConverter(payoutConverter),
    where('djOwnerUid', '==', uid),
    orderBy('eventDate', 'desc'),
  );
  return after ? query(base, startAfter(after), limit(size)) : query(base, limit(size));
}
