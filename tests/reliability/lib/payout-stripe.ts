// The payout side of the money scenarios (webhook storm, mid-transition faults): the loopback
// Stripe with its Connect accounts, DJs who set up payouts through the app's own callable,
// bookings held on a real PaymentIntent, and the audit every payout check ends with: each
// transfer made exactly once, for what the payout says, from the booking's captured charge,
// and none at all for a booking whose PaymentIntent was never captured.
//
// The payout job (runDuePayouts) pays every due payout in the database, oldest first. These
// parts run on a clock of their own, a year and more before today: every other scenario's
// bookings are for dates after today, so the job only ever sees this scenario's payouts.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../../../scripts/lib/emulators';
import { setupPayoutsHandler } from '../../../functions/src/callable/setup-payouts';
import { transitionBooking } from '../../../functions/src/callable/transition-booking';
import { createStripe, StripeGateway } from '../../../functions/src/services/stripe-gateway';
import { readyDemoPayoutAccount } from '../../../src/domain/payout-record';
import { transferDueAt } from '../../../src/domain/payouts';
import {
  READY_ACCOUNT,
  startStripeLoopback,
  type StripeLoopback,
} from '../../functions/stripe-loopback';
import type { ScenarioContext } from './harness';
import { randomId } from './people';

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;
export const quietLog = { warn: () => {}, error: () => {} };

export interface LoopbackStripe {
  loopback: StripeLoopback;
  stripe: ReturnType<typeof createStripe>;
  gateway: StripeGateway;
}

/** The loopback Stripe and the real SDK and gateway pointed at it. */
export async function startLoopbackStripe(): Promise<LoopbackStripe> {
  const loopback = await startStripeLoopback();
  const stripe = createStripe({
    secretKey: 'sk_test_loopback',
    host: '127.0.0.1',
    port: loopback.port,
    protocol: 'http',
  });
  return { loopback, stripe, gateway: new StripeGateway(stripe) };
}

/** Midnight UTC `daysAgo` days before today: the clock of a scenario's payout part. */
export function payoutClock(daysAgo: number): Date {
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  return new Date(today - daysAgo * DAY_MS);
}

export const isoDate = (at: Date) => at.toISOString().slice(0, 10);

export interface StripeDj {
  djId: string;
  accountId: string;
}

async function verifiedDjProfile(ctx: ScenarioContext, djId: string, now: Date): Promise<void> {
  await ctx.db.doc(`djs/${djId}`).set({
    ownerUid: djId,
    name: 'Payout DJ',
    status: 'verified',
    hourlyRateCents: 12_000,
    totalBookings: 0,
  });
  await ctx.db.doc(`djAvailability/${djId}`).set({ bookedDates: [], updatedAt: now });
}

/**
 * A verified DJ who clicks "Set up payouts" twice at once (setupPayouts, the callable's
 * handler): one Express account on the loopback, not ready until Stripe says so.
 */
export async function djSettingUpPayouts(
  ctx: ScenarioContext,
  s: LoopbackStripe,
  now: Date,
): Promise<StripeDj> {
  const djId = `payDj${randomId(20)}`;
  await verifiedDjProfile(ctx, djId, now);
  const click = () =>
    setupPayoutsHandler(
      {
        data: {},
        auth: { uid: djId, token: { role: 'dj', email: `${djId.toLowerCase()}@example.test` } },
        rawRequest: { headers: { origin: 'http://localhost:5000' } },
      },
      { db: ctx.db, gateway: s.gateway, projectId: PROJECT_ID, emulator: true, now: () => now },
    );
  await Promise.all([click(), click()]);
  const accountId = (await ctx.db.doc(`payoutAccounts/${djId}`).get()).get('accountId') as string;
  return { djId, accountId };
}

/**
 * A verified DJ whose Express account is ready, stored as the Connect webhook stores a ready
 * account (the faults scenario is not about onboarding: the webhook storm drives that).
 */
