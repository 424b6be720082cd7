// transitionBooking and the pending-request expiry, called directly (not through the
// Functions emulator) against the Firestore emulator, with a gateway that records what it is
// asked to do. The permission matrix is derived from the domain's TRANSITIONS table.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  transitionBookingHandler,
  type TransitionResult,
} from '../../functions/src/callable/transition-booking';
import {
  BOOKING_NOT_FOUND,
  COMPLETE_TOO_EARLY,
  DATE_TAKEN,
  NOT_YOUR_BOOKING,
} from '../../functions/src/services/booking-lifecycle';
import { settleOutstandingPayments } from '../../functions/src/services/money-outbox';
import { expirePendingBookings } from '../../functions/src/services/expire-pending';
import {
  CALLABLE_BOOKING_ACTIONS,
  isCallableBookingAction,
  type CallableBookingAction,
} from '../../src/domain/booking-record';
import {
  BOOKING_STATUSES,
  type BookingActor,
  type BookingStatus,
} from '../../src/domain/booking-states';
import { TRANSITIONS } from '../../src/domain/booking-transitions';
import {
  DAY,
  DAY_BEFORE_NOON,
  EVENT_DATE,
  EVENT_DAY_NOON,
  EVENT_START,
  HOUR,
  newDj,
  RecordingGateway,
  seedBooking,
  TOTAL_CENTS,
  type Parties,
} from './booking-fixtures';
import { adminDb, newId, securityEventsFor } from './helpers';

const quietLog = { warn: () => {}, error: () => {} };
let gateway: RecordingGateway;
beforeEach(() => {
  gateway = new RecordingGateway();
});

type Caller = BookingActor | 'stranger';

function uidOf(booking: Parties, caller: Caller): string {
  switch (caller) {
    case 'client':
      return booking.clientUid;
    case 'dj':
      return booking.djId;
    default:
      // Admins and strangers are fresh accounts, so no rate limit carries between cases.
      return newId(caller === 'admin' ? 'Ad' : 'St');
  }
}

function transition(
  booking: { id: string } & Parties,
  caller: Caller,
  action: string,
  // Accepting, and the DJ's cancelling, close when the event date begins (00:00 UTC).
  now: Date = action === 'accept' || (caller === 'dj' && action === 'cancel')
    ? DAY_BEFORE_NOON
    : EVENT_DAY_NOON,
  uid: string = uidOf(booking, caller),
  role: string = caller === 'admin' ? 'admin' : caller === 'dj' ? 'dj' : 'client',
): Promise<TransitionResult> {
  // A DJ's cancellation needs their reason (decision 0050; dj-cancel.test.ts tests without).
  const reason = caller === 'dj' && action === 'cancel' ? { reason: 'I broke my wrist.' } : {};
  return transitionBookingHandler(
    { data: { bookingId: booking.id, action, ...reason }, auth: { uid, token: { role } } },
    { db: adminDb, gateway, now: () => now, log: quietLog },
  );
}

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return `${e.code}: ${e.message}`;
  }
  return 'ok';
}

async function bookingData(id: string): Promise<Record<string, unknown>> {
  return (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};
}

/** moneyOutbox/{id}: the moves the booking still owes (functions/src/services/money-outbox.ts). */
function outbox(id: string) {
  return adminDb.doc(`moneyOutbox/${id}`).get();
}

async function bookedDates(djId: string): Promise<unknown> {
  return (await adminDb.doc(`djAvailability/${djId}`).get()).get('bookedDates');
}

// ---------------------------------------------------------------------------------------

/** What the table says for one cell: the new status, or the error code the callable gives. */
function expectedFor(
  status: BookingStatus,
  action: CallableBookingAction,
  actor: Exclude<BookingActor, 'system'>,
): { to: BookingStatus } | { code: 'permission-denied' | 'failed-precondition' } {
  const row = TRANSITIONS.find(
    (t) => t.from === status && t.action === action && t.actors.includes(actor),
  );
  if (row) return { to: row.to };
  // Someone else could do it from this status: this caller may not. Nobody could: wrong state.
  const possible = TRANSITIONS.some((t) => t.from === status && t.action === action);
  return { code: possible ? 'permission-denied' : 'failed-precondition' };
}

