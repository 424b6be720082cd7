// Realistic documents, as the functions and the app write them, for seeding
// the rules tests with rules disabled. Paths are keyed for `seedDocs`.
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { type PayoutAccountState } from '../../src/domain/payout-account-state';
import { platformRevenueCents } from '../../src/domain/payout-earnings';
import {
  newPayoutRecord,
  readyDemoPayoutAccount,
  type PayoutAccountRecord,
  type PayoutBookingFields,
  type PayoutRecord,
} from '../../src/domain/payout-record';
import { type PayoutStatus } from '../../src/domain/payouts';
import { BOOKING_STATUSES, emailOf, uidOf, type BookingStatus, type Persona } from './helpers';

export const PAST = Timestamp.fromDate(new Date('2026-10-01T12:00:00Z'));
export const EVENT_DAY = Timestamp.fromDate(new Date('2027-03-14T21:00:00Z'));

// ---- users -------------------------------------------------------------------

export function userDoc(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    displayName: `User ${uid}`,
    email: emailOf(uid),
    requestedRole: uid.startsWith('dj') ? 'dj' : 'client',
    role: uid.startsWith('dj') ? 'dj' : uid.startsWith('admin') ? 'admin' : 'client',
    claimsUpdatedAt: PAST,
    createdAt: PAST,
    updatedAt: PAST,
    ...overrides,
  };
}

/** The exact shape a client writes at sign-up. */
export function newUser(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    displayName: `User ${uid}`,
    email: emailOf(uid),
    requestedRole: 'client',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

// ---- djs ---------------------------------------------------------------------

export function djDoc(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    ownerUid: uid,
    name: `DJ ${uid}`,
    bio: '<p>House and disco for <strong>weddings</strong> and clubs.</p>',
    location: 'Lisbon',
    locationLower: 'lisbon',
    hourlyRateCents: 15000,
    availableNow: true,
    photoUrl: `https://storage.example.test/dj-profiles/${uid}/profile-1761998400000.jpg`,
    coverImageUrl: `https://storage.example.test/dj-profiles/${uid}/cover-1761998400000.webp`,
    genres: ['House', 'Disco'],
    genreKeys: ['house', 'disco'],
    equipment: ['CDJ-3000 x2', 'DJM-900NXS2'],
    status: 'verified',
    averageRating: 4.5,
    totalReviews: 2,
    totalBookings: 7,
    createdAt: PAST,
    updatedAt: PAST,
    ...overrides,
  };
}

export function djContactDoc(uid: string): DocumentData {
  return { phone: '+351900000000', email: emailOf(uid), updatedAt: PAST };
}

// ---- bookings ----------------------------------------------------------------

/** One booking per status between client1 and dj1: `bookings/booking-<status>`. */
export const bookingId = (status: BookingStatus): string => `booking-${status}`;

export function bookingDoc(status: BookingStatus, overrides: DocumentData = {}): DocumentData {
  return {
    clientUid: 'client1',
    clientName: 'User client1',
    djId: 'dj1',
    djOwnerUid: 'dj1',
    djName: 'DJ dj1',
    eventDate: '2027-03-14',
    startTime: '19:00',
    durationHours: 4,
    eventType: 'wedding',
    venue: 'Quinta do Lago, Sintra',
    guestCount: 120,
    equipmentNeeded: true,
    specialRequests: 'First dance: "La Vie en Rose".',
    baseCostCents: 60000,
    equipmentFeeCents: 10000,
    platformFeeCents: 7000,
    totalCostCents: 77000,
    status,
    payment: { status: 'authorized', checkoutSessionId: 'cs_test_123', refundedCents: 0 },
    createdAt: PAST,
    updatedAt: PAST,
    ...overrides,
  };
}

/** A message from client1 to dj1, unread. */
export function messageDoc(overrides: DocumentData = {}): DocumentData {
  return {
    senderUid: 'client1',
    receiverUid: 'dj1',
    content: 'Hi! Can you play until 2am?',
    type: 'text',
    attachmentUrl: null,
    createdAt: PAST,
    readAt: null,
    ...overrides,
  };
}

/**
 * A message as the `sendMessage` callable stores it (Admin SDK): client1 to dj1
 * on `booking`, unread. Clients cannot write messages; tests seed this with
 * rules disabled, or try to write it directly to show that they are refused.
 */
export function sentMessage(booking: string, overrides: DocumentData = {}): DocumentData {
  return {
    bookingId: booking,
    senderUid: 'client1',
    receiverUid: 'dj1',
    content: 'Hi! Can you play until 2am?',
    type: 'text',
    attachmentUrl: null,
    createdAt: PAST,
    readAt: null,
    ...overrides,
  };
}

