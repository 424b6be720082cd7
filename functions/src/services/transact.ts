// Transactions that survive a burst. Firestore answers ABORTED when transactions on the same
// documents collide (and, under load, for the emulator's lock timeout); the Admin SDK retries
// that itself, with exponential backoff (0 s, 1 s, 1.5 s, 2.25 s … ±jitter), `maxAttempts`
// times. Here the SDK gets more attempts than its default 5 and a time budget, and a caller
// whose documents stay busy gets `aborted` with a message saying to try again, never
// `internal` (decision 0016).
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BUSY_TRY_AGAIN } from '../../../src/domain/messages';

/** gRPC ABORTED: contention or a lock timeout. */
const ABORTED = 10;

/** The SDK's attempts; with its backoff the budget below ends the loop first (about 8). */
export const TRANSACT_ATTEMPTS = 12;
/**
 * No new attempt after this long: each attempt can itself wait out lock timeouts, and a
 * caller is better told "busy, try again" than left waiting for the function's 60 s limit
 * (20 accepts at once on one DJ once held a call that long).
 */
export const TRANSACT_BUDGET_MS = 30_000;

export function isContention(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ABORTED
  );
}

const busy = () => new HttpsError('aborted', BUSY_TRY_AGAIN);

/** gRPC INVALID_ARGUMENT. */
const INVALID_ARGUMENT = 3;

/**
 * The emulator's way of saying a transaction lost its locks to another one under a burst
 * (the webhook storm's 12 deliveries at once met it): a read in it answers "Transaction is
 * invalid or closed". Nothing was committed, so running the transaction again is safe. The
 * SDK retries only production's wording of this ("transaction has expired").
 */
export function isClosedTransaction(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === INVALID_ARGUMENT &&
    typeof e.message === 'string' &&
    /transaction is invalid or closed/i.test(e.message)
  );
}

export async function transact<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
  maxAttempts = TRANSACT_ATTEMPTS,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await db.runTransaction(
        (tx) => {
          // An HttpsError is not an error the SDK retries, so this ends its loop.
          if (Date.now() - started > TRANSACT_BUDGET_MS) throw busy();
          return update(tx);
        },
        { maxAttempts },
      );
    } catch (error) {
      if (isContention(error)) throw busy();
      if (isClosedTransaction(error)) {
        if (Date.now() - started > TRANSACT_BUDGET_MS) throw busy();
        continue;
      }
      throw error;
    }
  }
}
