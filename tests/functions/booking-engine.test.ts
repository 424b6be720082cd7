// The engine's booking half, one generated case per row of the process table (as the rules
// tests are): a booking stored in the row's `from` status, with the facts its guards need,
// read back from the Firestore emulator and planned by the engine, moves to the row's `to`
// with its history action and cancellation reason. Each guard, made false, stops that row.
// What is checked here is the engine's reading of a stored booking (bookingStateOf); what
// the rows themselves do is plan()'s, checked in src/domain/booking-process*.test.ts.
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import {
  bookingStateOf,
  historyOf,
  planBookingMove,
  requestStatus,
  statusWrite,
  type BookingMove,
} from '../../functions/src/services/booking-engine';
import { BOOKING_ROWS, type ProcessRow } from '../../src/domain/booking-process';
import type { ProcessFacts, ProcessGuard } from '../../src/domain/booking-process-vocabulary';
import type { BookingActor, BookingStatus } from '../../src/domain/booking-states';
import { adminDb } from './helpers';

const EVENT_DATE = '2031-05-10';
const BEFORE = new Date('2031-05-01T12:00:00Z');
const STARTED = new Date('2031-05-10T10:00:00Z');
const ENDED = new Date('2031-05-13T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let counter = 0;
const uniqueId = () => `engine-${Date.now().toString(36)}-${(counter += 1)}`;

interface Setup {
  now: Date;
  createdAt: Date;
  djSuspended: boolean;
  facts: ProcessFacts;
}

/** The time at which `row`'s time guards hold, except `broken`. */
function nowFor(row: ProcessRow, broken: ProcessGuard | null): Date {
  if (broken === 'eventStarted') return BEFORE;
  if (broken === 'eventEnded' || broken === 'beforeEventStart') return STARTED;
  if (row.guards.includes('eventEnded')) return ENDED;
  if (row.guards.includes('eventStarted')) return STARTED;
  return BEFORE;
}

/** The setup in which every guard of `row` holds, except `broken`. */
function setupFor(row: ProcessRow, broken: ProcessGuard | null): Setup {
  const holds = (g: ProcessGuard) => row.guards.includes(g) && g !== broken;
  const now = nowFor(row, broken);
  const facts: ProcessFacts = {
    dateTakenByOther: holds('dateTaken') || broken === 'dateFree',
    djVerified: broken !== 'djVerified',
    payoutsReady: broken !== 'payoutsReady',
    sawStatus: broken === 'sawThisStatus' ? 'awaiting_payment' : (row.from as BookingStatus),
    ...(holds('reasonGiven') ? { reason: 'A family emergency' } : {}),
    ...(broken === 'reasonGiven' ? { reason: '   ' } : {}),
  };
  return {
    now,
    createdAt: new Date(now.getTime() - (holds('requestTimedOut') ? 6 * DAY : 60 * 60 * 1000)),
    djSuspended: holds('djSuspended') || broken === 'djActive',
    facts,
  };
}

/** A booking stored in `status` as the services leave it, read back from the emulator. */
async function storedBooking(status: BookingStatus, setup: Setup) {
  const ref = adminDb.collection('bookings').doc(uniqueId());
  const charged = status === 'confirmed' || status === 'completed';
  await ref.set({
    status,
    djId: 'engine-dj',
    clientUid: 'engine-client',
    djOwnerUid: 'engine-dj-owner',
    eventDate: EVENT_DATE,
    durationHours: 4,
    totalCostCents: 55_125,
    createdAt: Timestamp.fromDate(setup.createdAt),
    payment: {
      provider: 'stripe',
      status: charged ? 'captured' : status === 'pending' ? 'authorized' : 'awaiting',
      paymentIntentId: 'pi_engine',
      refundedCents: 0,
    },
    history: charged
      ? [
          {
            action: 'accept',
            actor: 'dj',
            uid: 'engine-dj-owner',
            from: 'pending',
            to: 'confirmed',
            at: Timestamp.fromDate(setup.createdAt),
          },
        ]
      : [],
  });
  return ref.get();
}

async function planRow(row: ProcessRow, actor: BookingActor, broken: ProcessGuard | null) {
  const setup = setupFor(row, broken);
  const snap = await storedBooking(row.from as BookingStatus, setup);
  return planBookingMove(
    bookingStateOf(snap, setup.djSuspended),
    row.name,
    actor,
    setup.now,
    setup.facts,
  );
}

const MOVES = BOOKING_ROWS.filter((r) => r.action !== undefined && r.from !== 'none');

describe('the engine plans every booking row from a stored booking', () => {
  it('covers every booking row that moves a stored booking', () => {
    // The request row creates a booking (requestStatus); every other row is generated below.
    expect(MOVES.length).toBe(BOOKING_ROWS.length - 1);
  });

  for (const row of MOVES) {
    for (const actor of row.actors) {
      const name = `${row.name} by ${actor}: ${row.from} → ${row.to}${row.guards.length ? ` [${row.guards.join(', ')}]` : ''}`;

      it(name, async () => {
        const move = await planRow(row, actor, null);
        expect(move.plan.row).toBe(row);
        expect(move).toMatchObject({ from: row.from, to: row.to, action: row.action });
        expect(move.reason).toBe(row.reason ?? null);
        const entry = historyOf(move, { actor, uid: null }, BEFORE);
        expect(statusWrite(move, entry)).toMatchObject({ status: row.to, updatedAt: BEFORE });
        expect(entry).toMatchObject({ action: row.action, from: row.from, to: row.to });
      });

      for (const guard of row.guards) {
        it(`${name}: stopped when ${guard} does not hold`, async () => {
          let move: BookingMove | null = null;
          try {
            move = await planRow(row, actor, guard);
          } catch (error) {
            expect(error).toBeInstanceOf(HttpsError);
            expect((error as HttpsError).code).toBe('failed-precondition');
          }
          // Either refused, or another row of the same event applies (a taken date turns an
          // authorisation into a release): never this row.
          if (move !== null) expect(move.plan.row).not.toBe(row);
        });
      }
    }
  }

  it('refuses, in the table words, an actor the table has no row for', async () => {
    const row = MOVES.find((r) => r.name === 'accept') as ProcessRow;
    await expect(planRow(row, 'client', null)).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'A client cannot accept a pending booking.',
    });
  });

  it('a new booking takes the request row: awaiting payment', () => {
    const fields = { bookingId: 'x', eventDate: EVENT_DATE, durationHours: 4, totalCents: 100 };
    expect(requestStatus(fields, BEFORE)).toBe('awaiting_payment');
    // Control: not for an event that has begun.
    expect(() => requestStatus(fields, STARTED)).toThrow(HttpsError);
  });
});
