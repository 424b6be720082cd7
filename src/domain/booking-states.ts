import { assertNever } from './assert-never';
import { isOneOf } from './one-of';

/**
 * The booking lifecycle's vocabulary: its statuses, actors and actions, and what screens show
 * for them. Who may move a booking where is the process table's (booking-process.ts), read
 * through booking-transitions.ts.
 */
export const BOOKING_STATUSES = [
  'awaiting_payment',
  'pending',
  'confirmed',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTORS = ['client', 'dj', 'admin', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** In the order a booking card shows its buttons (availableActions): Mark as Completed before Cancel. */
export const BOOKING_ACTIONS = [
  'paymentAuthorized',
  'paymentExpired',
  'accept',
  'decline',
  'complete',
  'cancel',
  'expire',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export function isBookingStatus(value: unknown): value is BookingStatus {
  return isOneOf(BOOKING_STATUSES, value);
}

export function isBookingAction(value: unknown): value is BookingAction {
  return isOneOf(BOOKING_ACTIONS, value);
}

export function isBookingActor(value: unknown): value is BookingActor {
  return isOneOf(BOOKING_ACTORS, value);
}

/** Completed and cancelled bookings never change again (no row leaves them). */
export function isTerminal(status: BookingStatus): boolean {
  switch (status) {
    case 'awaiting_payment':
    case 'pending':
    case 'confirmed':
      return false;
    case 'completed':
    case 'cancelled':
      return true;
    default:
      return assertNever(status, 'booking status');
  }
}

/** Client and DJ may message each other once the DJ has accepted, and afterwards. */
export function canMessage(status: BookingStatus): boolean {
  switch (status) {
    case 'confirmed':
    case 'completed':
      return true;
    case 'awaiting_payment':
    case 'pending':
    case 'cancelled':
      return false;
    default:
      return assertNever(status, 'booking status');
  }
}

/** MUI Chip colours, as strings so this module stays UI-free. */
export type StatusColor =
  'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export const BOOKING_STATUS_DISPLAY: Readonly<
  Record<BookingStatus, { label: string; color: StatusColor }>
> = {
  awaiting_payment: { label: 'Awaiting Payment', color: 'default' },
  pending: { label: 'Pending', color: 'warning' },
  confirmed: { label: 'Confirmed', color: 'success' },
  completed: { label: 'Completed', color: 'info' },
  cancelled: { label: 'Cancelled', color: 'error' },
};

/** Button texts for the actions people take; system actions have no button. */
export const BOOKING_ACTION_LABELS: Readonly<Record<BookingAction, string>> = {
  paymentAuthorized: 'Payment Authorized',
  paymentExpired: 'Payment Expired',
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel Booking',
  complete: 'Mark as Completed',
  expire: 'Request Expired',
};

/** Actions that ask "are you sure?" first, with the prompt to show. */
export const BOOKING_ACTION_CONFIRMATIONS: Readonly<Partial<Record<BookingAction, string>>> = {
  cancel: 'Are you sure you want to cancel this booking?',
};

/** The My Bookings tabs (spec: All, Pending, Confirmed, Completed). */
export const BOOKING_LIST_TABS: readonly { label: string; status: BookingStatus | null }[] = [
  { label: 'All', status: null },
  { label: 'Pending', status: 'pending' },
  { label: 'Confirmed', status: 'confirmed' },
  { label: 'Completed', status: 'completed' },
];
