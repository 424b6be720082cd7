// The victims' side of the sdk-attacks scenario, written with the Admin SDK as the functions
// would: two clients and two DJs (one verified, one pending), bookings with chat messages,
// a review, events with a link, notifications and the server-only documents. Returns every
// path it wrote, so the scenario can show none of them changed.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { bookingNotices } from '../../../src/domain/booking-notifications';
import type { BookingStatus } from '../../../src/domain/booking-states';
import type { ScenarioContext } from './harness';
import { eventually } from './harness';
import { newPerson, PASSWORD, randomId, type Person } from './people';
import { readyDemoPayoutAccount } from '../../../src/domain/payout-record';

export interface World {
  /** The attacker: a signed-in client. */
  client: Person;
  /** The attacker who signed up as a DJ; their profile is pending. */
  dj: Person;
  /** An account with no users document and no role claim yet (mid sign-up). */
  fresh: Person;
  victim: Person;
  victimDj: Person;
  /** Bookings: the victims' own (confirmed, completed), the attacker's (confirmed, completed), the attacker DJ's (pending). */
  booking: { victim: string; victimDone: string; own: string; ownDone: string; dj: string };
  /** Message paths: victim → victim DJ, victim DJ → victim, victim DJ → attacker, attacker → victim DJ. */
  message: { toVictimDj: string; toVictim: string; toAttacker: string; fromAttacker: string };
  event: { published: string; draft: string; own: string; link: string };
  review: string;
  notification: { victim: string; own: string };
  server: { audit: string; security: string; stripe: string; rateLimit: string; mail: string };
  contact: string;
  /** Every document written here. */
  paths: string[];
}

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

function bookingData(client: Person, dj: Person, status: BookingStatus, days: number) {
  const now = new Date();
  return {
    clientUid: client.uid,
    clientName: client.name,
    djId: dj.uid,
    djOwnerUid: dj.uid,
    djName: dj.name,
    eventDate: dateIn(days),
    durationHours: 4,
    eventType: 'wedding',
    venue: 'The Rules Hall',
    guestCount: 120,
    equipmentNeeded: true,
    specialRequests: '',
    baseCostCents: 50_000,
    equipmentFeeCents: 1_000,
    platformFeeCents: 2_550,
    totalCostCents: 53_550,
    status,
    payment: {
      provider: 'demo',
      status: status === 'pending' ? 'authorized' : 'captured',
      refundedCents: 0,
    },
    createdAt: now,
    updatedAt: now,
  };
}

