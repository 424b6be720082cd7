import { BOOKING_ROWS, type ProcessRow } from './booking-process';
import type { ProcessEffect } from './booking-process-vocabulary';
import {
  BOOKING_ACTIONS,
  isBookingAction,
  isBookingActor,
  isBookingStatus,
  type BookingAction,
  type BookingActor,
  type BookingStatus,
} from './booking-states';

/**
 * Who may move a booking where, read from the process table's booking rows (issue 39: one
 * table). The callable that changes a booking, the payment webhook, the scheduler, the UI's
 * buttons and the rules tests all go through TRANSITIONS; the table's guards and effects are
 * `plan()`'s (booking-process-plan.ts).
 */

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

/** The refund rule a row's money effects amount to. */
function refundRuleOf(effects: readonly ProcessEffect[]): RefundRule {
  if (effects.includes('voidHold')) return 'release';
  if (effects.includes('refundByTier')) return 'policy';
  if (effects.includes('refundFull')) return 'full';
  return 'none';
}

/**
 * One transition per action, move and refund rule, with the actors of every table row that
 * makes it (the table splits some by guard: a pending request is declined by the DJ, by the
 * system for a date taken or a suspension). Table order.
 */
function transitionsOf(rows: readonly ProcessRow[]): BookingTransition[] {
  const transitions: BookingTransition[] = [];
  for (const row of rows) {
    if (row.action === undefined || row.from === 'none') continue;
    const t: BookingTransition = {
      action: row.action,
      from: row.from as BookingStatus,
      to: row.to as BookingStatus,
      actors: row.actors,
      serverOnly: true,
      refund: refundRuleOf(row.effects),
      ...(row.spinbookAddition ? { spinbookAddition: true as const } : {}),
    };
    const same = transitions.find(
      (o) =>
        o.action === t.action &&
        o.from === t.from &&
        o.to === t.to &&
        o.refund === t.refund &&
        o.spinbookAddition === t.spinbookAddition,
    );
    if (same) same.actors = [...new Set([...same.actors, ...t.actors])];
    else transitions.push(t);
  }
  return transitions;
}

export const TRANSITIONS: readonly BookingTransition[] = transitionsOf(BOOKING_ROWS);

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

/** Actions `actor` may take on a booking in `status`, in BOOKING_ACTIONS order (a card's buttons). */
export function availableActions(status: BookingStatus, actor: BookingActor): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) =>
    TRANSITIONS.some((t) => t.from === status && t.action === action && t.actors.includes(actor)),
  );
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
