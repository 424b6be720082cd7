import { parseSearchPlace } from '../domain/booking-decline';
import type { DeclineSearchPlace } from '../domain/booking-record';
import {
  acceptedAtOf,
  isCancellationReason,
  type CancellationReason,
} from '../domain/booking-record';
import { BOOKING_EVENT_TYPES, type BookingEventType } from '../domain/booking-schema';
import { isBookingStatus, type BookingStatus } from '../domain/booking-states';
import { isStartTime } from '../domain/event-start-time';
import { isOneOf } from '../domain/one-of';
import type { PayoutRecord } from '../domain/payout-record';
import { num, str, toDate } from './firestore-values';

/**
 * bookings/{id} as the app reads it (docs/data-model.md), parsed once for
 * every screen that shows a booking. Cloud Functions write these documents,
 * so the shape is known; a missing or mistyped field still gets a safe
 * default rather than breaking a page. It lives in src/lib, not src/domain,
 * because only the app reads it (timestamps through lib's `toDate`); the
 * functions check the fields they act on where they act on them.
 */
export interface BookingDocument {
  id: string;
  clientUid: string;
  clientName: string;
  djId: string;
  djOwnerUid: string;
  djName: string;
  eventDate: string;
  /**
   * 'HH:MM', wall-clock time at the venue (event-start-time.ts). Absent on bookings made before
   * it was asked for, and for a value that is not a time: show it with formatStartTime.
   */
  startTime?: string;
  durationHours: number;
  eventType: BookingEventType;
  venue: string;
  guestCount: number;
  /** The client's special requests, as stored (plain text, sanitised and moderated); '' if none. */
  specialRequests: string;
  /** The quote's parts (cents), for the DJ's share of it; 0 when missing. */
  baseCostCents: number;
  equipmentFeeCents: number;
  platformFeeCents: number;
  totalCostCents: number;
  /** Null for a value this app does not know: each screen decides what that shows. */
  status: BookingStatus | null;
  cancellation: BookingCancellation | null;
  /** payment.provider: 'demo' when no card was asked for. */
  paymentProvider: string | null;
  /** payment.status, as the payment provider last reported it. */
  paymentStatus: string | null;
  /** payment.refundedCents: refunded so far, in the app or outside it (the Stripe Dashboard). */
  refundedCents: number;
  lastMessage: BookingLastMessage | null;
  /** A problem the client reported after the event (decision 0027); null when none. */
  problem: BookingProblem | null;
  /** When the DJ accepted (the card was charged), from the history; null if never. */
  acceptedAt: Date | null;
  lastActivityAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** A booking whose status the app knows, so its lifecycle and texts apply. */
export type KnownBooking = BookingDocument & { status: BookingStatus };

export interface BookingCancellation {
  by: string;
  reason: CancellationReason | null;
  refundPercent: number | null;
  refundCents: number | null;
  /** The DJ's own words when they declined; null when they gave none. */
  declineReason: string | null;
  /** Where the client's "Find DJs free on <date>" searches (decision 0040). */
  searchPlace: DeclineSearchPlace | null;
}

/**
 * What the client's problem report shows on the booking (written by reportBookingProblem and
 * resolvePayoutProblem): under review, or resolved by paying the DJ or refunding the client.
 */
export interface BookingProblem {
  status: BookingProblemStatus;
  reportedAt: Date | null;
}

/** The payout record's problem states (src/domain/payouts.ts), which the booking mirrors. */
export type BookingProblemStatus = NonNullable<PayoutRecord['problem']>['status'];
export const BOOKING_PROBLEM_STATUSES: readonly BookingProblemStatus[] = [
  'open',
  'released',
  'refunded',
];

/** The chat's newest message, kept on the booking for the conversation list. */
export interface BookingLastMessage {
  preview: string;
  senderUid: string;
  at: Date | null;
}

const optNum = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;

const isEventType = (v: unknown): v is BookingEventType =>
  typeof v === 'string' && (BOOKING_EVENT_TYPES as readonly string[]).includes(v);

function parseCancellation(v: unknown): BookingCancellation | null {
  const c = record(v);
  if (!c) return null;
  return {
    by: str(c.by),
    reason: isCancellationReason(c.reason) ? c.reason : null,
    refundPercent: optNum(c.refundPercent),
    refundCents: optNum(c.refundCents),
    declineReason:
      typeof c.declineReason === 'string' && c.declineReason.trim() !== '' ? c.declineReason : null,
    searchPlace: parseSearchPlace(c.searchPlace),
  };
}

function parseLastMessage(v: unknown): BookingLastMessage | null {
  const m = record(v);
  return m ? { preview: str(m.preview), senderUid: str(m.senderUid), at: toDate(m.at) } : null;
}

function parseProblem(v: unknown): BookingProblem | null {
  const p = record(v);
  // A report in a state this app does not know is shown as none rather than guessed at.
  if (!p || !isOneOf(BOOKING_PROBLEM_STATUSES, p.status)) return null;
  return { status: p.status, reportedAt: toDate(p.reportedAt) };
}

export function parseBookingDocument(id: string, data: Record<string, unknown>): BookingDocument {
  const payment = record(data.payment);
  return {
    id,
    clientUid: str(data.clientUid),
    clientName: str(data.clientName),
    djId: str(data.djId),
    djOwnerUid: str(data.djOwnerUid),
    djName: str(data.djName),
    eventDate: str(data.eventDate),
    ...(isStartTime(data.startTime) ? { startTime: data.startTime } : {}),
    durationHours: num(data.durationHours),
    eventType: isEventType(data.eventType) ? data.eventType : 'other',
    venue: str(data.venue),
    guestCount: num(data.guestCount),
    specialRequests: str(data.specialRequests),
    baseCostCents: num(data.baseCostCents),
    equipmentFeeCents: num(data.equipmentFeeCents),
    platformFeeCents: num(data.platformFeeCents),
    totalCostCents: num(data.totalCostCents),
    status: isBookingStatus(data.status) ? data.status : null,
    cancellation: parseCancellation(data.cancellation),
    paymentProvider: typeof payment?.provider === 'string' ? payment.provider : null,
    paymentStatus: typeof payment?.status === 'string' ? payment.status : null,
    refundedCents: optNum(payment?.refundedCents) ?? 0,
    lastMessage: parseLastMessage(data.lastMessage),
    problem: parseProblem(data.problem),
    acceptedAt: acceptedAtOf(data.history, toDate),
    lastActivityAt: toDate(data.lastActivityAt),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

/** The booking when the app knows its status, else null (a screen then shows no booking). */
export function knownBooking(booking: BookingDocument): KnownBooking | null {
  return booking.status === null ? null : { ...booking, status: booking.status };
}
