import { doc } from 'firebase/firestore';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { type LiveDoc } from '../../../lib/firebase/live-states';
import { parsePayoutAccount, type PayoutAccount } from '../model/payout-account';

const payoutAccountConverter = readOnlyConverter(parsePayoutAccount);

/** payoutAccounts/{uid}, live: the DJ's own (server-written; may not exist yet). */
export function usePayoutAccount(uid: string): LiveDoc<PayoutAccount> {
  return useLiveDoc(`payoutAccounts/${uid}`, (db) =>
    doc(db, 'payoutAccounts', uid).withConverter(payoutAccountConverter),
  );
}
