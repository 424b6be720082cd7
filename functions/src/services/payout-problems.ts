// Problem reports and what admins do with payouts (decision 0027). The booking's client may
// report a problem from the event date until the transfer is due: the payout is held and
// admins are notified. An admin releases it (paid on the next run) or refunds the client in
// full (nothing is paid; a transfer already made is reversed first). An admin's Retry pays a
// failed transfer, or makes a failed reversal, now. Every admin action is audited.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { platformRevenueCents } from '../../../src/domain/payout-earnings';
import {
  type PayoutActionResponse,
  type PayoutRecord,
  type PayoutResolution,
} from '../../../src/domain/payout-record';
import {
  canReportProblem,
  PROBLEM_DETAILS_MAX,
  PROBLEM_DETAILS_MIN,
  REPORT_PROBLEM_CLOSED,
  type PayoutStatus,
} from '../../../src/domain/payouts';
import { formatIsoDate } from '../../../src/domain/format';
import { sanitizeText } from '../../../src/domain/sanitize';
import { writeAudit } from './audit-log';
import { completeOnRelease, NOT_YOUR_BOOKING, writeProblemRefund } from './booking-lifecycle';
import { settlePayments, type PendingMove } from './money-outbox';
import { payOut, type PayoutDeps } from './payout-runner';
import { settleReversal } from './payout-reversals';
import { payoutRef } from './payout-ledger';
import { payoutStateOf, payoutStatusWrite, requirePayoutMove } from './payout-engine';
import type { AdminNotice } from './payout-records';
import { transact } from './transact';

export const NO_PAYOUT = 'This booking has no payout to hold.';
export const ALREADY_REPORTED = 'A problem has already been reported for this booking.';
export const ALREADY_PAID =
  'The DJ has already been paid for this booking. Contact Spinbook support.';
export const NO_OPEN_PROBLEM = 'This booking has no open problem report.';
export const NOT_RETRYABLE = 'Only a failed transfer or reversal can be retried.';
export const PROBLEM_DETAILS_LENGTH = `Describe the problem in ${PROBLEM_DETAILS_MIN} to ${PROBLEM_DETAILS_MAX} characters.`;

type StoredPayout = PayoutRecord<unknown>;

/** The client's words, tidied; refused outside the length the form allows. */
export function problemDetails(value: unknown): string {
  const text = typeof value === 'string' ? sanitizeText(value).trim() : '';
  if (text.length < PROBLEM_DETAILS_MIN || text.length > PROBLEM_DETAILS_MAX) {
    throw new HttpsError('invalid-argument', PROBLEM_DETAILS_LENGTH);
  }
  return text;
}

export type { AdminNotice };

/** Tells every admin (the bell) about a payout that needs them: held by a problem or a dispute. */
export async function notifyAdmins(
  db: Firestore,
  bookingId: string,
  notice: AdminNotice,
  now: Date,
): Promise<void> {
  const admins = await db.collection('users').where('role', '==', 'admin').limit(50).get();
  if (admins.empty) return;
  const batch = db.batch();
  for (const admin of admins.docs) {
    batch.set(admin.ref.collection('notifications').doc(notice.id), {
      type: notice.type,
      title: notice.title,
      body: notice.body,
      link: '/admin',
      bookingId,
      createdAt: now,
      readAt: null,
    });
  }
  await batch.commit();
}

const problemNotice = (bookingId: string, eventDate: string): AdminNotice => ({
  id: `problem_${bookingId}`,
  type: 'problem_reported',
  title: 'Problem reported',
  body: `A client reported a problem with their ${formatIsoDate(eventDate) || eventDate} booking. The DJ's payout is held until you release it or refund the client.`,
});

/**
 * Why `callerUid` cannot report a problem on this booking now (thrown), 'already-held' for a
 * repeat of their report, or the payout to hold. Run read-only before the attempt is counted
 * (so a refused report costs no quota), and again in the transaction that holds it.
 */
