import { assertNever } from '../../../domain/assert-never';
import { BOOKING_EVENT_TYPE_LABELS } from '../../../domain/booking-schema';
import {
  BOOKING_ACTION_CONFIRMATIONS,
  BOOKING_ACTION_LABELS,
  BOOKING_LIST_TABS,
  BOOKING_STATUS_DISPLAY,
  availableActions,
  type BookingAction,
  type BookingStatus,
  type StatusColor,
} from '../../../domain/booking-states';
import {
  ACCEPT_CLOSED,
  canCompleteOn,
  canStillAccept,
  eventStartOf,
} from '../../../domain/booking-record';
import {
  acceptGraceEndsAt,
  cancellationRefundCents,
  clientCancellationPercent,
  refundPercentForCancellation,
} from '../../../domain/cancellation-policy';
import { formatStartTime } from '../../../domain/event-start-time';
import { canDjCancel } from '../../../domain/dj-cancellation';
import { formatEventDate, formatEventTime, formatIsoDate } from '../../../domain/format';
import { formatDollars } from '../../../domain/money';
import type { Booking, BookingCancellation } from './booking';
import { ACCEPT_NEEDS_PAYOUTS } from '../../../domain/payout-account-state';
import {
  specialRequestsView,
  takeHomeText,
  type SpecialRequestsView,
} from './booking-request-details';
import { DECLINED_STATUS_DISPLAY } from '../../../domain/booking-decline';
import {
  bookingStatusView,
  declineConfirmation,
  djCancelConfirmation,
  declineReasonView,
  findDjsView,
  type ConfirmationReasonField,
  type DeclineReasonView,
} from './booking-decline-view';

/**
 * What a booking card shows: a pure function of (booking status × viewer role)
 * and the clock (engineering guide, convention 5). The server decides every
 * transition; this only mirrors the domain table so people see the buttons
 * the callable will accept.
 */

export type { BookingViewer } from './booking-viewer';
import type { BookingViewer } from './booking-viewer';

/** Actions a person triggers with a button (the callable's actions). */
export type PersonAction = 'accept' | 'decline' | 'cancel' | 'complete';

/** Statuses My Bookings lists. `awaiting_payment` is an unfinished checkout: not a booking yet. */
export const LISTED_STATUSES: readonly BookingStatus[] = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
];

export const BOOKINGS_LOAD_FAILED = 'Failed to load bookings.';
export const BOOKING_UPDATED_TITLE = 'Booking Updated';
export const BOOKING_UPDATE_FAILED = {
  title: 'Update Failed',
  description: 'Failed to update booking. Please try again.',
} as const;

export interface BookingConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
  /** The dialog's way out, worded so it is not mistaken for "cancel the booking". */
  dismissLabel: string;
  /** An optional text asked for with the confirmation (the DJ's reason for declining). */
  reason?: ConfirmationReasonField;
}

export interface BookingActionView {
  action: PersonAction;
  /** The booking's status when this view was made: the call carries it (decision 0053). */
  sawStatus: BookingStatus;
  label: string;
  /** Names the booking, for screen readers: "Accept booking from Priya Shah on Dec 12, 2026". */
  ariaLabel: string;
  /** Asked before the call; null goes straight to the server. */
  confirm: BookingConfirmation | null;
  /** Shown instead of a working button when the server would refuse for now. */
  disabledReason: string | null;
  destructive: boolean;
}

export interface BookingCardView {
  id: string;
  /** The card's accessible name: 'Booking with Marcus Reid on Dec 12, 2026'. */
  label: string;
  /** 'DJ' on the client's card, 'Client' on the DJ's. */
  counterpartRole: 'DJ' | 'Client';
  counterpartName: string;
  dateText: string;
  /** '7:00 PM', or START_TIME_NOT_GIVEN for a booking made before start times were asked for. */
  startTimeText: string;
  durationText: string;
  eventTypeText: string;
  venue: string;
  guestsText: string;
  status: { label: string; color: StatusColor };
  totalText: string;
  /** The DJ's take-home beside what the client pays (booking-request-details.ts); null for the client. */
  takeHomeText: string | null;
  /** The client's special requests, for both parties; null when there are none. */
  specialRequests: SpecialRequestsView | null;
  /** Why a cancelled booking ended and what was refunded, worded for the viewer. */
  note: string | null;
  /** The DJ's reason for declining, for both parties; plain text, shown as written. */
  declineReason: DeclineReasonView | null;
  /** The client's way on when a request ended without a DJ: discovery on the same date. */
  findDjs: { label: string; href: string } | null;
  actions: BookingActionView[];
}

