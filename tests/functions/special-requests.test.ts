// The client's special requests reach the DJ (issue 38, decision 0039), so createPayment treats
// them as every text another person reads: the off-platform check of src/domain before
// anything is written or counted, the length bound, and sanitizeText on what is stored (line
// breaks kept, for the card's pre-line). Against the Firestore emulator, in demo mode.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPaymentHandler } from '../../functions/src/callable/create-payment';
import { DemoGateway } from '../../functions/src/services/demo-gateway';
import { SPECIAL_REQUESTS_MAX_LENGTH } from '../../src/domain/booking-schema';
import { tooLong } from '../../src/domain/messages';
import { OFF_PLATFORM_REFUSED } from '../../src/domain/off-platform-text';
import { adminDb } from './helpers';

const NOW = new Date('2031-03-10T15:00:00Z');
let djId = '';
let run = 0;

const uniqueId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(run++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  djId = uniqueId('ReqDj').padEnd(28, 'x').slice(0, 28);
  await adminDb.doc(`djs/${djId}`).set({
    ownerUid: djId,
    name: 'Requests DJ',
    status: 'verified',
    hourlyRateCents: 15_000,
  });
});

function book(uid: string, specialRequests: unknown, eventDate = '2031-05-02') {
  return createPaymentHandler(
    {
      data: {
        djId,
        eventDate,
        startTime: '19:00',
        durationHours: 3,
        eventType: 'wedding',
        venue: 'The Requests Hall',
        guestCount: 80,
        equipmentNeeded: true,
        // The form leaves the field out when empty (toCreateBookingInput).
        ...(specialRequests === undefined ? {} : { specialRequests }),
      },
      auth: { uid, token: { email: `${uid.toLowerCase()}@example.test` } },
      rawRequest: { headers: { origin: 'http://localhost:5000' } },
    },
    {
      db: adminDb,
      gateway: new DemoGateway(),
      projectId: 'demo-spinbook',
      emulator: true,
      now: () => NOW,
    },
  );
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return `${e.code}: ${e.message}`;
  }
}

const bookingsOf = async (uid: string) =>
  (await adminDb.collection('bookings').where('clientUid', '==', uid).get()).docs;

describe('createPayment: special requests', () => {
  it.each([
    ['a phone number', 'Call me on +44 7700 900123 before the day'],
    ['an e-mail address', 'Setlist ideas: party.booker@example.com'],
    ['an e-mail written as character references', 'party.booker&#64;example&#46;com'],
    ['an invitation off the platform', "Let's talk on WhatsApp instead"],
  ])('refuses %s, writing nothing and counting no attempt', async (_label, text) => {
    const client = uniqueId('reqClient');
    expect(await refusal(book(client, text))).toBe(`invalid-argument: ${OFF_PLATFORM_REFUSED}`);
    expect(await bookingsOf(client)).toHaveLength(0);
    const quota = await adminDb.doc(`rateLimits/${client}`).get();
    expect(quota.get('payment_create')).toBeUndefined();
  });

  it('refuses more than the limit', async () => {
    const client = uniqueId('reqClient');
    expect(await refusal(book(client, 'x'.repeat(SPECIAL_REQUESTS_MAX_LENGTH + 1)))).toBe(
      `invalid-argument: ${tooLong(SPECIAL_REQUESTS_MAX_LENGTH)}`,
    );
    expect(await bookingsOf(client)).toHaveLength(0);
  });

  it('stores clean requests as plain text: trimmed, angle brackets removed, line breaks kept', async () => {
    const client = uniqueId('reqClient');
    const result = await book(
      client,
      '  First dance at 8pm.\n<b>No</b> polkas & no "Macarena".\n  ',
    );
    const booking = (await adminDb.doc(`bookings/${result.bookingId}`).get()).data() ?? {};
    expect(booking.specialRequests).toBe('First dance at 8pm.\nbNo/b polkas & no "Macarena".');
    // The control for the refusals' "no attempt counted": a booking does count one.
    const quota = await adminDb.doc(`rateLimits/${client}`).get();
    expect(quota.get('payment_create')).toBeDefined();
  });

  it('stores none as an empty string', async () => {
    const client = uniqueId('reqClient');
    const result = await book(client, undefined, '2031-05-03');
    const booking = (await adminDb.doc(`bookings/${result.bookingId}`).get()).data() ?? {};
    expect(booking.specialRequests).toBe('');
  });
});
