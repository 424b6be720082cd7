// What the hostile-logic attacks share: dates, a booking request, bookings seeded the way
// the functions write them, the DJ form, and the app's write paths for events, links,
// reviews and contact messages (the callable when it is deployed, else the web SDK write
// the app makes today), all answering as a CallOutcome.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { bookingNotices } from '../../../src/domain/booking-notifications';
import { addDoc, collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { ScenarioContext } from './harness';
import { call, randomId, signedInApp, type CallOutcome, type Person } from './people';

const DAY = 86_400_000;
/** A UTC calendar date `days` from today ('YYYY-MM-DD'). */
export const isoDate = (days: number) =>
  new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Off-platform contact details the moderation must refuse wherever another person reads them. */
export const EMAIL_TEXT = 'write to me at party.booker@example.com';
export const PHONE_TEXT = 'call me on +44 7700 900123';

export function bookingRequest(
  djId: string,
  eventDate: string,
  extra: Record<string, unknown> = {},
) {
  return {
    djId,
    eventDate,
    startTime: '20:00',
    durationHours: 4,
    eventType: 'wedding',
    venue: 'The Integrity Hall',
    guestCount: 80,
    equipmentNeeded: false,
    specialRequests: 'Disco classics, please.',
    ...extra,
  };
}

/** createPayment; the id of the booking it made, if any. */
export async function book(
  client: Person,
  djId: string,
  eventDate: string,
  extra: Record<string, unknown> = {},
): Promise<{ outcome: CallOutcome; bookingId: string | null }> {
  const outcome = await call('createPayment', bookingRequest(djId, eventDate, extra), client);
  const bookingId = outcome.ok ? (outcome.result as { bookingId?: string }).bookingId : undefined;
  return { outcome, bookingId: bookingId ?? null };
}

export const transition = (person: Person, bookingId: string, action: string) =>
  call('transitionBooking', { bookingId, action }, person);

export type SeedStatus = 'pending' | 'confirmed' | 'completed' | 'awaiting_payment';

/**
 * A booking written with the Admin SDK as the functions write one (demo payment). A
 * confirmed one also lists its date in the DJ's availability, as the accept does.
 */
export async function seedBooking(
  ctx: ScenarioContext,
  client: Person,
  dj: Person,
  status: SeedStatus,
  eventDate: string,
): Promise<string> {
  const id = `hl${randomId(18)}`;
  const now = new Date();
  const payment = {
    pending: 'authorized',
    confirmed: 'captured',
    completed: 'captured',
    awaiting_payment: 'awaiting',
  }[status];
  await ctx.db.doc(`bookings/${id}`).set({
    ...bookingRequest(dj.uid, eventDate),
    clientUid: client.uid,
    clientName: client.name,
    djOwnerUid: dj.uid,
    djName: dj.name,
    baseCostCents: 50_000,
    equipmentFeeCents: 0,
    platformFeeCents: 2_500,
    totalCostCents: 52_500,
    status,
    payment: {
      provider: 'demo',
      status: payment,
      checkoutSessionId: `demo_${id}`,
      paymentIntentId: null,
      refundedCents: 0,
    },
    createdAt: now,
    updatedAt: now,
  });
  if (status === 'confirmed') {
    await ctx.db
      .doc(`djAvailability/${dj.uid}`)
      .set({ bookedDates: FieldValue.arrayUnion(eventDate), updatedAt: now }, { merge: true });
  }
  await noticesLanded(ctx, id, status, client, dj, eventDate);
  return id;
}

/**
 * Waits for the notices (and their e-mails, written with them) onBookingWritten writes for a
 * new booking: with a trigger per message and notice besides, a quiet time alone let one land
 * in the next attack's window (clean run 32).
 */
async function noticesLanded(
  ctx: ScenarioContext,
  bookingId: string,
  status: SeedStatus,
  client: Person,
  dj: Person,
  eventDate: string,
): Promise<void> {
  const notices = bookingNotices(
    null,
    { status, djName: dj.name, clientName: client.name, eventDate, reason: null },
    bookingId,
  );
  const paths = notices.map(
    (n) =>
      `users/${n.recipient === 'client' ? client.uid : dj.uid}/notifications/${bookingId}_${status}_${n.recipient}`,
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const snaps = await Promise.all(paths.map((p) => ctx.db.doc(p).get()));
    if (snaps.every((snap) => snap.exists)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`onBookingWritten did not write ${paths.join(', ')}`);
}

/**
 * Waits for the e-mail onMessageCreated queues for a conversation's reader, once an hour
 * (mail/chat_<bookingId>_<uid>_<hour>): after a message a control sent, so it does not land
 * in the next attack's window.
 */
export async function messageMailLanded(
  ctx: ScenarioContext,
  bookingId: string,
  readerUid: string,
): Promise<void> {
  const prefix = `chat_${bookingId}_${readerUid}_`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const snap = await ctx.db
      .collection('mail')
      .where(FieldPath.documentId(), '>=', prefix)
      .where(FieldPath.documentId(), '<', `${prefix}~`)
      .limit(1)
      .get();
    if (!snap.empty) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`onMessageCreated did not queue the e-mail for ${prefix}`);
}

export async function statusOf(ctx: ScenarioContext, path: string): Promise<string> {
  const snap = await ctx.db.doc(path).get();
  return snap.exists ? String(snap.get('status')) : 'absent';
}

/** The DJ form (submitDjApplication, updateDjProfile), clean unless overridden. */
export function djForm(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    location: 'Porto',
    hourlyRate: 120,
    bio: '<p>Funk, soul and house for weddings.</p>',
    genres: ['Funk'],
    equipment: [],
    ...extra,
  };
}

