// createPayment({ djId, eventDate, startTime, durationHours, … }): the client books a DJ. The
// price is recomputed here from the DJ's current rate (anything the browser sends about money is
// ignored), the booking is created `awaiting_payment` by the lifecycle, and a Checkout
// Session authorises the card without charging it. In demo mode there is no card: the
// lifecycle authorises at once, and the returned URL is the success page.
//
// The payment_create rate limit counts only requests that would book: the DJ, date and
// self checks run first (read-only), then the attempt is counted, then one transaction
// checks again and creates the booking. So refused requests cost nothing, and a limit of 3
// still holds against concurrent calls (the count is its own transaction).
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  bookableWindow,
  BOOKING_DATE_CLOSED,
  DATE_ALREADY_BOOKED,
  type BookableWindow,
} from '../../../src/domain/bookable-dates';
import { DJ_UNAVAILABLE_ON_DATE, unavailability } from '../../../src/domain/availability';
import type { CreatePaymentResponse } from '../../../src/domain/booking-record';
import {
  BOOKING_DJ_NOT_FOUND,
  BOOKING_MISSING_INFORMATION,
  PAYMENT_FAILED,
  bookingMissingRequired,
  createBookingInputSchema,
  type CreateBookingInput,
} from '../../../src/domain/booking-schema';
import { REQUIRED } from '../../../src/domain/messages';
import { quoteBooking, type Quote } from '../../../src/domain/pricing';
import { sanitizeText } from '../../../src/domain/sanitize';
import { validateInput } from '../../../src/domain/validate';
import { appOrigin } from '../services/app-origin';
import { availabilitySummary } from '../services/dj-booked-dates';
import {
  authorizeDemoPayment,
  confirmedOnDate,
  createAwaitingPayment,
  endUnpaidBooking,
  recordCheckoutSession,
} from '../services/booking-lifecycle';
import {
  assertPlainData,
  requireCaller,
  schemaShapeProblem,
  type CallableRequestLike,
  type Caller,
} from '../services/callable-context';
import type { PaymentGateway } from '../services/payment-gateway';
import { consumeAttempt } from '../services/rate-limit';
import { transact } from '../services/transact';

// The date refusals are the form's own words (src/domain/bookable-dates.ts).
export { BOOKING_DATE_CLOSED, DATE_ALREADY_BOOKED };
export const CANNOT_BOOK_YOURSELF = 'You cannot book your own DJ profile.';

export interface CreatePaymentDeps {
  db: Firestore;
  gateway: PaymentGateway;
  projectId: string;
  emulator: boolean;
  now?: () => Date;
}

export type CreatePaymentResult = CreatePaymentResponse;

/** The fields whose schema says REQUIRED when empty. */
const REQUIRED_FIELDS = ['eventDate', 'venue', 'guestCount'];

/**
 * The form's own schema with `bookable`, the window of bookable dates now: a date the calendar
 * and the form refuse (past, closed at 00:00 UTC, too far ahead) is refused here in the same
 * words and at the same path, so the form shows it under the date (decision 0038).
 */
function parseInput(data: unknown, bookable: BookableWindow): CreateBookingInput {
  assertPlainData(data);
  const schema = createBookingInputSchema(bookable);
  const shape = schemaShapeProblem(schema, data);
  if (shape !== null) {
    throw new HttpsError('invalid-argument', shape.message, {
      title: 'Booking Failed',
      problems: [shape],
    });
  }
  const result = validateInput(schema, data);
  if (result.ok) return result.value;
  // The form's own check on what was sent (so a start time left empty is "missing" here as it
  // is there), then what only the schema sees: a venue that sanitising emptied.
  const missing =
    bookingMissingRequired(typeof data === 'object' && data !== null ? data : {}) ||
    result.problems.some((p) => REQUIRED_FIELDS.includes(p.path) && p.message === REQUIRED);
  const shown = missing
    ? BOOKING_MISSING_INFORMATION
    : { title: 'Booking Failed', description: result.problems[0]?.message ?? 'Invalid input' };
  throw new HttpsError('invalid-argument', shown.description, {
    title: shown.title,
    problems: result.problems,
  });
}

/** Reads either in a transaction or plainly (the pre-check before the attempt is counted). */
interface Reader {
  doc(ref: DocumentReference): Promise<DocumentSnapshot>;
  /** Whether the DJ is already booked on the date, or has blocked it (issue 41), or neither. */
  unavailable(djId: string, eventDate: string): Promise<'booked' | 'blocked' | null>;
}

interface Bookable {
  djOwnerUid: string;
  djName: string;
  quote: Quote;
  clientName: string;
}

/**
 * Whether `caller` may book `input` now: a verified DJ who is not the caller, and a date the
 * DJ is neither booked on nor has blocked (see the two readers below). Throws the refusal;
 * returns what the booking needs.
 */