/**
 * The shape the app wrote to send a message before `sendMessage` became the
 * only writer; the rules now refuse it (see messages.rules.test.ts).
 */
export function newMessage(
  senderUid: string,
  receiverUid: string,
  overrides: DocumentData = {},
): DocumentData {
  return {
    senderUid,
    receiverUid,
    content: 'See you on Saturday!',
    type: 'text',
    attachmentUrl: null,
    createdAt: serverTimestamp(),
    readAt: null,
    ...overrides,
  };
}

// ---- reviews -----------------------------------------------------------------

/** A review as the app once wrote it directly; submitReview writes reviews now (rules refuse this). */
export function newReview(authorUid: string, overrides: DocumentData = {}): DocumentData {
  return {
    rating: 5,
    comment: 'Packed dance floor all night.',
    authorUid,
    authorName: `User ${authorUid}`,
    authorPhotoUrl: null,
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

// ---- events ------------------------------------------------------------------

export function eventDoc(ownerUid: string, overrides: DocumentData = {}): DocumentData {
  return {
    ownerUid,
    title: 'Sunset Sessions',
    description: 'Open-air house set.',
    eventDate: EVENT_DAY,
    venue: 'Rooftop 21',
    location: 'Lisbon',
    eventType: 'upcoming',
    status: 'published',
    djId: ownerUid,
    createdAt: PAST,
    updatedAt: PAST,
    ...overrides,
  };
}

/** An event as the app once wrote it directly; saveEvent writes events now (rules refuse this). */
export function newEvent(ownerUid: string, overrides: DocumentData = {}): DocumentData {
  return {
    ownerUid,
    title: 'Warehouse Night',
    description: 'Techno until sunrise.',
    eventDate: EVENT_DAY,
    venue: 'Armazém 16',
    location: 'Lisbon',
    eventType: 'upcoming',
    status: 'draft',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

export function linkDoc(overrides: DocumentData = {}): DocumentData {
  return {
    linkType: 'eventbrite',
    url: 'https://www.eventbrite.com/e/sunset-sessions-123',
    title: 'Tickets',
    createdAt: PAST,
    ...overrides,
  };
}

export function newLink(overrides: DocumentData = {}): DocumentData {
  return {
    linkType: 'youtube',
    url: 'https://www.youtube.com/watch?v=abc123',
    title: 'Last year’s set',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

// ---- contact messages --------------------------------------------------------

/** A contact message as the form once wrote it (uid when signed in); the rules refuse it now. */
export function newContactMessage(persona: Persona, overrides: DocumentData = {}): DocumentData {
  return {
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana.silva@example.test',
    subject: 'Corporate party',
    message: 'Do you have DJs available in December?',
    createdAt: serverTimestamp(),
    ...(persona === 'signedOut' ? {} : { uid: uidOf(persona) }),
    ...overrides,
  };
}

/** `data` without `field` (e.g. a DJ profile that has no status yet). */
export function omit(data: DocumentData, field: string): DocumentData {
  const copy = { ...data };
  delete copy[field];
  return copy;
}

// ---- payouts -----------------------------------------------------------------

/**
 * dj1's payout for `booking` (client1's booking with dj1) in `status`: the record the accept
 * transaction creates (newPayoutRecord, accepted at PAST), then moved to `status` as the
 * payout functions would, with Stripe's fee on the $770 charge (2.9% + 30¢).
 */
export function payoutDoc(
  booking: string,
  status: PayoutStatus,
  overrides: Partial<PayoutRecord> = {},
): PayoutRecord {
  // bookingDoc is untyped DocumentData; it holds every field newPayoutRecord reads.
  const base = newPayoutRecord(
    booking,
    bookingDoc('confirmed') as PayoutBookingFields,
    'stripe',
    PAST.toDate(),
  );
  const transferred = status === 'paid' || status === 'reversed';
  const money = {
    capturedCents: base.capturedCents,
    refundedCents: status === 'void' || status === 'reversed' ? base.capturedCents : 0,
    amountCents: status === 'void' ? 0 : base.netCents,
    reversedCents: status === 'reversed' ? base.netCents : 0,
  };
  return {
    ...base,
    ...money,
    status,
    dueAt: status === 'void' ? null : base.dueAt,
    chargeId: 'ch_test_123',
    stripeFeeCents: 2263,
    platformRevenueCents: platformRevenueCents(money),
    transferId: transferred ? 'tr_test_123' : null,
    paidAt: transferred ? base.dueAt : null,
    reversals: status === 'reversed' ? 1 : 0,
    transferStartedAt: transferred ? base.dueAt : null,
    attempts: transferred || status === 'failed' ? 1 : 0,
    failure:
      status === 'failed'
        ? { code: 'account_invalid', message: 'Transfers are not enabled yet.', at: PAST.toDate() }
        : null,
    problem:
      status === 'held'
        ? {
            details: 'The DJ arrived two hours late.',
            reportedAt: EVENT_DAY.toDate(),
            status: 'open',
            resolvedBy: null,
            resolvedAt: null,
          }
        : null,
    ...overrides,
  };
}

/** `uid`'s Stripe Express account in `state`, as setupPayouts and the Connect webhook write it. */
export function payoutAccountDoc(
  uid: string,
  state: PayoutAccountState,
  overrides: Partial<PayoutAccountRecord> = {},
): PayoutAccountRecord {
  return {
    ...readyDemoPayoutAccount(uid, PAST.toDate()),
    accountId: `acct_test_${uid}`,
    provider: 'stripe',
    state,
    transfersActive: state === 'ready',
    payoutsEnabled: state === 'ready',
    detailsSubmitted: state !== 'setting_up',
    currentlyDue: state === 'action_needed' ? ['individual.verification.document'] : [],
    disabledReason: state === 'action_needed' ? 'requirements.past_due' : null,
    lastEventCreated: Math.floor(PAST.toMillis() / 1000),
    ...overrides,
  };
}

// ---- the world -----------------------------------------------------------------

/**
 * Everything the tests read: users for every persona, dj1's verified profile
 * and dj2's profile without a status (pending), a booking per status between
 * client1 and dj1 (each with one unread message), a completed booking that
 * already has its review, another pair's completed booking, dj1's published
 * and draft events with a link each, the platform config, a security event and
 * a contact message.
 */
export function world(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {
    'users/client1': userDoc('client1'),
    'users/client2': userDoc('client2'),
    'users/dj1': userDoc('dj1'),
    'users/dj2': userDoc('dj2'),
    'users/admin1': userDoc('admin1'),
    'djs/dj1': djDoc('dj1'),
    'djs/dj2': omit(djDoc('dj2', { totalReviews: 0 }), 'status'),
    'djs/dj1/private/contact': djContactDoc('dj1'),
    'djs/dj2/private/contact': djContactDoc('dj2'),
    'bookings/booking-reviewed': bookingDoc('completed'),
    // As submitReview stores it: the public review has an id of its own and no author uid;
    // reviewAuthors/{bookingId} links it to the booking and its author (decision 0032).
    'djs/dj1/reviews/review-1': {
      ...omit(newReview('client1'), 'authorUid'),
      rating: 4,
      createdAt: PAST,
    },
    'reviewAuthors/booking-reviewed': {
      authorUid: 'client1',
      djId: 'dj1',
      reviewId: 'review-1',
      createdAt: PAST,
    },
    'bookings/booking-other': bookingDoc('completed', {
      clientUid: 'client2',
      clientName: 'User client2',
      djId: 'dj2',
      djOwnerUid: 'dj2',
      djName: 'DJ dj2',
    }),
    'events/event-published': eventDoc('dj1'),
    'events/event-draft': eventDoc('dj1', { status: 'draft', title: 'Secret Set' }),
    'events/event-published/links/link1': linkDoc(),
    'events/event-draft/links/link1': linkDoc({ linkType: 'flyer' }),
    'config/platform': { autoAcceptApplications: false, updatedAt: PAST },
    'djAvailability/dj1': { bookedDates: ['2030-06-01'], updatedAt: PAST },
    'securityEvents/sec1': {
      type: 'rate_limit_exceeded',
      uid: 'client2',
      action: 'createBooking',
      createdAt: PAST,
    },
    'users/client1/notifications/n1': {
      type: 'booking_accepted',
      title: 'Booking accepted',
      body: 'DJ dj1 accepted your booking.',
      link: '/bookings?booking=b1',
      bookingId: 'b1',
      createdAt: PAST,
      readAt: null,
    },
    'auditLog/audit1': {
      action: 'approve',
      djId: 'dj1',
      actorUid: 'admin1',
      from: 'pending',
      to: 'verified',
      auto: false,
      createdAt: PAST,
    },
    'contactMessages/contact1': {
      ...newContactMessage('signedOut'),
      createdAt: PAST,
    },
  };
  for (const status of BOOKING_STATUSES) {
    docs[`bookings/${bookingId(status)}`] = bookingDoc(status);
    docs[`bookings/${bookingId(status)}/messages/m1`] = messageDoc();
  }
  return docs;
}
