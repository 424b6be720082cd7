// Transactions that survive a burst. Firestore answers ABORTED when transactions on the same
// documents collide (and the emulator's lock timeout, under load, is not retried by the
// Admin SDK at all), which reached callers as `internal`. Here a collision is retried with
// jittered backoff; if the documents stay busy, the caller gets `aborted` with a message
// saying to try again, never `internal`.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BUSY_TRY_AGAIN } from '../../../src/domain/messages';

/** gRPC ABORTED: contention or a lock timeout. */
const ABORTED = 10;

export const TRANSACT_ATTEMPTS = 6;
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

export async function transact<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
  attempts = TRANSACT_ATTEMPTS,
): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      if (!isContention(error)) throw error;
      if (attempt >= attempts || Date.now() - started > TRANSACT_BUDGET_MS) {
        throw new HttpsError('aborted', BUSY_TRY_AGAIN);
      }
      // 100 ms, 200 ms, 400 ms… with jitter, so the colliding callers spread out.
      const delay = 100 * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