const matrix = BOOKING_STATUSES.flatMap((status) =>
  CALLABLE_BOOKING_ACTIONS.flatMap((action) =>
    (['client', 'dj', 'admin'] as const).map((actor) => [status, action, actor] as const),
  ),
);

describe('transitionBooking: every status × action × actor from the table', () => {
  it('covers 5 statuses × 4 callable actions × 3 people', () => {
    expect(matrix).toHaveLength(60);
    // Every callable row of the table is among the allowed cells.
    const allowed = matrix.filter(([s, a, p]) => 'to' in expectedFor(s, a, p));
    const callableRows = TRANSITIONS.filter((t) => isCallableBookingAction(t.action));
    // (The system's decline, for a suspended or deleted DJ, is not callable by anyone.)
    const people = (t: (typeof TRANSITIONS)[number]) => t.actors.filter((a) => a !== 'system');
    expect(allowed).toHaveLength(callableRows.reduce((n, t) => n + people(t).length, 0));
  });

  it.each(matrix)('%s × %s × %s', async (status, action, actor) => {
    const booking = await seedBooking({ status });
    const before = await bookingData(booking.id);
    const expected = expectedFor(status, action, actor);
    const result = await outcome(transition(booking, actor, action));
    const after = await bookingData(booking.id);
    if ('to' in expected) {
      expect(result).toBe('ok');
      expect(after.status).toBe(expected.to);
      expect(after.history).toEqual([
        expect.objectContaining({ action, actor, from: status, to: expected.to }),
      ]);
    } else {
      expect(result.startsWith(`${expected.code}: `)).toBe(true);
      expect(result).toMatch(
        expected.code === 'permission-denied'
          ? new RegExp(`^permission-denied: A ${actor} cannot ${action} a ${status} booking\\.$`)
          : new RegExp(`^failed-precondition: Cannot ${action} a booking that is ${status}\\.$`),
      );
      // A refusal writes nothing and moves no money.
      expect(after).toEqual(before);
      expect(gateway.calls).toEqual([]);
    }
  });

  it.each(BOOKING_STATUSES)('refuses a stranger on a %s booking and records it', async (status) => {
    const booking = await seedBooking({ status });
    const stranger = newId('St');
    expect(await outcome(transition(booking, 'stranger', 'cancel', EVENT_DAY_NOON, stranger))).toBe(
      `permission-denied: ${NOT_YOUR_BOOKING}`,
    );
    expect(await bookingData(booking.id)).toMatchObject({ status });
    const events = await securityEventsFor(stranger, 'unauthorized_access');
    expect(events).toEqual([
      expect.objectContaining({
        details: { action: 'transitionBooking:cancel', bookingId: booking.id },
      }),
    ]);
  });
});

