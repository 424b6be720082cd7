// submitReview and sendContactMessage, called directly against the Firestore emulator (with
// an injected clock and client address), and sendContactMessage once more through the
// Functions emulator, signed out, as the browser calls it.
import { afterAll, describe, expect, it } from 'vitest';
import { reviewAuthorName, submitReviewHandler } from '../../functions/src/callable/submit-review';
import { sendContactMessageHandler } from '../../functions/src/callable/send-contact-message';
import { rateLimitDocId } from '../../functions/src/services/rate-limit';
import type { BookingStatus } from '../../src/domain/booking-states';
import { NOT_AUTHENTICATED, TOO_MANY_ATTEMPTS } from '../../src/domain/messages';
import { OFF_PLATFORM_NOTICE } from '../../src/domain/off-platform-text';
import { RATE_LIMITS } from '../../src/domain/rate-limits';
import {
  ANONYMOUS_REVIEWER,
  REVIEW_ALREADY_LEFT,
  REVIEW_NOT_COMPLETED,
  REVIEW_NOT_YOUR_BOOKING,
} from '../../src/domain/review-schema';
import { refusal } from './callable-refusal';
import { adminDb, EMULATOR, newId, PROJECT_ID } from './helpers';

const NOW = new Date('2031-03-01T12:00:00Z');

// The contact messages stored here are dated NOW (2031): left behind, they would be the
// newest in the admin inbox (the newest 50 are shown) of the e2e suite that runs next on
// the same emulators, and push its own messages out of the list.
afterAll(async () => {
  const stored = await adminDb.collection('contactMessages').where('createdAt', '==', NOW).get();
  await Promise.all(stored.docs.map((d) => d.ref.delete()));
});
const LIMIT = RATE_LIMITS.default.maxAttempts;

// ---- submitReview ---------------------------------------------------------------------

interface Seeded {
  clientUid: string;
  djId: string;
  bookingId: string;
}

async function seedBooking(
  status: BookingStatus = 'completed',
  user: Record<string, unknown> = { displayName: 'Casey Client' },
  clientUid = newId('Cl'),
  djId = newId('Dj'),
): Promise<Seeded> {
  const bookingId = newId('Bk');
  await adminDb.doc(`users/${clientUid}`).set(user, { merge: true });
  await adminDb.doc(`djs/${djId}`).set({ ownerUid: djId, name: 'DJ', status: 'verified' });
  await adminDb.doc(`bookings/${bookingId}`).set({
    clientUid,
    clientName: 'Casey Client',
    djId,
    djOwnerUid: djId,
    status,
  });
  return { clientUid, djId, bookingId };
}

function review(uid: string | null, data: Record<string, unknown>) {
  return submitReviewHandler(
    { data, auth: uid ? { uid, token: {} } : undefined },
    { db: adminDb, now: () => NOW },
  );
}

/** The booking's review, found through its private link (the public one names no booking). */
async function reviewOf({ djId, bookingId }: Seeded) {
  const reviewId: unknown = (await adminDb.doc(`reviewAuthors/${bookingId}`).get()).get('reviewId');
  if (typeof reviewId !== 'string') return undefined;
  return (await adminDb.doc(`djs/${djId}/reviews/${reviewId}`).get()).data();
}

/** A download URL of the project's own bucket (in-process: GCLOUD_PROJECT's default bucket). */
const ownStored = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/demo-spinbook.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;

