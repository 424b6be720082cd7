// The DJ catalogue seed (scripts/seed/seed-djs.ts) against the emulators: it creates owner
// accounts through the sign-up trigger, so the Functions emulator must be running.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidMessageId, messageNotificationId, messagePreview } from '../../src/domain/chat';
import { djSearchFields } from '../../src/domain/discovery-search-fields';
import {
  djGeoFields,
  isTravelRadius,
  milesBetween,
  placeTokens,
  type LatLng,
  type TravelRadiusMi,
} from '../../src/domain/geo';
import { isValidDjId, isValidDocId } from '../../src/domain/ids';
import { isStartTime } from '../../src/domain/event-start-time';
import { bioToText } from '../../src/domain/bio-text';
import { DEMO_CONVERSATIONS } from '../../scripts/seed/conversations';
import { CATALOGUE_OWNER_ACCOUNTS, DJ_CATALOGUE } from '../../scripts/seed/djs';
import { quoteBooking } from '../../src/domain/pricing';
import { CITY_CENTRES, SYNTHETIC_JITTER_MI, US_METROS } from '../../scripts/seed/places';
import { isoDateInDays } from '../../scripts/seed/random';
import {
  seedDemoBookings,
  UPCOMING_DEMO_BOOKING_ID,
  type SeededBooking,
} from '../../scripts/seed/seed-bookings';
import {
  deleteSyntheticDjs,
  isSyntheticBooked,
  seedDjCatalogue,
  seedSyntheticDjs,
  SYNTHETIC_BOOKED_DATE,
  syntheticBookedCount,
  syntheticBookedDate,
  syntheticDjId,
  syntheticPlace,
  type SeededDj,
} from '../../scripts/seed/seed-djs';
import { seedDemoMessages, type SeededConversation } from '../../scripts/seed/seed-messages';
import { adminAuth, adminDb } from './helpers';

const ROOT = join(import.meta.dirname, '..', '..');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DJ_FIELDS = [
  'ownerUid',
  'name',
  'bio',
  'location',
  'hourlyRateCents',
  'availableNow',
  'photoUrl',
  'coverImageUrl',
  'genres',
  'equipment',
  'status',
  'averageRating',
  'totalReviews',
  'totalBookings',
  'createdAt',
  'updatedAt',
  'locationLower',
  'locationTokens',
  'genreKeys',
  'rateDollars',
  'travelRadiusMi',
  'base',
  'reachCells',
  'bookedDates',
  'blockedDates',
  'blockedWeekdays',
];
const OPTIONAL_LINKS = ['websiteUrl', 'youtubeUrl', 'instagramUrl'];

let seeded: SeededDj[] = [];
const docs = new Map<string, Record<string, unknown>>();

async function djData(id: string): Promise<Record<string, unknown>> {
  const snap = await adminDb.collection('djs').doc(id).get();
  expect(snap.exists, `djs/${id}`).toBe(true);
  return snap.data() ?? {};
}

/** The base, radius and cells a seeded DJ document must hold: djGeoFields of its base. */
function expectGeoFields(data: Record<string, unknown>): LatLng {
  const base = data.base as LatLng;
  expect(isTravelRadius(data.travelRadiusMi), String(data.travelRadiusMi)).toBe(true);
  expect(data).toMatchObject(djGeoFields(base, data.travelRadiusMi as TravelRadiusMi));
  return base;
}

/** djs/{id}.bookedDates holds exactly the dates of djAvailability/{id}. */
async function expectDatesInStep(id: string, data: Record<string, unknown>): Promise<string[]> {
  const availability = (await adminDb.doc(`djAvailability/${id}`).get()).get('bookedDates');
  expect(data.bookedDates, id).toEqual(availability);
  return availability as string[];
}

/** A file under public/ for a root-relative URL such as /seed/djs/photo-01.webp. */
function publicFile(url: unknown): string {
  expect(typeof url === 'string' && url.startsWith('/seed/djs/'), String(url)).toBe(true);
  return join(ROOT, 'public', String(url));
}

beforeAll(async () => {
  seeded = await seedDjCatalogue(adminAuth, adminDb);
  for (const dj of seeded) docs.set(dj.id, await djData(dj.id));
}, 180_000);

