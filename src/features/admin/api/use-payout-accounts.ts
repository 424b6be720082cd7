import { requirementsInWords } from '../../../domain/payout-account-state';
import { readOnlyConverter } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import { optStr, strList, toDate } from '../../../lib/firestore-values';
import { useNewestWhere } from './use-payout-lists';

export const PAYOUT_ACCOUNTS_PAGE_SIZE = 20;

/** A DJ's payout account (payoutAccounts/{uid}) that needs action, as the admin's list shows it. */
export interface PayoutAccountRow {
  /** The DJ's uid, which is also their profile's id (djs/{uid}). */
  uid: string;
  /** Stripe's `requirements.currently_due`, in plain words. */
  requirements: string[];
  disabledReason: string | null;
  /** When the account last changed: it has needed action since at least then. */
  updatedAt: Date | null;
}

export function parsePayoutAccount(id: string, data: Record<string, unknown>): PayoutAccountRow {
  return {
    uid: id,
    requirements: requirementsInWords(strList(data.currentlyDue)),
    disabledReason: optStr(data.disabledReason),
    updatedAt: toDate(data.updatedAt),
  };
}

const accountConverter = readOnlyConverter(parsePayoutAccount);

/** DJs whose Stripe account needs something from them before it can pay them, newest first. */
export function useActionNeededPayoutAccounts(max: number): LiveQuery<PayoutAccountRow> {
  const filter = { field: 'state', value: 'action_needed' };
  return useNewestWhere('payoutAccounts', accountConverter, filter, max, 'Payout accounts');
}
