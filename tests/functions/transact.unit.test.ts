// transact(): a transaction that collides is retried; one that stays busy answers `aborted`
// with the try-again message, and any other failure passes through unchanged.
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSACT_BUDGET_MS, transact } from '../../functions/src/services/transact';
import { BUSY_TRY_AGAIN } from '../../src/domain/messages';

function dbFailing(times: number, error: unknown): { db: Firestore; calls: () => number } {
  let calls = 0;
  const db = {
    runTransaction: async (update: (tx: unknown) => Promise<unknown>) => {
      calls += 1;
      if (calls <= times) throw error;
      return update({});
    },
  } as unknown as Firestore;
  return { db, calls: () => calls };
}

const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('transact', () => {
  it('retries a collision and returns the result', async () => {
    const { db, calls } = dbFailing(2, aborted);
    await expect(transact(db, async () => 'done')).resolves.toBe('done');
    expect(calls()).toBe(3);
  });

  it('answers aborted with the try-again message when the documents stay busy', async () => {
    const { db, calls } = dbFailing(99, aborted);
    await expect(transact(db, async () => 'never', 3)).rejects.toMatchObject({
      code: 'aborted',
      message: BUSY_TRY_AGAIN,
    });
    expect(calls()).toBe(3);
  });

  it('stops retrying once the time budget is spent, before its attempts run out', async () => {
    // Each attempt "waits out a lock" of just over half the budget.
    let clock = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    let calls = 0;
    const db = {
      runTransaction: async () => {
        calls += 1;
        clock += TRANSACT_BUDGET_MS / 2 + 1;
        throw aborted;
      },
    } as unknown as Firestore;
    await expect(transact(db, async () => 'never')).rejects.toMatchObject({ code: 'aborted' });
    expect(calls).toBe(2);
  });

  it('does not retry other failures', async () => {
    const { db, calls } = dbFailing(1, new Error('permission'));
    await expect(transact(db, async () => 'x')).rejects.toThrow('permission');
    expect(calls()).toBe(1);
  });
});
