import type { FirestoreDataConverter } from 'firebase/firestore';
import { isOneOf } from '../../../domain/one-of';
import { isPayoutStatus, type PayoutStatus } from '../../../domain/payouts';
import { BOOKING_PROBLEM_STATUSES, type BookingProblemStatus } from '../../../lib/booking-document';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import { num, str, toDate } from '../../../lib/firestore-values';

/**
 * The admin's two lists of payouts/{bookingId} (server-written, decision 0027): open problem
 * reports and failed transfers. Both are paged queries, never the whole collection.
 */

export const PAYOUTS_PAGE_SIZE = 20;

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** One payout record as the admin's problem and failed-transfer lists show it. */
export interface AdminPayoutRow {
  bookingId: string;
  djId: string;
  eventDate: string;
  /** What is owed to the DJ now (what a held payout holds). */
  amountCents: number;
  /** Null for a status this app does not know. */
  status: PayoutStatus | null;
  attempts: number;
  failure: { code: string; message: string; at: Date | null } | null;
  problem: { details: string; reportedAt: Date | null; status: BookingProblemStatus } | null;
  updatedAt: Date | null;
}

export function parseAdminPayout(id: string, data: Record<string, unknown>): AdminPayoutRow {
  const failure = record(data.failure);
  const problem = record(data.problem);
  return {
    bookingId: id,
    // djId names the profile (djs/{djId}); the owner's uid is the same today (PayoutRecord).
    djId: str(data.djId) || str(data.djOwnerUid),
    eventDate: str(data.eventDate),
    amountCents: num(data.amountCents),
    status: isPayoutStatus(data.status) ? data.status : null,
    attempts: num(data.attempts),
    failure: failure
      ? { code: str(failure.code), message: str(failure.message), at: toDate(failure.at) }
      : null,
    problem:
      problem && isOneOf(BOOKING_PROBLEM_STATUSES, problem.status)
        ? {
            details: str(problem.details),
            reportedAt: toDate(problem.reportedAt),
            status: problem.status,
          }
        : null,
    updatedAt: toDate(data.updatedAt),
  };
}

/**
 * The newest `max` documents of `path` whose `field` equals `value`, live: the shape of every
 * payout list (each needs the index (field ASC, updatedAt DESC), in firestore.indexes.json).
 */
export function useNewestWhere<T>(
  path: 'payouts' | 'payoutAccounts',
  converter: FirestoreDataConverter<T>,
  filter: { field: string; value: string },
  max: number,
  label: string,
): LiveQuery<T> {
  return useLiveQuery(
    `${path}:${filter.field}:${filter.value}`,
    (db, size = max, kit) =>
      kit.query(
        kit.collection(db, path).withConverter(converter),
        kit.where(filter.field, '==', filter.value),
        kit.orderBy('updatedAt', 'desc'),
        kit.limit(size),
      ),
    { limit: max, label },
  );
}

const payoutConverter = readOnlyConverter(parseAdminPayout);

/** Payouts whose client reported a problem no admin has resolved yet, newest change first. */
export function useOpenPayoutProblems(max: number): LiveQuery<AdminPayoutRow> {
  const filter = { field: 'problem.status', value: 'open' };
  return useNewestWhere('payouts', payoutConverter, filter, max, 'Open payout problems');
}

/** Transfers Stripe refused (still owed; the scheduler retries them), newest change first. */
export function useFailedPayouts(max: number): LiveQuery<AdminPayoutRow> {
  const filter = { field: 'status', value: 'failed' };
  return useNewestWhere('payouts', payoutConverter, filter, max, 'Failed payouts');
}