describe('the DJ catalogue seed', () => {
  it('seeds at least 12 verified DJs, each under its owner account uid', async () => {
    const verified = seeded.filter((d) => d.status === 'verified');
    expect(verified.length).toBeGreaterThanOrEqual(12);
    expect(seeded).toHaveLength(DJ_CATALOGUE.length);
    for (const dj of seeded) {
      expect(isValidDjId(dj.id), dj.id).toBe(true);
      const owner = await adminAuth.getUserByEmail(dj.ownerEmail);
      expect(owner.uid).toBe(dj.id);
      expect(docs.get(dj.id)?.ownerUid).toBe(dj.id);
    }
  });

  it('gives every catalogue owner the dj role through the sign-up path', async () => {
    for (const account of CATALOGUE_OWNER_ACCOUNTS) {
      expect(account.email).toMatch(/^dj-[a-z0-9-]+@spinbook\.test$/);
      const user = await adminAuth.getUserByEmail(account.email);
      expect(user.customClaims?.role, account.email).toBe('dj');
      const profile = (await adminDb.doc(`users/${user.uid}`).get()).data();
      expect(profile?.requestedRole).toBe('dj');
      expect(profile?.role).toBe('dj');
    }
  });

  it("verifies dj@spinbook.test's and dj2@spinbook.test's profiles; pending-dj's is pending", async () => {
    for (const email of ['dj@spinbook.test', 'dj2@spinbook.test']) {
      const { uid } = await adminAuth.getUserByEmail(email);
      const data = await djData(uid);
      expect(data.status, email).toBe('verified');
      expect(data.ownerUid).toBe(uid);
    }
    const marcus = await djData((await adminAuth.getUserByEmail('dj@spinbook.test')).uid);
    expect(marcus.name).toBe('Marcus Reid');
    const { uid } = await adminAuth.getUserByEmail('pending-dj@spinbook.test');
    const pending = await djData(uid);
    expect(pending.status).toBe('pending');
    expect(pending.name).toBe('Theo Bennett');
  });

  it('gives dj@ three blocked runs of days in the next 60 and dj2@ a weekday rule (issue 41)', async () => {
    const marcus = (await adminAuth.getUserByEmail('dj@spinbook.test')).uid;
    const sofia = (await adminAuth.getUserByEmail('dj2@spinbook.test')).uid;
    const inSixtyDays = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const marcusDays = (await adminDb.doc(`djAvailability/${marcus}`).get()).data() ?? {};
    const blocked = (marcusDays.blockedDates as string[]).filter((d) => d <= inSixtyDays);
    expect(blocked.length).toBeGreaterThanOrEqual(3);
    // Never on a booked day: a confirmed booking's day cannot be blocked.
    for (const day of blocked) expect(marcusDays.bookedDates).not.toContain(day);
    const blocks = await adminDb.collection(`djAvailability/${marcus}/blocks`).get();
    expect(blocks.size).toBe(3);
    for (const block of blocks.docs) expect(block.get('source')).toBe('manual');
    // The profile carries the same days, for discovery.
    expect((await djData(marcus)).blockedDates).toEqual(marcusDays.blockedDates);
    const sofiaDays = (await adminDb.doc(`djAvailability/${sofia}`).get()).data() ?? {};
    expect(sofiaDays.blockedWeekdays).toEqual([1]);
  });

  it('writes the data-model shape with search fields consistent with djSearchFields', () => {
    for (const [id, data] of docs) {
      const keys = Object.keys(data);
      for (const field of DJ_FIELDS) expect(keys, `${id} has ${field}`).toContain(field);
      for (const key of keys) expect([...DJ_FIELDS, ...OPTIONAL_LINKS]).toContain(key);
      for (const link of OPTIONAL_LINKS) {
        if (link in data) expect(String(data[link])).toMatch(/^https:\/\//);
      }
      expect(data).toMatchObject(
        djSearchFields({
          location: String(data.location),
          genres: data.genres as string[],
          hourlyRateCents: Number(data.hourlyRateCents),
        }),
      );
      // Plain text, as a profile save stores it (decision 0037).
      expect(data.bio).toBe(bioToText(String(data.bio)));
      expect(Number.isInteger(data.hourlyRateCents)).toBe(true);
    }
    const rates = [...docs.values()]
      .filter((d) => d.status === 'verified')
      .map((d) => Number(d.rateDollars));
    expect(Math.min(...rates)).toBeGreaterThanOrEqual(50);
    // Some DJs sit above the default price filter ($50–$200), most inside it.
    expect(rates.some((r) => r > 200)).toBe(true);
    expect(rates.filter((r) => r <= 200).length).toBeGreaterThanOrEqual(6);
  });

  it('bases every DJ at real coordinates a few miles from their city centre', () => {
    const byCity = new Map<string, LatLng[]>();
    for (const [id, data] of docs) {
      const base = expectGeoFields(data);
      const centre = CITY_CENTRES[String(data.location)];
      expect(centre, `${id}: ${String(data.location)}`).toBeDefined();
      if (!centre) continue;
      expect(milesBetween(base, centre), String(data.name)).toBeLessThan(8);
      byCity.set(String(data.location), [...(byCity.get(String(data.location)) ?? []), base]);
    }
    // DJs of one city are apart, so their distances from a place differ.
    for (const [city, bases] of byCity) {
      for (let i = 0; i < bases.length; i++) {
        for (let j = i + 1; j < bases.length; j++) {
          const [a, b] = [bases[i], bases[j]] as [LatLng, LatLng];
          expect(milesBetween(a, b), city).toBeGreaterThan(1);
        }
      }
    }
  });

  it('answers "near me" from Austin with the Austin DJs first', async () => {
    const austin = CITY_CENTRES['Austin, TX'] as LatLng;
    const verified = [...docs.values()].filter((d) => d.status === 'verified');
    const nearest = [...verified]
      .sort(
        (a, b) => milesBetween(austin, a.base as LatLng) - milesBetween(austin, b.base as LatLng),
      )
      .map((d) => String(d.location));
    expect(nearest.slice(0, 2)).toEqual(['Austin, TX', 'Austin, TX']);
    // The reach cells find them: within 25 mi of downtown Austin, only Austin DJs.
    const snap = await adminDb
      .collection('djs')
      .where('reachCells', 'array-contains-any', placeTokens(austin, 25))
      .get();
    const found = snap.docs.filter((d) => docs.has(d.id)).map((d) => String(d.get('name')));
    expect(found.sort()).toEqual(['DJ Lone Star', 'Marcus Reid']);
  });

  it('stores averageRating and totalReviews that match the reviews', async () => {
    for (const dj of seeded) {
      const data = docs.get(dj.id) ?? {};
      const reviews = await adminDb.collection('djs').doc(dj.id).collection('reviews').get();
      expect(reviews.docs.map((d) => d.id).sort()).toEqual([...dj.reviewIds].sort());
      const ratings = reviews.docs.map((d) => Number(d.get('rating')));
      expect(data.totalReviews).toBe(ratings.length);
      const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
      expect(Number(data.averageRating)).toBeCloseTo(average, 10);
      if (dj.status === 'verified') {
        expect(ratings.length).toBeGreaterThanOrEqual(2);
        expect(ratings.length).toBeLessThanOrEqual(6);
      }
      for (const review of reviews.docs) {
        expect(isValidDocId(review.id) && review.id.length === 20).toBe(true);
        const r = review.data();
        // Public: no author uid and no booking id (decision 0032).
        expect(Object.keys(r).sort()).toEqual(
          ['authorName', 'authorPhotoUrl', 'comment', 'createdAt', 'rating'].sort(),
        );
        expect(r.rating).toBeGreaterThanOrEqual(3);
        expect(r.rating).toBeLessThanOrEqual(5);
        expect(r.authorPhotoUrl).toBeNull();
        expect(r.createdAt.toDate().getTime()).toBeLessThan(Date.now());
      }
    }
  });

  it('points photos and covers at files in public/seed/djs/', () => {
    for (const data of docs.values()) {
      expect(existsSync(publicFile(data.photoUrl)), String(data.photoUrl)).toBe(true);
      expect(existsSync(publicFile(data.coverImageUrl)), String(data.coverImageUrl)).toBe(true);
    }
  });

  it('writes private contact details and future booked dates', async () => {
    const today = isoDateInDays(new Date(), 0);
    const in61Days = isoDateInDays(new Date(), 61);
    for (const dj of seeded) {
      const contact = (await adminDb.doc(`djs/${dj.id}/private/contact`).get()).data();
      expect(contact?.email).toBe(dj.ownerEmail);
      expect(String(contact?.phone).length).toBeLessThanOrEqual(20);

      const availability = (await adminDb.doc(`djAvailability/${dj.id}`).get()).data();
      expect(availability?.updatedAt).toBeDefined();
      await expectDatesInStep(dj.id, docs.get(dj.id) ?? {});
      const dates = availability?.bookedDates as string[];
      expect(Array.isArray(dates)).toBe(true);
      if (dj.status === 'verified') {
        expect(dates.length).toBeGreaterThanOrEqual(1);
        expect(dates.length).toBeLessThanOrEqual(4);
      }
      for (const date of dates) {
        expect(date).toMatch(ISO_DATE);
        expect(date > today, date).toBe(true);
        expect(date < in61Days, date).toBe(true);
      }
      expect([...dates].sort()).toEqual(dates);
    }
  });

  it('is idempotent: a second run rewrites the same documents', async () => {
    const again = await seedDjCatalogue(adminAuth, adminDb);
    expect(again.map((d) => [d.id, d.reviewIds])).toEqual(seeded.map((d) => [d.id, d.reviewIds]));
    for (const dj of again) {
      const reviews = await adminDb.collection('djs').doc(dj.id).collection('reviews').get();
      expect(reviews.size).toBe(dj.reviewIds.length);
    }
  }, 120_000);
});

describe('synthetic DJs (--djs N)', () => {
  it('writes N deterministic verified DJs without accounts, with availability', async () => {
    const seed = `test-${Date.now()}`;
    const now = new Date();
    const ids = await seedSyntheticDjs(adminDb, 30, { seed, now });
    const fixedDate = syntheticBookedDate(now);
    expect(ids).toHaveLength(30);
    expect(ids[0]).toBe(syntheticDjId(seed, 0));
    expect(new Set(ids).size).toBe(30);
    const snaps = await adminDb.getAll(...ids.map((id) => adminDb.collection('djs').doc(id)));
    // One round trip for every availability document: under CI's load the emulator
    // answered 60 single reads too slowly for the test's time.
    const availabilities = new Map(
      (await adminDb.getAll(...ids.map((id) => adminDb.collection('djAvailability').doc(id)))).map(
        (a) => [a.id, a],
      ),
    );
    try {
      for (const snap of snaps) {
        expect(isValidDjId(snap.id)).toBe(true);
        const data = snap.data() ?? {};
        expect(data.status).toBe('verified');
        expect(data.ownerUid).toBe(snap.id);
        expect(data.rateDollars).toBeGreaterThanOrEqual(50);
        expect(data.rateDollars).toBeLessThanOrEqual(500);
        expect(data).toMatchObject(
          djSearchFields({
            location: String(data.location),
            genres: data.genres as string[],
            hourlyRateCents: Number(data.hourlyRateCents),
          }),
        );
        expect(existsSync(publicFile(data.photoUrl))).toBe(true);
        const availability = availabilities.get(snap.id);
        expect(availability?.exists).toBe(true);
        // A US metro, jittered up to 20 miles, with djGeoFields of that base.
        const index = ids.indexOf(snap.id);
        const place = syntheticPlace(seed, index);
        expect(data.location).toBe(place.location);
        const base = expectGeoFields(data);
        expect({ lat: base.lat, lng: base.lng }).toEqual(place.base);
        const metro = US_METROS.find((m) => m.location === data.location);
        expect(metro, String(data.location)).toBeDefined();
        expect(milesBetween(base, metro?.centre ?? base)).toBeLessThanOrEqual(
          SYNTHETIC_JITTER_MI + 0.5,
        );
        // Booked on the benchmark's date exactly when isSyntheticBooked says so.
        const dates = availability?.get('bookedDates') as string[];
        expect(data.bookedDates, snap.id).toEqual(dates);
        expect(dates.includes(fixedDate), `${index}`).toBe(isSyntheticBooked(index));
      }
      const booked = snaps.filter((s) => (s.get('bookedDates') as string[]).includes(fixedDate));
      expect(booked).toHaveLength(syntheticBookedCount(30));
      expect(syntheticBookedCount(30)).toBe(2);
      expect(new Date(`${fixedDate}T12:00:00`).getDay()).toBe(6);
      expect(fixedDate > isoDateInDays(now, 27) && fixedDate < isoDateInDays(now, 35)).toBe(true);
      expect(SYNTHETIC_BOOKED_DATE).toBe(syntheticBookedDate(new Date()));
      await expect(adminAuth.getUser(ids[0] ?? '')).rejects.toMatchObject({
        code: 'auth/user-not-found',
      });
    } finally {
      // Scale-check data should not leak into the other suites.
      await deleteSyntheticDjs(adminDb, ids);
    }
  });
});

describe('the demo bookings seed', () => {
  let bookings: SeededBooking[] = [];
  const uids = new Map<string, string>();

  beforeAll(async () => {
    for (const dj of seeded) uids.set(dj.ownerEmail, dj.id);
    for (const email of ['client@spinbook.test', 'client2@spinbook.test']) {
      uids.set(email, (await adminAuth.getUserByEmail(email)).uid);
    }
    bookings = await seedDemoBookings(adminDb, { uids });
  }, 60_000);

  it("backs every demo client's review with a completed booking, linked in reviewAuthors", async () => {
    const completed = bookings.filter((b) => b.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(2);
    for (const booking of completed) {
      const data = (await adminDb.doc(`bookings/${booking.id}`).get()).data() ?? {};
      const link = (await adminDb.doc(`reviewAuthors/${booking.id}`).get()).data() ?? {};
      expect(link, booking.id).toMatchObject({ authorUid: data.clientUid, djId: data.djId });
      expect(link.reviewId, booking.id).not.toBe(booking.id);
      const review = await adminDb.doc(`djs/${data.djId}/reviews/${link.reviewId}`).get();
      expect(review.exists, booking.id).toBe(true);
      expect(data.eventDate < isoDateInDays(new Date(), 0)).toBe(true);
    }
  });

  it('gives Jordan Lee a confirmed booking with Marcus Reid on a day the calendar shows booked', async () => {
    const data = (await adminDb.doc(`bookings/${UPCOMING_DEMO_BOOKING_ID}`).get()).data() ?? {};
    const marcus = uids.get('dj@spinbook.test') ?? '';
    expect(data).toMatchObject({
      clientUid: uids.get('client@spinbook.test'),
      clientName: 'Jordan Lee',
      djId: marcus,
      djOwnerUid: marcus,
      djName: 'Marcus Reid',
      status: 'confirmed',
      startTime: '19:00',
    });
    const availability = (await adminDb.doc(`djAvailability/${marcus}`).get()).data();
    expect(availability?.bookedDates).toContain(data.eventDate);
  });

  it('has bookings in every status a list shows, with demo payments and start times', async () => {
    const statuses = new Set(bookings.map((b) => b.status));
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled']) {
      expect(statuses.has(status as SeededBooking['status']), status).toBe(true);
    }
    for (const booking of bookings) {
      const data = (await adminDb.doc(`bookings/${booking.id}`).get()).data() ?? {};
      expect(data.payment).toMatchObject({ provider: 'demo', paymentIntentId: null });
      expect(isStartTime(data.startTime), booking.id).toBe(true);
    }
  });

  it('prices every booking with the shared quote from the DJ rate', async () => {
    for (const booking of bookings) {
      const data = (await adminDb.doc(`bookings/${booking.id}`).get()).data() ?? {};
      const dj = (await adminDb.doc(`djs/${data.djId}`).get()).data() ?? {};
      expect(data).toMatchObject(
        quoteBooking({
          hourlyRateCents: Number(dj.hourlyRateCents),
          durationHours: Number(data.durationHours),
          equipmentNeeded: Boolean(data.equipmentNeeded),
        }),
      );
      expect(isValidDocId(booking.id)).toBe(true);
    }
  });

  describe('with their chats', () => {
    let conversations: SeededConversation[] = [];
    const uid = (email: string) => uids.get(email) ?? '';

    beforeAll(async () => {
      conversations = await seedDemoMessages(adminDb, { bookings });
    }, 60_000);

    async function messagesOf(bookingId: string) {
      const snap = await adminDb
        .collection('bookings')
        .doc(bookingId)
        .collection('messages')
        .orderBy('createdAt')
        .get();
      return snap.docs;
    }

    it('writes the three conversations on confirmed or completed bookings', async () => {
      expect(conversations.map((c) => c.key)).toEqual(DEMO_CONVERSATIONS.map((c) => c.key));
      expect(conversations[0]?.bookingId).toBe(UPCOMING_DEMO_BOOKING_ID);
      for (const conversation of conversations) {
        const booking = (await adminDb.doc(`bookings/${conversation.bookingId}`).get()).data();
        expect(['confirmed', 'completed']).toContain(booking?.status);
        const docs = await messagesOf(conversation.bookingId);
        expect(docs.map((d) => d.id)).toEqual(conversation.messageIds);
        for (const doc of docs) {
          expect(isValidMessageId(doc.id)).toBe(true);
          const m = doc.data();
          expect(m).toMatchObject({
            bookingId: conversation.bookingId,
            type: 'text',
            attachmentUrl: null,
          });
          const parties = [booking?.clientUid, booking?.djOwnerUid];
          expect(parties).toContain(m.senderUid);
          expect(parties).toContain(m.receiverUid);
          expect(m.senderUid).not.toBe(m.receiverUid);
          expect(m.createdAt.toMillis()).toBeLessThan(Date.now());
        }
      }
    });

    it('leaves two messages unread for Jordan and one for Marcus', async () => {
      const unread = new Map<string, number>();
      for (const conversation of conversations) {
        for (const doc of await messagesOf(conversation.bookingId)) {
          const m = doc.data();
          if (m.readAt === null) unread.set(m.receiverUid, (unread.get(m.receiverUid) ?? 0) + 1);
        }
      }
      expect(Object.fromEntries(unread)).toEqual({
        [uid('client@spinbook.test')]: 2,
        [uid('dj@spinbook.test')]: 1,
      });
    });

    it("sets each booking's lastMessage and lastActivityAt from its last message", async () => {
      for (const conversation of conversations) {
        const last = (await messagesOf(conversation.bookingId)).at(-1)?.data();
        const booking = (await adminDb.doc(`bookings/${conversation.bookingId}`).get()).data();
        expect(booking?.lastMessage.preview).toBe(messagePreview(String(last?.content)));
        expect(booking?.lastMessage.senderUid).toBe(last?.senderUid);
        expect(booking?.lastMessage.at.toMillis()).toBe(last?.createdAt.toMillis());
        expect(booking?.lastActivityAt.toMillis()).toBe(last?.createdAt.toMillis());
      }
    });

    it('notifies Jordan and Marcus of their unread messages', async () => {
      const [upcoming, rooftop, priya] = conversations;
      const notice = async (email: string, bookingId = '') =>
        (
          await adminDb
            .doc(`users/${uid(email)}/notifications/${messageNotificationId(bookingId)}`)
            .get()
        ).data();
      // sendMessage names the first unread message and keeps that notice while it is unread.
      const firstUnread = async (bookingId = '') =>
        (await messagesOf(bookingId))
          .find((d) => d.get('readAt') === null)
          ?.get('content') as string;

      expect(await notice('client@spinbook.test', upcoming?.bookingId)).toMatchObject({
        type: 'new_message',
        title: 'New message from Marcus Reid',
        body: messagePreview(await firstUnread(upcoming?.bookingId)),
        link: `/messages?booking=${upcoming?.bookingId}`,
        bookingId: upcoming?.bookingId,
        readAt: null,
      });
      expect(await notice('dj@spinbook.test', priya?.bookingId)).toMatchObject({
        title: 'New message from Priya Shah',
        body: messagePreview(await firstUnread(priya?.bookingId)),
        bookingId: priya?.bookingId,
        readAt: null,
      });
      expect(await notice('client@spinbook.test', rooftop?.bookingId)).toBeUndefined();
      expect(await notice('dj2@spinbook.test', rooftop?.bookingId)).toBeUndefined();
    });

    it('is idempotent: re-seeding bookings and chats keeps the same messages', async () => {
      const stray = adminDb.doc(`bookings/${UPCOMING_DEMO_BOOKING_ID}/messages/${'x'.repeat(20)}`);
      await stray.set({ content: 'sent while trying the demo' });
      const again = await seedDemoMessages(adminDb, {
        bookings: await seedDemoBookings(adminDb, { uids }),
      });
      expect(again).toEqual(conversations);
      for (const conversation of conversations) {
        const docs = await messagesOf(conversation.bookingId);
        expect(docs.map((d) => d.id)).toEqual(conversation.messageIds);
      }
      expect((await stray.get()).exists).toBe(false);
      const booking = (await adminDb.doc(`bookings/${UPCOMING_DEMO_BOOKING_ID}`).get()).data();
      expect(booking?.lastMessage.senderUid).toBe(uid('dj@spinbook.test'));
    });
  });
});