export function reportableOrThrow(
  booking: DocumentSnapshot,
  payout: DocumentSnapshot,
  callerUid: string,
  now: Date,
): StoredPayout | 'already-held' {
  if (!booking.exists || booking.get('clientUid') !== callerUid) {
    throw new HttpsError('permission-denied', NOT_YOUR_BOOKING);
  }
  const status: unknown = booking.get('status');
  const eventDate = String(booking.get('eventDate') ?? '');
  if (status !== 'confirmed' && status !== 'completed') {
    throw new HttpsError('failed-precondition', NO_PAYOUT);
  }
  const record = payout.data() as StoredPayout | undefined;
  if (!record) throw new HttpsError('failed-precondition', NO_PAYOUT);
  if (record.problem) {
    if (record.status === 'held') return 'already-held';
    throw new HttpsError('failed-precondition', ALREADY_REPORTED);
  }
  if (!canReportProblem(eventDate, Number(booking.get('durationHours') ?? 0), now)) {
    throw new HttpsError('failed-precondition', REPORT_PROBLEM_CLOSED);
  }
  // A transfer under way or made: too late to hold (the runner's claim is read here, so
  // a report and a transfer can never both win).
  if (record.transferStartedAt || (record.status !== 'scheduled' && record.status !== 'failed')) {
    throw new HttpsError('failed-precondition', ALREADY_PAID);
  }
  return record;
}

/** Reads the booking and its payout and checks the report, without a transaction. */
export async function checkReportable(
  db: Firestore,
  bookingId: string,
  callerUid: string,
  now: Date,
): Promise<void> {
  const [booking, payout] = await Promise.all([
    db.collection('bookings').doc(bookingId).get(),
    payoutRef(db, bookingId).get(),
  ]);
  reportableOrThrow(booking, payout, callerUid, now);
}

/** The booking's client reports a problem: the payout is held. Repeating it changes nothing. */
export async function reportProblem(
  deps: PayoutDeps,
  input: { bookingId: string; details: string; callerUid: string; now: Date },
): Promise<PayoutActionResponse> {
  const { db } = deps;
  const bookingRef = db.collection('bookings').doc(input.bookingId);
  const ref = payoutRef(db, input.bookingId);
  const result = await transact(db, async (tx) => {
    const [booking, payout] = await Promise.all([tx.get(bookingRef), tx.get(ref)]);
    const record = reportableOrThrow(booking, payout, input.callerUid, input.now);
    if (record === 'already-held') return { status: 'held' as PayoutStatus, notify: false };
    const eventDate = String(booking.get('eventDate') ?? '');
    const move = requirePayoutMove(
      payoutStateOf(payout, {
        status: booking.get('status'),
        eventDate: booking.get('eventDate'),
        durationHours: booking.get('durationHours'),
        djSuspended: false,
      }),
      'reportProblem',
      'client',
      input.now,
      ALREADY_PAID,
    );
    tx.update(ref, {
      ...payoutStatusWrite(move, input.now),
      problem: {
        details: input.details,
        reportedAt: input.now,
        status: 'open',
        resolvedBy: null,
        resolvedAt: null,
      },
    });
    tx.update(bookingRef, {
      problem: { reportedAt: input.now, status: 'open' },
      updatedAt: input.now,
    });
    return { status: 'held' as PayoutStatus, notify: true, eventDate };
  });
  if (result.notify) {
    try {
      await notifyAdmins(
        db,
        input.bookingId,
        problemNotice(input.bookingId, result.eventDate ?? ''),
        input.now,
      );
    } catch (error) {
      (deps.log ?? console).warn('reportProblem: could not notify admins', error);
    }
  }
  return { bookingId: input.bookingId, status: result.status };
}

