// What a booking row's effects write, planned by the engine (booking-engine.ts) and applied in
// the caller's transaction: the booking itself (status, history, payment record, the card moves
// it owes, the cancellation record), the DJ's booked dates (bookDate, releaseDate), the date's
// other requests (declineRivals), the payout (schedulePayout, replanPayout, voidPayout), the
// DJ's cancellation record (countDjCancellation), the DJ's count of gigs (countBooking) and
// where the client's "Find DJs free on <date>" searches (offerSimilarDjs). A Firestore
// transaction reads everything before it writes, so `readForEffects` reads what the event's
// rows may need first (their guards' facts too), and `applyBookingMove` writes once the row is
// chosen; `moveBooking` does both around the plan for a person's event. Callers add only what
// the table cannot know: who acted, and the DJ's own words.
import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { PROCESS_ROWS } from '../../../src/domain/booking-process';
import type {
  ProcessEffect,
  ProcessFacts,
  ProcessGuard,
} from '../../../src/domain/booking-process-vocabulary';
import { utcDate, type CallableBookingAction } from '../../../src/domain/booking-record';
import type { BookingActor, BookingStatus } from '../../../src/domain/booking-states';
import {
  bookingStateOf,
  cancellationOf,
  historyOf,
  moveAnswer,
  planBookingMove,
  writeBookingMove,
  type BookingMove,
  type MoveAuthor,
} from './booking-engine';
import {
  readDjCancellations,
  recordDjCancellation,
  type DjCancellationsRead,
} from './dj-cancellations';
import type { Logger } from './logger';
import type { PendingMove } from './money-outbox';
import {
  payoutAccountRef,
  payoutRef,
  replanPayoutOnCancellation,
  schedulePayout,
} from './payout-api';

/** What the guards and effects of an event's rows need, read in the transaction before any write. */
export interface EffectReads {
  /** The DJ's public profile (djVerified, where a client's search looks, the gig count). */
  profile: DocumentSnapshot | null;
  /** Another booking of the DJ is confirmed for the date (dateFree, dateTaken). */
  dateTaken: boolean;
  /** The DJ's payout account can receive transfers (payoutsReady). */
  payoutsReady: boolean;
  /** The DJ's confirmed dates from today on (bookDate, releaseDate). */
  confirmedDates: string[];
  /** The date's other pending requests (declineRivals). */
  rivals: DocumentSnapshot[];
  /** payouts/{bookingId} (replanPayout, voidPayout). */
  payout: DocumentSnapshot | null;
  /** The DJ's cancellation record (countDjCancellation). */
  djRecord: DjCancellationsRead | null;
}

/** Who acted, when, and what only a person can add: the DJ's words to the client. */
export interface MoveContext {
  by: MoveAuthor;
  now: Date;
  djWords?: string;
  /** The payment intent a Checkout Session just authorised (the webhook's rows). */
  heldIntentId?: string;
  log?: Logger;
}

/** The guards and effects of every row `actor` may take on `event` from the booking's status. */
function possibleWords(snap: DocumentSnapshot, event: string, actor: BookingActor) {
  const status: unknown = snap.get('status');
  const effects = new Set<ProcessEffect>();
  const guards = new Set<ProcessGuard>();
  for (const row of PROCESS_ROWS) {
    if (row.name !== event || row.from !== status || !row.actors.includes(actor)) continue;
    for (const effect of row.effects) effects.add(effect);
    for (const guard of row.guards) guards.add(guard);
  }
  // The rivals an accept declines are offered similar DJs too (the autoDecline row).
  if (effects.has('declineRivals')) effects.add('offerSimilarDjs');
  return { effects, guards };
}

/**
 * Reads in `tx`, before anything is written, what the rows `actor` may take on `event` need
 * (several rows may share an event; the guards choose one after these reads).
 */
export async function readForEffects(
  db: Firestore,
  tx: Transaction,
  snap: DocumentSnapshot,
  event: string,
  actor: BookingActor,
  now: Date,
): Promise<EffectReads> {
  const { effects, guards } = possibleWords(snap, event, actor);
  const djId = String(snap.get('djId') ?? '');
  const eventDate = String(snap.get('eventDate') ?? '');
  const needs = (...names: ProcessEffect[]) => djId !== '' && names.some((e) => effects.has(e));
  const guarded = (...names: ProcessGuard[]) => djId !== '' && names.some((g) => guards.has(g));
  const ownerUid = String(snap.get('djOwnerUid') ?? '');
  const [profile, dateTaken, payoutsReady, confirmedDates, rivals, payout, djRecord] =
    await Promise.all([
      needs('offerSimilarDjs', 'declineRivals', 'countBooking') || guarded('djVerified')
        ? tx.get(db.collection('djs').doc(djId))
        : null,
      guarded('dateFree', 'dateTaken') ? isDateTaken(db, tx, djId, eventDate) : false,
      guarded('payoutsReady') && ownerUid !== ''
        ? tx.get(payoutAccountRef(db, ownerUid)).then((a) => a.get('transfersActive') === true)
        : false,
      needs('bookDate', 'releaseDate') ? readConfirmedDates(db, tx, djId, now) : [],
      needs('declineRivals') ? tx.get(pendingOnDate(db, djId, eventDate)).then((q) => q.docs) : [],
      effects.has('replanPayout') || effects.has('voidPayout')
        ? tx.get(payoutRef(db, snap.id))
        : null,
      needs('countDjCancellation') ? readDjCancellations(db, tx, djId) : null,
    ]);
  return { profile, dateTaken, payoutsReady, confirmedDates, rivals, payout, djRecord };
}

