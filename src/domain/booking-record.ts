// The booking record, defined once: what bookings/{id} holds besides the lifecycle table
// (booking-states.ts), the calendar rules every side applies to its event date, and the
// callable contracts that move it. Cloud Functions write it, the UI reads it; both import
// these types and rules from here so they cannot drift apart.
import type { BookingAction, BookingActor, BookingStatus } from './booking-states';
import type { LatLng } from './geo';
import type { RefundPercent } from './cancellation-policy';
import { isOneOf } from './one-of';

export type { BookingAction, BookingActor, BookingStatus } from './booking-states';

/** Why a booking was cancelled (bookings/{id}.cancellation.reason). */
export const CANCELLATION_REASONS = [
  /** The DJ declined the request. */
  'declined',
  /** The client (or an admin) cancelled. */
  'cancelled',
  /** The DJ accepted another request for the same date. */
  'auto_declined',
  /** The DJ did not answer in time (5 days, or the event start passed). */
  'expired',
  /** The Checkout Session expired unpaid. */
  'payment_expired',
  /** The client left Checkout and confirmed they do not want to pay. */
  'payment_abandoned',
  /** The payment provider could not start a checkout. */
  'checkout_failed',
  /** The DJ was suspended (or rejected) while the request was open. */
  'dj_suspended',
  /** The DJ deleted their profile while the request was open. */
  'dj_deleted',
  /** The DJ cancelled a booking they had confirmed (full refund; decision 0050). */
  'dj_cancelled',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export function isCancellationReason(value: unknown): value is CancellationReason {
  return isOneOf(CANCELLATION_REASONS, value);
}

/** Reasons for which the platform, not a party, closed a request because of the DJ. */
export const DJ_GONE_REASONS = ['dj_suspended', 'dj_deleted'] as const;
export type DjGoneReason = (typeof DJ_GONE_REASONS)[number];

/**
 * Where the "Find DJs free on <date>" link searches (bookings/{id}.cancellation.searchPlace).
 * The booking's venue is free text ("The Loft"), which discovery cannot search by, so the
 * place is the declining DJ's public area as their profile showed it when they declined: the
 * client picked a DJ who serves the event, so DJs near that DJ are the similar ones.
 */
export interface DeclineSearchPlace {
  /** The DJ's location as their profile shows it: 'Austin, TX'. */
  label: string;
  /** Their base on the map, rounded as discovery URLs round it; null when not on the map. */
  near: LatLng | null;
}

/**
 * bookings/{id}.cancellation. refundPercent and refundCents exist only when a confirmed (so
 * charged) booking is cancelled; a pending one only had a hold, which is released.
 */
export interface Cancellation {
  by: BookingActor;
  reason: CancellationReason;
  refundPercent?: RefundPercent;
  refundCents?: number;
  /**
   * The DJ's own words when they declined (reason `declined`) or cancelled (`dj_cancelled`),
   * checked by checkDeclineReason.
   */
  declineReason?: string;
  /** Where the client's "Find DJs free on <date>" searches (declined or auto-declined). */
  searchPlace?: DeclineSearchPlace;
}

/** One entry of bookings/{id}.history. `uid` is null for the system. */
export interface HistoryEntry<At = Date> {
  action: BookingAction;
  actor: BookingActor;
  uid: string | null;
  from: BookingStatus;
  to: BookingStatus;
  at: At;
}

/** The actions a person may ask for; the system's (payment*, expire) are not callable. */
export const CALLABLE_BOOKING_ACTIONS = ['accept', 'decline', 'complete', 'cancel'] as const;
export type CallableBookingAction = (typeof CALLABLE_BOOKING_ACTIONS)[number];

export function isCallableBookingAction(value: unknown): value is CallableBookingAction {
  return isOneOf(CALLABLE_BOOKING_ACTIONS, value);
}

// ---- Callable contracts ------------------------------------------------------------------

/** transitionBooking's request. */
export interface TransitionBookingRequest {
  bookingId: string;
  action: CallableBookingAction;
  /**
   * The DJ's words for the client: optional with `decline` (decision 0040), required when the
   * DJ cancels a confirmed booking (decision 0050). Refused with anything else.
   */
  reason?: string;
  /**
   * The status the person saw when they chose the action (decision 0053). The app always
   * sends it; when it is not the booking's status any more (an accept overtook a "cancel my
   * request"), the call is refused with BOOKING_CHANGED and nothing changes.
   */
  sawStatus?: BookingStatus;
}

/** transitionBooking's refusal when the booking moved after the person opened it. */
export const BOOKING_CHANGED =
  'This booking has changed since you opened it. Check its status and try again.';

/**
 * When the booking's DJ last accepted it, from its history (the moment the card was charged),
 * or null if it never was. `toDate` turns a stored time into a Date (a Firestore Timestamp on
 * the server, already a Date in the app).
 */
export function acceptedAtOf(history: unknown, toDate: (at: unknown) => Date | null): Date | null {
  if (!Array.isArray(history)) return null;
  for (let i = history.length - 1; i >= 0; i--) {
    const entry: unknown = history[i];
    if (typeof entry !== 'object' || entry === null) continue;
    const { action, at } = entry as { action?: unknown; at?: unknown };
    if (action === 'accept') return toDate(at);
  }
  return null;
}

/** transitionBooking's answer. */
export interface TransitionBookingResponse {
  bookingId: string;
  status: BookingStatus;
  /** Present when a confirmed booking was cancelled (0 when the policy refunds nothing). */
  refundCents?: number;
}

/** createPayment's answer (its request is CreateBookingInput in booking-schema.ts). */
export interface CreatePaymentResponse {
  url: string;
  bookingId: string;
  demo: boolean;
}

/** abandonCheckout's request and answer. */
export interface AbandonCheckoutRequest {
  bookingId: string;
}
export interface AbandonCheckoutResponse {
  bookingId: string;
  status: BookingStatus;
}

// ---- Calendar rules ------------------------------------------------------------------------
// Every rule below counts from the booking's date alone, in UTC, so it is the same for both
// parties and the server wherever they are (docs/decisions/0006). Its start time
// (event-start-time.ts) is wall-clock time at a venue whose zone is not known: it tells the DJ
// when to arrive and is never counted with (decision 0045).

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An unanswered request expires after this many days (a card hold does not last longer). */
export const PENDING_MAX_AGE_DAYS = 5;
export const PENDING_MAX_AGE_MS = PENDING_MAX_AGE_DAYS * DAY_MS;

/** 'YYYY-MM-DD' of `now` in UTC. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * When the event counts as started: 00:00 UTC of its date. The cancellation policy counts
 * its notice to this instant, accepting stops at it, and the UI states it. It is the earliest
 * the event can start anywhere, so nobody gets less notice than against the real start.
 * Null for a string that is not a valid 'YYYY-MM-DD' date.
 */
export function eventStartOf(eventDate: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(eventDate)) return null;
  const start = new Date(`${eventDate}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || utcDate(start) !== eventDate) return null;
  return start;
}

/**
 * Whether a DJ may still accept a request for `eventDate` at `now`: only before the event
 * start. From then on a client's cancellation would refund nothing, so capturing the hold
 * would take the whole price for an event the DJ agreed to only once it had begun.
 */
export function canStillAccept(eventDate: string, now: Date): boolean {
  const start = eventStartOf(eventDate);
  return start !== null && now.getTime() < start.getTime();
}

/** What the DJ is told, by the server and on the disabled button, once accepting has closed. */
export const ACCEPT_CLOSED =
  'This request can no longer be accepted: its event date has begun (00:00 UTC). It expires and the hold on the card is released.';

/**
 * The earliest "today" anywhere on Earth (the UTC date a day ago), the lower bound of the
 * booking form's date everywhere: a client west of UTC may still be on that date.
 */
export function earliestToday(now: Date): string {
  return utcDate(new Date(now.getTime() - DAY_MS));
}

/**
 * The first date that can be requested at `now`: the first whose event start is still ahead,
 * so a DJ could still accept it (canStillAccept). The booking form starts there and createPayment
 * refuses anything earlier: a request nobody can accept must not hold a card.
 */
export function earliestBookableDate(now: Date): string {
  return utcDate(new Date(now.getTime() + DAY_MS));
}

/**
 * The last event date whose requests can no longer be accepted at `now`: the current UTC
 * date, whose start (00:00 UTC) has passed. A pending request for it or earlier expires.
 */
export function lastPassedDate(now: Date): string {
  return utcDate(now);
}

/** Completing is allowed on or after the event date (UTC), as the UI's button says. */
export function canCompleteOn(eventDate: string, now: Date): boolean {
  return utcDate(now) >= eventDate;
}
