// payoutAccounts/{uid}: the DJ's Stripe Express account as Stripe last described it
// (decision 0027). Written here only: when the DJ sets up payouts (setupPayouts) and when a
// Connect event says the account changed (the Connect webhook re-reads the account from Stripe
// first: events arrive out of order, and an event's payload is a snapshot of its moment).
import type { DocumentSnapshot, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  payoutAccountState,
  type PayoutAccountState,
} from '../../../src/domain/payout-account-state';
import {
  type PayoutAccountRecord,
  type SetupPayoutsResponse,
} from '../../../src/domain/payout-record';
import { payoutKeys } from '../../../src/domain/payouts';
import { payoutAccountRef } from './payout-ledger';
import type { ConnectedAccountFacts, PaymentGateway } from './payment-gateway';
import { transact } from './transact';

export const NOT_A_DJ = 'Only DJs can set up payouts.';
export const NO_PAYOUT_ACCOUNT = 'Set up payouts first.';
export const DEMO_NO_DASHBOARD =
  'Demo mode has no Stripe dashboard: payouts are recorded here and nothing is sent to a bank.';

export interface PayoutAccountDeps {
  db: Firestore;
  gateway: PaymentGateway;
}

/** The stored fields for what Stripe says now. */
export function accountFields(
  facts: ConnectedAccountFacts,
  deauthorized = false,
): Pick<
  PayoutAccountRecord,
  | 'accountId'
  | 'state'
  | 'transfersActive'
  | 'payoutsEnabled'
  | 'detailsSubmitted'
  | 'currentlyDue'
  | 'disabledReason'
> {
  const state = payoutAccountState({ ...facts, deauthorized });
  return {
    accountId: facts.accountId,
    state,
    transfersActive: !deauthorized && facts.transfersCapability === 'active',
    payoutsEnabled: facts.payoutsEnabled,
    detailsSubmitted: facts.detailsSubmitted,
    currentlyDue: [...facts.currentlyDue],
    disabledReason: facts.disabledReason,
  };
}

function stateOf(snap: DocumentSnapshot): PayoutAccountState {
  return snap.exists ? (snap.get('state') as PayoutAccountState) : 'none';
}

/**
 * The DJ's account: created once (key `acct-<uid>`, so two clicks or a retry get the same
 * account), or again after the DJ disconnected Spinbook (a new generation, a new key). Returns
 * the stored account's id and state.
 */
async function ensureAccount(
  deps: PayoutAccountDeps,
  uid: string,
  email: string | null,
  now: Date,
): Promise<{ accountId: string; state: PayoutAccountState }> {
  const ref = payoutAccountRef(deps.db, uid);
  const existing = await ref.get();
  if (existing.exists && stateOf(existing) !== 'disconnected') {
    return { accountId: String(existing.get('accountId')), state: stateOf(existing) };
  }
  const generation = existing.exists ? Number(existing.get('generation') ?? 0) + 1 : 0;
  const key = payoutKeys.account(uid) + (generation > 0 ? `-${generation}` : '');
  const facts = await deps.gateway.createConnectedAccount({
    uid,
    email,
    country: 'US',
    idempotencyKey: key,
  });
  return transact(deps.db, async (tx) => {
    const snap = await tx.get(ref);
    // Someone else's call stored an account meanwhile: keep theirs (same key, same account).
    if (snap.exists && stateOf(snap) !== 'disconnected') {
      return { accountId: String(snap.get('accountId')), state: stateOf(snap) };
    }
    const fields = accountFields(facts);
    tx.set(ref, {
      ...fields,
      provider: deps.gateway.provider,
      generation,
      lastEventCreated: 0,
      createdAt: now,
      updatedAt: now,
    });
    return { accountId: fields.accountId, state: fields.state };
  });
}

/**
 * "Set up payouts": the account (created if needed) and, unless it is ready, a fresh
 * single-use onboarding link that comes back to the Payouts tab. Demo mode's account is
 * ready at once, so there is no link.
 */
export async function setupPayouts(
  deps: PayoutAccountDeps,
  caller: { uid: string; email: string | null; role: string | null },
  origin: string,
  now: Date,
): Promise<SetupPayoutsResponse> {
  if (caller.role !== 'dj') throw new HttpsError('permission-denied', NOT_A_DJ);
  const account = await ensureAccount(deps, caller.uid, caller.email, now);
  if (deps.gateway.provider === 'demo' || account.state === 'ready') {
    return { url: null, state: account.state };
  }
  const back = `${origin}/dj-dashboard?tab=payouts&onboarding=`;
  const url = await deps.gateway.onboardingLink(
    account.accountId,
    `${back}refresh`,
    `${back}return`,
  );
  return { url, state: account.state };
}

/** A single-use login link to the DJ's Express dashboard. */
export async function payoutDashboardLink(deps: PayoutAccountDeps, uid: string): Promise<string> {
  const snap = await payoutAccountRef(deps.db, uid).get();
  const accountId: unknown = snap.get('accountId');
  if (!snap.exists || typeof accountId !== 'string' || stateOf(snap) === 'disconnected') {
    throw new HttpsError('failed-precondition', NO_PAYOUT_ACCOUNT);
  }
  if (snap.get('provider') !== 'stripe' || deps.gateway.provider !== 'stripe') {
    throw new HttpsError('failed-precondition', DEMO_NO_DASHBOARD);
  }
  return deps.gateway.dashboardLink(accountId);
}

/** The stored payout account of Stripe account `accountId` (Connect events name only that). */
export async function payoutAccountOf(
  db: Firestore,
  accountId: string,
): Promise<QueryDocumentSnapshot | null> {
  const found = await db
    .collection('payoutAccounts')
    .where('accountId', '==', accountId)
    .limit(1)
    .get();
  return found.docs[0] ?? null;
}

export type AccountEventOutcome = 'updated' | 'stale' | 'unknown_account';

/**
 * A Connect event about `accountId` (created at `eventCreated`, seconds): re-reads the
 * account from Stripe and stores it, unless a newer event was applied already. A
 * deauthorisation marks it disconnected (Stripe no longer answers for it).
 *
 * Stripe is asked inside the transaction, after the stored account is read: a transaction
 * commits only if no other one wrote the account since its read, so the last state stored
 * is the last one Stripe gave. Asked before the transaction, two events of the same second
 * could each read Stripe, and the older answer could commit last.
 */
export async function applyAccountEvent(
  deps: PayoutAccountDeps,
  accountId: string,
  eventCreated: number,
  kind: 'changed' | 'deauthorized',
  now: Date,
): Promise<AccountEventOutcome> {
  const doc = await payoutAccountOf(deps.db, accountId);
  if (!doc) return 'unknown_account';
  return transact(deps.db, async (tx): Promise<AccountEventOutcome> => {
    const snap = await tx.get(doc.ref);
    if (snap.get('accountId') !== accountId) return 'unknown_account';
    const last = Number(snap.get('lastEventCreated') ?? 0);
    if (eventCreated < last) return 'stale';
    if (stateOf(snap) === 'disconnected' && kind === 'changed') return 'stale';
    const fields =
      kind === 'changed'
        ? accountFields(await deps.gateway.retrieveConnectedAccount(accountId))
        : { state: 'disconnected' as const, transfersActive: false };
    tx.update(doc.ref, {
      ...fields,
      lastEventCreated: Math.max(last, eventCreated),
      updatedAt: now,
    });
    return 'updated';
  });
}