/** What a transaction that has already read the DJ's profile has for a row that needs no more. */
export function readsOfProfile(profile: DocumentSnapshot | null): EffectReads {
  return {
    profile,
    dateTaken: false,
    payoutsReady: false,
    confirmedDates: [],
    rivals: [],
    payout: null,
    djRecord: null,
  };
}

/** The facts the table's guards read, from what the transaction read. */
export function factsOf(reads: EffectReads): ProcessFacts {
  return {
    dateTakenByOther: reads.dateTaken,
    djVerified: reads.profile?.get('status') === 'verified',
    payoutsReady: reads.payoutsReady,
  };
}

/** The refunds made outside the app, as the payout counted them (they lower the refund). */
export function refundedElsewhere(reads: EffectReads): number {
  return reads.payout?.exists ? Number(reads.payout.get('refundedCents') ?? 0) : 0;
}

/**
 * Writes `move` and every effect of its row in `tx` (which has read `reads`), and returns the
 * card moves the booking's outbox owes: its own, and the releases of the requests an accept
 * declines.
 */
export function applyBookingMove(
  db: Firestore,
  tx: Transaction,
  snap: DocumentSnapshot,
  move: BookingMove,
  reads: EffectReads,
  ctx: MoveContext,
): PendingMove[] {
  const { row } = move.plan;
  const { now } = ctx;
  const has = (effect: ProcessEffect) => row.effects.includes(effect);
  const djId = String(snap.get('djId') ?? '');
  const eventDate = String(snap.get('eventDate') ?? '');
  const fields: Record<string, unknown> = {};
  const cancellation =
    move.to === 'cancelled' ? cancellationOf(move, ctx.by.actor, ctx.djWords, reads.profile) : null;
  if (cancellation) fields.cancellation = cancellation;

  if (has('bookDate')) writeBookedDates(tx, db, djId, [...reads.confirmedDates, eventDate], now);
  if (has('releaseDate')) {
    const left = reads.confirmedDates.filter((d) => d !== eventDate);
    writeBookedDates(tx, db, djId, left, now);
  }
  if (has('schedulePayout')) schedulePayout(tx, db, snap, now);
  if ((has('replanPayout') || has('voidPayout')) && reads.payout && cancellation) {
    // What the DJ is still owed follows the same tier (a DJ-side cancellation: nothing).
    const { problemRefunded } = replanPayoutOnCancellation(
      tx,
      reads.payout,
      snap,
      {
        by: cancellation.by,
        refundPercent: cancellation.refundPercent ?? 100,
        refundCents: cancellation.refundCents ?? 0,
      },
      move,
      now,
    );
    if (problemRefunded) fields['problem.status'] = 'refunded';
  }
  // A deleted profile has no counter to keep (an update of a missing document would fail).
  if (has('countBooking') && reads.profile?.exists) {
    tx.update(reads.profile.ref, { totalBookings: FieldValue.increment(1) });
  }
  if (has('countDjCancellation') && reads.djRecord) {
    recordDjCancellation(tx, reads.djRecord, {
      bookingId: snap.id,
      eventDate,
      clientName: String(snap.get('clientName') ?? ''),
      djName: String(snap.get('djName') ?? ''),
      reason: ctx.djWords ?? '',
      at: now,
    });
  }
  const entry = historyOf(move, ctx.by, now);
  const alsoOwed = has('declineRivals') ? declineRivals(tx, snap, reads, ctx) : [];
  return writeBookingMove(tx, snap, move, entry, {
    fields,
    alsoOwed,
    ...(ctx.heldIntentId !== undefined ? { heldIntentId: ctx.heldIntentId } : {}),
    ...(ctx.log ? { log: ctx.log } : {}),
  });
}

/** A person's event on a booking, as their request translates it (callable/transition-booking.ts). */
export interface PersonEvent {
  event: CallableBookingAction;
  by: MoveAuthor;
  /** The status the person saw (the table's sawThisStatus). */
  sawStatus: BookingStatus;
  /** The DJ's words: a decline's reason, or a cancellation's (the table's reasonGiven). */
  djWords?: string;
}

/** What the person is answered, and the card moves the booking owes once committed. */
export interface MoveOutcome {
  status: BookingStatus;
  refundCents?: number;
  owed: PendingMove[];
}

