import { useLivePages, type LivePages } from '../../../lib/firebase/live-data';
import type { Payout } from '../model/payout';
import { payoutsPageQuery } from './payouts-query';

/** Payouts per page on screen; Load more asks for the next page. */
export const PAYOUTS_PAGE_SIZE = 20;

/** The DJ's payouts a page at a time, live (a payout that is paid or held changes in place). */
export function usePayouts(uid: string): LivePages<Payout> {
  return useLivePages<Payout>(
    `payouts:${uid}`,
    (db, after) => payoutsPageQuery(db, uid, after, PAYOUTS_PAGE_SIZE),
    { pageSize: PAYOUTS_PAGE_SIZE, label: 'Payouts' },
  );
}