function djProfile(dj: Person, status: 'verified' | 'pending') {
  const now = new Date();
  return {
    ownerUid: dj.uid,
    name: dj.name,
    bio: '<p>Disco and house.</p>',
    location: 'Lisbon',
    locationLower: 'lisbon',
    hourlyRateCents: 12_500,
    genres: ['Disco'],
    genreKeys: ['disco'],
    status,
    // Consistent with the seeded review, so the rating trigger rewrites the same values.
    averageRating: status === 'verified' ? 5 : 0,
    totalReviews: status === 'verified' ? 1 : 0,
    totalBookings: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** An Auth account only: what exists between sign-up and the users document's write. */
async function freshAccount(ctx: ScenarioContext): Promise<Person> {
  const uid = randomId(28);
  const email = `fresh-${uid.slice(0, 8).toLowerCase()}@reliability.test`;
  await ctx.auth.createUser({ uid, email, password: PASSWORD, displayName: 'Fresh' });
  return { uid, email, name: 'Fresh', role: 'client', idToken: '' };
}

/** Waits for the notifications onBookingWritten writes for a new booking (so no late write lands mid-attack). */
async function triggerLanded(
  db: Firestore,
  bookingId: string,
  data: ReturnType<typeof bookingData>,
) {
  const notices = bookingNotices(
    null,
    {
      status: data.status,
      djName: data.djName,
      clientName: data.clientName,
      eventDate: data.eventDate,
      reason: null,
    },
    bookingId,
  );
  const paths = notices.map((n) => {
    const uid = n.recipient === 'client' ? data.clientUid : data.djOwnerUid;
    return `users/${uid}/notifications/${bookingId}_${data.status}_${n.recipient}`;
  });
  const landed = await eventually(async () => {
    const snaps = await Promise.all(paths.map((p) => db.doc(p).get()));
    return snaps.every((s) => s.exists) ? true : undefined;
  }, 20_000);
  if (!landed) throw new Error(`onBookingWritten did not write ${paths.join(', ')}`);
  return paths;
}

/**
 * Waits for the e-mail onMessageCreated queues for each conversation's reader (one an hour:
 * mail/chat_<bookingId>_<uid>_<hour>), so no late write lands mid-attack. By id prefix: the
 * hour is the trigger's, which may be the next one.
 */
async function messageMailsLanded(db: Firestore, readers: readonly [string, string][]) {
  const found = await eventually(async () => {
    const paths: string[] = [];
    for (const [bookingId, uid] of readers) {
      const prefix = `chat_${bookingId}_${uid}_`;
      const snap = await db
        .collection('mail')
        .where(FieldPath.documentId(), '>=', prefix)
        .where(FieldPath.documentId(), '<', `${prefix}~`)
        .get();
      if (snap.empty) return undefined;
      paths.push(...snap.docs.map((d) => d.ref.path));
    }
    return paths;
  }, 20_000);
  if (!found) throw new Error('onMessageCreated did not queue every message e-mail');
  return found;
}

export async function buildWorld(ctx: ScenarioContext): Promise<World> {
  const db = ctx.db;
  const [client, dj, victim, victimDj, fresh] = await Promise.all([
    newPerson(ctx, 'client', 'Attacker'),
    newPerson(ctx, 'dj', 'Attacker DJ'),
    newPerson(ctx, 'client', 'Victim'),
    newPerson(ctx, 'dj', 'Victim DJ'),
    freshAccount(ctx),
  ]);
  const paths: string[] = [`users/${client.uid}`, `users/${dj.uid}`, `users/${victim.uid}`];
  paths.push(`users/${victimDj.uid}`);
  const put = async (path: string, data: Record<string, unknown>) => {
    await db.doc(path).set(data);
    paths.push(path);
  };
  const now = new Date();

  await put(`djs/${victimDj.uid}`, djProfile(victimDj, 'verified'));
  await put(`djs/${dj.uid}`, djProfile(dj, 'pending'));
  await put(`payoutAccounts/${victimDj.uid}`, { ...readyDemoPayoutAccount(victimDj.uid, now) });
  await put(`djs/${victimDj.uid}/private/contact`, {
    phone: '+351900000000',
    email: victimDj.email,
    updatedAt: now,
  });
  await put(`djAvailability/${victimDj.uid}`, { bookedDates: [dateIn(300)], updatedAt: now });
  await put(`djAvailability/${dj.uid}`, { bookedDates: [], updatedAt: now });

  const id = () => `atk${randomId(16)}`;
  const booking = { victim: id(), victimDone: id(), own: id(), ownDone: id(), dj: id() };
  const bookings: [string, ReturnType<typeof bookingData>][] = [
    [booking.victim, bookingData(victim, victimDj, 'confirmed', 300)],
    [booking.victimDone, bookingData(victim, victimDj, 'completed', -10)],
    [booking.own, bookingData(client, victimDj, 'confirmed', 301)],
    [booking.ownDone, bookingData(client, victimDj, 'completed', -11)],
    [booking.dj, bookingData(victim, dj, 'pending', 302)],
  ];
  for (const [bookingId, data] of bookings) await put(`bookings/${bookingId}`, data);

  const sent = (bookingId: string, from: Person, to: Person, content: string) => ({
    bookingId,
    senderUid: from.uid,
    receiverUid: to.uid,
    content,
    type: 'text',
    attachmentUrl: null,
    createdAt: now,
    readAt: null,
  });
  const message = {
    toVictimDj: `bookings/${booking.victim}/messages/${id()}`,
    toVictim: `bookings/${booking.victim}/messages/${id()}`,
    toAttacker: `bookings/${booking.own}/messages/${id()}`,
    fromAttacker: `bookings/${booking.own}/messages/${id()}`,
  };
  await put(message.toVictimDj, sent(booking.victim, victim, victimDj, 'The gate code is 4711.'));
  await put(message.toVictim, sent(booking.victim, victimDj, victim, 'Thanks, see you there.'));
  await put(message.toAttacker, sent(booking.own, victimDj, client, 'Set starts at 9pm.'));
  await put(message.fromAttacker, sent(booking.own, client, victimDj, 'Great, thank you!'));

  const review = `djs/${victimDj.uid}/reviews/${booking.victimDone}`;
  await put(review, {
    rating: 5,
    comment: 'Wonderful night.',
    authorUid: victim.uid,
    authorName: victim.name,
    authorPhotoUrl: null,
    createdAt: now,
  });

  const eventData = (owner: Person, status: string, djId?: string) => ({
    ownerUid: owner.uid,
    title: `${owner.name}'s night`,
    eventType: 'upcoming',
    status,
    ...(djId ? { djId } : {}),
    createdAt: now,
    updatedAt: now,
  });
  const event = {
    published: `events/${id()}`,
    draft: `events/${id()}`,
    own: `events/${id()}`,
    link: '',
  };
  event.link = `${event.published}/links/${id()}`;
  await put(event.published, eventData(victimDj, 'published', victimDj.uid));
  await put(event.link, {
    linkType: 'website',
    url: 'https://example.test/tickets',
    createdAt: now,
  });
  await put(event.draft, eventData(victim, 'draft'));
  await put(event.own, eventData(client, 'draft'));

  const notice = (title: string) => ({
    type: 'system',
    title,
    body: title,
    link: '/',
    createdAt: now,
    readAt: null,
  });
  const notification = {
    victim: `users/${victim.uid}/notifications/${id()}`,
    own: `users/${client.uid}/notifications/${id()}`,
  };
  await put(notification.victim, notice('Your booking is confirmed'));
  await put(notification.own, notice('Welcome to Spinbook'));

  await put('config/platform', {
    autoAcceptApplications: false,
    updatedAt: now,
    updatedBy: 'seed',
  });
  const server = {
    audit: `auditLog/${id()}`,
    security: `securityEvents/${id()}`,
    stripe: `stripeEvents/evt_${id()}`,
    rateLimit: `rateLimits/${client.uid}`,
    mail: `mail/${id()}`,
  };
  await put(server.audit, { action: 'reject', djId: dj.uid, actorUid: 'admin', createdAt: now });
  await put(server.security, { type: 'unauthorized_access', uid: client.uid, createdAt: now });
  await put(server.stripe, { type: 'checkout.session.completed', processedAt: now });
  await put(server.rateLimit, { send_message: { count: 30, windowStart: now } });
  await put(server.mail, {
    to: victim.email,
    message: { subject: 'Hi', text: 'Hi' },
    createdAt: now,
  });
  const contact = `contactMessages/${id()}`;
  await put(contact, {
    firstName: 'Vic',
    lastName: 'Tim',
    email: victim.email,
    subject: 'Privacy',
    message: 'My phone number is +351 900 000 000.',
    uid: victim.uid,
    createdAt: now,
  });

  for (const [bookingId, data] of bookings)
    paths.push(...(await triggerLanded(db, bookingId, data)));
  paths.push(
    ...(await messageMailsLanded(db, [
      [booking.victim, victimDj.uid],
      [booking.victim, victim.uid],
      [booking.own, client.uid],
      [booking.own, victimDj.uid],
    ])),
  );
  return {
    client,
    dj,
    fresh,
    victim,
    victimDj,
    booking,
    message,
    event,
    review,
    notification,
    server,
    contact,
    paths,
  };
}
