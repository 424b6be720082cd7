// A DJ's blocked days (issue 41, item 1): blockDays and unblockDays keep the private blocks
// and the public summary in one transaction, refuse a day with a confirmed booking, warn about
// pending requests, and createPayment (through the Functions emulator) refuses a blocked day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCK_IN_PAST,
  BLOCK_NOT_FOUND,
  blockHasConfirmedBooking,
  DJ_UNAVAILABLE_ON_DATE,
  IMPORTED_BLOCK_READ_ONLY,
  WEEKDAY_ALREADY_BLOCKED,
} from '../../src/domain/availability';
import {
  blockDaysHandler,
  ONLY_DJS_BLOCK_DAYS,
  unblockDaysHandler,
} from '../../functions/src/callable/availability-blocks';
import { newDj, seedBooking } from './booking-fixtures';
import { adminDb, newPerson, waitFor, type Person } from './helpers';

/** 2031-06-02 is a Monday; "today" for these tests is 2031-06-01 at noon UTC. */
const NOW = new Date('2031-06-01T12:00:00Z');
const deps = { db: adminDb, now: () => NOW };
/** A block the calendar import wrote (an auto-id's shape). */
const IMPORTED_ID = 'importedEvent00000001';
const asDj = (uid: string, data: unknown) => ({ data, auth: { uid, token: { role: 'dj' } } });

