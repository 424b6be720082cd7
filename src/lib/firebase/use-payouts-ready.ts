import { doc } from 'firebase/firestore';
import { readOnlyConverter, useLiveDoc } from './live-data';

// Only the one flag the booking list needs; the Payouts tab (src/features/payouts) reads the
// whole account.
const transfersActiveConverter = readOnlyConverter(
  (_id: string, data: Record<string, unknown>) => data.transfersActive === true,
);

/**
 * Whether the DJ `uid` can accept requests: their payout account (payoutAccounts/{uid},
 * decision 0027) receives transfers. True or false once known; undefined while loading, or
 * when `uid` is null (not a DJ's list: nothing is read). The server decides (transitionBooking
 * refuses); this only lets Accept say why beforehand.
 */
export function usePayoutsReady(uid: string | null): boolean | undefined {
  const account = useLiveDoc(uid ? `payoutAccounts/${uid}` : null, (db) =>
    doc(db, 'payoutAccounts', uid ?? '-').withConverter(transfersActiveConverter),
  );
  if (account.status === 'ready') return account.data;
  if (account.status === 'not-found') return false;
  return undefined;
}
