// The one scheduler (issue 39, decision 0055): one job fires every timed row of the process
// table, each step on its own. Against the Firestore emulator. Its sweeps read the whole
// database, so it runs with the whole-database files (vitest.config.ts); its dates are in
// 1999, before any other file's, and it deletes what it wrote.
import { describe, expect, it } from 'vitest';
import { newPayoutRecord, type PayoutBookingFields } from '../../src/domain/payout-record';
import { TIMED_EVENTS } from '../../src/domain/booking-process';
import {
  SCHEDULED_STEPS,
  REMIND_RESPONSES,
  SETTLE_OWED_MOVES,
  advanceTimedRows,
  type ScheduledStep,
} from '../../functions/src/services/process-scheduler';
import { RecordingGateway, newDj, seedBooking } from './booking-fixtures';
import { adminDb } from './helpers';

/** The table's timed events that no step fires. */
const unscheduledTimedEvents = (steps: readonly ScheduledStep[] = SCHEDULED_STEPS) =>
  TIMED_EVENTS.filter((event) => !steps.some((step) => step.name === event));

const quiet = { warn: () => undefined, error: () => undefined };
const DAY = 24 * 60 * 60 * 1000;

describe('the scheduler covers the table', () => {
  it('fires every timed event of the table, after the owed money moves and the reminders', () => {
    expect(TIMED_EVENTS).toEqual(['expire', 'autoComplete', 'payoutDue']);
    expect(unscheduledTimedEvents()).toEqual([]);
    expect(SCHEDULED_STEPS.map((step) => step.name)).toEqual([
      SETTLE_OWED_MOVES,
      REMIND_RESPONSES,
      ...TIMED_EVENTS,
    ]);
  });

  it('names a timed event no step fires', () => {
    const withoutCompletion = SCHEDULED_STEPS.filter((step) => step.name !== 'autoComplete');
    expect(unscheduledTimedEvents(withoutCompletion)).toEqual(['autoComplete']);
  });

  it('runs every step when one fails, and names the one that failed', async () => {
    const ran: string[] = [];
    const step = (name: string, fails = false): ScheduledStep => ({
      name,
      run: async () => {
        ran.push(name);
        if (fails) throw new Error(`${name} is down`);
        return { done: 1 };
      },
    });
    const errors: unknown[][] = [];
    const run = await advanceTimedRows(
      {
        db: adminDb,
        gateway: new RecordingGateway(),
        log: { ...quiet, error: (...a) => errors.push(a) },
      },
      new Date(),
      [step('first'), step('second', true), step('third')],
    );
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(run).toEqual({
      reports: { first: { done: 1 }, third: { done: 1 } },
      failed: ['second'],
    });
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.[0])).toBe('advanceTimedRows: second failed');
  });
});

describe('advanceTimedRows', () => {
  it('in one run expires a stale request, completes a played booking and pays its DJ', async () => {
    const djId = await newDj([], 2);
    // 1 to 5 June 1999: the request is 9 days old, the gig was played on 1 June.
    const stale = await seedBooking({
      status: 'pending',
      eventDate: '1999-06-20',
      createdAt: new Date('1999-06-01T10:00:00Z'),
      parties: { djId },
    });
    const played = await seedBooking({
      status: 'confirmed',
      eventDate: '1999-06-01',
      createdAt: new Date('1999-05-01T10:00:00Z'),
      parties: { djId },
    });
    const charged = (await adminDb.doc(`bookings/${played.id}`).get()).data() ?? {};
    await adminDb
      .doc(`payouts/${played.id}`)
      .set(
        newPayoutRecord(
          played.id,
          charged as PayoutBookingFields,
          'stripe',
          new Date('1999-05-20T10:00:00Z'),
        ),
      );

    const gateway = new RecordingGateway();
    const run = await advanceTimedRows(
      { db: adminDb, gateway, log: quiet },
      new Date(new Date('1999-06-01T00:00:00Z').getTime() + 9 * DAY),
    );

    expect(run.failed).toEqual([]);
    expect(run.reports.expire).toEqual({ expired: 1 });
    expect(run.reports.autoComplete).toEqual({ completed: 1 });
    expect(run.reports.payoutDue).toMatchObject({ paid: 1, failed: 0 });
    const [expired, completed, payout] = await Promise.all([
      adminDb.doc(`bookings/${stale.id}`).get(),
      adminDb.doc(`bookings/${played.id}`).get(),
      adminDb.doc(`payouts/${played.id}`).get(),
    ]);
    expect(expired.get('status')).toBe('cancelled');
    expect(expired.get('cancellation.reason')).toBe('expired');
    expect(gateway.calls).toContainEqual(
      expect.objectContaining({ operation: 'release', paymentIntentId: `pi_${stale.id}` }),
    );
    expect(completed.get('status')).toBe('completed');
    expect(payout.get('status')).toBe('paid');
    expect(gateway.transfers.map((t) => t.bookingId)).toEqual([played.id]);

    // The next run finds nothing left to do.
    const again = await advanceTimedRows(
      { db: adminDb, gateway, log: quiet },
      new Date(new Date('1999-06-01T00:00:00Z').getTime() + 10 * DAY),
    );
    expect(again.reports.expire).toEqual({ expired: 0 });
    expect(again.reports.autoComplete).toEqual({ completed: 0 });
    expect(again.reports.payoutDue).toMatchObject({ paid: 0, failed: 0 });
    expect(gateway.transfers).toHaveLength(1);

    await Promise.all([
      adminDb.doc(`bookings/${stale.id}`).delete(),
      adminDb.doc(`bookings/${played.id}`).delete(),
      adminDb.doc(`payouts/${played.id}`).delete(),
    ]);
  });
});
