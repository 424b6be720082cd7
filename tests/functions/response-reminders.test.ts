// The DJ's reminders 24 h and 4 h before a request expires (issue 40, item 4), on the
// scheduler with an injected clock, against the Firestore emulator. Its sweep reads every
// pending booking, so it runs with the whole-database files (vitest.config.ts); its dates are
// in 1998, before any other file's, and it deletes what it wrote.
import { afterAll, describe, expect, it } from 'vitest';
import { remindPendingRequests } from '../../functions/src/services/response-reminders';
import { advanceTimedRows } from '../../functions/src/services/process-scheduler';
import { responseReminderId } from '../../src/domain/response-deadline';
import { RecordingGateway, quietLog, seedBooking } from './booking-fixtures';
import { adminDb, newId } from './helpers';

const HOUR = 60 * 60 * 1000;
const MADE = new Date('1998-03-01T12:00:00Z');
/** 5 days after the request: its deadline (the event, on the 20th, is later). */
const DEADLINE = new Date(MADE.getTime() + 5 * 24 * HOUR);
const before = (hours: number) => new Date(DEADLINE.getTime() - hours * HOUR);

const written: string[] = [];
const deps = {
  db: adminDb,
  log: quietLog,
  origin: 'http://localhost:5000',
  auth: { getUser: async (uid: string) => ({ email: `${uid.toLowerCase()}@example.test` }) },
};

async function pendingRequest(made = MADE, eventDate = '1998-03-20') {
  const djId = newId('Dj');
  const booking = await seedBooking({
    status: 'pending',
    parties: { djId, clientUid: newId('Cl') },
    createdAt: made,
    eventDate,
  });
  written.push(
    `bookings/${booking.id}`,
    `djs/${djId}`,
    `djAvailability/${djId}`,
    `payoutAccounts/${djId}`,
  );
  return booking;
}

const reminderOf = (djId: string, bookingId: string, key: '24h' | '4h') =>
  adminDb.doc(`users/${djId}/notifications/${responseReminderId(bookingId, key)}`);

afterAll(async () => {
  await Promise.all(written.map((path) => adminDb.recursiveDelete(adminDb.doc(path))));
});

describe('reminders before a request expires', () => {
  it('remind 24 h and 4 h before, exactly once each, with the e-mail', async () => {
    const booking = await pendingRequest();
    written.push(`users/${booking.djId}`);
    expect(await remindPendingRequests(deps, before(25))).toBe(0);
    expect(await remindPendingRequests(deps, before(23))).toBe(1);
    expect(await remindPendingRequests(deps, before(22))).toBe(0);
    expect(await remindPendingRequests(deps, before(3.5))).toBe(1);
    expect(await remindPendingRequests(deps, before(3))).toBe(0);
    expect(await remindPendingRequests(deps, before(-1))).toBe(0);

    const first = await reminderOf(booking.djId, booking.id, '24h').get();
    expect(first.data()).toMatchObject({
      type: 'response_reminder',
      title: 'Request expires in 24 hours',
      link: `/bookings/${booking.id}`,
      bookingId: booking.id,
      readAt: null,
    });
    expect((await reminderOf(booking.djId, booking.id, '4h').get()).get('title')).toBe(
      'Request expires in 4 hours',
    );
    const mail = await adminDb.doc(`mail/${responseReminderId(booking.id, '4h')}`).get();
    written.push(mail.ref.path, `mail/${responseReminderId(booking.id, '24h')}`);
    expect(mail.get('to')).toBe(`${booking.djId.toLowerCase()}@example.test`);
    expect(mail.get('message.text')).toContain(`http://localhost:5000/bookings/${booking.id}`);
  });

  it('two runs at once remind once', async () => {
    const booking = await pendingRequest();
    written.push(`users/${booking.djId}`);
    const [a, b] = await Promise.all([
      remindPendingRequests(deps, before(20)),
      remindPendingRequests(deps, before(20)),
    ]);
    expect(a + b).toBe(1);
  });

  it('do not remind a request answered meanwhile, nor of a time before it was made', async () => {
    const answered = await pendingRequest();
    written.push(`users/${answered.djId}`);
    await adminDb.doc(`bookings/${answered.id}`).update({ status: 'confirmed' });
    // Made 10 hours before the event starts: its deadline; "24 hours left" was never true.
    const late = await pendingRequest(new Date('1998-03-19T14:00:00Z'), '1998-03-20');
    written.push(`users/${late.djId}`);
    const night = new Date('1998-03-19T16:00:00Z');
    await remindPendingRequests(deps, night);
    expect((await reminderOf(answered.djId, answered.id, '24h').get()).exists).toBe(false);
    expect((await reminderOf(late.djId, late.id, '24h').get()).exists).toBe(false);
    await remindPendingRequests(deps, new Date('1998-03-19T21:00:00Z'));
    expect((await reminderOf(late.djId, late.id, '4h').get()).exists).toBe(true);
  });

  it('respect the DJ’s e-mail switch for requests', async () => {
    const booking = await pendingRequest();
    written.push(`users/${booking.djId}`);
    const on = { requests: true, bookingUpdates: true, messages: true, payouts: true };
    await adminDb.doc(`users/${booking.djId}/settings/notifications`).set({
      push: on,
      email: { ...on, requests: false },
      quietHours: null,
    });
    expect(await remindPendingRequests(deps, before(23))).toBe(1);
    expect((await adminDb.doc(`mail/${responseReminderId(booking.id, '24h')}`).get()).exists).toBe(
      false,
    );
  });

  it('run as a step of the one scheduler', async () => {
    const booking = await pendingRequest();
    written.push(`users/${booking.djId}`, `mail/${responseReminderId(booking.id, '24h')}`);
    const run = await advanceTimedRows({ ...deps, gateway: new RecordingGateway() }, before(23));
    expect(run.failed).toEqual([]);
    expect(run.reports.remindResponses).toEqual({ reminded: 1 });
  });
});
