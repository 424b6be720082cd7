// Payouts owed to a suspended DJ wait for an admin (issue 39, decision 0052): "no transfer to
// a suspended DJ without an admin's decision". The suspension holds every payout still owed
// at once, and the payout runner holds any it would pay a suspended DJ (a claim that was
// under way at the suspension, or one that fell due later). An admin releases it (the gig
// was played as booked) or refunds the client, from the problem list (payout-problems.ts).
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { SUSPENSION_PROBLEM_DETAILS } from '../../../src/domain/payout-record';
import { payoutStateOf, payoutStatusWrite, planPayoutMove } from './payout-engine';
import { transact } from './transact';

/** Per query page, and how many pages at most in one call. */
const BATCH = 200;
const MAX_ROUNDS = 50;

/** The problem a suspension's hold records: an admin releases the payout or refunds the client. */
export function suspensionProblem(now: Date) {
  return {
    problem: {
      details: SUSPENSION_PROBLEM_DETAILS,
      reportedAt: now,
      status: 'open',
      resolvedBy: null,
      resolvedAt: null,
    },
  };
}

/**
 * The update that holds `payout` for a suspended DJ (the table's holdForSuspension), or null
 * when no row applies: not owed (paid, void, held already) or released by an admin already.
 */
function suspensionHold(payout: DocumentSnapshot, now: Date): Record<string, unknown> | null {
  if (!payout.exists) return null;
  const state = payoutStateOf(payout, { status: null, djSuspended: true });
  const planned = planPayoutMove(state, 'holdForSuspension', 'system', now);
  if (!planned.ok) return null;
  return { ...suspensionProblem(now), ...payoutStatusWrite(planned.move, now) };
}

/**
 * Holds every payout still owed to the suspended DJ that no transfer is under way for (the
 * runner's claim; the runner holds those itself on their next attempt). Returns how many.
 */
export async function holdOwedPayoutsOfDj(db: Firestore, djId: string, now: Date): Promise<number> {
  const owed = db
    .collection('payouts')
    .where('djId', '==', djId)
    .where('status', 'in', ['scheduled', 'failed'])
    .limit(BATCH);
  let held = 0;
  const skipped = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const todo = (await owed.get()).docs.filter((d) => !skipped.has(d.id));
    if (todo.length === 0) break;
    for (const doc of todo) {
      const done = await transact(db, async (tx) => {
        const snap = await tx.get(doc.ref);
        const patch = snap.get('transferStartedAt') ? null : suspensionHold(snap, now);
        if (patch) tx.update(doc.ref, patch);
        return patch !== null;
      });
      if (done) held += 1;
      else skipped.add(doc.id);
    }
  }
  return held;
}