describe('submitReview', () => {
  it("writes the client's review with the author from the account, under an id of its own", async () => {
    const seeded = await seedBooking('completed', { displayName: 'Casey Client' });
    const result = await review(seeded.clientUid, {
      bookingId: seeded.bookingId,
      rating: 5,
      comment: 'Packed dance floor all night.',
    });
    expect(result).toEqual({ djId: seeded.djId, bookingId: seeded.bookingId });
    const link = (await adminDb.doc(`reviewAuthors/${seeded.bookingId}`).get()).data();
    expect(link).toMatchObject({ authorUid: seeded.clientUid, djId: seeded.djId });
    expect(link?.reviewId).not.toBe(seeded.bookingId);
    const data = await reviewOf(seeded);
    // Public: neither the booking id nor the author's uid (decision 0032).
    expect(Object.keys(data ?? {}).sort()).toEqual(
      ['authorName', 'authorPhotoUrl', 'comment', 'createdAt', 'rating'].sort(),
    );
    expect(data).toMatchObject({
      rating: 5,
      comment: 'Packed dance floor all night.',
      authorName: 'Casey Client',
      authorPhotoUrl: null,
    });
    expect(JSON.stringify(data)).not.toContain(seeded.bookingId);
    expect(JSON.stringify(data)).not.toContain(seeded.clientUid);
    expect(data?.createdAt.toDate()).toEqual(NOW);
  });

  it.each([
    ['any address given at sign-up (a tracking pixel)', () => 'https://tracker.example/p.gif'],
    [
      "the author's own folder in someone else's bucket",
      (uid: string) =>
        ownStored(`dj-profiles/${uid}/profile-1.jpg`).replace(
          'demo-spinbook.appspot.com',
          'attacker-bucket',
        ),
    ],
    ["someone else's folder in the project's bucket", () => ownStored('dj-profiles/other/p.jpg')],
  ])('shows no photo for %s', async (_label, photo) => {
    const clientUid = newId('Cl');
    const seeded = await seedBooking(
      'completed',
      { displayName: 'Casey Client', photoURL: photo(clientUid) },
      clientUid,
    );
    await review(seeded.clientUid, { bookingId: seeded.bookingId, rating: 5 });
    expect((await reviewOf(seeded))?.authorPhotoUrl).toBeNull();
  });

  it("control: a photo the platform stores in the author's own folder is shown", async () => {
    const clientUid = newId('Cl');
    const photo = ownStored(`dj-profiles/${clientUid}/profile-1700000000000.jpg`);
    const seeded = await seedBooking(
      'completed',
      { displayName: 'Casey Client', photoURL: photo },
      clientUid,
    );
    await review(seeded.clientUid, { bookingId: seeded.bookingId, rating: 5 });
    expect((await reviewOf(seeded))?.authorPhotoUrl).toBe(photo);
  });

  it.each([
    ['authorName', 'Spinbook Trust & Safety'],
    ['authorPhotoUrl', 'https://evil.example/badge.png'],
    ['authorUid', 'someoneElse0000000000000000'],
    ['djId', 'someoneElse0000000000000000'],
  ])('refuses a client-sent %s and writes nothing', async (field, value) => {
    const seeded = await seedBooking();
    expect(
      await refusal(
        review(seeded.clientUid, { bookingId: seeded.bookingId, rating: 5, [field]: value }),
      ),
    ).toMatchObject({ code: 'invalid-argument' });
    expect(await reviewOf(seeded)).toBeUndefined();
    // Control: the same review without the forged field goes through, signed by the account.
    await review(seeded.clientUid, { bookingId: seeded.bookingId, rating: 5 });
    expect((await reviewOf(seeded))?.authorName).toBe('Casey Client');
  });

  it('signs with "Anonymous" when the account name is missing, off-platform or the platform’s', async () => {
    const unnamed = await seedBooking('completed', {});
    await review(unnamed.clientUid, { bookingId: unnamed.bookingId, rating: 4 });
    expect((await reviewOf(unnamed))?.authorName).toBe(ANONYMOUS_REVIEWER);
    // An account named like the platform (written straight into users/{uid}) signs nothing.
    const posing = await seedBooking('completed', { displayName: 'Spinbook Trust & Safety' });
    await review(posing.clientUid, { bookingId: posing.bookingId, rating: 5 });
    expect((await reviewOf(posing))?.authorName).toBe(ANONYMOUS_REVIEWER);
    expect(reviewAuthorName('Call me 512 555 0100')).toBe(ANONYMOUS_REVIEWER);
    expect(reviewAuthorName('Casey <b>Client</b>')).toBe('Casey bClient/b');
  });

  it('refuses off-platform contact in the comment; control: a plain comment', async () => {
    const seeded = await seedBooking();
    const data = { bookingId: seeded.bookingId, rating: 5 };
    expect(
      await refusal(
        review(seeded.clientUid, { ...data, comment: 'Book him on WhatsApp, cheaper' }),
      ),
    ).toMatchObject({
      code: 'invalid-argument',
      message: OFF_PLATFORM_NOTICE.description,
      details: { title: OFF_PLATFORM_NOTICE.title },
    });
    expect(await reviewOf(seeded)).toBeUndefined();
    expect(await refusal(review(seeded.clientUid, { ...data, comment: 'Would book again!' }))).toBe(
      'ok',
    );
  });

  it('only the client of a completed booking, once', async () => {
    const seeded = await seedBooking('confirmed');
    const data = { bookingId: seeded.bookingId, rating: 5 };
    expect(await refusal(review(null, data))).toMatchObject({
      code: 'unauthenticated',
      message: NOT_AUTHENTICATED,
    });
    expect(await refusal(review(seeded.djId, data))).toMatchObject({
      code: 'permission-denied',
      message: REVIEW_NOT_YOUR_BOOKING,
    });
    expect(
      await refusal(review(seeded.clientUid, { ...data, bookingId: newId('No') })),
    ).toMatchObject({ code: 'permission-denied', message: REVIEW_NOT_YOUR_BOOKING });
    expect(await refusal(review(seeded.clientUid, data))).toMatchObject({
      code: 'failed-precondition',
      message: REVIEW_NOT_COMPLETED,
    });
    await adminDb.doc(`bookings/${seeded.bookingId}`).update({ status: 'completed' });
    expect(await refusal(review(seeded.clientUid, data))).toBe('ok');
    expect(await refusal(review(seeded.clientUid, { ...data, rating: 1 }))).toMatchObject({
      code: 'failed-precondition',
      message: REVIEW_ALREADY_LEFT,
    });
    expect((await reviewOf(seeded))?.rating).toBe(5);
  });

  it('refuses a second review of a booking reviewed before decision 0032 (stored under its id)', async () => {
    const seeded = await seedBooking('completed');
    await adminDb.doc(`djs/${seeded.djId}/reviews/${seeded.bookingId}`).set({
      rating: 5,
      authorUid: seeded.clientUid,
      authorName: 'Casey Client',
    });
    expect(
      await refusal(review(seeded.clientUid, { bookingId: seeded.bookingId, rating: 1 })),
    ).toMatchObject({ code: 'failed-precondition', message: REVIEW_ALREADY_LEFT });
    expect((await adminDb.doc(`reviewAuthors/${seeded.bookingId}`).get()).exists).toBe(false);
  });

  it(`refuses the ${LIMIT + 1}st review in an hour`, async () => {
    const clientUid = newId('Cl');
    const bookings: Seeded[] = [];
    for (let i = 0; i <= LIMIT; i++) bookings.push(await seedBooking('completed', {}, clientUid));
    for (const b of bookings.slice(0, LIMIT)) {
      expect(await refusal(review(clientUid, { bookingId: b.bookingId, rating: 5 }))).toBe('ok');
    }
    const last = bookings[LIMIT] as Seeded;
    expect(
      await refusal(review(clientUid, { bookingId: last.bookingId, rating: 5 })),
    ).toMatchObject({ code: 'resource-exhausted', message: TOO_MANY_ATTEMPTS });
    expect(await reviewOf(last)).toBeUndefined();
  });
});

