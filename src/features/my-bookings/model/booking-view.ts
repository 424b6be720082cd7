import { assertNever } from '../../../domain/assert-never';
import { BOOKING_EVENT_TYPE_LABELS } from '../../../domain/booking-schema';
import {
  BOOKING_ACTION_CONFIRMATIONS,
  BOOKING_ACTION_LABELS,
  BOOKING_STATUS_DISPLAY,
  type BookingAction,
  type BookingStatus,
  type StatusColor,
} from '../../../domain/booking-states';
import { availableActions } from '../../../domain/booking-transitions';
import { ACCEPT_CLOSED, canCompleteOn, canStillAccept } from '../../../domain/booking-record';
import { formatStartTime } from '../../../domain/event-start-time';
import { canDjCancel } from '../../../domain/dj-cancellation';
import { formatIsoDate } from '../../../domain/format';
import { responseDeadlineOf } from '../../../domain/response-deadline';
import type { Booking } from './booking';
import { durationText, guestsText, money } from './booking-amounts';
import { cancellationMoneyText, cancellationNote, graceNote } from './booking-cancellation-text';
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
  /**
   * A pending request's answer is due by this instant (responseDeadlineOf, the rule the
   * scheduler expires it by): "Respond by …" for the DJ, "DJ responds by …" for the client.
   */
  responseDeadline: { at: Date; viewer: BookingViewer } | null;
}

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

function responseDeadlineView(
  booking: Booking,
  viewer: BookingViewer,
): BookingCardView['responseDeadline'] {
  if (booking.status !== 'pending') return null;
  const at = responseDeadlineOf(booking.createdAt, booking.eventDate);
  return at ? { at, viewer } : null;
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
    responseDeadline: responseDeadlineView(booking, viewer),
  };
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