/**
 * A person's event, in `tx`: reads what the rows may need, lets the table choose the row with
 * every fact read here, and writes it with all its effects. Throws the table's refusal, in the
 * row's words for the person, before anything is written.
 */
export async function moveBooking(
  db: Firestore,
  tx: Transaction,
  snap: DocumentSnapshot,
  request: PersonEvent,
  now: Date,
  log?: Logger,
): Promise<MoveOutcome> {
  const { event, by, djWords } = request;
  const reads = await readForEffects(db, tx, snap, event, by.actor, now);
  const djSuspended = reads.profile?.get('status') === 'suspended';
  const state = bookingStateOf(snap, djSuspended, {
    refundedElsewhereCents: refundedElsewhere(reads),
  });
  const move = planBookingMove(state, event, by.actor, now, {
    ...factsOf(reads),
    sawStatus: request.sawStatus,
    ...(djWords !== undefined ? { reason: djWords } : {}),
  });
  const owed = applyBookingMove(db, tx, snap, move, reads, {
    by,
    now,
    ...(djWords !== undefined && by.actor === 'dj' ? { djWords } : {}),
    ...(log ? { log } : {}),
  });
  return { ...moveAnswer(move), owed };
}

/**
 * The accept's declineRivals: the table's autoDecline row on each other request for the date
 * (its history names the DJ, whose accept set it off). Their releases are returned for the
 * accepted booking's outbox, so the person's retry of the accept completes them too.
 */
function declineRivals(
  tx: Transaction,
  accepted: DocumentSnapshot,
  reads: EffectReads,
  ctx: MoveContext,
): PendingMove[] {
  const owed: PendingMove[] = [];
  for (const rival of reads.rivals) {
    if (rival.id === accepted.id) continue;
    const declined = planBookingMove(bookingStateOf(rival), 'autoDecline', 'system', ctx.now, {
      dateTakenByOther: true,
    });
    const cancellation = cancellationOf(declined, ctx.by.actor, undefined, reads.profile);
    const entry = historyOf(declined, ctx.by, ctx.now);
    owed.push(
      ...writeBookingMove(tx, rival, declined, entry, {
        fields: { cancellation },
        ownOutbox: false,
        ...(ctx.log ? { log: ctx.log } : {}),
      }),
    );
  }
  return owed;
}

// ---- The DJ's dates: what is taken, and the public view of it ---------------------------

/**
 * The DJ's confirmed bookings on `eventDate`: the authority for "that date is taken". It is a
 * query of bookings, not the djAvailability view, so deleting or re-creating the profile (and
 * with it any view) can never free a date someone has paid for. Index: (djId, eventDate, status).
 */
export function confirmedOnDate(db: Firestore, djId: string, eventDate: string): Query {
  return db
    .collection('bookings')
    .where('djId', '==', djId)
    .where('eventDate', '==', eventDate)
    .where('status', '==', 'confirmed')
    .limit(1);
}

/** Reads, in `tx`, whether the DJ already has a confirmed booking on `eventDate`. */
export async function isDateTaken(
  db: Firestore,
  tx: Transaction,
  djId: string,
  eventDate: string,
): Promise<boolean> {
  return !(await tx.get(confirmedOnDate(db, djId, eventDate))).empty;
}

/** The DJ's other requests for `eventDate`, which an accept declines. Index: (djId, eventDate, status). */
export function pendingOnDate(db: Firestore, djId: string, eventDate: string): Query {
  return db
    .collection('bookings')
    .where('djId', '==', djId)
    .where('eventDate', '==', eventDate)
    .where('status', '==', 'pending');
}

/** The DJ's confirmed bookings from today (UTC) on. Index: (djId, status, eventDate). */
export function confirmedFrom(db: Firestore, djId: string, now: Date): Query {
  return db
    .collection('bookings')
    .where('djId', '==', djId)
    .where('status', '==', 'confirmed')
    .where('eventDate', '>=', utcDate(now));
}

/** Reads, in `tx`, the dates of the DJ's confirmed bookings from today on (for the view). */
export async function readConfirmedDates(
  db: Firestore,
  tx: Transaction,
  djId: string,
  now: Date,
): Promise<string[]> {
  const snap = await tx.get(confirmedFrom(db, djId, now));
  return snap.docs.map((d) => String(d.get('eventDate')));
}

/**
 * Writes the public djAvailability/{djId}.bookedDates view: the dates of the DJ's confirmed
 * bookings from today on, as the transaction that changes one of them leaves them. The list is
 * rewritten whole each time rather than patched, so a view written by an older version is
 * rebuilt from the bookings, which are the authority.
 */
export function writeBookedDates(
  tx: Transaction,
  db: Firestore,
  djId: string,
  dates: readonly string[],
  now: Date,
): void {
  // Merged: the DJ's blocked days beside them (availability-blocks.ts) are not this write's.
  tx.set(
    db.collection('djAvailability').doc(djId),
    { bookedDates: [...new Set(dates)].sort(), updatedAt: now },
    { merge: true },
  );
}
