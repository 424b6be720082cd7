// Bookings for the lifecycle's emulator tests, written with the Admin SDK in the shape of
// docs/data-model.md, and a payment gateway that records what it is asked to do.
import type {
  CapturedCharge,
  ChargeState,
  CheckoutResult,
  ConnectedAccountFacts,
  ConnectedAccountRequest,
  PaymentGateway,
  PaymentProvider,
  TransferRequest,
  TransferState,
} from '../../functions/src/services/payment-gateway';
import { transitionBookingHandler } from '../../functions/src/callable/transition-booking';
import { handleBookingWritten } from '../../functions/src/triggers/on-booking-written';
import { readyAccountFacts } from '../../functions/src/services/demo-gateway';
import type { BookingStatus } from '../../src/domain/booking-states';
import { adminDb, newId } from './helpers';
import { readyDemoPayoutAccount } from '../../src/domain/payout-record';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const EVENT_DATE = '2031-06-20';
export const EVENT_START = new Date(`${EVENT_DATE}T00:00:00Z`);
/** Noon on the event date: every transition but accept is possible then. */
export const EVENT_DAY_NOON = new Date(`${EVENT_DATE}T12:00:00Z`);
/** Noon the day before: an accept must come before the event start (00:00 UTC). */
export const DAY_BEFORE_NOON = new Date(EVENT_START.getTime() - 12 * HOUR);
export const TOTAL_CENTS = 43_051;

export interface GatewayCall {
  operation: 'capture' | 'release' | 'refund';
  paymentIntentId: string;
  amountCents?: number;
  idempotencyKey: string;
}

/** Records every call; `failOn` makes one operation throw, as a declined capture would. */
export class RecordingGateway implements PaymentGateway {
  readonly calls: GatewayCall[] = [];
  failOn: GatewayCall['operation'] | null = null;
  constructor(readonly provider: PaymentProvider = 'stripe') {}

  async createCheckout(): Promise<CheckoutResult> {
    throw new Error('transitionBooking never creates a checkout');
  }
  readonly expiredSessions: string[] = [];
  async expireCheckout(sessionId: string): Promise<void> {
    this.expiredSessions.push(sessionId);
  }
  /** What a capture answers besides the charge id (`ch_` for the intent): all, no fee yet. */
  captured: Omit<CapturedCharge, 'chargeId'> = { capturedCents: TOTAL_CENTS, stripeFeeCents: 0 };
  async capture(paymentIntentId: string, idempotencyKey: string): Promise<CapturedCharge> {
    this.record({ operation: 'capture', paymentIntentId, idempotencyKey });
    return this.chargeOf(paymentIntentId);
  }
  async release(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    this.record({ operation: 'release', paymentIntentId, idempotencyKey });
  }
  async refund(paymentIntentId: string, amountCents: number, idempotencyKey: string) {
    this.record({ operation: 'refund', paymentIntentId, amountCents, idempotencyKey });
  }

  // The payout side answers as a Stripe account that is ready; transfers are kept apart
  // from `calls` (the payment moves the lifecycle tests count).
  readonly transfers: TransferRequest[] = [];
  async chargeOf(paymentIntentId: string): Promise<CapturedCharge> {
    return { chargeId: `ch_${paymentIntentId.replace(/^pi_/, '')}`, ...this.captured };
  }
  async createConnectedAccount(request: ConnectedAccountRequest): Promise<ConnectedAccountFacts> {
    return this.retrieveConnectedAccount(`acct_${request.uid}`);
  }
  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountFacts> {
    return readyAccountFacts(accountId);
  }
  async onboardingLink(accountId: string): Promise<string> {
    return `https://connect.stripe.com/setup/e/${accountId}/recorded`;
  }
  async dashboardLink(accountId: string): Promise<string> {
    return `https://connect.stripe.com/express/${accountId}/recorded`;
  }
  async transfer(request: TransferRequest): Promise<{ transferId: string }> {
    this.transfers.push(request);
    return { transferId: `tr_${request.bookingId}` };
  }
  /** What each transfer has had reversed (by reverseTransfer, or set by a test). */
  readonly reversed = new Map<string, number>();
  async reverseTransfer(transferId: string, amountCents: number, idempotencyKey: string) {
    this.reversed.set(transferId, (this.reversed.get(transferId) ?? 0) + amountCents);
    return { reversalId: `trr_${transferId}_${idempotencyKey}`, amountReversedCents: amountCents };
  }
  /** Charges as Stripe would describe them now; unset ones are captured in full, untouched. */
  readonly charges = new Map<string, ChargeState>();
  async chargeState(chargeId: string): Promise<ChargeState> {
    return (
      this.charges.get(chargeId) ?? {
        chargeId,
        paymentIntentId: `pi_${chargeId.replace(/^ch_/, '')}`,
        amountCents: this.captured.capturedCents,
        amountRefundedCents: 0,
        disputed: null,
      }
    );
  }
  async transferState(transferId: string): Promise<TransferState> {
    const transfer = this.transfers.find((t) => `tr_${t.bookingId}` === transferId);
    return {
      transferId,
      amountCents: transfer?.amountCents ?? 0,
      amountReversedCents: this.reversed.get(transferId) ?? 0,
    };
  }

  private record(call: GatewayCall): void {
    this.calls.push(call);
    if (this.failOn === call.operation) throw new Error(`card_declined on ${call.operation}`);
  }
}

export interface Parties {
  clientUid: string;
  djId: string;
}