describe('transitionBooking: input and caller', () => {
  it.each(['paymentAuthorized', 'paymentExpired', 'expire', 'approve', '', 42])(
    'refuses the action %j (system actions are not callable)',
    async (action) => {
      const booking = await seedBooking({ status: 'awaiting_payment' });
      expect(await outcome(transition(booking, 'admin', action as string))).toBe(
        'invalid-argument: action must be one of accept, decline, cancel, complete.',
      );
      expect(await bookingData(booking.id)).toMatchObject({ status: 'awaiting_payment' });
    },
  );

  it.each([['short'], ['has/slash/in/it/123456789'], [':id'], [null]])(
    'refuses the booking id %j',
    async (bookingId) => {
      const result = await outcome(
        transitionBookingHandler(
          { data: { bookingId, action: 'cancel' }, auth: { uid: newId('Cl'), token: {} } },
          { db: adminDb, gateway },
        ),
      );
      expect(result).toBe('invalid-argument: bookingId is not a valid booking id.');
    },
  );

  it('refuses unknown fields, a signed-out caller and a missing booking', async () => {
    const uid = newId('Cl');
    const call = (data: unknown, auth?: { uid: string; token: Record<string, unknown> }) =>
      outcome(transitionBookingHandler({ data, auth }, { db: adminDb, gateway }));
    expect(
      await call({ bookingId: newId('Bk'), action: 'cancel', refund: 1 }, { uid, token: {} }),
    ).toBe('invalid-argument: Unknown field "refund".');
    expect(await call({ bookingId: newId('Bk'), action: 'cancel' })).toMatch(/^unauthenticated: /);
    // A missing booking answers as someone else's does: a booking id cannot be probed.
    expect(await call({ bookingId: newId('Bk'), action: 'cancel' }, { uid, token: {} })).toBe(
      `permission-denied: ${NOT_YOUR_BOOKING}`,
    );
    const others = await seedBooking({ status: 'pending' });
    expect(await call({ bookingId: others.id, action: 'cancel' }, { uid, token: {} })).toBe(
      `permission-denied: ${NOT_YOUR_BOOKING}`,
    );
    // An admin, who reads every booking anyway, is told there is none.
    const admin = { uid: newId('Ad'), token: { role: 'admin' } };
    expect(await call({ bookingId: newId('Bk'), action: 'cancel' }, admin)).toBe(
      `not-found: ${BOOKING_NOT_FOUND}`,
    );
  });

  it('limits each person to 10 booking updates an hour', async () => {
    const uid = newId('Cl');
    const call = () =>
      outcome(
        transitionBookingHandler(
          { data: { bookingId: newId('Bk'), action: 'cancel' }, auth: { uid, token: {} } },
          { db: adminDb, gateway, now: () => EVENT_DAY_NOON },
        ),
      );
    for (let i = 0; i < 10; i++) {
      expect(await call()).toBe(`permission-denied: ${NOT_YOUR_BOOKING}`);
    }
    expect(await call()).toMatch(/^resource-exhausted: /);
    expect(await securityEventsFor(uid, 'rate_limit_exceeded')).toHaveLength(1);
  });

  it('treats an admin who is the client as the client (policy refund, not the full one)', async () => {
    const booking = await seedBooking({ status: 'confirmed' });
    const now = new Date(EVENT_START.getTime() - 36 * HOUR);
    const result = await transition(booking, 'client', 'cancel', now, booking.clientUid, 'admin');
    expect(result.refundCents).toBe(21_526);
    expect((await bookingData(booking.id)).cancellation).toMatchObject({
      by: 'client',
      refundPercent: 50,
    });
  });

  it('an admin who owns the DJ profile cancels a confirmed booking of it as its DJ', async () => {
    const booking = await seedBooking({ status: 'confirmed' });
    // Not an admin's cancellation for cause: the DJ's own, reason and record included.
    expect(
      await outcome(transition(booking, 'dj', 'cancel', DAY_BEFORE_NOON, booking.djId, 'admin')),
    ).toBe('ok');
    expect((await bookingData(booking.id)).cancellation).toMatchObject({
      by: 'dj',
      reason: 'dj_cancelled',
      declineReason: 'I broke my wrist.',
    });
    expect((await adminDb.doc(`djCancellations/${booking.djId}`).get()).exists).toBe(true);
  });
});

