// The engine's booking half (issue 39): every change of bookings/{id}.status is planned here by
// the domain's `plan()` (src/domain/booking-process-plan.ts) from the process table, and written
// from that plan: the status it leaves, the history entry it records. Callers translate what
// happened (a person's button, the webhook, the scheduler) into one of the table's events and
// the facts they read in their transaction; the table's rows and guards decide whether the
// booking moves and where. No other module writes a booking's `status` (a unit test holds every
// service file to that).
//
// The card moves a row owes come from the plan too (`writeBookingMove`): each with the table's
// idempotency key, recorded on the booking in the same transaction (the outbox), made after
// commit by the executor (money-outbox.ts). The row's other effects (the date, the rivals, the
// payout, the DJ's records) are written by booking-effects.ts from the same plan. Not here: the
// payout's own moves (payout-engine.ts), and a problem's refund, whose card move the payout's
// refundProblem row plans (booking-payment-steps.ts writes it).
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BOOKING_ROWS } from '../../../src/domain/booking-process';
import { plan, type ProcessPlan } from '../../../src/domain/booking-process-plan';
import { newProcessState, type ProcessState } from '../../../src/domain/booking-process-state';
import type { ProcessFacts } from '../../../src/domain/booking-process-vocabulary';
import { searchPlaceOfProfile } from '../../../src/domain/booking-decline';
import {
  acceptedAtOf,
  isCancellationReason,
  type Cancellation,
  type CancellationReason,
  type HistoryEntry,
} from '../../../src/domain/booking-record';
import {
  isBookingStatus,
  type BookingAction,
  type BookingActor,
  type BookingStatus,
} from '../../../src/domain/booking-states';
import { applyTransition, TransitionError } from '../../../src/domain/booking-transitions';
import type { Logger } from './logger';
import { addOwedMoves, cardMovesOf, type PendingMove } from './money-outbox';
import { paymentOf } from './payment-gateway';

/** A booking's move, as the table planned it. */
export interface BookingMove {
  from: BookingStatus | 'none';
  to: BookingStatus;
  /** What the booking's history records (a person's button; the system's rows name theirs). */
  action: BookingAction;
  /** The cancellation reason the row records, for a row into `cancelled`. */
  reason: CancellationReason | null;
  plan: ProcessPlan;
}

const dateOf = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : null;

/**
 * The process state of a stored booking, as far as the booking rows' guards read it: its
 * status, event, request and accept times, money on the card, and whether its DJ is suspended
 * (the caller read the profile), and refunds the caller found made outside the app. The
 * payout's side is not read here ('none'): no booking row's guard looks at it.
 */
export interface StateExtras {
  /** Refunds the caller found made outside the app (the payout counts them). */
  refundedElsewhereCents?: number;
  /** A hold a Checkout Session has just placed, which the booking does not record yet. */
  heldByCheckout?: boolean;
}

export function bookingStateOf(
  snap: DocumentSnapshot,
  djSuspended = false,
  extras: StateExtras = {},
): ProcessState {
  const status: unknown = snap.get('status');
  if (!isBookingStatus(status)) {
    throw new HttpsError('failed-precondition', 'The booking is in an unknown state.', { status });
  }
  const payment = paymentOf(snap);
  const total = Number(snap.get('totalCostCents') ?? 0);
  const history: unknown = snap.get('history');
  const charged = payment.status === 'captured' || payment.status === 'refunded';
  const cancellationReason: unknown = snap.get('cancellation.reason');
  return {
    ...newProcessState({
      bookingId: snap.id,
      eventDate: String(snap.get('eventDate') ?? ''),
      durationHours: Number(snap.get('durationHours') ?? 0),
      totalCents: total,
      netCents: 0,
    }),
    status,
    requestedAt: dateOf(snap.get('createdAt')),
    acceptedAt: acceptedAtOf(history, dateOf),
    // A pending request holds the card by definition: only an authorised payment makes one.
    heldCents:
      payment.status === 'authorized' || status === 'pending' || extras.heldByCheckout === true
        ? total
        : 0,
    capturedCents: charged ? total : 0,
    // A refund made outside the app (the Stripe Dashboard, counted on the payout by the
    // webhook) comes off what is left to refund: Stripe refuses more than remains.
    refundedCents: Math.max(payment.refundedCents, extras.refundedElsewhereCents ?? 0),
    djSuspended,
    cancellationReason: typeof cancellationReason === 'string' ? cancellationReason : null,
    seq: Array.isArray(history) ? history.length : 0,
  };
}

/**
 * Refuses, before anything is read for it, an action the table gives `actor` no row for from
 * the booking's status (a client's accept, a cancel of a cancelled booking): the table's own
 * words. The move itself is planned with every fact by the engine (booking-engine.ts).
 */