/**
 * A verified DJ (djId = the owner's uid) with a counter and booked dates, and (unless
 * `payouts: false`) a ready payout account: accepting needs one (decision 0027).
 */
export async function newDj(
  bookedDates: string[] = [],
  totalBookings = 0,
  { payouts = true }: { payouts?: boolean } = {},
): Promise<string> {
  const djId = newId('Dj');
  await adminDb.doc(`djs/${djId}`).set({
    ownerUid: djId,
    name: 'Matrix DJ',
    status: 'verified',
    hourlyRateCents: 10_000,
    totalBookings,
  });
  await adminDb.doc(`djAvailability/${djId}`).set({ bookedDates, updatedAt: new Date(0) });
  if (payouts) {
    await adminDb.doc(`payoutAccounts/${djId}`).set(readyDemoPayoutAccount(djId, new Date(0)));
  }
  return djId;
}

export const PAYMENT_STATUS_OF: Record<BookingStatus, string> = {
  awaiting_payment: 'awaiting',
  pending: 'authorized',
  confirmed: 'captured',
  completed: 'captured',
  cancelled: 'released',
};

export interface SeedOptions {
  status: BookingStatus;
  parties?: Partial<Parties>;
  eventDate?: string;
  /** 'HH:MM'; none by default, as on bookings made before start times were asked for. */
  startTime?: string;
  createdAt?: Date;
  provider?: PaymentProvider;
  totalCostCents?: number;
}

/** A booking in the shape of docs/data-model.md, written with the Admin SDK. */
export async function seedBooking(options: SeedOptions): Promise<{ id: string } & Parties> {
  const id = newId('Bk');
  const clientUid = options.parties?.clientUid ?? newId('Cl');
  const djId = options.parties?.djId ?? (await newDj());
  const provider = options.provider ?? 'stripe';
  const authorised = options.status !== 'awaiting_payment';
  await adminDb.doc(`bookings/${id}`).set({
    clientUid,
    clientName: 'Casey Client',
    djId,
    djOwnerUid: djId,
    djName: 'Matrix DJ',
    eventDate: options.eventDate ?? EVENT_DATE,
    ...(options.startTime === undefined ? {} : { startTime: options.startTime }),
    durationHours: 4,
    eventType: 'wedding',
    venue: 'The Test Hall',
    guestCount: 120,
    equipmentNeeded: true,
    specialRequests: '',
    baseCostCents: 40_000,
    equipmentFeeCents: 1_000,
    platformFeeCents: 2_051,
    totalCostCents: options.totalCostCents ?? TOTAL_CENTS,
    status: options.status,
    payment: {
      provider,
      status: PAYMENT_STATUS_OF[options.status],
      checkoutSessionId: provider === 'demo' ? `demo_${id}` : `cs_${id}`,
      paymentIntentId: provider === 'stripe' && authorised ? `pi_${id}` : null,
      refundedCents: 0,
    },
    createdAt: options.createdAt ?? new Date(EVENT_START.getTime() - 30 * DAY),
    updatedAt: options.createdAt ?? new Date(EVENT_START.getTime() - 30 * DAY),
  });
  return { id, clientUid, djId };
}

/** A logger for calls whose refusals and failures a test provokes on purpose. */
export const quietLog = { warn: () => {}, error: () => {} };

/** transitionBooking as the booking's client, its DJ, or a fresh admin, at `now`. */
export function transitionAs(
  gateway: PaymentGateway,
  booking: { id: string } & Parties,
  who: 'client' | 'dj' | 'admin',
  data: Record<string, unknown>,
  now: Date,
) {
  const uid = who === 'client' ? booking.clientUid : who === 'dj' ? booking.djId : newId('Ad');
  return transitionBookingHandler(
    { data: { bookingId: booking.id, ...data }, auth: { uid, token: { role: who } } },
    { db: adminDb, gateway, now: () => now, log: quietLog },
  );
}

/** 'ok', or the refusal as `code: message` (with the notice's title when it has one). */
export async function outcomeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; message?: string; details?: { title?: string } };
    return `${e.code}: ${e.message}${e.details?.title ? ` (${e.details.title})` : ''}`;
  }
  return 'ok';
}

/** A verified DJ on the map in Austin, as discovery's profile fields have it. */
export async function placedDj(status = 'verified'): Promise<string> {
  const djId = await newDj();
  await adminDb.doc(`djs/${djId}`).update({
    status,
    location: 'Austin, TX',
    base: { lat: 30.262_71, lng: -97.722_39, geohash: '9v6kpxr2nd' },
  });
  return djId;
}

/** The onBookingWritten trigger for one change, with an Auth that knows every uid's e-mail. */
export function runBookingTrigger(
  bookingId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  const auth = {
    getUser: async (uid: string) => ({ email: `${uid.toLowerCase()}@example.test` }),
  };
  return handleBookingWritten(bookingId, before, after, {
    db: adminDb,
    auth: auth as never,
    origin: 'http://localhost:5000',
  });
}

/**
 * A verified DJ in Austin whose pending request the DJ accepted at `at` (a real payout, due
 * after the event); the gateway's calls so far are forgotten.
 */
export async function acceptedBooking(
  gateway: RecordingGateway,
  at: Date,
): Promise<{ id: string } & Parties> {
  const djId = await placedDj();
  const booking = await seedBooking({ status: 'pending', parties: { djId } });
  await transitionAs(gateway, booking, 'dj', { action: 'accept' }, at);
  gateway.calls.length = 0;
  return booking;
}
