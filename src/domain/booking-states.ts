import { assertNever } from './assert-never';
import { isOneOf } from './one-of';

/**
 * The booking lifecycle as data (engineering guide, convention 3). The
 * callable that changes a booking, the payment webhook and expiry job, the
 * UI's buttons and the rules tests all derive from TRANSITIONS; nothing else
 * decides who may move a booking where.
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

export const BOOKING_ACTIONS = [
  'paymentAuthorized',
  'paymentExpired',
  'accept',
  'decline',
  'cancel',
  'complete',
  'expire',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/**
 * What happens to the client's money. `release`: the card authorisation is
 * voided (nothing was charged yet: the charge happens when the DJ accepts).
 * `policy`: refund per the cancellation policy (its tiers, or in full within 24 hours of the
 * DJ's accept: decision 0053). `full`: refund everything.
 */
export type RefundRule = 'none' | 'release' | 'policy' | 'full';

export interface BookingTransition {
  action: BookingAction;
  from: BookingStatus;
  to: BookingStatus;
  actors: readonly BookingActor[];
  /** Applied only by server code (callable, webhook, scheduler); clients never write `status`. */
  serverOnly: boolean;
  refund: RefundRule;
  /** Not in the spec: a Spinbook addition, kept visible so reviewers can question it. */
  spinbookAddition?: true;
}

export const TRANSITIONS: readonly BookingTransition[] = [
  // The Stripe webhook reports an authorised payment: the DJ now sees the request.
  {
    action: 'paymentAuthorized',
    from: 'awaiting_payment',
    to: 'pending',
    actors: ['system'],
    serverOnly: true,
    refund: 'none',
  },
  // The checkout session expired or was abandoned.
  {
    action: 'paymentExpired',
    from: 'awaiting_payment',
    to: 'cancelled',
    actors: ['system'],
    serverOnly: true,
    refund: 'none',
  },
  {
    action: 'accept',
    from: 'pending',
    to: 'confirmed',
    actors: ['dj'],
    serverOnly: true,
    refund: 'none',
  },
  // The system declines for the DJ when the DJ is suspended or deletes their profile
  // (cancellation reason dj_suspended / dj_deleted): nobody may accept it any more.
  {
    action: 'decline',
    from: 'pending',
    to: 'cancelled',
    actors: ['dj', 'system'],
    serverOnly: true,
    refund: 'release',
  },
  // Spinbook addition (issue 39): a card authorised for a date the DJ has meanwhile confirmed
  // for someone else. The Stripe webhook declines the request for the DJ at once (reason
  // auto_declined) and releases the hold: the DJ could never accept it, and the card would
  // otherwise stay held until the request expired.
  {
    action: 'decline',
    from: 'awaiting_payment',
    to: 'cancelled',
    actors: ['system'],
    serverOnly: true,
    refund: 'release',
    spinbookAddition: true,
  },
  // Spec: "Client may cancel only a pending booking"; an admin may cancel it too.
  {
    action: 'cancel',
    from: 'pending',
    to: 'cancelled',
    actors: ['client', 'admin'],
    serverOnly: true,
    refund: 'release',
  },
  // Spinbook addition: the terms publish a refund policy for cancellations up
  // to the event, which only makes sense if a client can cancel once the DJ
  // has accepted (and the card has been charged).
  {
    action: 'cancel',
    from: 'confirmed',
    to: 'cancelled',
    actors: ['client'],
    serverOnly: true,
    refund: 'policy',
    spinbookAddition: true,
  },
  // An admin cancels for cause (e.g. the DJ cannot play): the client is not at fault.
  {
    action: 'cancel',
    from: 'confirmed',
    to: 'cancelled',
    actors: ['admin'],
    serverOnly: true,
    refund: 'full',
  },
  {
    action: 'complete',
    from: 'confirmed',
    to: 'completed',
    actors: ['dj'],
    serverOnly: true,
    refund: 'none',
  },
  // Spinbook addition (issue 39, decision 0050): the DJ cancels a booking they confirmed, with
  // a reason the client reads. The client is refunded in full and offered DJs free that day.
  {
    action: 'cancel',
    from: 'confirmed',
    to: 'cancelled',
    actors: ['dj'],
    serverOnly: true,
    refund: 'full',
    spinbookAddition: true,
  },
  // Spinbook addition (issue 39, decision 0052): an admin suspended the DJ. The system cancels
  // each confirmed booking whose event date has not begun (the moment the DJ's own cancel
  // closes): the client is refunded in full, told why and offered DJs free that day.
  {
    action: 'cancel',
    from: 'confirmed',
    to: 'cancelled',
    actors: ['system'],
    serverOnly: true,
    refund: 'full',
    spinbookAddition: true,
  },
  // Spinbook addition (issue 39, decision 0054): a booking whose event is over completes on its
  // own, by the scheduled job or when its transfer is claimed, so completion and payout agree.
  {
    action: 'complete',
    from: 'confirmed',
    to: 'completed',
    actors: ['system'],
    serverOnly: true,
    refund: 'none',
    spinbookAddition: true,
  },
  // Spinbook addition: a request the DJ leaves unanswered for 5 days, or until its date has
  // passed, is cancelled by the scheduled job (functions/src/services/expire-pending.ts) and
  // its hold released: a card authorisation does not last much longer than that.
  {
    action: 'expire',
    from: 'pending',
    to: 'cancelled',
    actors: ['system'],
    serverOnly: true,
    refund: 'release',
    spinbookAddition: true,
  },
];