describe('transitionBooking: refunds when a confirmed booking is cancelled', () => {
  it.each([
    // [hours before the event date's 00:00 UTC, percent, cents]: 43051 × 50% = 21525.5 → 21526.
    [72, 100, TOTAL_CENTS],
    [36, 50, 21_526],
    [12, 0, 0],
  ])('by the client %i h before the event: %i%%', async (hours, percent, cents) => {
    const djId = await newDj(['2031-06-01', EVENT_DATE, '2031-07-04']);
    for (const eventDate of ['2031-06-01', '2031-07-04']) {
      await seedBooking({ status: 'confirmed', parties: { djId }, eventDate });
    }
    const booking = await seedBooking({ status: 'confirmed', parties: { djId } });
    const now = new Date(EVENT_START.getTime() - hours * HOUR);
    const result = await transition(booking, 'client', 'cancel', now);
    expect(result).toEqual({ bookingId: booking.id, status: 'cancelled', refundCents: cents });
    const after = await bookingData(booking.id);
    expect(after.cancellation).toEqual({
      by: 'client',
      reason: 'cancelled',
      refundPercent: percent,
      refundCents: cents,
    });
    expect(after.payment).toMatchObject({
      refundedCents: cents,
      status: cents > 0 ? 'refunded' : 'captured',
    });
    expect(gateway.calls).toEqual(
      cents > 0
        ? [
            {
              operation: 'refund',
              paymentIntentId: `pi_${booking.id}`,
              amountCents: cents,
              idempotencyKey: `${booking.id}:1:cancel:refund`,
            },
          ]
        : [],
    );
    // The date is free again; the DJ's other coming dates stay booked (the view lists the
    // confirmed bookings from today on, so the past one is no longer shown).
    expect(await bookedDates(djId)).toEqual(['2031-07-04']);
  });

  it('refunds everything when an admin cancels, even on the day', async () => {
    const djId = await newDj([EVENT_DATE]);
    const booking = await seedBooking({ status: 'confirmed', parties: { djId } });
    const result = await transition(booking, 'admin', 'cancel', EVENT_DAY_NOON);
    expect(result.refundCents).toBe(TOTAL_CENTS);
    expect((await bookingData(booking.id)).cancellation).toEqual({
      by: 'admin',
      reason: 'cancelled',
      refundPercent: 100,
      refundCents: TOTAL_CENTS,
    });
    expect(gateway.calls).toEqual([
      expect.objectContaining({ operation: 'refund', amountCents: TOTAL_CENTS }),
    ]);
    expect(await bookedDates(djId)).toEqual([]);
  });
});

