/**
 * Demo bookings, so a signed-in demo client has something to open: the
 * profile's Message button, dashboards and the conversation need a booking.
 *
 * - Every catalogue review written by a demo account stands for a past,
 *   `completed` booking, linked to it in reviewAuthors/{bookingId} as
 *   submitReview links a review (one per booking, docs/data-model.md).
 * - Jordan Lee (client@) has one upcoming `confirmed` booking with Marcus Reid
 *   (dj@) on the first of Marcus's booked days, which the profile calendar
 *   already greys out, and a `cancelled` one; Priya Shah (client2@) has a
 *   `pending` request Marcus has not answered.
 *
 * Bookings are functions-only; the seed writes them with the Admin SDK in the
 * shape the booking functions write, prices from the shared `quoteBooking`.
 * Ids are derived from the catalogue, so re-running overwrites the same docs.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { BOOKING_EVENT_TYPES } from '../../src/domain/booking-schema';
import { DEFAULT_START_TIME } from '../../src/domain/event-start-time';
import type { BookingStatus } from '../../src/domain/booking-states';
import { quoteBooking } from '../../src/domain/pricing';
import { DEMO_ACCOUNTS } from './accounts';
import { DJ_CATALOGUE, type CatalogueDj } from './djs';
import { daysAgo, isoDateInDays, pseudoId } from './random';
import { REVIEW_AUTHORS } from '../../src/domain/review-schema';
import { seedReviewBookingId, seedReviewId } from './seed-djs';

export interface SeededBooking {
  id: string;
  clientEmail: string;
  djSlug: string;
  status: BookingStatus;
  eventDate: string;
}

export interface BookingSeedOptions {
  /** uids by e-mail for demo accounts and catalogue owners. */
  uids: ReadonlyMap<string, string>;
  now?: Date;
  log?: (message: string) => void;
}

/** Start times for the review-backed bookings, one after another: parties start at all hours. */
const PAST_START_TIMES = ['19:00', '18:30', '20:00', '21:30', '17:00'] as const;

/** The id of Jordan Lee's upcoming booking with Marcus Reid. */
export const UPCOMING_DEMO_BOOKING_ID = pseudoId('booking:marcus-reid:upcoming', 20);

const SEED_PAYMENT_STATUS: Record<BookingStatus, string> = {
  awaiting_payment: 'awaiting',
  pending: 'authorized',
  confirmed: 'captured',
  completed: 'captured',
  cancelled: 'released',
};

interface BookingInput {
  dj: CatalogueDj;
  djId: string;
  clientUid: string;
  clientName: string;
  eventDate: string;
  /** 'HH:MM' at the venue (decision 0045), so the demo cards show one. */
  startTime: string;
  status: BookingStatus;
  durationHours: number;
  eventType: (typeof BOOKING_EVENT_TYPES)[number];
  createdAt: Date;
  updatedAt: Date;
}

function bookingDocument(input: BookingInput): Record<string, unknown> {
  const quote = quoteBooking({
    hourlyRateCents: input.dj.hourlyRateDollars * 100,
    durationHours: input.durationHours,
    equipmentNeeded: true,
  });
  return {
    clientUid: input.clientUid,
    clientName: input.clientName,
    djId: input.djId,
    djOwnerUid: input.djId,
    djName: input.dj.name,
    eventDate: input.eventDate,
    startTime: input.startTime,
    durationHours: input.durationHours,
    eventType: input.eventType,
    venue: `${input.dj.location.split(',')[0] ?? input.dj.location} Event Hall`,
    guestCount: 120,
    equipmentNeeded: true,
    specialRequests: '',
    ...quote,
    status: input.status,
    // Seeded bookings were never charged: demo payments, as demo mode makes them.
    payment: {
      provider: 'demo',
      status: SEED_PAYMENT_STATUS[input.status],
      checkoutSessionId: null,
      paymentIntentId: null,
      refundedCents: 0,
    },
    createdAt: Timestamp.fromDate(input.createdAt),
    updatedAt: Timestamp.fromDate(input.updatedAt),
  };
}

function account(email: string) {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`${email} is not a demo account`);
  return found;
}

