// A DJ's blocked days (issue 41, item 1): djAvailability/{djId}/blocks/{blockId}, private to
// the DJ (notes stay theirs), and the public summary beside the booked dates on
// djAvailability/{djId} (blockedDates, blockedWeekdays), which onAvailabilityWritten copies onto
// djs/{djId} for discovery. Both live under djAvailability, which a profile's edits and
// deletion never touch. Every change rewrites the summary from all the blocks in the same
// transaction, so the two can never disagree.
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  blockHasConfirmedBooking,
  BLOCK_NOT_FOUND,
  checkBlockRequest,
  daysOfSpanIn,
  IMPORTED_BLOCK_READ_ONLY,
  MANUAL_BLOCKS_MAX,
  publicBlocksOf,
  spanOf,
  TOO_MANY_BLOCKS,
  WEEKDAY_ALREADY_BLOCKED,
  type BlockSpan,
} from '../../../src/domain/availability';
import { bookableWindow } from '../../../src/domain/bookable-dates';
import { transact } from './transact';

/** Pending requests read for the warning: more than a DJ could have on a range is not shown. */
const PENDING_READ_MAX = 200;

export const availabilityRef = (db: Firestore, djId: string) =>
  db.collection('djAvailability').doc(djId);
export const blocksRef = (db: Firestore, djId: string) =>
  availabilityRef(db, djId).collection('blocks');

/** The stored blocks' spans (anything malformed is left out of the summary). */
function spansOf(docs: readonly DocumentSnapshot[]): { span: BlockSpan }[] {
  return docs.flatMap((doc) => {
    const span = spanOf(doc.get('span'));
    return span ? [{ span }] : [];
  });
}

/**
 * Rewrites the public summary of `blocks` (the DJ's blocks as they will be after this
 * transaction) on djAvailability/{djId}, merged: the booked dates beside it are the booking
 * transitions' to write.
 */
export function writeBlockSummary(
  tx: Transaction,
  db: Firestore,
  djId: string,
  blocks: readonly { span: BlockSpan }[],
  now: Date,
): void {
  const window = bookableWindow(now);
  tx.set(
    availabilityRef(db, djId),
    { ...publicBlocksOf(blocks, window.pastBefore, window.last), updatedAt: now },
    { merge: true },
  );
}

export interface AddBlockResult {
  blockId: string;
  /** Requests waiting on the blocked days: they stay, and the DJ still answers them. */
  pendingRequests: number;
}

/** A block request the domain's check took, or its refusal as the callable answers it. */
export function checkedBlock(input: unknown, now: Date): { span: BlockSpan; note: string } {
  const checked = checkBlockRequest(input, bookableWindow(now).pastBefore);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.error);
  return { span: checked.span, note: checked.note };
}

/**
 * Blocks what the DJ asked for (checked by `checkedBlock`). A day or range with a confirmed
 * booking on it is refused, naming the day; a weekday rule is not (its confirmed days stay
 * booked, and the rule covers the others). Pending requests on the days are counted for the
 * warning, never touched.
 */
export async function addBlock(
  db: Firestore,
  djId: string,
  { span, note }: { span: BlockSpan; note: string },
  now: Date,
): Promise<AddBlockResult> {
  const bookings = db.collection('bookings').where('djId', '==', djId);
  const ref = blocksRef(db, djId).doc();

  return transact(db, async (tx) => {
    const blocks = await tx.get(blocksRef(db, djId));
    const manual = blocks.docs.filter((doc) => doc.get('source') === 'manual');
    if (manual.length >= MANUAL_BLOCKS_MAX) {
      throw new HttpsError('resource-exhausted', TOO_MANY_BLOCKS);
    }
    if (span.kind === 'weekday') {
      const same = manual.some((doc) => {
        const stored = spanOf(doc.get('span'));
        return stored?.kind === 'weekday' && stored.weekday === span.weekday;
      });
      if (same) throw new HttpsError('already-exists', WEEKDAY_ALREADY_BLOCKED);
    } else {
      // The bookings themselves, not the booked-dates view: the authority for a taken day.
      const confirmed = await tx.get(
        bookings
          .where('status', '==', 'confirmed')
          .where('eventDate', '>=', span.from)
          .where('eventDate', '<=', span.to)
          .orderBy('eventDate')
          .limit(1),
      );
      const first = confirmed.docs[0];
      if (first) {
        throw new HttpsError(
          'failed-precondition',
          blockHasConfirmedBooking(String(first.get('eventDate'))),
        );
      }
    }
    const pending = await tx.get(bookings.where('status', '==', 'pending').limit(PENDING_READ_MAX));
    const pendingDays = pending.docs.map((doc) => String(doc.get('eventDate') ?? ''));
    tx.create(ref, { span, note, source: 'manual', createdAt: now });
    writeBlockSummary(tx, db, djId, [...spansOf(blocks.docs), { span }], now);
    return { blockId: ref.id, pendingRequests: daysOfSpanIn(span, pendingDays).length };
  });
}

/** Unblocks one of the DJ's own blocks; an imported one changes only with its calendar. */
export async function removeBlock(
  db: Firestore,
  djId: string,
  blockId: string,
  now: Date,
): Promise<void> {
  await transact(db, async (tx) => {
    const blocks = await tx.get(blocksRef(db, djId));
    const block = blocks.docs.find((doc) => doc.id === blockId);
    if (!block) throw new HttpsError('not-found', BLOCK_NOT_FOUND);
    if (block.get('source') !== 'manual') {
      throw new HttpsError('failed-precondition', IMPORTED_BLOCK_READ_ONLY);
    }
    tx.delete(block.ref);
    writeBlockSummary(tx, db, djId, spansOf(blocks.docs.filter((doc) => doc.id !== blockId)), now);
  });
}