async function checkBookable(
  db: Firestore,
  read: Reader,
  input: CreateBookingInput,
  caller: Caller,
): Promise<Bookable> {
  const [dj, unavailable, user] = await Promise.all([
    read.doc(db.collection('djs').doc(input.djId)),
    read.unavailable(input.djId, input.eventDate),
    read.doc(db.collection('users').doc(caller.uid)),
  ]);
  if (!dj.exists || dj.get('status') !== 'verified') {
    throw new HttpsError('not-found', BOOKING_DJ_NOT_FOUND);
  }
  const djOwnerUid = String(dj.get('ownerUid') ?? input.djId);
  if (djOwnerUid === caller.uid) throw new HttpsError('failed-precondition', CANNOT_BOOK_YOURSELF);
  if (unavailable) {
    const message = unavailable === 'booked' ? DATE_ALREADY_BOOKED : DJ_UNAVAILABLE_ON_DATE;
    throw new HttpsError('failed-precondition', message, {
      title: 'Booking Failed',
      problems: [{ path: 'eventDate', message }],
    });
  }
  let quote: Quote;
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
  return {
    djOwnerUid,
    djName: String(dj.get('name') ?? ''),
    quote,
    clientName: String(user.get('displayName') ?? 'Client'),
  };
}

export async function createPaymentHandler(
  request: CallableRequestLike,
  deps: CreatePaymentDeps,
): Promise<CreatePaymentResult> {
  const now = (deps.now ?? (() => new Date()))();
  const caller = requireCaller(request);
  // A request the DJ could never accept must not hold the client's card (decision 0006): the
  // window starts on the first date whose 00:00 UTC is still ahead, so canStillAccept holds.
  const input = parseInput(request.data, bookableWindow(now));
  const db = deps.db;
  // Before counting the quota: a query of confirmed bookings, the authority, which no profile
  // deletion can reset.
  await checkBookable(
    db,
    {
      doc: (r) => r.get(),
      // Booked: the bookings themselves. Blocked: the DJ's calendar (availability-blocks.ts).
      unavailable: async (djId, date) => {
        const [confirmed, view] = await Promise.all([
          confirmedOnDate(db, djId, date).get(),
          db.collection('djAvailability').doc(djId).get(),
        ]);
        if (!confirmed.empty) return 'booked';
        return unavailability(date, availabilitySummary(view)) === 'blocked' ? 'blocked' : null;
      },
    },
    input,
    caller,
  );
  await consumeAttempt(db, caller.uid, 'payment_create', now.getTime());

  const bookingRef = db.collection('bookings').doc();
  const booking = await transact(db, async (tx) => {
    // Again, in the transaction: the date may have been taken since the pre-check. Here the
    // DJ's booked-dates view (one document, which the accept that confirms a date rewrites in
    // its own transaction) rather than the query: a query's range in a transaction collides
    // with every other request for that DJ and date being created, so 20 clients asking at
    // once retried each other out. The accept still checks the bookings themselves, so this
    // read only refuses early; it cannot let a double booking through.
    const ok = await checkBookable(
      db,
      {
        doc: (r) => tx.get(r),
        unavailable: async (djId, date) => {
          const view = await tx.get(db.collection('djAvailability').doc(djId));
          return unavailability(date, availabilitySummary(view));
        },
      },
      input,
      caller,
    );
    // No e-mail address here: the DJ reads this document. The checkout and the e-mails get
    // the client's address from their account on the server.
    const fields = {
      clientUid: caller.uid,
      clientName: ok.clientName,
      djId: input.djId,
      djOwnerUid: ok.djOwnerUid,
      djName: ok.djName,
      eventDate: input.eventDate,
      // Wall-clock time at the venue, shown to both parties; every rule still counts from the
      // date's 00:00 UTC (decision 0045).
      startTime: input.startTime,
      durationHours: input.durationHours,
      eventType: input.eventType,
      venue: sanitizeText(input.venue),
      guestCount: input.guestCount,
      equipmentNeeded: input.equipmentNeeded,
      specialRequests: sanitizeText(input.specialRequests ?? ''),
      ...ok.quote,
    };
    createAwaitingPayment(tx, bookingRef, fields, deps.gateway.provider, now);
    return fields;
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
      transferGroup: `booking_${bookingRef.id}`,
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
    // Nothing was authorised: the booking must not stay open.
    await endUnpaidBooking(deps, bookingRef.id, 'checkout_failed', new Date());
    throw new HttpsError('unavailable', PAYMENT_FAILED.description, {
      title: PAYMENT_FAILED.title,
    });
  }

  const demo = deps.gateway.provider === 'demo';
  if (demo) await authorizeDemoPayment(db, bookingRef.id, checkout.sessionId, new Date());
  else await recordCheckoutSession(db, bookingRef.id, checkout.sessionId, new Date());
  return { url: checkout.url, bookingId: bookingRef.id, demo };
}