export async function seedDemoBookings(
  db: Firestore,
  options: BookingSeedOptions,
): Promise<SeededBooking[]> {
  const now = options.now ?? new Date();
  const uidOf = (email: string): string => {
    const uid = options.uids.get(email);
    if (!uid) throw new Error(`No uid for ${email}`);
    return uid;
  };
  const seeded: SeededBooking[] = [];
  const batch = db.batch();

  for (const dj of DJ_CATALOGUE) {
    if (dj.status !== 'verified') continue;
    const djId = uidOf(dj.owner.email);
    dj.reviews.forEach((review, index) => {
      if (!review.by) return;
      const id = seedReviewBookingId(dj.slug, index);
      // The event took place two days before the review was written.
      const eventDate = isoDateInDays(now, -(Math.ceil(review.daysAgo) + 2));
      batch.set(
        db.collection('bookings').doc(id),
        bookingDocument({
          dj,
          djId,
          clientUid: uidOf(review.by),
          clientName: account(review.by).displayName,
          eventDate,
          startTime: PAST_START_TIMES[index % PAST_START_TIMES.length] ?? DEFAULT_START_TIME,
          status: 'completed',
          durationHours: 4,
          eventType: BOOKING_EVENT_TYPES[index % BOOKING_EVENT_TYPES.length] ?? 'private',
          createdAt: daysAgo(now, review.daysAgo + 30),
          updatedAt: daysAgo(now, review.daysAgo),
        }),
      );
      batch.set(db.collection(REVIEW_AUTHORS).doc(id), {
        authorUid: uidOf(review.by),
        djId,
        reviewId: seedReviewId(dj.slug, index),
        createdAt: daysAgo(now, review.daysAgo),
      });
      seeded.push({ id, clientEmail: review.by, djSlug: dj.slug, status: 'completed', eventDate });
    });
  }

  const marcus = DJ_CATALOGUE.find((dj) => dj.slug === 'marcus-reid');
  const firstBookedDay = marcus?.bookedInDays[0];
  if (!marcus || firstBookedDay === undefined) {
    throw new Error('The catalogue needs Marcus Reid with at least one booked day');
  }
  const client = account('client@spinbook.test');
  const eventDate = isoDateInDays(now, firstBookedDay);
  batch.set(
    db.collection('bookings').doc(UPCOMING_DEMO_BOOKING_ID),
    bookingDocument({
      dj: marcus,
      djId: uidOf(marcus.owner.email),
      clientUid: uidOf(client.email),
      clientName: client.displayName,
      eventDate,
      // Guests arrive at 7, as Jordan tells Marcus in their chat (conversations.ts).
      startTime: '19:00',
      status: 'confirmed',
      durationHours: 3,
      eventType: 'private',
      createdAt: daysAgo(now, 9),
      updatedAt: daysAgo(now, 8),
    }),
  );
  seeded.push({
    id: UPCOMING_DEMO_BOOKING_ID,
    clientEmail: client.email,
    djSlug: marcus.slug,
    status: 'confirmed',
    eventDate,
  });

  // A request Marcus has not answered yet (Priya Shah) and one Jordan Lee cancelled,
  // so every status shows up in the demo lists.
  const client2 = account('client2@spinbook.test');
  const extra: {
    key: string;
    client: typeof client;
    status: BookingStatus;
    inDays: number;
    startTime: string;
    eventType: (typeof BOOKING_EVENT_TYPES)[number];
  }[] = [
    {
      key: 'pending',
      client: client2,
      status: 'pending',
      inDays: 20,
      startTime: '18:00',
      eventType: 'corporate',
    },
    {
      key: 'cancelled',
      client,
      status: 'cancelled',
      inDays: 34,
      startTime: '22:00',
      eventType: 'club',
    },
  ];
  for (const item of extra) {
    const id = pseudoId(`booking:marcus-reid:${item.key}`, 20);
    const date = isoDateInDays(now, item.inDays);
    batch.set(
      db.collection('bookings').doc(id),
      bookingDocument({
        dj: marcus,
        djId: uidOf(marcus.owner.email),
        clientUid: uidOf(item.client.email),
        clientName: item.client.displayName,
        eventDate: date,
        startTime: item.startTime,
        status: item.status,
        durationHours: 5,
        eventType: item.eventType,
        createdAt: daysAgo(now, 2),
        updatedAt: daysAgo(now, 1),
      }),
    );
    seeded.push({
      id,
      clientEmail: item.client.email,
      djSlug: marcus.slug,
      status: item.status,
      eventDate: date,
    });
  }

  await batch.commit();
  options.log?.(`Seeded ${seeded.length} demo bookings.`);
  return seeded;
}