/** An admin releases a held payout (due now) or refunds the client in full. */
export async function resolveProblem(
  deps: PayoutDeps,
  input: { bookingId: string; resolution: PayoutResolution; adminUid: string; now: Date },
): Promise<PayoutActionResponse> {
  const { db, now } = { db: deps.db, now: input.now };
  const bookingRef = db.collection('bookings').doc(input.bookingId);
  const ref = payoutRef(db, input.bookingId);
  let owed: PendingMove[] = [];
  const status = await transact(db, async (tx): Promise<PayoutStatus> => {
    owed = [];
    const [booking, payout] = await Promise.all([tx.get(bookingRef), tx.get(ref)]);
    const record = payout.data() as StoredPayout | undefined;
    if (!record || record.status !== 'held' || record.problem?.status !== 'open') {
      throw new HttpsError('failed-precondition', NO_OPEN_PROBLEM);
    }
    // A release during the event completes the booking with it (below): its DJ's counter.
    const dj =
      input.resolution === 'release' && booking.get('status') === 'confirmed' && record.djId
        ? await tx.get(db.collection('djs').doc(record.djId))
        : null;
    const resolved = { ...record.problem, resolvedBy: input.adminUid, resolvedAt: now };
    const move = requirePayoutMove(
      payoutStateOf(payout, { status: booking.get('status'), djSuspended: false }),
      input.resolution === 'release' ? 'releasePayout' : 'refundProblem',
      'admin',
      now,
      NO_OPEN_PROBLEM,
    );
    writeAudit(
      db,
      tx,
      {
        action: input.resolution === 'release' ? 'payout_release' : 'payout_refund',
        djId: record.djId,
        bookingId: input.bookingId,
        actorUid: input.adminUid,
        from: move.from,
        to: move.to,
        auto: false,
      },
      now,
    );
    if (input.resolution === 'release') {
      tx.update(ref, {
        ...payoutStatusWrite(move, now),
        dueAt: now,
        problem: { ...resolved, status: 'released' },
      });
      // Only a client's own report shows on their booking; a hold of the platform's (a
      // suspended DJ, decision 0052) leaves it as it was.
      if (booking.get('problem')) {
        tx.update(bookingRef, { 'problem.status': 'released', updatedAt: now });
      }
      // Paid at once: the booking completes first (the table's completeOnRelease), so it never
      // shows `confirmed` once its DJ is paid.
      completeOnRelease(tx, booking, dj, now);
      return move.to;
    }
    // The booking's side (its payment refunded, the row's refund owed with the table's key) is
    // the lifecycle's to write.
    owed = writeProblemRefund(tx, booking, move.plan.moves, now);
    const { refundedCents } = move.plan.next;
    tx.update(ref, {
      ...payoutStatusWrite(move, now),
      amountCents: 0,
      refundedCents,
      platformRevenueCents: platformRevenueCents({ ...record, refundedCents, amountCents: 0 }),
      problem: { ...resolved, status: 'refunded' },
    });
    return move.to;
  });
  if (owed.length > 0) await settlePayments(deps, input.bookingId, now);
  if (status === 'scheduled') await payOut(deps, input.bookingId, now);
  const after = (await ref.get()).get('status') as PayoutStatus;
  return { bookingId: input.bookingId, status: after };
}

/** An admin retries a failed transfer (or a failed reversal) now. */
export async function retryPayout(
  deps: PayoutDeps,
  input: { bookingId: string; adminUid: string; now: Date },
): Promise<PayoutActionResponse> {
  const { db, now } = { db: deps.db, now: input.now };
  const ref = payoutRef(db, input.bookingId);
  const kind = await transact(db, async (tx): Promise<'transfer' | 'reversal'> => {
    const snap = await tx.get(ref);
    const record = snap.data() as StoredPayout | undefined;
    const reversal = (record?.reversalOwedCents ?? 0) > 0;
    if (!record || (record.status !== 'failed' && !reversal)) {
      throw new HttpsError('failed-precondition', NOT_RETRYABLE);
    }
    writeAudit(
      db,
      tx,
      {
        action: 'payout_retry',
        djId: record.djId,
        bookingId: input.bookingId,
        actorUid: input.adminUid,
        from: record.status,
        to: record.status,
        auto: false,
      },
      now,
    );
    if (!reversal) tx.update(ref, { dueAt: now, updatedAt: now });
    return reversal ? 'reversal' : 'transfer';
  });
  if (kind === 'reversal') await settleReversal(deps, input.bookingId, now);
  else await payOut(deps, input.bookingId, now);
  return { bookingId: input.bookingId, status: (await ref.get()).get('status') as PayoutStatus };
}