export async function readyStripeDj(
  ctx: ScenarioContext,
  s: LoopbackStripe,
  now: Date,
): Promise<StripeDj> {
  const djId = `payDj${randomId(20)}`;
  const accountId = `acct_${djId}`;
  await verifiedDjProfile(ctx, djId, now);
  s.loopback.setAccount(accountId, READY_ACCOUNT);
  await ctx.db
    .doc(`payoutAccounts/${djId}`)
    .set({ ...readyDemoPayoutAccount(djId, now), accountId, provider: 'stripe' });
  return { djId, accountId };
}

export interface BookingPrice {
  baseCostCents: number;
  equipmentFeeCents: number;
}

/** What the client pays: the DJ's fee, equipment, and the client's 5% platform fee. */
export function bookingPrice(price: BookingPrice) {
  const gross = price.baseCostCents + price.equipmentFeeCents;
  const platformFeeCents = Math.round(gross * 0.05);
  return { ...price, platformFeeCents, totalCostCents: gross + platformFeeCents };
}

/**
 * A booking document on the loopback Stripe (`pi_<id>`), in the shape docs/data-model.md
 * gives it: pending (the card held) or confirmed (charged).
 */
export function stripeBooking(
  id: string,
  parties: { djId: string; clientUid: string },
  status: 'pending' | 'confirmed',
  eventDate: string,
  now: Date,
  price: BookingPrice = { baseCostCents: 48_000, equipmentFeeCents: 0 },
) {
  return {
    clientUid: parties.clientUid,
    clientName: 'Payout Client',
    djId: parties.djId,
    djOwnerUid: parties.djId,
    djName: 'Payout DJ',
    eventDate,
    durationHours: 4,
    eventType: 'corporate',
    venue: 'The Ledger Room',
    guestCount: 80,
    equipmentNeeded: price.equipmentFeeCents > 0,
    specialRequests: '',
    ...bookingPrice(price),
    status,
    payment: {
      provider: 'stripe',
      status: status === 'confirmed' ? 'captured' : 'authorized',
      checkoutSessionId: `cs_${id}`,
      paymentIntentId: `pi_${id}`,
      refundedCents: 0,
    },
    createdAt: now,
    updatedAt: now,
  };
}

/** A pending request whose card the client authorised at Checkout (held on the loopback). */
export async function heldRequest(
  ctx: ScenarioContext,
  s: LoopbackStripe,
  dj: StripeDj,
  eventDate: string,
  now: Date,
  price?: BookingPrice,
): Promise<string> {
  const id = `pay${randomId(20)}`;
  const booking = stripeBooking(
    id,
    { djId: dj.djId, clientUid: `payCl${randomId(20)}` },
    'pending',
    eventDate,
    now,
    price,
  );
  s.loopback.authorize(null, booking.totalCostCents, `pi_${id}`);
  await ctx.db.doc(`bookings/${id}`).set(booking);
  return id;
}

/** The DJ accepts through the transition core: capture, and the payout scheduled. */
export function accept(
  ctx: ScenarioContext,
  gateway: StripeGateway,
  bookingId: string,
  dj: StripeDj,
  now: Date,
) {
  return transitionBooking(
    { db: ctx.db, gateway, log: quietLog },
    { bookingId, action: 'accept', callerUid: dj.djId, callerRole: 'dj', now },
  );
}

/** When a booking's transfer is due (the scenarios' bookings last 4 hours). */
export function dueOf(eventDate: string): Date {
  const due = transferDueAt(eventDate, 4);
  if (!due) throw new Error(`no due time for ${eventDate}`);
  return due;
}

/** The transfers that took effect at the loopback for a booking (metadata.bookingId). */
export function transferEffects(loopback: StripeLoopback, bookingId: string) {
  return loopback.effects.filter(
    (r) => r.path === '/v1/transfers' && r.form['metadata[bookingId]'] === bookingId,
  );
}

/** Every transfer request made for a booking, whatever Stripe answered. */
export function transferRequests(loopback: StripeLoopback, bookingId: string) {
  return loopback.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === '/v1/transfers' &&
      r.form['metadata[bookingId]'] === bookingId,
  );
}