/** An SDK write as a CallOutcome, so SDK and callable attempts read alike. */
export async function sdkOutcome(write: () => Promise<unknown>): Promise<CallOutcome> {
  try {
    const result = await write();
    return { ok: true, status: 200, result };
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    return {
      ok: false,
      status: 0,
      code: typeof code === 'string' ? code : 'thrown',
      message: String(message ?? error),
    };
  }
}

/** Whether an answer says the callable is not deployed (the Functions emulator's 404). */
export const notDeployed = (o: CallOutcome) => !o.ok && o.code === 'http-404';

/** Runs `body` with a web SDK app signed in as `person`. */
export async function withApp<T>(
  person: Person,
  body: (app: Awaited<ReturnType<typeof signedInApp>>) => Promise<T>,
): Promise<T> {
  const app = await signedInApp(person);
  try {
    return await body(app);
  } finally {
    await app.close();
  }
}

export interface EventFields {
  title: string;
  description?: string;
  venue?: string;
  eventType?: string;
  status?: string;
  djId?: string;
  searchTokens?: string[];
}

/** Direct SDK create of events/{new id}, as the app's event form writes it today. */
export const sdkCreateEvent = (person: Person, fields: EventFields) =>
  withApp(person, (app) =>
    sdkOutcome(async () => {
      const ref = doc(collection(app.db, 'events'));
      await setDoc(ref, {
        eventType: 'upcoming',
        status: 'published',
        ...fields,
        ownerUid: person.uid,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return { eventId: ref.id };
    }),
  );

/** saveEvent, or the SDK write where it is not deployed; the new event's id when it worked. */
export async function saveEvent(
  person: Person,
  fields: EventFields,
): Promise<{ outcome: CallOutcome; eventId: string | null }> {
  let outcome = await call(
    'saveEvent',
    { eventType: 'upcoming', status: 'published', ...fields },
    person,
  );
  if (notDeployed(outcome)) outcome = await sdkCreateEvent(person, fields);
  const eventId = outcome.ok ? (outcome.result as { eventId?: string }).eventId : undefined;
  return { outcome, eventId: eventId ?? null };
}

export interface LinkFields {
  linkType: string;
  url: string;
  title?: string;
}

export const sdkAddLink = (person: Person, eventId: string, fields: LinkFields) =>
  withApp(person, (app) =>
    sdkOutcome(async () => {
      const ref = await addDoc(collection(app.db, 'events', eventId, 'links'), {
        ...fields,
        createdAt: serverTimestamp(),
      });
      return { linkId: ref.id };
    }),
  );

export async function addEventLink(person: Person, eventId: string, fields: LinkFields) {
  const outcome = await call('addEventLink', { eventId, ...fields }, person);
  return notDeployed(outcome) ? sdkAddLink(person, eventId, fields) : outcome;
}

export interface ReviewFields {
  rating: number;
  comment: string;
  authorName?: string;
  authorPhotoUrl?: string | null;
}

export const sdkReview = (person: Person, djId: string, bookingId: string, f: ReviewFields) =>
  withApp(person, (app) =>
    sdkOutcome(() =>
      setDoc(doc(app.db, 'djs', djId, 'reviews', bookingId), {
        rating: f.rating,
        comment: f.comment,
        authorUid: person.uid,
        authorName: f.authorName ?? person.name,
        authorPhotoUrl: f.authorPhotoUrl ?? null,
        createdAt: serverTimestamp(),
      }),
    ),
  );

export async function submitReview(
  person: Person,
  djId: string,
  bookingId: string,
  fields: ReviewFields,
) {
  const outcome = await call('submitReview', { bookingId, ...fields }, person);
  return notDeployed(outcome) ? sdkReview(person, djId, bookingId, fields) : outcome;
}

export const CONTACT = {
  firstName: 'Ada',
  lastName: 'Visitor',
  email: 'ada.visitor@example.com',
  subject: 'Booking question',
  message: 'Do your DJs travel to the Algarve?',
};

/** sendContactMessage signed out, or the SDK write where it is not deployed. */
export async function sendContact(
  sdkWrite: () => Promise<CallOutcome>,
  fields: Record<string, unknown> = CONTACT,
): Promise<CallOutcome> {
  const outcome = await call('sendContactMessage', fields, null);
  return notDeployed(outcome) ? sdkWrite() : outcome;
}
