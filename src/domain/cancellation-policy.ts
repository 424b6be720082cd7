import { cents, type Cents } from './money';

/**
 * The terms of service's cancellation policy as data: more than 48 hours
 * before the event gives a full refund, 24–48 hours 50%, under 24 hours none.
 *
 * Boundaries (the terms do not say): exactly 48 h before is "24–48 hours", so
 * 50%; exactly 24 h before is still "24–48 hours", so 50%. Only strictly more
 * than 48 h earns 100%, and only strictly less than 24 h (including after the
 * event has started) earns 0%. Tiers are checked in order; the first whose
 * threshold the notice meets wins.
 */
const HOUR_MS = 60 * 60 * 1000;

export type RefundPercent = 0 | 50 | 100;

export interface CancellationTier {
  refundPercent: RefundPercent;
  /** Minimum notice in milliseconds before the event start. */
  minNoticeMs: number;
  /** Whether exactly `minNoticeMs` of notice qualifies for this tier. */
  inclusive: boolean;
  label: string;
}

export const CANCELLATION_TIERS: readonly CancellationTier[] = [
  {
    refundPercent: 100,
    minNoticeMs: 48 * HOUR_MS,
    inclusive: false,
    label: 'More than 48 hours before the event: full refund',
  },
  {
    refundPercent: 50,
    minNoticeMs: 24 * HOUR_MS,
    inclusive: true,
    label: '24–48 hours before the event: 50% refund',
  },
  {
    refundPercent: 0,
    minNoticeMs: Number.NEGATIVE_INFINITY,
    inclusive: true,
    label: 'Less than 24 hours before the event: no refund',
  },
];

/** The refund percentage for a cancellation made at `cancelledAt` for an event starting at `eventStart`. */
export function refundPercentForCancellation(eventStart: Date, cancelledAt: Date): RefundPercent {
  const notice = eventStart.getTime() - cancelledAt.getTime();
  if (Number.isNaN(notice)) throw new RangeError('Cancellation needs two valid dates');
  const tier = CANCELLATION_TIERS.find((t) =>
    t.inclusive ? notice >= t.minNoticeMs : notice > t.minNoticeMs,
  );
  // The last tier accepts any notice, so `tier` is always found.
  return tier?.refundPercent ?? 0;
}

/**
 * How long after a DJ accepts (the moment the client's card is charged) the client may still
 * cancel for a full refund, whatever the tier (decision 0053). A DJ may accept until the event
 * starts, so without it a client whose request was accepted late could only lose money.
 */
export const ACCEPT_GRACE_MS = 24 * HOUR_MS;

/** The grace in the terms' words, beside the tiers' labels. */
export const ACCEPT_GRACE_LABEL =
  'Within 24 hours after the DJ accepts: full refund, whatever the notice';

/** Until when a booking accepted at `acceptedAt` can be cancelled in full; null if unknown. */
export function acceptGraceEndsAt(acceptedAt: Date | null): Date | null {
  return acceptedAt ? new Date(acceptedAt.getTime() + ACCEPT_GRACE_MS) : null;
}

/**
 * The refund percentage of a client's cancellation of a confirmed booking at `cancelledAt`:
 * 100 within the grace after the accept, else the tier of the notice given.
 */
export function clientCancellationPercent(
  eventStart: Date,
  acceptedAt: Date | null,
  cancelledAt: Date,
): RefundPercent {
  const graceEnds = acceptGraceEndsAt(acceptedAt);
  if (graceEnds && cancelledAt.getTime() < graceEnds.getTime()) return 100;
  return refundPercentForCancellation(eventStart, cancelledAt);
}

/**
 * What a cancellation refunds: the tier's share of the total, never more than is left of it
 * after refunds already made (the Stripe Dashboard's, or a lost card dispute's), since
 * Stripe refuses to refund more than remains.
 */
export function cancellationRefundCents(
  totalCents: number,
  percent: number,
  refundedBeforeCents: number,
): Cents {
  return cents(
    Math.min(refundCents(totalCents, percent), Math.max(0, totalCents - refundedBeforeCents)),
  );
}

/**
 * The cents to refund: `percent` of the total, rounded to the nearest cent
 * with halves going to the client. Never more than the total.
 */
export function refundCents(totalCents: number, percent: number): Cents {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Refund percent must be between 0 and 100; got ${percent}`);
  }
  return cents(Math.round((cents(totalCents) * percent) / 100));
}