export function refuseUnlessTableAllows(
  status: unknown,
  action: BookingAction,
  actor: BookingActor,
): void {
  if (!isBookingStatus(status)) {
    throw new HttpsError('failed-precondition', 'The booking is in an unknown state.', { status });
  }
  try {
    applyTransition(status, action, actor);
  } catch (error) {
    if (error instanceof TransitionError) throw toHttpsError(error);
    throw error;
  }
}

/** The domain's refusal as the callable error the screen shows. */
export function toHttpsError(error: TransitionError): HttpsError {
  const details = { status: error.status, action: error.action, actor: error.actor };
  switch (error.code) {
    case 'not-allowed-from-status':
      return new HttpsError('failed-precondition', error.message, details);
    case 'not-allowed-for-actor':
      return new HttpsError('permission-denied', error.message, details);
    case 'invalid-input':
      return new HttpsError('invalid-argument', error.message, details);
  }
}

/** The table's refusal of a planned event, in the words a person's screen shows. */
function refusalError(
  state: ProcessState,
  action: BookingAction,
  actor: BookingActor,
  message: string,
): HttpsError {
  // Status and actor refusals keep the words and details the lifecycle table has always given.
  try {
    if (state.status !== 'none') refuseUnlessTableAllows(state.status, action, actor);
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  return new HttpsError('failed-precondition', message, { status: state.status, action, actor });
}

/**
 * Plans `event` by `actor` on a booking in `state` at `now`, or throws the refusal as an
 * HttpsError (nothing written). `action` names the event's button for the refusal's words.
 */
export function planBookingMove(
  state: ProcessState,
  event: string,
  actor: BookingActor,
  now: Date,
  facts: ProcessFacts = {},
): BookingMove {
  const result = plan(state, event, actor, now, facts);
  if (!result.ok) {
    const action = actionOfEvent(event);
    throw refusalError(state, action, actor, result.refusal.message);
  }
  const { row, next } = result.plan;
  if (row.machine !== 'booking' || row.action === undefined || next.status === 'none') {
    // A payout row, or a booking row without a history action (the request): not a move.
    throw new Error(`${event} is not a booking move the engine writes`);
  }
  return {
    from: state.status,
    to: next.status,
    action: row.action,
    reason: row.reason !== undefined && isCancellationReason(row.reason) ? row.reason : null,
    plan: result.plan,
  };
}

/** The history action of an event's first booking row (for a refusal's words). */
function actionOfEvent(event: string): BookingAction {
  const action = BOOKING_ROWS.find((r) => r.name === event && r.action !== undefined)?.action;
  if (action === undefined) throw new Error(`No booking row moves a booking on ${event}`);
  return action;
}

/** Who a history entry names: who acted, or whose act set a system row off. */
export interface MoveAuthor {
  actor: BookingActor;
  uid: string | null;
}

export const BY_SYSTEM: MoveAuthor = { actor: 'system', uid: null };

/** The history entry a move records: who acted (or whose act set a system row off) and when. */
export function historyOf(move: BookingMove, by: MoveAuthor, at: Date): HistoryEntry {
  if (move.from === 'none') throw new Error('A new booking has no history entry');
  return { action: move.action, actor: by.actor, uid: by.uid, from: move.from, to: move.to, at };
}

/**
 * The fields of the booking's update that the move owns: its status, its history entry
 * (appended with arrayUnion, so a write never replaces entries it did not read; entries carry
 * their time and actor, so two are never equal) and the time of the change.
 */
export function statusWrite(move: BookingMove, entry: HistoryEntry) {
  return {
    status: move.to,
    history: FieldValue.arrayUnion(entry),
    updatedAt: entry.at,
  };
}

/** A new booking's status: the table's `request` row, by the client. */
export function requestStatus(
  fields: { bookingId: string; eventDate: string; durationHours: number; totalCents: number },
  now: Date,
): BookingStatus {
  const state = newProcessState({ ...fields, netCents: 0 });
  const result = plan(state, 'request', 'client', now);
  if (!result.ok) throw new HttpsError('failed-precondition', result.refusal.message);
  return result.plan.next.status as BookingStatus;
}

/** Whether the move's row refunds the client (in full, or by the terms' tiers). */
export function refunds(move: BookingMove): boolean {
  const { effects } = move.plan.row;
  return effects.includes('refundFull') || effects.includes('refundByTier');
}

/** What the move refunds now: nothing when nothing is left to refund. */
export function refundCentsOf(move: BookingMove): number {
  return move.plan.moves.find((m) => m.kind === 'refund')?.cents ?? 0;
}

/** The answer to the person whose event made `move`: where it went, and what it refunded. */
export function moveAnswer(move: BookingMove): { status: BookingStatus; refundCents?: number } {
  return { status: move.to, ...(refunds(move) ? { refundCents: refundCentsOf(move) } : {}) };
}

/** The payment record's fields a move changes: what its row's money effects do to the card. */
function paymentFieldsOf(move: BookingMove): Record<string, string | number> {
  const { row, next } = move.plan;
  if (row.effects.includes('capture')) return { 'payment.status': 'captured' };
  if (refunds(move)) {
    return {
      ...(refundCentsOf(move) > 0 ? { 'payment.status': 'refunded' } : {}),
      'payment.refundedCents': next.refundedCents,
    };
  }
  if (row.effects.includes('voidHold')) return { 'payment.status': 'released' };
  // Checkout's hold, now known: the request reaches the DJ.
  if (row.from === 'awaiting_payment' && row.to === 'pending') {
    return { 'payment.status': 'authorized' };
  }
  // An unpaid request's end: nothing was authorised, and the Checkout Session is expired.
  if (row.from === 'awaiting_payment' && row.to === 'cancelled') {
    return { 'payment.status': 'expired' };
  }
  return {};
}

/**
 * `cancellation` with the place the client's "Find DJs free on <date>" link searches (decision
 * 0040), copied from the DJ's public profile in the transaction that ends the booking: only a
 * verified profile's area reaches a client.
 */
function withSearchPlace(cancellation: Cancellation, profile: DocumentSnapshot | null) {
  const place = profile?.exists ? searchPlaceOfProfile(profile.data() ?? {}) : null;
  return place ? { ...cancellation, searchPlace: place } : cancellation;
}

/**
 * The cancellation record a row into `cancelled` leaves for both parties to read: who ended it,
 * why, the refund, the DJ's words, and where a client offered similar DJs searches (`profile`,
 * the DJ's, read in the transaction).
 */
export function cancellationOf(
  move: BookingMove,
  by: BookingActor,
  djWords: string | undefined,
  profile: DocumentSnapshot | null,
): Cancellation {
  const { row, next } = move.plan;
  const cancellation: Cancellation = {
    by,
    reason: move.reason ?? 'cancelled',
    ...(refunds(move)
      ? { refundPercent: next.refundPercent ?? 100, refundCents: refundCentsOf(move) }
      : {}),
    ...(djWords ? { declineReason: djWords } : {}),
  };
  return row.effects.includes('offerSimilarDjs')
    ? withSearchPlace(cancellation, profile)
    : cancellation;
}

/** What a booking's write adds besides its move. */
export interface MoveWriteOptions {
  /** The caller's other fields (the cancellation record). */
  fields?: Record<string, unknown>;
  /**
   * Card moves of other bookings this booking's outbox records: an accept records the
   * releases of the requests it declines, so the person's retry of the accept completes them.
   */
  alsoOwed?: readonly PendingMove[];
  /** False for a request an accept declines: its moves go to the accepted booking's outbox. */
  ownOutbox?: boolean;
  /** The payment intent a Checkout Session just authorised, recorded with this move. */
  heldIntentId?: string;
  log?: Logger;
}

/**
 * Writes `move` on the booking in `tx`: its status and history entry, what its money effects
 * do to the payment record, the caller's fields, and the card moves it owes, added to the
 * moves still owed and never in their place (a capture that failed a moment ago is made before
 * this step's refund). Returns everything the booking's outbox owes now, which the caller
 * settles after commit (money-outbox.ts); with `ownOutbox: false`, only the move's own card
 * moves, for the caller's outbox.
 */
export function writeBookingMove(
  tx: Transaction,
  snap: DocumentSnapshot,
  move: BookingMove,
  entry: HistoryEntry,
  options: MoveWriteOptions = {},
): PendingMove[] {
  const own = cardMovesOf(snap, move.plan.moves, options.log, options.heldIntentId ?? null);
  const update = {
    ...statusWrite(move, entry),
    ...paymentFieldsOf(move),
    ...(options.heldIntentId !== undefined
      ? { 'payment.paymentIntentId': options.heldIntentId }
      : {}),
    ...options.fields,
  };
  if (options.ownOutbox === false) {
    tx.update(snap.ref, update);
    return own;
  }
  const { owed, fields } = addOwedMoves(tx, snap, [...own, ...(options.alsoOwed ?? [])]);
  tx.update(snap.ref, { ...update, ...fields });
  return owed;
}

/**
 * Who the caller is for this booking. A party acts as that party even when they are also an
 * admin: an admin's powers (cancelling a confirmed booking with a full refund) exist to act
 * for cause on other people's bookings, not to give themselves a better deal than the terms.
 * Another admin can do that. (createPayment refuses booking one's own DJ profile, so nobody is
 * both client and DJ; if it ever happened, the DJ side is taken, as listed first.)
 */
export function actorFor(
  booking: { clientUid: unknown; djOwnerUid: unknown },
  callerUid: string,
  callerRole: string | null,
): BookingActor | null {
  if (booking.djOwnerUid === callerUid) return 'dj';
  if (booking.clientUid === callerUid) return 'client';
  if (callerRole === 'admin') return 'admin';
  return null;
}