/** Whether the booking's PaymentIntent was captured at Stripe, and its charge. */
export function capturedCharge(loopback: StripeLoopback, bookingId: string): string | null {
  const intent = loopback.paymentIntents.get(`pi_${bookingId}`);
  return intent?.status === 'succeeded' ? intent.latest_charge : null;
}

export interface PayoutAudit {
  /** What is wrong, one line per booking. */
  problems: string[];
  /** Transfers that took effect for these bookings. */
  transfers: number;
  /** Transfers beyond the first for a booking. */
  duplicated: number;
  /** Bookings that should have been paid and were not. */
  missing: number;
  /** Bookings paid, or transferred to, without a captured PaymentIntent. */
  uncaptured: number;
}

function paidOnce(
  payout: DocumentSnapshot,
  loopback: StripeLoopback,
  bookingId: string,
  accountId: string | undefined,
): string | null {
  const made = [...loopback.transfers.values()].filter((t) => t.metadata.bookingId === bookingId);
  const transfer = made[0];
  if (!transfer) return 'no transfer';
  const amount = payout.get('amountCents') as number;
  const charge = capturedCharge(loopback, bookingId);
  const wrong = [
    transfer.amount !== amount && `transfer ${transfer.amount} ≠ payout ${amount}`,
    transfer.source_transaction !== charge &&
      `source ${transfer.source_transaction} ≠ charge ${charge}`,
    accountId !== undefined &&
      transfer.destination !== accountId &&
      `to ${transfer.destination} ≠ ${accountId}`,
    // Reversed: paid, then taken back by a refund (the case checks how much).
    !['paid', 'reversed'].includes(payout.get('status') as string) &&
      `payout ${String(payout.get('status'))}`,
    payout.get('transferId') !== transfer.id &&
      `payout's transfer ${String(payout.get('transferId'))} ≠ ${transfer.id}`,
  ].filter(Boolean);
  return wrong.length > 0 ? wrong.join(', ') : null;
}

/**
 * Checks each booking's payout against the loopback. `paid` lists the bookings that must be
 * paid by now (with the DJ's account, when known); every other one must have no transfer.
 * For all: at most one transfer, and no payout paid or transfer made without a capture.
 */
export async function auditPayouts(
  ctx: ScenarioContext,
  loopback: StripeLoopback,
  bookingIds: readonly string[],
  paid: ReadonlyMap<string, string | undefined>,
): Promise<PayoutAudit> {
  const audit: PayoutAudit = {
    problems: [],
    transfers: 0,
    duplicated: 0,
    missing: 0,
    uncaptured: 0,
  };
  const payouts = await Promise.all(bookingIds.map((id) => ctx.db.doc(`payouts/${id}`).get()));
  bookingIds.forEach((id, i) => {
    const payout = payouts[i] as DocumentSnapshot;
    const effects = transferEffects(loopback, id).length;
    audit.transfers += effects;
    audit.duplicated += Math.max(0, effects - 1);
    const status = payout.get('status') as string | undefined;
    if (!capturedCharge(loopback, id) && (effects > 0 || status === 'paid')) {
      audit.uncaptured += 1;
      audit.problems.push(`${id}: ${effects} transfers, payout ${status} without a capture`);
      return;
    }
    if (effects > 1) audit.problems.push(`${id}: ${effects} transfers`);
    if (paid.has(id)) {
      const wrong = paidOnce(payout, loopback, id, paid.get(id));
      if (wrong) {
        audit.problems.push(`${id}: ${wrong}`);
        if (effects === 0) audit.missing += 1;
      }
    } else if (effects > 0 || status === 'paid') {
      audit.problems.push(`${id}: paid (${effects} transfers) before it should be`);
    }
  });
  return audit;
}

/** Every transfer at the loopback draws on a captured charge of the booking it names. */
export function strayTransfers(loopback: StripeLoopback): string[] {
  const stray: string[] = [];
  for (const t of loopback.transfers.values()) {
    const bookingId = t.metadata.bookingId ?? '';
    if (!t.source_transaction || t.source_transaction !== capturedCharge(loopback, bookingId)) {
      stray.push(`${t.id} for ${bookingId} from ${t.source_transaction}`);
    }
  }
  return stray;
}
