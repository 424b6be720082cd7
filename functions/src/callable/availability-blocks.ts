// blockDays({ from, to, note? } | { weekday, note? }) and unblockDays({ blockId }): a DJ's
// own blocked days (issue 41). The server checks the days against the DJ's confirmed bookings
// and keeps the public summary in the same transaction (services/availability-blocks.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isValidDocId } from '../../../src/domain/ids';
import {
  addBlock,
  checkedBlock,
  removeBlock,
  type AddBlockResult,
} from '../services/availability-blocks';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import { consumeAttempt } from '../services/rate-limit';

export const ONLY_DJS_BLOCK_DAYS = 'Only DJs can block days.';

export interface AvailabilityDeps {
  db: Firestore;
  now?: () => Date;
}

function djCaller(request: CallableRequestLike) {
  const caller = requireCaller(request);
  if (caller.role !== 'dj') throw new HttpsError('permission-denied', ONLY_DJS_BLOCK_DAYS);
  return caller;
}

export async function blockDaysHandler(
  request: CallableRequestLike,
  deps: AvailabilityDeps,
): Promise<AddBlockResult> {
  const data = plainObject(request.data, ['from', 'to', 'weekday', 'note']);
  const caller = djCaller(request);
  const now = (deps.now ?? (() => new Date()))();
  // Malformed days are refused before the attempt is counted: only a real block spends one.
  const block = checkedBlock(data, now);
  await consumeAttempt(deps.db, caller.uid, 'availability_change', now.getTime());
  return addBlock(deps.db, caller.uid, block, now);
}

export async function unblockDaysHandler(
  request: CallableRequestLike,
  deps: AvailabilityDeps,
): Promise<{ removed: true }> {
  const data = plainObject(request.data, ['blockId']);
  if (typeof data.blockId !== 'string' || !isValidDocId(data.blockId)) {
    throw new HttpsError('invalid-argument', 'blockId must be a block id.');
  }
  const caller = djCaller(request);
  const now = (deps.now ?? (() => new Date()))();
  await consumeAttempt(deps.db, caller.uid, 'availability_change', now.getTime());
  await removeBlock(deps.db, caller.uid, data.blockId, now);
  return { removed: true };
}