export function isBookingStatus(value: unknown): value is BookingStatus {
  return isOneOf(BOOKING_STATUSES, value);
}

export function isBookingAction(value: unknown): value is BookingAction {
  return isOneOf(BOOKING_ACTIONS, value);
}

export function isBookingActor(value: unknown): value is BookingActor {
  return isOneOf(BOOKING_ACTORS, value);
}

/** The table row that lets `actor` apply `action` to a booking in `status`, if any. */
export function findTransition(
  status: BookingStatus,
  action: BookingAction,
  actor: BookingActor,
): BookingTransition | undefined {
  return TRANSITIONS.find(
    (t) => t.from === status && t.action === action && t.actors.includes(actor),
  );
}

/** Actions `actor` may take on a booking in `status`, in table order, without duplicates. */
export function availableActions(status: BookingStatus, actor: BookingActor): BookingAction[] {
  const actions: BookingAction[] = [];
  for (const t of TRANSITIONS) {
    if (t.from === status && t.actors.includes(actor) && !actions.includes(t.action)) {
      actions.push(t.action);
    }
  }
  return actions;
}

export type TransitionErrorCode =
  'invalid-input' | 'not-allowed-from-status' | 'not-allowed-for-actor';

/**
 * Why a transition was refused. `not-allowed-from-status` maps to the
 * callable's `failed-precondition`, `not-allowed-for-actor` to
 * `permission-denied` and `invalid-input` to `invalid-argument`.
 */
export class TransitionError extends Error {
  override readonly name = 'TransitionError';
  constructor(
    readonly code: TransitionErrorCode,
    message: string,
    readonly status: unknown,
    readonly action: unknown,
    readonly actor: unknown,
  ) {
    super(message);
  }
}

/**
 * The status a booking moves to when `actor` applies `action`, or a
 * TransitionError. Arguments are checked at run time because the callable
 * passes values read from requests and documents.
 */
export function applyTransition(
  status: BookingStatus,
  action: BookingAction,
  actor: BookingActor,
): BookingStatus {
  if (!isBookingStatus(status) || !isBookingAction(action) || !isBookingActor(actor)) {
    throw new TransitionError(
      'invalid-input',
      `Unknown booking status, action or actor: ${String(status)}, ${String(action)}, ${String(actor)}`,
      status,
      action,
      actor,
    );
  }
  const transition = findTransition(status, action, actor);
  if (transition) return transition.to;
  const fromStatus = TRANSITIONS.some((t) => t.from === status && t.action === action);
  if (fromStatus) {
    throw new TransitionError(
      'not-allowed-for-actor',
      `A ${actor} cannot ${action} a ${status} booking.`,
      status,
      action,
      actor,
    );
  }
  throw new TransitionError(
    'not-allowed-from-status',
    `Cannot ${action} a booking that is ${status}.`,
    status,
    action,
    actor,
  );
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
