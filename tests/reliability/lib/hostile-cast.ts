// The people and things the hostile-payloads specs (lib/hostile-specs.ts) name, made with
// the Admin SDK: an admin, clients, DJs with verified and pending profiles, and bookings.
import { bookingNotices } from '../../../src/domain/booking-notifications';
import { eventually, type ScenarioContext } from './harness';
import { newPerson, randomId, type Person } from './people';
import { readyDemoPayoutAccount } from '../../../src/domain/payout-record';

export interface Cast {
  admin: Person;
  /** A plain client: sends the admin tools' not-allowed and others cases. */
  client: Person;
  /** A client with a confirmed booking (`booking`) with `dj`: chat, bookings, own name. */
  booker: Person;
  /** A verified DJ with a profile, the DJ of `booking`. */
  dj: Person;
  /** Another client, with bookings of `otherDj` (pending and awaiting payment). */
  otherClient: Person;
  otherDj: Person;
  /** A DJ whose application is pending review. */
  pendingDj: Person;
  /** Only ever sends revokeSessions cases (none of which is valid). */
  revoker: Person;
  booking: string;
  otherBooking: string;
  otherAwaiting: string;
  /** A message the DJ sent in `booking`: its id belongs to the DJ. */
  djMessageId: string;
  /** A published event of `otherClient`'s: nobody else may change it or add links. */
  otherEvent: string;
}

const DAY = 86_400_000;
const isoDate = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function djProfile(ctx: ScenarioContext, dj: Person, status: 'verified' | 'pending') {
  const now = new Date();
  await ctx.db.doc(`djs/${dj.uid}`).set({
    ownerUid: dj.uid,
    name: dj.name,
    location: 'Berlin',
    locationLower: 'berlin',
    status,
    hourlyRateCents: 15_000,
    availableNow: false,
    genres: ['House'],
    genreKeys: ['house'],
    equipment: [],
    averageRating: 0,
    totalReviews: 0,
    totalBookings: 0,
    createdAt: now,
    updatedAt: now,
  });
  await ctx.db.doc(`djAvailability/${dj.uid}`).set({ bookedDates: [], updatedAt: now });
  // A verified DJ can accept requests only with payouts set up (decision 0027).
  if (status === 'verified') {
    await ctx.db.doc(`payoutAccounts/${dj.uid}`).set(readyDemoPayoutAccount(dj.uid, now));
  }
}

/**
 * A booking written with the Admin SDK. Its notifications (the booking trigger's work) are
 * awaited, so that they land before the scenario starts watching for writes.
 */
async function bookingOf(
  ctx: ScenarioContext,
  client: Person,
  dj: Person,
  status: 'confirmed' | 'pending' | 'awaiting_payment',
  days: number,
): Promise<string> {
  const ref = ctx.db.collection('bookings').doc();
  const now = new Date();
  const payment = {
    confirmed: 'captured',
    pending: 'authorized',
    awaiting_payment: 'awaiting',
  }[status];
  await ref.set({
    clientUid: client.uid,
    clientName: client.name,
    djId: dj.uid,
    djOwnerUid: dj.uid,
    djName: dj.name,
    eventDate: isoDate(days),
    durationHours: 4,
    eventType: 'wedding',
    venue: 'The Hostile Hall',
    guestCount: 120,
    equipmentNeeded: true,
    specialRequests: '',
    baseCostCents: 60_000,
    equipmentFeeCents: 1_000,
    platformFeeCents: 3_050,
    totalCostCents: 64_050,
    status,
    payment: {
      provider: 'demo',
      status: payment,
      checkoutSessionId: `demo_${ref.id}`,
      paymentIntentId: null,
      refundedCents: 0,
    },
    createdAt: now,
    updatedAt: now,
  });
  const snapshot = { status, djName: dj.name, clientName: client.name, eventDate: isoDate(days) };
  const notices = bookingNotices(null, snapshot, ref.id).map((n) => {
    const uid = n.recipient === 'client' ? client.uid : dj.uid;
    return ctx.db.doc(`users/${uid}/notifications/${ref.id}_${status}_${n.recipient}`);
  });
  const landed = await eventually(async () => {
    const snaps = await Promise.all(notices.map((d) => d.get()));
    return snaps.every((d) => d.exists) ? true : undefined;
  }, 60_000);
  if (!landed) throw new Error(`the booking trigger did not notify for ${ref.id}`);
  return ref.id;
}

/** Everyone and everything the specs name, made with the Admin SDK. */
export async function setUpCast(ctx: ScenarioContext): Promise<Cast> {
  const [admin, client, booker, dj, otherClient, otherDj, pendingDj, revoker] = await Promise.all([
    newPerson(ctx, 'admin', 'Hostile admin'),
    newPerson(ctx, 'client', 'Hostile client'),
    newPerson(ctx, 'client', 'Hostile booker'),
    newPerson(ctx, 'dj', 'Hostile DJ'),
    newPerson(ctx, 'client', 'Other client'),
    newPerson(ctx, 'dj', 'Other DJ'),
    newPerson(ctx, 'dj', 'Pending DJ'),
    newPerson(ctx, 'client', 'Revoke probe'),
  ]);
  await Promise.all([
    djProfile(ctx, dj, 'verified'),
    djProfile(ctx, otherDj, 'verified'),
    djProfile(ctx, pendingDj, 'pending'),
  ]);
  const [booking, otherBooking, otherAwaiting] = await Promise.all([
    bookingOf(ctx, booker, dj, 'confirmed', 240),
    bookingOf(ctx, otherClient, otherDj, 'pending', 250),
    bookingOf(ctx, otherClient, otherDj, 'awaiting_payment', 260),
  ]);
  const djMessageId = randomId(20);
  await ctx.db.doc(`bookings/${booking}/messages/${djMessageId}`).set({
    bookingId: booking,
    senderUid: dj.uid,
    receiverUid: booker.uid,
    content: 'See you on the day',
    type: 'text',
    attachmentUrl: null,
    createdAt: new Date(),
    readAt: null,
  });
  const otherEvent = ctx.db.collection('events').doc();
  await otherEvent.set({
    ownerUid: otherClient.uid,
    title: 'Other client’s party',
    eventType: 'upcoming',
    status: 'published',
    searchTokens: ['other', 'party'],
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return {
    ...{ admin, client, booker, dj, otherClient, otherDj, pendingDj, revoker },
    ...{ booking, otherBooking, otherAwaiting, djMessageId, otherEvent: otherEvent.id },
  };
}
