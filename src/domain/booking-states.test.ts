import { describe, expect, it } from 'vitest';
import {
  BOOKING_ACTION_CONFIRMATIONS,
  BOOKING_ACTION_LABELS,
  BOOKING_ACTIONS,
  BOOKING_ACTORS,
  BOOKING_LIST_TABS,
  BOOKING_STATUS_DISPLAY,
  BOOKING_STATUSES,
  canMessage,
  isBookingAction,
  isBookingActor,
  isBookingStatus,
  isTerminal,
  type BookingAction,
  type BookingActor,
  type BookingStatus,
} from './booking-states';
import {
  applyTransition,
  availableActions,
  findTransition,
  TransitionError,
  TRANSITIONS,
} from './booking-transitions';

/**
 * Every allowed (status, action, actor) → new status, written out by hand
 * from the spec so the table is checked against an independent statement of
 * the rules rather than against itself.
 */
const ALLOWED: Record<string, BookingStatus> = {
  'awaiting_payment/paymentAuthorized/system': 'pending',
  'awaiting_payment/paymentExpired/system': 'cancelled',
  'awaiting_payment/decline/system': 'cancelled', // Spinbook addition (the date was taken)
  'pending/accept/dj': 'confirmed',
  'pending/decline/dj': 'cancelled',
  'pending/decline/system': 'cancelled', // the DJ was suspended or deleted their profile
  'pending/cancel/client': 'cancelled',
  'pending/cancel/admin': 'cancelled',
  'confirmed/cancel/client': 'cancelled', // Spinbook addition (policy refund)
  'confirmed/cancel/admin': 'cancelled',
  'confirmed/cancel/dj': 'cancelled', // Spinbook addition (full refund, decision 0050)
  'confirmed/cancel/system': 'cancelled', // Spinbook addition (the DJ suspended, decision 0052)
  'confirmed/complete/dj': 'completed',
  'confirmed/complete/system': 'completed', // Spinbook addition (the event is over, decision 0054)
  'pending/expire/system': 'cancelled', // Spinbook addition (unanswered requests expire)
};

const cells: [BookingStatus, BookingAction, BookingActor][] = BOOKING_STATUSES.flatMap((status) =>
  BOOKING_ACTIONS.flatMap((action) =>
    BOOKING_ACTORS.map((actor): [BookingStatus, BookingAction, BookingActor] => [
      status,
      action,
      actor,
    ]),
  ),
);

describe('the transition matrix', () => {
  it('covers 5 statuses × 7 actions × 4 actors', () => {
    expect(cells).toHaveLength(140);
  });

  it('has exactly the hand-written allowed cells', () => {
    const fromTable: Record<string, BookingStatus> = {};
    for (const t of TRANSITIONS) {
      for (const actor of t.actors) fromTable[`${t.from}/${t.action}/${actor}`] = t.to;
    }
    expect(fromTable).toEqual(ALLOWED);
  });

  it.each(cells)('%s × %s × %s', (status, action, actor) => {
    const key = `${status}/${action}/${actor}`;
    const expected = ALLOWED[key];
    if (expected) {
      expect(applyTransition(status, action, actor)).toBe(expected);
      expect(findTransition(status, action, actor)?.to).toBe(expected);
      expect(availableActions(status, actor)).toContain(action);
    } else {
      expect(() => applyTransition(status, action, actor)).toThrow(TransitionError);
      expect(findTransition(status, action, actor)).toBeUndefined();
      expect(availableActions(status, actor)).not.toContain(action);
    }
  });
});