const groupThousands = (n: number): string =>
  String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Money is always dollars with cents: `49988` → `$499.88`. */
export const money = (amountCents: number): string => formatDollars(amountCents, { decimals: 2 });

export const durationText = (hours: number): string => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

export const guestsText = (count: number): string =>
  `${groupThousands(count)} ${count === 1 ? 'guest' : 'guests'}`;

/** The viewer's side of a booking, or null when they are not a party. */
export function viewerRoleOf(
  booking: Pick<Booking, 'clientUid' | 'djOwnerUid'>,
  uid: string,
): BookingViewer | null {
  if (booking.djOwnerUid === uid) return 'dj';
  if (booking.clientUid === uid) return 'client';
  return null;
}

function counterpart(booking: Booking, viewer: BookingViewer) {
  switch (viewer) {
    case 'client':
      return { role: 'DJ' as const, name: booking.djName || 'DJ' };
    case 'dj':
      return { role: 'Client' as const, name: booking.clientName || 'Client' };
    default:
      return assertNever(viewer, 'booking viewer');
  }
}

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
function graceNote(booking: Booking, viewer: BookingViewer, now: Date): string | null {
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

/** 'booking from Priya Shah on Dec 12, 2026' (DJ) or 'booking with Marcus Reid on …' (client). */
function bookingPhrase(viewer: BookingViewer, name: string, date: string): string {
  return `booking ${viewer === 'dj' ? 'from' : 'with'} ${name} on ${date}`;
}

function ariaLabelFor(action: PersonAction, booking: string): string {
  switch (action) {
    case 'accept':
      return `Accept ${booking}`;
    case 'decline':
      return `Decline ${booking}`;
    case 'cancel':
      return `Cancel ${booking}`;
    case 'complete':
      // Starts with the button's visible text, so speech input ("click Mark as Completed")
      // and axe's label-content-name-mismatch find it.
      return `Mark as Completed: ${booking}`;
    default:
      return assertNever(action, 'booking action');
  }
}

function asPersonAction(action: BookingAction): PersonAction | null {
  switch (action) {
    case 'accept':
    case 'decline':
    case 'cancel':
    case 'complete':
      return action;
    case 'paymentAuthorized':
    case 'paymentExpired':
    case 'expire':
      return null;
    default:
      return assertNever(action, 'booking action');
  }
}

/** What the DJ's side knows beyond the booking: whether their payouts can receive transfers. */
export interface BookingViewContext {
  /** False while the DJ has no payout account that can receive transfers (decision 0027). */
  payoutsReady?: boolean;
}

function actionView(
  booking: Booking,
  viewer: BookingViewer,
  action: PersonAction,
  name: string,
  now: Date,
  context: BookingViewContext,
): BookingActionView {
  const label = BOOKING_ACTION_LABELS[action];
  const prompt = BOOKING_ACTION_CONFIRMATIONS[action];
  const moneyText = action === 'cancel' ? cancellationMoneyText(booking, now) : '';
  // The server's rules (src/domain/booking-record.ts), so the button says what it would.
  const tooEarly = action === 'complete' && !canCompleteOn(booking.eventDate, now);
  const tooLate = action === 'accept' && !canStillAccept(booking.eventDate, now);
  // The server refuses it too (transitionBooking); only the DJ sees why, the client never.
  const noPayouts = action === 'accept' && context.payoutsReady === false;
  return {
    action,
    sawStatus: booking.status,
    label,
    ariaLabel: ariaLabelFor(action, bookingPhrase(viewer, name, formatIsoDate(booking.eventDate))),
    confirm:
      action === 'decline'
        ? declineConfirmation(name, booking.eventDate)
        : action === 'cancel' && viewer === 'dj'
          ? djCancelConfirmation(name, booking.eventDate, booking.totalCostCents)
          : prompt
            ? {
                title: `${label}?`,
                message: moneyText ? `${prompt} ${moneyText}` : prompt,
                confirmLabel: label,
                dismissLabel: 'Keep Booking',
              }
            : null,
    disabledReason: tooEarly
      ? `Can be marked as completed from ${formatIsoDate(booking.eventDate)}.`
      : tooLate
        ? ACCEPT_CLOSED
        : noPayouts
          ? ACCEPT_NEEDS_PAYOUTS
          : null,
    destructive: action === 'cancel' || action === 'decline',
  };
}

function reasonText(c: BookingCancellation, viewer: BookingViewer): string {
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
  const refund =
    c.refundCents !== null && c.refundPercent !== null
      ? ` Refund: ${money(c.refundCents)} (${c.refundPercent}%).`
      : '';
  return `${reasonText(c, viewer)}${refund}`;
}

export function bookingCardView(
  booking: Booking,
  viewer: BookingViewer,
  now: Date,
  context: BookingViewContext = {},
): BookingCardView {
  const other = counterpart(booking, viewer);
  const actions = availableActions(booking.status, viewer)
    .map(asPersonAction)
    .filter((a): a is PersonAction => a !== null)
    // From the event day the DJ's Cancel is gone rather than greyed out: the card then offers
    // Mark as Completed, and a gig not played is the client's problem report to make.
    .filter((a) => !(a === 'cancel' && viewer === 'dj' && !canDjCancel(booking.eventDate, now)))
    .map((a) => actionView(booking, viewer, a, other.name, now, context));
  const dateText = formatIsoDate(booking.eventDate);
  const phrase = bookingPhrase(viewer, other.name, dateText);
  return {
    id: booking.id,
    label: `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`,
    counterpartRole: other.role,
    counterpartName: other.name,
    dateText,
    startTimeText: formatStartTime(booking.startTime),
    durationText: durationText(booking.durationHours),
    eventTypeText: BOOKING_EVENT_TYPE_LABELS[booking.eventType],
    venue: booking.venue,
    guestsText: guestsText(booking.guestCount),
    status: bookingStatusView(booking),
    totalText: money(booking.totalCostCents),
    takeHomeText: takeHomeText(booking, viewer),
    specialRequests: specialRequestsView(booking),
    note: cancellationNote(booking, viewer) ?? graceNote(booking, viewer, now),
    declineReason: declineReasonView(booking, viewer),
    findDjs: findDjsView(booking, viewer, now),
    actions,
  };
}

export type BookingTabKey = 'all' | BookingStatus;

export interface BookingCounts {
  all: number;
  pending: number;
  confirmed: number;
  completed: number;
}

export interface BookingTabView {
  key: BookingTabKey;
  status: BookingStatus | null;
  label: string;
  /** null while the counts load or after they failed. */
  count: number | null;
}

/** The domain's tabs (All, Pending, Confirmed, Completed) with their counts. */
export function bookingTabs(counts: BookingCounts | null): BookingTabView[] {
  return BOOKING_LIST_TABS.map((tab) => {
    const key: BookingTabKey = tab.status ?? 'all';
    const count = counts ? countFor(counts, tab.status) : null;
    return { key, status: tab.status, label: tab.label, count };
  });
}

function countFor(counts: BookingCounts, status: BookingStatus | null): number | null {
  switch (status) {
    case null:
      return counts.all;
    case 'pending':
      return counts.pending;
    case 'confirmed':
      return counts.confirmed;
    case 'completed':
      return counts.completed;
    case 'awaiting_payment':
    case 'cancelled':
      return null;
    default:
      return assertNever(status, 'booking status');
  }
}

/** Success toast text: the new status and, for a cancelled confirmed booking, the refund. */
export function bookingUpdatedText(
  status: string,
  refund: number | undefined,
  action?: PersonAction,
  /** A demo booking: no card was charged, so no refund is named (decision 0043). */
  demo = false,
): string {
  const display = (BOOKING_STATUS_DISPLAY as Record<string, { label: string } | undefined>)[status];
  // A decline is stored as cancelled; the card then reads Declined, and so does the toast.
  const label =
    action === 'decline' && status === 'cancelled'
      ? DECLINED_STATUS_DISPLAY.label
      : (display?.label ?? status);
  const base = `The booking is now ${label}.`;
  if (refund === undefined) return base;
  return demo
    ? `${base} No card was charged, so nothing is refunded.`
    : `${base} Refund: ${money(refund)}.`;
}

/** Changes whenever a listed booking appears, leaves or moves: the counts are asked again then. */
export function listSignature(
  items: readonly Pick<Booking, 'id' | 'status' | 'updatedAt'>[],
): string {
  return items.map((b) => `${b.id}:${b.status}:${b.updatedAt?.getTime() ?? 0}`).join('|');
}