describe('transitionBooking: accept, decline, complete', () => {
  it('accepting one request captures it, books the date and declines the others for that date', async () => {
    // The view is rebuilt from the confirmed bookings: a stale entry (05-01) disappears.
    const djId = await newDj(['2031-07-04', '2031-05-01']);
    await seedBooking({ status: 'confirmed', parties: { djId }, eventDate: '2031-07-04' });
    const accepted = await seedBooking({ status: 'pending', parties: { djId } });
    const rivals = [
      await seedBooking({ status: 'pending', parties: { djId } }),
      await seedBooking({ status: 'pending', parties: { djId } }),
    ];
    const otherDate = await seedBooking({
      status: 'pending',
      parties: { djId },
      eventDate: '2031-06-21',
    });
    const otherDj = await seedBooking({ status: 'pending' });
    const unpaid = await seedBooking({ status: 'awaiting_payment', parties: { djId } });

    const result = await transition(accepted, 'dj', 'accept');
    expect(result).toEqual({ bookingId: accepted.id, status: 'confirmed' });

    expect(await bookingData(accepted.id)).toMatchObject({
      status: 'confirmed',
      payment: { status: 'captured' },
    });
    for (const rival of rivals) {
      const data = await bookingData(rival.id);
      expect(data).toMatchObject({
        status: 'cancelled',
        cancellation: { by: 'dj', reason: 'auto_declined' },
        payment: { status: 'released' },
      });
      expect(data.history).toEqual([
        expect.objectContaining({ action: 'decline', actor: 'dj', from: 'pending' }),
      ]);
    }
    for (const untouched of [otherDate, otherDj]) {
      expect(await bookingData(untouched.id)).toMatchObject({ status: 'pending' });
    }
    expect(await bookingData(unpaid.id)).toMatchObject({ status: 'awaiting_payment' });
    expect(await bookedDates(djId)).toEqual([EVENT_DATE, '2031-07-04']);

    expect(gateway.calls).toContainEqual({
      operation: 'capture',
      paymentIntentId: `pi_${accepted.id}`,
      idempotencyKey: `${accepted.id}:1:accept:capture`,
    });
    for (const rival of rivals) {
      expect(gateway.calls).toContainEqual({
        operation: 'release',
        paymentIntentId: `pi_${rival.id}`,
        idempotencyKey: `${rival.id}:1:autoDecline:void`,
      });
    }
    expect(gateway.calls).toHaveLength(3);
  });

  it('refuses to accept a request for a date the DJ is already booked on', async () => {
    // The date is taken by a confirmed booking; the public view does not even list it.
    const djId = await newDj([]);
    await seedBooking({ status: 'confirmed', parties: { djId } });
    const booking = await seedBooking({ status: 'pending', parties: { djId } });
    expect(await outcome(transition(booking, 'dj', 'accept'))).toBe(
      `failed-precondition: ${DATE_TAKEN}`,
    );
    expect(await bookingData(booking.id)).toMatchObject({ status: 'pending' });
    expect(gateway.calls).toEqual([]);
  });

  it('declining releases the hold', async () => {
    const booking = await seedBooking({ status: 'pending' });
    expect(await transition(booking, 'dj', 'decline')).toEqual({
      bookingId: booking.id,
      status: 'cancelled',
    });
    expect(await bookingData(booking.id)).toMatchObject({
      cancellation: { by: 'dj', reason: 'declined' },
      payment: { status: 'released', refundedCents: 0 },
    });
    expect(gateway.calls).toEqual([
      {
        operation: 'release',
        paymentIntentId: `pi_${booking.id}`,
        idempotencyKey: `${booking.id}:1:decline:void`,
      },
    ]);
  });

  it('a client cancelling a pending request releases the hold and charges nothing', async () => {
    const booking = await seedBooking({ status: 'pending' });
    const result = await transition(booking, 'client', 'cancel');
    expect(result).toEqual({ bookingId: booking.id, status: 'cancelled' });
    expect((await bookingData(booking.id)).cancellation).toEqual({
      by: 'client',
      reason: 'cancelled',
    });
    expect(gateway.calls.map((c) => c.operation)).toEqual(['release']);
  });

  it('refuses to complete before the event date', async () => {
    const booking = await seedBooking({ status: 'confirmed' });
    const lateEveningBefore = new Date(EVENT_START.getTime() - 1);
    expect(await outcome(transition(booking, 'dj', 'complete', lateEveningBefore))).toBe(
      `failed-precondition: ${COMPLETE_TOO_EARLY}`,
    );
    expect(await bookingData(booking.id)).toMatchObject({ status: 'confirmed' });
  });

  it('completing from the event date on counts the booking for the DJ', async () => {
    const djId = await newDj([EVENT_DATE], 3);
    const booking = await seedBooking({ status: 'confirmed', parties: { djId } });
    expect(await transition(booking, 'dj', 'complete', EVENT_START)).toEqual({
      bookingId: booking.id,
      status: 'completed',
    });
    expect((await adminDb.doc(`djs/${djId}`).get()).get('totalBookings')).toBe(4);
    // A completed booking keeps its date booked.
    expect(await bookedDates(djId)).toEqual([EVENT_DATE]);
    expect(gateway.calls).toEqual([]);
  });

  it('keeps the transition when the gateway fails afterwards, and records the failure', async () => {
    gateway.failOn = 'capture';
    const booking = await seedBooking({ status: 'pending' });
    expect(await transition(booking, 'dj', 'accept')).toMatchObject({ status: 'confirmed' });
    expect(await bookingData(booking.id)).toMatchObject({
      status: 'confirmed',
      payment: {
        error: {
          operation: 'capture',
          message: 'card_declined on capture',
          idempotencyKey: `${booking.id}:1:accept:capture`,
        },
      },
    });
  });
});