describe('the table', () => {
  it('is applied only by the server', () => {
    expect(TRANSITIONS.every((t) => t.serverOnly)).toBe(true);
  });

  it('has no two rows for the same status, action and actor', () => {
    const keys = TRANSITIONS.flatMap((t) => t.actors.map((a) => `${t.from}/${t.action}/${a}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('marks our additions: a hold for a taken date, expiry, a client cancelling a confirmed booking, the DJ or a suspension cancelling one, and completion once the event is over', () => {
    const additions = TRANSITIONS.filter((t) => t.spinbookAddition);
    expect(additions).toEqual([
      expect.objectContaining({
        action: 'decline',
        from: 'awaiting_payment',
        to: 'cancelled',
        actors: ['system'],
        refund: 'release',
      }),
      expect.objectContaining({
        action: 'expire',
        from: 'pending',
        to: 'cancelled',
        actors: ['system'],
        refund: 'release',
      }),
      expect.objectContaining({
        action: 'cancel',
        from: 'confirmed',
        actors: ['client'],
        refund: 'policy',
      }),
      expect.objectContaining({
        action: 'cancel',
        from: 'confirmed',
        actors: ['dj', 'system'],
        refund: 'full',
      }),
      expect.objectContaining({
        action: 'complete',
        from: 'confirmed',
        to: 'completed',
        actors: ['system'],
        refund: 'none',
      }),
    ]);
  });

  it('releases the authorisation when a pending booking ends, refunds in full for an admin', () => {
    expect(findTransition('pending', 'decline', 'dj')?.refund).toBe('release');
    expect(findTransition('pending', 'cancel', 'client')?.refund).toBe('release');
    expect(findTransition('confirmed', 'cancel', 'admin')?.refund).toBe('full');
    expect(findTransition('confirmed', 'complete', 'dj')?.refund).toBe('none');
    expect(findTransition('pending', 'expire', 'system')?.refund).toBe('release');
  });

  it('lets only the system expire a request, and only while it is pending', () => {
    for (const actor of ['client', 'dj', 'admin'] as const) {
      expect(() => applyTransition('pending', 'expire', actor)).toThrow(
        `A ${actor} cannot expire a pending booking.`,
      );
    }
    expect(() => applyTransition('confirmed', 'expire', 'system')).toThrow(
      'Cannot expire a booking that is confirmed.',
    );
  });

  it('lets only the system move a booking out of awaiting_payment', () => {
    for (const actor of ['client', 'dj', 'admin'] as const) {
      expect(availableActions('awaiting_payment', actor)).toEqual([]);
    }
  });
});

describe('availableActions', () => {
  it.each([
    ['awaiting_payment', 'system', ['paymentAuthorized', 'paymentExpired', 'decline']],
    ['pending', 'dj', ['accept', 'decline']],
    ['pending', 'client', ['cancel']],
    ['pending', 'admin', ['cancel']],
    ['pending', 'system', ['decline', 'expire']],
    ['confirmed', 'dj', ['complete', 'cancel']],
    ['confirmed', 'client', ['cancel']],
    ['confirmed', 'admin', ['cancel']],
    ['confirmed', 'system', ['complete', 'cancel']],
    ['completed', 'client', []],
    ['completed', 'dj', []],
    ['cancelled', 'admin', []],
  ] as const)('%s for %s → %j', (status, actor, actions) => {
    expect(availableActions(status, actor)).toEqual(actions);
  });
});

describe('applyTransition errors', () => {
  it('says the actor may not do it when someone else could', () => {
    const error = catchError(() => applyTransition('pending', 'accept', 'client'));
    expect(error.code).toBe('not-allowed-for-actor');
    expect(error.message).toBe('A client cannot accept a pending booking.');
    expect([error.status, error.action, error.actor]).toEqual(['pending', 'accept', 'client']);
    expect(error.name).toBe('TransitionError');
    expect(error).toBeInstanceOf(Error);
  });

  it('says the status does not allow it when nobody could', () => {
    const error = catchError(() => applyTransition('completed', 'cancel', 'admin'));
    expect(error.code).toBe('not-allowed-from-status');
    expect(error.message).toBe('Cannot cancel a booking that is completed.');
  });

  it.each([
    ['paid', 'accept', 'dj'],
    ['pending', 'approve', 'dj'],
    ['pending', 'accept', 'owner'],
    [undefined, 'accept', 'dj'],
    ['pending', 'toString', 'dj'],
  ])('refuses unknown input %j / %j / %j', (status, action, actor) => {
    const error = catchError(() =>
      applyTransition(status as BookingStatus, action as BookingAction, actor as BookingActor),
    );
    expect(error.code).toBe('invalid-input');
  });
});

function catchError(run: () => unknown): TransitionError {
  try {
    run();
  } catch (error) {
    if (error instanceof TransitionError) return error;
    throw error;
  }
  throw new Error('expected a TransitionError');
}

describe('isTerminal', () => {
  it.each(BOOKING_STATUSES)('%s agrees with the table (no row leaves it)', (status) => {
    const hasExit = TRANSITIONS.some((t) => t.from === status);
    expect(isTerminal(status)).toBe(!hasExit);
  });

  it('is true only for completed and cancelled', () => {
    expect(BOOKING_STATUSES.filter(isTerminal)).toEqual(['completed', 'cancelled']);
  });

  it('throws for a status outside the union', () => {
    expect(() => isTerminal('paid' as BookingStatus)).toThrow('Unexpected booking status: "paid"');
  });
});

describe('canMessage', () => {
  it('allows messaging for confirmed and completed bookings only', () => {
    expect(BOOKING_STATUSES.filter(canMessage)).toEqual(['confirmed', 'completed']);
  });

  it('throws for a status outside the union', () => {
    expect(() => canMessage('paid' as BookingStatus)).toThrow(/Unexpected booking status/);
  });
});

describe('guards', () => {
  it('accept exactly the listed values', () => {
    for (const s of BOOKING_STATUSES) expect(isBookingStatus(s)).toBe(true);
    for (const a of BOOKING_ACTIONS) expect(isBookingAction(a)).toBe(true);
    for (const a of BOOKING_ACTORS) expect(isBookingActor(a)).toBe(true);
    for (const bad of ['', 'Pending', 'constructor', null, 1, undefined]) {
      expect(isBookingStatus(bad)).toBe(false);
      expect(isBookingAction(bad)).toBe(false);
      expect(isBookingActor(bad)).toBe(false);
    }
  });
});

describe('display data', () => {
  it('labels and colours every status', () => {
    expect(Object.keys(BOOKING_STATUS_DISPLAY).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(BOOKING_STATUS_DISPLAY.pending).toEqual({ label: 'Pending', color: 'warning' });
    expect(BOOKING_STATUS_DISPLAY.awaiting_payment.label).toBe('Awaiting Payment');
    expect(BOOKING_STATUS_DISPLAY.cancelled.color).toBe('error');
  });

  it('labels every action with the spec button texts', () => {
    expect(Object.keys(BOOKING_ACTION_LABELS).sort()).toEqual([...BOOKING_ACTIONS].sort());
    expect(BOOKING_ACTION_LABELS.complete).toBe('Mark as Completed');
    expect(BOOKING_ACTION_LABELS.accept).toBe('Accept');
    expect(BOOKING_ACTION_LABELS.decline).toBe('Decline');
  });

  it('asks before cancelling, with the spec prompt', () => {
    expect(BOOKING_ACTION_CONFIRMATIONS.cancel).toBe(
      'Are you sure you want to cancel this booking?',
    );
  });

  it('has the My Bookings tabs', () => {
    expect(BOOKING_LIST_TABS.map((t) => t.label)).toEqual([
      'All',
      'Pending',
      'Confirmed',
      'Completed',
    ]);
  });
});
