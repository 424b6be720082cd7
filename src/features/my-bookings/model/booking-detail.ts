import { assertNever } from '../../../domain/assert-never';
import {
  ACCEPT_CLOSED,
  canStillAccept,
  PENDING_MAX_AGE_DAYS,
} from '../../../domain/booking-record';
import { responseDeadlineOf } from '../../../domain/response-deadline';
import { canMessage } from '../../../domain/booking-states';
import { bookingChatPath } from '../../../domain/booking-links';
import { CHAT_NOT_OPEN } from '../../../domain/chat-refusals';
import {
  formatEventDate,
  formatEventTime,
  formatIsoDate,
  type Clock,
} from '../../../domain/format';
import {
  acceptedText,
  DEMO_PAYMENT_NOTICE,
  NOTHING_CHARGED_TEXT,
  requestSentText,
  type PaymentMode,
} from '../../../domain/payment-texts';
import { LATE_CANCELLATION_PAYOUT_TEXT, PAYOUT_TIMING_TEXT } from '../../../domain/payouts';
import type { Booking } from './booking';
import { money } from './booking-amounts';
import {
  bookingCardView,
  type BookingCardView,
  type BookingViewContext,
  type BookingViewer,
} from './booking-view';

/**
 * One booking's page (issue 38, item 10; decision 0046): what its card shows (the card's own
 * view, so the two never disagree) and what only the page has room for: the start time,
 * equipment, the money as this viewer pays or is paid it, what happens next, and the way to
 * the chat. Pure, like the card (engineering guide, convention 5): the clock and the clock's
 * zone are parameters.
 */

export const BOOKING_NOT_FOUND = {
  title: 'Booking not found',
  text: 'There is no booking at this address, or it is not one of yours. Bookings are shown only to their client and their DJ.',
} as const;
export const BOOKING_LOAD_FAILED = 'Failed to load the booking. Please try again.';

export interface BookingMoneyView {
  /** 'You pay' (client) or 'Client pays' (DJ). */
  label: string;
  total: string;
  /**
   * The client: where their card stands (authorised, charged, refunded; demo: nothing). The
   * DJ: the card's take-home line ("Client pays … · You receive …"), when it holds.
   */
  detail: string | null;
}

export interface BookingDetailView {
  /** Everything the booking's card shows, worded the same. */
  card: BookingCardView;
  equipmentText: string;
  money: BookingMoneyView;
  /** "What happens next", one paragraph each. */
  nextSteps: string[];
  /** The chat, once it is open (confirmed or completed); else why not, or nothing. */
  message: { href: string; label: string } | { href: null; label: string } | null;
}

const modeOf = (booking: Pick<Booking, 'paymentProvider'>): PaymentMode =>
  booking.paymentProvider === 'demo' ? 'demo' : 'card';

/** 'Dec 10, 2026, 14:05' in the viewer's zone (or UTC, for a test). */
const instantText = (at: Date, clock: Clock): string =>
  `${formatEventDate(at, clock)}, ${formatEventTime(at, clock)}`;

/** Where the client's card stands, in payment-texts.ts's words. */
export function clientPaymentText(booking: Booking): string {
  if (modeOf(booking) === 'demo') return DEMO_PAYMENT_NOTICE;
  switch (booking.status) {
    case 'awaiting_payment':
      return 'Nothing is held on your card: the payment was not finished.';
    case 'pending':
      return 'Authorised on your card, not charged: you are charged when the DJ accepts.';
    case 'confirmed':
    case 'completed':
      return booking.refundedCents > 0
        ? `Charged to your card; ${money(booking.refundedCents)} refunded.`
        : 'Charged to your card.';
    case 'cancelled': {
      const refund = booking.cancellation?.refundCents ?? null;
      if (refund === null) return 'Nothing was charged: the hold on your card was released.';
      return refund > 0
        ? `Charged, then ${money(refund)} refunded to your card.`
        : 'Charged; nothing was refunded under the cancellation policy.';
    }
    default:
      return assertNever(booking.status, 'booking status');
  }
}

function moneyView(booking: Booking, viewer: BookingViewer, card: BookingCardView) {
  switch (viewer) {
    case 'client':
      return { label: 'You pay', total: card.totalText, detail: clientPaymentText(booking) };
    case 'dj':
      return { label: 'Client pays', total: card.totalText, detail: card.takeHomeText };
    default:
      return assertNever(viewer, 'booking viewer');
  }
}

/** A cancelled booking that had been charged: its cancellation recorded a refund. */
const wasCharged = (booking: Booking): boolean =>
  (booking.cancellation?.refundCents ?? null) !== null;