/** The error a handler throws: its code and message. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { code: String(e.code), message: String(e.message) };
  }
  throw new Error('expected a refusal');
}

const summaryOf = async (djId: string) => {
  const data = (await adminDb.doc(`djAvailability/${djId}`).get()).data() ?? {};
  return {
    bookedDates: data.bookedDates as unknown,
    blockedDates: data.blockedDates as unknown,
    blockedWeekdays: data.blockedWeekdays as unknown,
  };
};

describe('blockDays and unblockDays', () => {
  it('blocks a day, a range and a weekday; the summary holds their days and the booked ones', async () => {
    const djId = await newDj(['2031-06-20']);
    await blockDaysHandler(
      asDj(djId, { from: '2031-06-03', to: '2031-06-03', note: 'Dentist' }),
      deps,
    );
    await blockDaysHandler(asDj(djId, { from: '2031-06-10', to: '2031-06-12' }), deps);
    await blockDaysHandler(asDj(djId, { weekday: 1, note: 'Day off' }), deps);

    expect(await summaryOf(djId)).toEqual({
      bookedDates: ['2031-06-20'],
      blockedDates: ['2031-06-03', '2031-06-10', '2031-06-11', '2031-06-12'],
      blockedWeekdays: [1],
    });
    const blocks = await adminDb.collection(`djAvailability/${djId}/blocks`).get();
    expect(
      blocks.docs.map((d) => d.data()).sort((a, b) => String(a.note).localeCompare(String(b.note))),
    ).toEqual([
      expect.objectContaining({
        span: { kind: 'dates', from: '2031-06-10', to: '2031-06-12' },
        note: '',
        source: 'manual',
      }),
      expect.objectContaining({ span: { kind: 'weekday', weekday: 1 }, note: 'Day off' }),
      expect.objectContaining({
        span: { kind: 'dates', from: '2031-06-03', to: '2031-06-03' },
        note: 'Dentist',
      }),
    ]);
    // The profile's copy follows (onAvailabilityWritten), for discovery's free-on-date filter.
    const copied = await waitFor(async () => {
      const dj = (await adminDb.doc(`djs/${djId}`).get()).data() ?? {};
      return Array.isArray(dj.blockedDates) && dj.blockedDates.length === 4 ? dj : undefined;
    });
    expect(copied).toMatchObject({ blockedWeekdays: [1], bookedDates: ['2031-06-20'] });

    // Unblocking the range takes its days out; the others stay.
    const range = blocks.docs.find((d) => d.get('span.kind') === 'dates' && d.get('note') === '');
    await unblockDaysHandler(asDj(djId, { blockId: range?.id }), deps);
    expect((await summaryOf(djId)).blockedDates).toEqual(['2031-06-03']);
    // A booking confirmed later rewrites the booked dates and leaves the blocks alone (merge).
  });

  it('refuses a day or range with a confirmed booking, naming the day; a weekday rule is taken', async () => {
    const djId = await newDj();
    await seedBooking({ status: 'confirmed', parties: { djId }, eventDate: '2031-06-09' });
    expect(
      await refusal(blockDaysHandler(asDj(djId, { from: '2031-06-05', to: '2031-06-12' }), deps)),
    ).toEqual({ code: 'failed-precondition', message: blockHasConfirmedBooking('2031-06-09') });
    expect(
      await refusal(blockDaysHandler(asDj(djId, { from: '2031-06-09', to: '2031-06-09' }), deps)),
    ).toEqual({ code: 'failed-precondition', message: blockHasConfirmedBooking('2031-06-09') });
    // 2031-06-09 is a Monday: the rule covers the other Mondays; the booked one stays booked.
    await blockDaysHandler(asDj(djId, { weekday: 1 }), deps);
    expect((await summaryOf(djId)).blockedWeekdays).toEqual([1]);
    expect(await refusal(blockDaysHandler(asDj(djId, { weekday: 1 }), deps))).toEqual({
      code: 'already-exists',
      message: WEEKDAY_ALREADY_BLOCKED,
    });
    // Nothing half-written: the refused ranges left no block.
    expect((await adminDb.collection(`djAvailability/${djId}/blocks`).get()).size).toBe(1);
  });

  it('counts the pending requests on the blocked days and leaves them to be answered', async () => {
    const djId = await newDj();
    const pending = await seedBooking({
      status: 'pending',
      parties: { djId },
      eventDate: '2031-06-15',
    });
    await seedBooking({ status: 'pending', parties: { djId }, eventDate: '2031-07-15' });
    const result = await blockDaysHandler(
      asDj(djId, { from: '2031-06-14', to: '2031-06-16' }),
      deps,
    );
    expect(result.pendingRequests).toBe(1);
    expect((await adminDb.doc(`bookings/${pending.id}`).get()).get('status')).toBe('pending');
  });

  it('refuses past days, non-DJs, another source’s block and a block that is gone', async () => {
    const djId = await newDj();
    expect(
      await refusal(blockDaysHandler(asDj(djId, { from: '2031-05-20', to: '2031-05-21' }), deps)),
    ).toEqual({ code: 'invalid-argument', message: BLOCK_IN_PAST });
    expect(
      await refusal(
        blockDaysHandler(
          { data: { weekday: 2 }, auth: { uid: djId, token: { role: 'client' } } },
          deps,
        ),
      ),
    ).toEqual({ code: 'permission-denied', message: ONLY_DJS_BLOCK_DAYS });
    expect(
      await refusal(blockDaysHandler(asDj(djId, { weekday: 2, extra: 1 }), deps)),
    ).toMatchObject({
      code: 'invalid-argument',
    });
    const imported = adminDb.collection(`djAvailability/${djId}/blocks`).doc(IMPORTED_ID);
    await imported.set({
      span: { kind: 'dates', from: '2031-06-04', to: '2031-06-04' },
      note: '',
      source: 'calendar',
      createdAt: NOW,
    });
    expect(await refusal(unblockDaysHandler(asDj(djId, { blockId: IMPORTED_ID }), deps))).toEqual({
      code: 'failed-precondition',
      message: IMPORTED_BLOCK_READ_ONLY,
    });
    // Another DJ cannot unblock it either: their own blocks are all they can reach.
    const other = await newDj();
    expect(await refusal(unblockDaysHandler(asDj(other, { blockId: IMPORTED_ID }), deps))).toEqual({
      code: 'not-found',
      message: BLOCK_NOT_FOUND,
    });
  });
});

describe('the quota', () => {
  it('counts only real blocks: malformed requests are refused before an attempt is spent', async () => {
    const djId = await newDj();
    for (let i = 0; i < 70; i += 1) {
      expect(
        await refusal(blockDaysHandler(asDj(djId, { from: false, to: '2031-06-03' }), deps)),
      ).toMatchObject({ code: 'invalid-argument' });
    }
    await blockDaysHandler(asDj(djId, { from: '2031-06-03', to: '2031-06-03' }), deps);
    expect((await summaryOf(djId)).blockedDates).toEqual(['2031-06-03']);
  });
});

describe('createPayment and a blocked day', () => {
  let client: Person;
  let dj: Person;
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    client = await newPerson('blocked-day-client');
    dj = await newPerson('blocked-day-dj');
    await adminDb.doc(`djs/${dj.user.uid}`).set({
      ownerUid: dj.user.uid,
      name: 'Blocked Day DJ',
      status: 'verified',
      hourlyRateCents: 20_000,
    });
  });
  afterAll(async () => {
    await Promise.all([client.close(), dj.close()]);
  });

  it('refuses the day with the words the form shows, and writes no booking', async () => {
    const eventDate = inDays(40);
    await adminDb
      .doc(`djAvailability/${dj.user.uid}`)
      .set({ bookedDates: [], blockedDates: [eventDate], blockedWeekdays: [] });
    const request = {
      djId: dj.user.uid,
      eventDate,
      startTime: '21:00',
      durationHours: 2,
      venue: 'Blocked Hall',
      guestCount: 40,
    };
    const refused = await client.call('createPayment', request).then(
      () => null,
      (error: { code?: string; message?: string }) => ({
        code: error.code,
        // The client SDK appends the HTTP status: ' [400]'.
        message: error.message?.replace(/\s*\[\d{3}\]$/, ''),
      }),
    );
    expect(refused).toEqual({
      code: 'functions/failed-precondition',
      message: DJ_UNAVAILABLE_ON_DATE,
    });
    const bookings = await adminDb.collection('bookings').where('djId', '==', dj.user.uid).get();
    expect(bookings.size).toBe(0);
  });
});
