import type { ProcessRow } from './booking-process-vocabulary';
import type { ProcessState } from './booking-process-state';

/** What a process row's money effects ask of the payment gateway. */
export type MoneyMoveKind = 'authorize' | 'capture' | 'void' | 'refund' | 'transfer' | 'reverse';

/** The idempotency key of a money move: the booking, the transition's number, the row, the move. */
export const moveKey = (state: ProcessState, row: ProcessRow, kind: MoneyMoveKind): string =>
  `${state.bookingId}:${state.seq + 1}:${row.name}:${kind}`;

/**
 * The key of the move that undoes a hold no row ends: a Checkout Session completed after its
 * booking left `awaiting_payment` (late, or a second checkout), or one that is not the
 * booking's. It is no step of the booking's, so the Stripe event that reported it stands in
 * for the step (a redelivered event is a duplicate, so each is undone once).
 */
export const strayHoldKey = (bookingId: string, eventId: string, kind: 'void' | 'refund'): string =>
  `${bookingId}:stray:${eventId}:${kind}`;
