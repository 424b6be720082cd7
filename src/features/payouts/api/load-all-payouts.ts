import { getDocsFromServer, type QueryDocumentSnapshot } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/firestore';
import type { Payout } from '../model/payout';
import { payoutsPageQuery } from './payouts-query';

/** Payouts per read for the export (fewer round trips than the screen's pages). */
const EXPORT_PAGE_SIZE = 100;

/**
 * Every payout of the DJ, newest event first, read once for the CSV export. From the server
 * only: an export made offline from a partial cache would look complete and not be.
 */
export async function loadAllPayouts(uid: string): Promise<Payout[]> {
  const all: Payout[] = [];
  let after: QueryDocumentSnapshot<Payout> | undefined;
  for (;;) {
    const page = await getDocsFromServer(payoutsPageQuery(firestore, uid, after, EXPORT_PAGE_SIZE));
    all.push(...page.docs.map((d) => d.data()));
    if (page.docs.length < EXPORT_PAGE_SIZE) return all;
    after = page.docs[page.docs.length - 1];
  }
}