describe('transitionBooking: money moves owed and completed', () => {
  it('a settled transition leaves nothing owed', async () => {
    const booking = await seedBooking({ status: 'pending' });
    await transition(booking, 'dj', 'accept');
    expect(await bookingData(booking.id)).toMatchObject({
      payment: { settlement: 'settled', error: null },
    });
    expect((await outbox(booking.id)).exists).toBe(false);
  });

  it('a failed capture stays owed, and the same accept again completes it once', async () => {
    const djId = await newDj();
    const booking = await seedBooking({ status: 'pending', parties: { djId } });
    const rival = await seedBooking({ status: 'pending', parties: { djId } });
    gateway.failOn = 'capture';
    expect(await transition(booking, 'dj', 'accept')).toMatchObject({ status: 'confirmed' });
    expect(await bookingData(booking.id)).toMatchObject({
      status: 'confirmed',
      payment: { settlement: 'pending' },
    });
    // Owed in the booking's outbox, which no party reads (firestore.rules), not on the booking.
    expect((await bookingData(booking.id)).payment).not.toHaveProperty('pendingMoves');
    expect((await outbox(booking.id)).get('moves')).toEqual([
      expect.objectContaining({
        operation: 'capture',
        idempotencyKey: `${booking.id}:1:accept:capture`,
      }),
    ]);
    // The rival's release went through and is no longer owed.
    expect(await bookingData(rival.id)).toMatchObject({ status: 'cancelled' });

    gateway.failOn = null;
    expect(await transition(booking, 'dj', 'accept')).toEqual({
      bookingId: booking.id,
      status: 'confirmed',
    });
    expect(await bookingData(booking.id)).toMatchObject({
      status: 'confirmed',
      payment: { settlement: 'settled', error: null },
    });
    expect((await outbox(booking.id)).exists).toBe(false);
    expect(gateway.calls.map((c) => `${c.operation} ${c.idempotencyKey}`)).toEqual([
      `capture ${booking.id}:1:accept:capture`,
      `release ${rival.id}:1:autoDecline:void`,
      `capture ${booking.id}:1:accept:capture`,
    ]);
    // Once settled, asking again moves no money.
    await transition(booking, 'dj', 'accept');
    expect(gateway.calls).toHaveLength(3);
    expect((await bookingData(booking.id)).history).toHaveLength(1);
  });

  it('a repeat by someone else, or of another action, is still refused', async () => {
    const booking = await seedBooking({ status: 'pending' });
    await transition(booking, 'client', 'cancel');
    expect(await outcome(transition(booking, 'dj', 'decline'))).toMatch(/^failed-precondition/);
    expect(await transition(booking, 'client', 'cancel')).toEqual({
      bookingId: booking.id,
      status: 'cancelled',
    });
    expect(gateway.calls.map((c) => c.operation)).toEqual(['release']);
  });

  // A move recorded on the booking itself, as before the outbox had a document of its own.
  it('the sweep completes the moves of a function that stopped after its transaction', async () => {
    const booking = await seedBooking({ status: 'confirmed' });
    const move = {
      bookingId: booking.id,
      operation: 'capture',
      provider: 'stripe',
      paymentIntentId: `pi_${booking.id}`,
      amountCents: TOTAL_CENTS,
      idempotencyKey: `capture-${booking.id}`,
    };
    await adminDb
      .doc(`bookings/${booking.id}`)
      .update({ 'payment.pendingMoves': [move], 'payment.settlement': 'pending' });
    gateway.failOn = 'capture';
    await settleOutstandingPayments({ db: adminDb, gateway, log: quietLog }, EVENT_DAY_NOON);
    expect(await bookingData(booking.id)).toMatchObject({
      payment: { settlement: 'pending', error: { operation: 'capture' } },
    });
    gateway.failOn = null;
    await settleOutstandingPayments({ db: adminDb, gateway, log: quietLog }, EVENT_DAY_NOON);
    expect(await bookingData(booking.id)).toMatchObject({
      payment: { settlement: 'settled', error: null },
    });
    // Settled, the field it was recorded in goes; nothing is left in the outbox either.
    expect((await bookingData(booking.id)).payment).not.toHaveProperty('pendingMoves');
    expect((await outbox(booking.id)).exists).toBe(false);
    const mine = gateway.calls.filter((c) => c.paymentIntentId === `pi_${booking.id}`);
    expect(mine.map((c) => c.idempotencyKey)).toEqual([
      `capture-${booking.id}`,
      `capture-${booking.id}`,
    ]);
  });
});

