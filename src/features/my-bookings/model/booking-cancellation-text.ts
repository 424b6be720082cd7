/**
 * What a booking says about cancelling: what a cancellation now gives back (the grace after a
 * late accept included, decision 0053), the sentence under the prompt, and why a cancelled
 * booking ended, for each side.
 */
import { assertNever } from '../../../domain/assert-never';
import { eventStartOf } from '../../../domain/booking-record';
import {
  acceptGraceEndsAt,
  cancellationRefundCents,
  clientCancellationPercent,
  refundPercentForCancellation,
} from '../../../domain/cancellation-policy';
import { formatEventDate, formatEventTime } from '../../../domain/format';
import type { Booking, BookingCancellation } from './booking';
import { money } from './booking-amounts';
import type { BookingViewer } from './booking-viewer';

/**
 * What cancelling a confirmed booking now gives back, as the server computes
 * it: in full within 24 hours of the DJ's accept, else by the notice counted to
 * 00:00 UTC of the event date.
 */
export function refundForCancellation(
  booking: Pick<Booking, 'eventDate' | 'totalCostCents' | 'refundedCents' | 'acceptedAt'>,
  now: Date,
): { percent: number; cents: number; inGrace: boolean } {
  const start = eventStartOf(booking.eventDate);
  // A booking without a valid date cannot be charged a policy: say what an invalid one gets.
  const percent = start ? clientCancellationPercent(start, booking.acceptedAt, now) : 0;
  const tierPercent = start ? refundPercentForCancellation(start, now) : 0;
  return {
    percent,
    cents: cancellationRefundCents(booking.totalCostCents, percent, booking.refundedCents),
    // Only worth saying when it gives more than the tier would.
    inGrace: percent > tierPercent,
  };
}

/** 'Dec 7, 2026, 15:42' in the viewer's time: when the grace after the accept ends. */
function formatGraceEnd(acceptedAt: Date | null): string {
  const end = acceptGraceEndsAt(acceptedAt);
  return end ? `${formatEventDate(end)}, ${formatEventTime(end)}` : '';
}

/**
 * A confirmed booking accepted so late that the 24-hour grace gives more than the notice
 * would: both sides are told until when the client may still cancel in full (decision 0053).
 */
export function graceNote(booking: Booking, viewer: BookingViewer, now: Date): string | null {
  if (booking.status !== 'confirmed' || !refundForCancellation(booking, now).inGrace) return null;
  const until = formatGraceEnd(booking.acceptedAt);
  // A demo booking charged no card: say what the rule is without promising money (0043).
  if (booking.paymentProvider === 'demo') {
    return viewer === 'client'
      ? `No card was charged for this demo booking. With a card, you could cancel for a full refund until ${until}: the DJ accepted less than 24 hours ago.`
      : `No card was charged for this demo booking. With a card, the client could cancel for a full refund until ${until}, 24 hours after you accepted.`;
  }
  return viewer === 'client'
    ? `You can cancel for a full refund until ${until}: the DJ accepted less than 24 hours ago.`
    : `The client can cancel for a full refund until ${until}, 24 hours after you accepted.`;
}

/** The sentence under the prompt that says what happens to the money. */
export function cancellationMoneyText(booking: Booking, now: Date): string {
  switch (booking.status) {
    case 'pending':
    case 'awaiting_payment':
      return 'Nothing has been charged yet, so there is nothing to refund.';
    case 'confirmed': {
      const refund = refundForCancellation(booking, now);
      const total = money(booking.totalCostCents);
      // Demo mode charged no card: no refund is promised, only what the policy would give.
      if (booking.paymentProvider === 'demo') {
        const why = refund.inGrace ? ': the DJ accepted less than 24 hours ago' : '';
        return `No card was charged for this demo booking, so nothing is refunded. With a card, the cancellation policy would refund ${money(refund.cents)} (${refund.percent}% of ${total})${why}.`;
      }
      if (refund.inGrace) {
        const until = formatGraceEnd(booking.acceptedAt);
        return `The DJ accepted less than 24 hours ago, so you will be refunded ${money(refund.cents)} in full (100% of ${total}) if you cancel before ${until}.`;
      }
      if (refund.percent === 100) {
        return `Under the cancellation policy you will be refunded ${money(refund.cents)} in full (100% of ${total}).`;
      }
      if (refund.percent === 0) {
        return `Under the cancellation policy you will not be refunded (0% of ${total}): the event is less than 24 hours away.`;
      }
      return `Under the cancellation policy you will be refunded ${money(refund.cents)} (${refund.percent}% of ${total}): the event is 24 to 48 hours away.`;
    }
    case 'completed':
    case 'cancelled':
      return '';
    default:
      return assertNever(booking.status, 'booking status');
  }
}

/** Why the booking ended; `demo`: no card was charged, so nobody is told of a refund. */
function reasonText(c: BookingCancellation, viewer: BookingViewer, demo: boolean): string {
  const mine = viewer === 'dj';
  switch (c.reason) {
    case 'declined':
      return mine ? 'You declined this request.' : 'Declined by the DJ.';
    case 'auto_declined':
      return mine
        ? 'Declined automatically: you accepted another booking for this date.'
        : 'The DJ accepted another booking for this date.';
    case 'expired':
      return 'Expired: the request was not answered in time.';
    case 'payment_expired':
      return 'The checkout expired before payment.';
    case 'payment_abandoned':
      return 'The checkout was cancelled before payment.';
    case 'checkout_failed':
      return 'The payment could not be completed.';
    case 'dj_suspended':
      // A charged booking (confirmed) carries its refund; an open request was never charged.
      if (c.refundPercent !== null && demo) {
        return mine
          ? 'Cancelled because your DJ profile was suspended.'
          : 'The DJ is no longer available on Spinbook.';
      }
      if (c.refundPercent !== null) {
        return mine
          ? 'Cancelled because your DJ profile was suspended; the client is refunded in full.'
          : 'The DJ is no longer available on Spinbook; you are refunded in full.';
      }
      return mine
        ? 'Closed because your DJ profile was suspended.'
        : 'The DJ is no longer available on Spinbook. Your card was not charged.';
    case 'dj_deleted':
      return mine
        ? 'Closed because you deleted your DJ profile.'
        : 'The DJ is no longer available on Spinbook. Your card was not charged.';
    case 'dj_cancelled':
      if (demo) return mine ? 'You cancelled this booking.' : 'The DJ cancelled this booking.';
      return mine
        ? 'You cancelled this booking; the client is refunded in full.'
        : 'The DJ cancelled this booking; you are refunded in full.';
    case 'cancelled':
      if (c.by === 'admin') return 'Cancelled by Spinbook support.';
      if (c.by === 'client')
        return mine ? 'Cancelled by the client.' : 'You cancelled this booking.';
      return 'Cancelled.';
    case null:
      return 'Cancelled.';
    default:
      return assertNever(c.reason, 'cancellation reason');
  }
}

export function cancellationNote(booking: Booking, viewer: BookingViewer): string | null {
  const c = booking.cancellation;
  if (booking.status !== 'cancelled' || !c) return null;
  // A demo booking charged no card: its record keeps what the policy refunds a card, which is
  // said as that, since the booking's steps say nothing is refunded (and must not be contradicted).
  const demo = booking.paymentProvider === 'demo';
  const refund =
    c.refundCents !== null && c.refundPercent !== null
      ? ` Refund: ${money(c.refundCents)} (${c.refundPercent}%)${demo ? ' with a card; this demo booking charged none' : ''}.`
      : '';
  return `${reasonText(c, viewer, demo)}${refund}`;
}