// ---- sendContactMessage ---------------------------------------------------------------

const CONTACT = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana.silva@example.test',
  subject: 'Corporate party',
  message: 'Do you have DJs available in December?',
};

let addressCounter = 0;
/** A documentation-range address (RFC 5737) no other test uses. */
const newAddress = () =>
  `198.51.${Math.floor(Math.random() * 250)}.${(addressCounter++ % 250) + 1}`;

function contact(
  data: Record<string, unknown>,
  options: { ip?: string; forwardedFor?: string; uid?: string } = {},
) {
  return sendContactMessageHandler(
    {
      data,
      auth: options.uid ? { uid: options.uid, token: {} } : undefined,
      rawRequest: {
        ip: options.ip ?? '127.0.0.1',
        headers: {
          'user-agent': 'vitest',
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        },
      },
    },
    { db: adminDb, now: () => NOW },
  );
}

async function messagesFrom(subject: string) {
  const snap = await adminDb.collection('contactMessages').where('subject', '==', subject).get();
  return snap.docs.map((d) => d.data());
}

describe('sendContactMessage', () => {
  it('stores a signed-out message without a uid, and a signed-in one with it', async () => {
    const subject = `Signed out ${newId('S')}`;
    await contact({ ...CONTACT, subject }, { forwardedFor: newAddress() });
    const uid = newId('Cl');
    await contact({ ...CONTACT, subject }, { forwardedFor: newAddress(), uid });
    const stored = await messagesFrom(subject);
    expect(stored).toHaveLength(2);
    expect(stored.filter((m) => m.uid === uid)).toHaveLength(1);
    expect(stored.filter((m) => !('uid' in m))).toHaveLength(1);
    expect(stored[0]?.createdAt.toDate()).toEqual(NOW);
  });

  it('answers a filled honeypot like a success, stores nothing and counts nothing', async () => {
    const subject = `Honeypot ${newId('S')}`;
    const ip = newAddress();
    expect(
      await contact({ ...CONTACT, subject, website: 'http://spam.test' }, { forwardedFor: ip }),
    ).toEqual({ sent: true });
    expect(await messagesFrom(subject)).toEqual([]);
    const limiter = await adminDb.doc(`rateLimits/${rateLimitDocId({ kind: 'ip', id: ip })}`).get();
    expect(limiter.exists).toBe(false);
  });

  it('refuses invalid input without counting it', async () => {
    const ip = newAddress();
    for (const bad of [{ email: 'not-an-email' }, { message: '' }, { uid: 'forged' }]) {
      expect(await refusal(contact({ ...CONTACT, ...bad }, { forwardedFor: ip }))).toMatchObject({
        code: 'invalid-argument',
      });
    }
    const limiter = await adminDb.doc(`rateLimits/${rateLimitDocId({ kind: 'ip', id: ip })}`).get();
    expect(limiter.exists).toBe(false);
  });

  it(`limits each client address to ${LIMIT} an hour; another address still gets through`, async () => {
    const subject = `Flood ${newId('S')}`;
    const ip = newAddress();
    for (let i = 0; i < LIMIT; i++) {
      // A forged leading X-Forwarded-For entry changes nothing: the last one is Google's.
      await contact({ ...CONTACT, subject }, { forwardedFor: `10.0.0.${i}, ${ip}` });
    }
    expect(
      await refusal(contact({ ...CONTACT, subject }, { forwardedFor: `10.9.9.9, ${ip}` })),
    ).toMatchObject({ code: 'resource-exhausted', message: TOO_MANY_ATTEMPTS });
    expect(await messagesFrom(subject)).toHaveLength(LIMIT);
    // Control: a different address is not limited.
    expect(await refusal(contact({ ...CONTACT, subject }, { forwardedFor: newAddress() }))).toBe(
      'ok',
    );
    // Without X-Forwarded-For (the emulator), the socket address is the key.
    const socket = newAddress();
    for (let i = 0; i < LIMIT; i++) await contact({ ...CONTACT, subject }, { ip: socket });
    expect(await refusal(contact({ ...CONTACT, subject }, { ip: socket }))).toMatchObject({
      code: 'resource-exhausted',
    });
  });

  it('limits a signed-in sender per account across addresses', async () => {
    const uid = newId('Cl');
    const subject = `Account ${newId('S')}`;
    for (let i = 0; i < LIMIT; i++) {
      await contact({ ...CONTACT, subject }, { forwardedFor: newAddress(), uid });
    }
    expect(
      await refusal(contact({ ...CONTACT, subject }, { forwardedFor: newAddress(), uid })),
    ).toMatchObject({ code: 'resource-exhausted' });
    expect(await messagesFrom(subject)).toHaveLength(LIMIT);
  });
});

describe('sendContactMessage through the Functions emulator', () => {
  const url = `${EMULATOR.functionsOrigin}/${PROJECT_ID}/us-central1/sendContactMessage`;
  const post = (data: unknown, ip: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ data }),
    });

  it('works signed out and is limited per address', async () => {
    const subject = `Emulator ${newId('S')}`;
    const ip = newAddress();
    for (let i = 0; i < LIMIT; i++) {
      const response = await post({ ...CONTACT, subject }, ip);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: { sent: true } });
    }
    const refused = await post({ ...CONTACT, subject }, ip);
    expect(refused.status).toBe(429);
    expect((await messagesFrom(subject)).length).toBe(LIMIT);
    expect((await post({ ...CONTACT, subject }, newAddress())).status).toBe(200);
  });
});