describe('transitionBooking: demo bookings', () => {
  it('moves no money for demo bookings, but records the payment status', async () => {
    const djId = await newDj();
    const pending = await seedBooking({ status: 'pending', provider: 'demo', parties: { djId } });
    const rival = await seedBooking({ status: 'pending', provider: 'demo', parties: { djId } });
    const confirmed = await seedBooking({
      status: 'confirmed',
      provider: 'demo',
      eventDate: '2031-08-01',
    });
    const declined = await seedBooking({ status: 'pending', provider: 'demo' });

    await transition(pending, 'dj', 'accept');
    await transition(declined, 'dj', 'decline');
    const cancel = await transition(confirmed, 'client', 'cancel');

    expect(gateway.calls).toEqual([]);
    expect(await bookingData(pending.id)).toMatchObject({ payment: { status: 'captured' } });
    expect(await bookingData(rival.id)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'released' },
    });
    expect(await bookingData(declined.id)).toMatchObject({ payment: { status: 'released' } });
    expect(cancel.refundCents).toBe(TOTAL_CENTS);
    expect(await bookingData(confirmed.id)).toMatchObject({
      payment: { status: 'refunded', refundedCents: TOTAL_CENTS },
    });
  });
});

describe('expirePendingBookings', () => {
  // Years before every other test's data, so the job sees only the requests made here.
  const NOW = new Date('2024-02-10T12:00:00Z');

  it('expires requests older than 5 days or for a date that has passed, and nothing else', async () => {
    const old = await seedBooking({
      status: 'pending',
      createdAt: new Date(NOW.getTime() - 5 * DAY - 1000),
      eventDate: '2024-03-01',
    });
    const pastDate = await seedBooking({
      status: 'pending',
      createdAt: new Date(NOW.getTime() - DAY),
      eventDate: '2024-02-07',
    });
    const oldDemo = await seedBooking({
      status: 'pending',
      provider: 'demo',
      createdAt: new Date(NOW.getTime() - 6 * DAY),
      eventDate: '2024-03-01',
    });
    const fresh = await seedBooking({
      status: 'pending',
      createdAt: new Date(NOW.getTime() - 4 * DAY),
      eventDate: '2024-03-01',
    });
    // Today in UTC: its event start (00:00 UTC) has passed, so it can no longer be accepted.
    const today = await seedBooking({
      status: 'pending',
      createdAt: new Date(NOW.getTime() - DAY),
      eventDate: '2024-02-10',
    });
    const tomorrow = await seedBooking({
      status: 'pending',
      createdAt: new Date(NOW.getTime() - DAY),
      eventDate: '2024-02-11',
    });
    const confirmed = await seedBooking({
      status: 'confirmed',
      createdAt: new Date(NOW.getTime() - 20 * DAY),
      eventDate: '2024-02-01',
    });

    expect(await expirePendingBookings({ db: adminDb, gateway, log: quietLog }, NOW)).toBe(4);

    for (const expired of [old, pastDate, oldDemo, today]) {
      const data = await bookingData(expired.id);
      expect(data).toMatchObject({
        status: 'cancelled',
        cancellation: { by: 'system', reason: 'expired' },
        payment: { status: 'released' },
      });
      expect(data.history).toEqual([
        expect.objectContaining({ action: 'expire', actor: 'system', uid: null, from: 'pending' }),
      ]);
    }
    for (const kept of [fresh, tomorrow]) {
      expect(await bookingData(kept.id)).toMatchObject({ status: 'pending' });
    }
    expect(await bookingData(confirmed.id)).toMatchObject({ status: 'confirmed' });
    // The demo request had no hold to release.
    expect(gateway.calls).toEqual(
      expect.arrayContaining([
        {
          operation: 'release',
          paymentIntentId: `pi_${old.id}`,
          idempotencyKey: `${old.id}:1:expire:void`,
        },
        {
          operation: 'release',
          paymentIntentId: `pi_${pastDate.id}`,
          idempotencyKey: `${pastDate.id}:1:expire:void`,
        },
        {
          operation: 'release',
          paymentIntentId: `pi_${today.id}`,
          idempotencyKey: `${today.id}:1:expire:void`,
        },
      ]),
    );
    expect(gateway.calls).toHaveLength(3);

    // A second run finds nothing left to do.
    expect(await expirePendingBookings({ db: adminDb, gateway, log: quietLog }, NOW)).toBe(0);
    expect(gateway.calls).toHaveLength(3);
  });
});
