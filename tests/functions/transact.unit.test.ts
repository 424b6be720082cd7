// transact(): the Admin SDK retries collisions (maxAttempts); transact hands it the attempts
// and the time budget, and turns a collision that outlasts them into `aborted` with the
// try-again message. Any other failure passes through unchanged. The SDK's own retry loop
// under real contention is exercised by the reliability suite's double-booking round.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TRANSACT_ATTEMPTS,
  TRANSACT_BUDGET_MS,
  transact,
} from '../../functions/src/services/transact';
import { BUSY_TRY_AGAIN } from '../../src/domain/messages';

type Update = (tx: Transaction) => Promise<unknown>;

/** Stands in for runTransaction's contract: calls `update` once, or fails with `error`. */
function dbAnswering(error?: unknown) {
  const runTransaction = vi.fn(async (update: Update, options?: { maxAttempts?: number }) => {
    void options;
    if (error) throw error;
    return update({} as Transaction);
  });
  return { db: { runTransaction } as unknown as Firestore, runTransaction };
}

const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('transact', () => {
  it("gives the SDK's retry loop its attempts and returns the result", async () => {
    const { db, runTransaction } = dbAnswering();
    await expect(transact(db, async () => 'done')).resolves.toBe('done');
    expect(runTransaction).toHaveBeenCalledWith(expect.any(Function), {
      maxAttempts: TRANSACT_ATTEMPTS,
    });
  });

  it('answers aborted with the try-again message when the documents stay busy', async () => {
    const { db } = dbAnswering(aborted);
    await expect(transact(db, async () => 'never')).rejects.toMatchObject({
      code: 'aborted',
      message: BUSY_TRY_AGAIN,
    });
  });

  it('starts no attempt once the time budget is spent', async () => {
    let clock = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const update = vi.fn(async () => 'late');
    const db = {
      // The SDK's attempt that starts after earlier ones waited out lock timeouts.
      runTransaction: async (run: Update) => {
        clock += TRANSACT_BUDGET_MS + 1;
        return run({} as Transaction);
      },
    } as unknown as Firestore;
    await expect(transact(db, update)).rejects.toMatchObject({
      code: 'aborted',
      message: BUSY_TRY_AGAIN,
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('passes other failures through', async () => {
    const { db } = dbAnswering(new Error('permission'));
    await expect(transact(db, async () => 'x')).rejects.toThrow('permission');
  });

  it("runs again after the emulator's 'Transaction is invalid or closed' (nothing was committed)", async () => {
    const closed = Object.assign(
      new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'),
      { code: 3 },
    );
    let calls = 0;
    const db = {
      runTransaction: async (run: Update) => {
        calls += 1;
        if (calls === 1) throw closed;
        return run({} as Transaction);
      },
    } as unknown as Firestore;
    await expect(transact(db, async () => 'second')).resolves.toBe('second');
    expect(calls).toBe(2);
  });

  it('passes any other invalid-argument through unchanged', async () => {
    const other = Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), { code: 3 });
    const { db, runTransaction } = dbAnswering(other);
    await expect(transact(db, async () => 'never')).rejects.toBe(other);
    expect(runTransaction).toHaveBeenCalledTimes(1);
  });
});
