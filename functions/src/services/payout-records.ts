// What the payout run and the payout's other money moves (reversals, restores:
// payout-reversals.ts) share: their dependencies, the stored payout's type, the words of the
// "account not ready" refusal and of a stored failure, the account's facts, and the admins'
// notice about a payout (payout-problems.ts sends it).
import type { DocumentSnapshot, Firestore, Timestamp } from 'firebase-admin/firestore';
import type { PayoutRecord } from '../../../src/domain/payout-record';
import type { Logger } from './logger';
import type { PaymentGateway } from './payment-gateway';

export interface PayoutDeps {
  db: Firestore;
  gateway: PaymentGateway;
  /** For the DJ's e-mail address (Auth is the only place it is kept); no e-mail without it. */
  auth?: { getUser(uid: string): Promise<{ email?: string }> };
  log?: Logger;
}

export const ACCOUNT_NOT_READY =
  'The DJ has no payout account that can receive transfers yet. It is paid once Stripe enables transfers.';

export type StoredPayout = PayoutRecord<Timestamp | Date | null>;

/** What a failed money move stored for admins says: the error's message, at most 500 characters. */
export const failureMessage = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The account's facts as canReceiveTransfers reads them, from payoutAccounts/{uid}. */
export function accountFacts(account: DocumentSnapshot) {
  return {
    detailsSubmitted: account.get('detailsSubmitted') === true,
    transfersCapability: account.get('transfersActive') === true ? 'active' : null,
    currentlyDue: [] as string[],
    disabledReason: null,
    deauthorized: account.get('state') === 'disconnected',
  };
}

/** A bell notification for every admin about one booking's payout. */
export interface AdminNotice {
  /** The notification's id, derived from the booking, so telling twice tells once. */
  id: string;
  type: string;
  title: string;
  body: string;
}
