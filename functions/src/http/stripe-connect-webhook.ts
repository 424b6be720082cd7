// POST /api/stripe/connect-webhook (Hosting rewrite → stripeConnectWebhook): the Connect
// endpoint, with its own signing secret (STRIPE_CONNECT_WEBHOOK_SECRET). Its events are about
// the DJs' connected accounts and carry `account` (decision 0027):
// - account.updated, capability.updated: the account is re-read from Stripe and stored
//   (payoutAccounts), never taken from the event, which may be older than what is stored;
// - account.application.deauthorized: the DJ removed Spinbook's access (disconnected);
// - payout.paid, payout.failed: Stripe paid the DJ's bank, or could not: the DJ is told.
// The signature is verified on the raw body; each event id is recorded once it is applied
// (stripeEvents/{id}), so a redelivery changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { formatDollars } from '../../../src/domain/money';
import type { PaymentGateway } from '../services/payment-gateway';
import { applyAccountEvent, payoutAccountOf } from '../services/payout-accounts';
import { verifiedEvent, type WebhookRequest, type WebhookResponse } from './stripe-webhook';
import { expiryFields } from '../../../src/domain/retention';

export interface ConnectWebhookDeps {
  db: Firestore;
  stripe: Pick<Stripe, 'webhooks'>;
  webhookSecret: string;
  gateway: PaymentGateway;
  now?: () => Date;
}

export type ConnectOutcome =
  'updated' | 'stale' | 'unknown_account' | 'notified' | 'duplicate' | 'ignored_type';

async function notifyPayout(
  db: Firestore,
  event: Stripe.Event,
  accountId: string,
  now: Date,
): Promise<ConnectOutcome> {
  const doc = await payoutAccountOf(db, accountId);
  if (!doc) return 'unknown_account';
  const payout = event.data.object as Stripe.Payout;
  const amount = formatDollars(payout.amount, { decimals: 2 });
  const paid = event.type === 'payout.paid';
  await db
    .collection('users')
    .doc(doc.id)
    .collection('notifications')
    .doc(`stripe_${event.id}`)
    .set({
      type: paid ? 'bank_payout_paid' : 'bank_payout_failed',
      title: paid ? 'Money on its way to your bank' : 'Bank payout failed',
      body: paid
        ? `Stripe paid ${amount} to your bank account.`
        : `Stripe could not pay ${amount} to your bank account. Check your bank details in the Stripe dashboard (Payouts tab).`,
      link: '/dj-dashboard?tab=payouts',
      bookingId: null,
      createdAt: now,
      readAt: null,
    });
  return 'notified';
}

async function applyConnectEvent(
  deps: ConnectWebhookDeps,
  event: Stripe.Event,
  now: Date,
): Promise<ConnectOutcome> {
  const accountId = event.account;
  if (!accountId) return 'ignored_type';
  switch (event.type) {
    case 'account.updated':
    case 'capability.updated':
      return applyAccountEvent(deps, accountId, event.created, 'changed', now);
    case 'account.application.deauthorized':
      return applyAccountEvent(deps, accountId, event.created, 'deauthorized', now);
    case 'payout.paid':
    case 'payout.failed':
      return notifyPayout(deps.db, event, accountId, now);
    default:
      return 'ignored_type';
  }
}

export async function handleStripeConnectWebhook(
  req: WebhookRequest,
  res: WebhookResponse,
  deps: ConnectWebhookDeps,
): Promise<void> {
  const event = verifiedEvent(req, res, deps, 'stripeConnectWebhook');
  if (!event) return;
  const now = (deps.now ?? (() => new Date()))();
  const eventRef = deps.db.collection('stripeEvents').doc(event.id);
  try {
    if ((await eventRef.get()).exists) {
      res.status(200).json({ received: true, outcome: 'duplicate' });
      return;
    }
    // Applying twice is harmless (the account is re-read; notification ids derive from the
    // event), so the id is recorded after the change: a failure in between is retried.
    const outcome = await applyConnectEvent(deps, event, now);
    await eventRef.set({
      type: event.type,
      account: event.account ?? null,
      outcome,
      receivedAt: now,
      ...expiryFields('stripeEvents', now),
    });
    res.status(200).json({ received: true, outcome });
  } catch (error) {
    console.error('stripeConnectWebhook: failed', event.id, error);
    res.status(500).json({ error: 'Processing failed' });
  }
}
