// createPayment({ djId, eventDate, durationHours, … }): the client books a DJ. The price is
// recomputed here from the DJ's current rate (anything the browser sends about money is
// ignored), the booking is created `awaiting_payment`, and a Checkout Session authorises
// the card without charging it. In demo mode there is no card: the booking goes straight to
// `pending` as if authorised, and the returned URL is the success page.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  BOOKING_DJ_NOT_FOUND,
  BOOKING_MISSING_INFORMATION,
  PAYMENT_FAILED,
  createBookingInputSchema,
  type CreateBookingInput,
} from '../../../src/domain/booking-schema';
import { REQUIRED } from '../../../src/domain/messages';
import { quoteBooking } from '../../../src/domain/pricing';
import { sanitizeText } from '../../../src/domain/sanitize';
import { validateInput } from '../../../src/domain/validate';
import { appOrigin } from '../services/app-origin';
import {
  assertPlainData,
  requireCaller,
  schemaShapeProblem,
  type CallableRequestLike,
} from '../services/callable-context';
import type { BookingPayment, PaymentGateway } from '../services/payment-gateway';
import { consumeAttempt } from '../services/rate-limit';
import { transact } from '../services/transact';

export const DATE_ALREADY_BOOKED =
  'This DJ is already booked on that date. Please choose another date.';
export const CANNOT_BOOK_YOURSELF = 'You cannot book your own DJ profile.';

export interface CreatePaymentDeps {
  db: Firestore;
  gateway: PaymentGateway;
  projectId: string;
  emulator: boolean;
  now?: () => Date;
}

export interface CreatePaymentResult {
  url: string;
  bookingId: string;
  demo: boolean;
}

/**
 * The earliest "today" anywhere on Earth (UTC minus a day), so a client east of UTC is not
 * refused a date that is already today for them (see bookingRequestSchema).
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

function parseInput(data: unknown, now: Date): CreateBookingInput {
  assertPlainData(data);
  const schema = createBookingInputSchema(earliestToday(now));
  const shape = schemaShapeProblem(schema, data);
  if (shape !== null) {
    throw new HttpsError('invalid-argument', shape.message, {
      title: 'Booking Failed',
      problems: [shape],
    });
  }
  const result = validateInput(schema, data);
  if (result.ok) return result.value;
  const missing = result.problems.some(
    (p) => ['eventDate', 'venue', 'guestCount'].includes(p.path) && p.message === REQUIRED,
  );
  const shown = missing
    ? BOOKING_MISSING_INFORMATION
    : { title: 'Booking Failed', description: result.problems[0]?.message ?? 'Invalid input' };
  throw new HttpsError('invalid-argument', shown.description, {
    title: shown.title,
    problems: result.problems,
  });
}

export async function createPaymentHandler(
  request: CallableRequestLike,
  deps: CreatePaymentDeps,
): Promise<CreatePaymentResult> {
  const now = (deps.now ?? (() => new Date()))();
  const caller = requireCaller(request);
  const input = parseInput(request.data, now);
  await consumeAttempt(deps.db, caller.uid, 'payment_create', now.getTime());

  const db = deps.db;
  const bookingRef = db.collection('bookings').doc();
  const booking = await transact(db, async (tx) => {
    const [dj, availability, user] = await Promise.all([
      tx.get(db.collection('djs').doc(input.djId)),
      tx.get(db.collection('djAvailability').doc(input.djId)),
      tx.get(db.collection('users').doc(caller.uid)),
    ]);
    if (!dj.exists || dj.get('status') !== 'verified') {
      throw new HttpsError('not-found', BOOKING_DJ_NOT_FOUND);
    }
    const djOwnerUid = String(dj.get('ownerUid') ?? input.djId);
    if (djOwnerUid === caller.uid)
      throw new HttpsError('failed-precondition', CANNOT_BOOK_YOURSELF);
    const booked = availability.get('bookedDates');
    if (Array.isArray(booked) && booked.includes(input.eventDate)) {
      throw new HttpsError('failed-precondition', DATE_ALREADY_BOOKED);
    }
    let quote;
    try {
      quote = quoteBooking({
        hourlyRateCents: Number(dj.get('hourlyRateCents')),
        durationHours: input.durationHours,
        equipmentNeeded: input.equipmentNeeded,
      });
    } catch {
      // A profile with a rate outside the limits must not be charged at all.
      throw new HttpsError('failed-precondition', BOOKING_DJ_NOT_FOUND);
    }
    const payment: BookingPayment = {
      provider: deps.gateway.provider,
      status: 'awaiting',
      checkoutSessionId: null,
      paymentIntentId: null,
      refundedCents: 0,
    };
    const data = {
      clientUid: caller.uid,
      clientName: String(user.get('displayName') ?? caller.email ?? 'Client'),
      clientEmail: caller.email,
      djId: input.djId,
      djOwnerUid,
      djName: String(dj.get('name') ?? ''),
      eventDate: input.eventDate,
      durationHours: input.durationHours,
      eventType: input.eventType,
      venue: sanitizeText(input.venue),
      guestCount: input.guestCount,
      equipmentNeeded: input.equipmentNeeded,
      specialRequests: sanitizeText(input.specialRequests ?? ''),
      ...quote,
      status: 'awaiting_payment',
      payment,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(bookingRef, data);
    return data;
  });

  const origin = appOrigin(
    typeof request.rawRequest?.headers?.origin === 'string'
      ? request.rawRequest.headers.origin
      : undefined,
    deps.projectId,
    { emulator: deps.emulator },
  );
  let checkout;
  try {
    checkout = await deps.gateway.createCheckout({
      bookingId: bookingRef.id,
      amountCents: booking.totalCostCents,
      currency: 'usd',
      description: `${booking.djName}: ${booking.durationHours} h on ${booking.eventDate}`,
      customerEmail: caller.email,
      successUrl: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/payment-canceled?booking=${bookingRef.id}`,
      idempotencyKey: `checkout-${bookingRef.id}`,
    });
  } catch (error) {
    console.error('createPayment: checkout failed', bookingRef.id, error);
    // Nothing was authorised: the booking must not hold the date.
    await bookingRef.update({
      status: 'cancelled',
      cancellation: { by: 'system', reason: 'checkout_failed' },
      'payment.status': 'expired',
      updatedAt: new Date(),
    });
    throw new HttpsError('unavailable', PAYMENT_FAILED.description, {
      title: PAYMENT_FAILED.title,
    });
  }

  const demo = deps.gateway.provider === 'demo';
  await bookingRef.update(
    demo
      ? {
          status: 'pending',
          'payment.status': 'authorized',
          'payment.checkoutSessionId': checkout.sessionId,
          updatedAt: new Date(),
        }
      : { 'payment.checkoutSessionId': checkout.sessionId, updatedAt: new Date() },
  );
  return { url: checkout.url, bookingId: bookingRef.id, demo };
}