function pendingSteps(booking: Booking, viewer: BookingViewer, now: Date, clock: Clock) {
  const mode = modeOf(booking);
  const deadline = responseDeadlineOf(booking.createdAt, booking.eventDate);
  switch (viewer) {
    case 'client': {
      const dj = booking.djName || 'The DJ';
      const waiting = deadline
        ? `Waiting for ${dj} to accept, by ${instantText(deadline, clock)} at the latest.`
        : `Waiting for ${dj} to accept.`;
      return [waiting, requestSentText(mode, booking.djName)];
    }
    case 'dj': {
      if (!canStillAccept(booking.eventDate, now)) {
        return [ACCEPT_CLOSED];
      }
      const client = booking.clientName || 'the client';
      const answer = deadline
        ? `Accept or decline by ${instantText(deadline, clock)}. After that the request expires and ${client} is told.`
        : `Accept or decline within ${PENDING_MAX_AGE_DAYS} days of the request. After that it expires and ${client} is told.`;
      const charge =
        mode === 'demo'
          ? 'No card is charged in demo mode.'
          : `Accepting charges ${client}’s card, which is only authorised until then.`;
      return [answer, charge];
    }
    default:
      return assertNever(viewer, 'booking viewer');
  }
}

function confirmedSteps(booking: Booking, viewer: BookingViewer) {
  const date = formatIsoDate(booking.eventDate);
  const where = booking.venue ? ` at ${booking.venue}` : '';
  switch (viewer) {
    case 'client': {
      const dj = booking.djName || 'your DJ';
      return [
        acceptedText(modeOf(booking), booking.djName),
        `You’re booked for ${date}${where}. Message ${dj} here to plan the details.`,
      ];
    }
    case 'dj':
      return [
        `You’re booked for ${date}${where}. Once the event is over, mark it as completed.`,
        PAYOUT_TIMING_TEXT,
      ];
    default:
      return assertNever(viewer, 'booking viewer');
  }
}

function completedSteps(booking: Booking, viewer: BookingViewer) {
  switch (viewer) {
    case 'client':
      return [
        `This booking is complete. How was it? A review of ${booking.djName || 'your DJ'} helps other clients choose.`,
      ];
    case 'dj':
      return ['This booking is complete.', PAYOUT_TIMING_TEXT];
    default:
      return assertNever(viewer, 'booking viewer');
  }
}

function cancelledSteps(booking: Booking, viewer: BookingViewer) {
  const c = booking.cancellation;
  switch (viewer) {
    case 'client': {
      if (!wasCharged(booking)) return [NOTHING_CHARGED_TEXT];
      if (modeOf(booking) === 'demo') {
        return ['No card was charged for this demo booking, so nothing is refunded.'];
      }
      const refund = c?.refundCents ?? 0;
      return refund > 0
        ? [`${money(refund)} (${c?.refundPercent ?? 0}%) is refunded to your card.`]
        : ['Nothing is refunded under the cancellation policy.'];
    }
    case 'dj': {
      const late = c?.by === 'client' && wasCharged(booking) && (c.refundPercent ?? 100) < 100;
      return late ? [LATE_CANCELLATION_PAYOUT_TEXT] : ['Nothing more to do for this booking.'];
    }
    default:
      return assertNever(viewer, 'booking viewer');
  }
}

/** "What happens next", for this status and this side of the booking. */
export function nextStepsText(
  booking: Booking,
  viewer: BookingViewer,
  now: Date,
  clock: Clock = 'local',
): string[] {
  switch (booking.status) {
    case 'awaiting_payment':
      return viewer === 'client'
        ? ['This request is waiting for payment: the DJ has not received it yet.']
        : ['The client has not finished paying: this is not a request yet.'];
    case 'pending':
      return pendingSteps(booking, viewer, now, clock);
    case 'confirmed':
      return confirmedSteps(booking, viewer);
    case 'completed':
      return completedSteps(booking, viewer);
    case 'cancelled':
      return cancelledSteps(booking, viewer);
    default:
      return assertNever(booking.status, 'booking status');
  }
}

function messageView(booking: Booking, card: BookingCardView): BookingDetailView['message'] {
  if (canMessage(booking.status)) {
    return { href: bookingChatPath(booking.id), label: `Message ${card.counterpartName}` };
  }
  return booking.status === 'pending' ? { href: null, label: CHAT_NOT_OPEN } : null;
}

/**
 * Whether the DJ brings their equipment. Read from the fee: createPayment charges it exactly
 * when the client asked for equipment (quoteBooking), and the parsed booking carries the
 * price fields, not the flag.
 */
function equipmentText(booking: Pick<Booking, 'equipmentFeeCents'>): string {
  return booking.equipmentFeeCents > 0 ? 'Yes, the DJ brings it' : 'No';
}

export function bookingDetailView(
  booking: Booking,
  viewer: BookingViewer,
  now: Date,
  context: BookingViewContext = {},
  clock: Clock = 'local',
): BookingDetailView {
  const card = bookingCardView(booking, viewer, now, context);
  return {
    card,
    equipmentText: equipmentText(booking),
    money: moneyView(booking, viewer, card),
    nextSteps: nextStepsText(booking, viewer, now, clock),
    message: messageView(booking, card),
  };
}
