// The process table (booking-process.ts, what `plan()` and the docs read) and TRANSITIONS
// (booking-states.ts, what today's services, the UI's buttons and the rules tests read) are
// two descriptions of one booking lifecycle until the engine applies the table alone (issue
// 39). This holds them together: the same moves by the same actors, with the same money.
import { describe, expect, it } from 'vitest';
import { PROCESS_ROWS, type ProcessEffect } from './booking-process';
import { TRANSITIONS, type RefundRule } from './booking-states';

const bookingRows = PROCESS_ROWS.filter((row) => row.machine === 'booking' && row.from !== 'none');
const movesOf = (rows: readonly { from: string; to: string; actors: readonly string[] }[]) =>
  new Set(rows.flatMap((row) => row.actors.map((actor) => `${row.from} → ${row.to} by ${actor}`)));

/** The refund rule a row's money effects amount to. */
function refundOf(effects: readonly ProcessEffect[]): RefundRule {
  if (effects.includes('voidHold')) return 'release';
  if (effects.includes('refundByTier')) return 'policy';
  if (effects.includes('refundFull')) return 'full';
  return 'none';
}

describe('the process table and TRANSITIONS', () => {
  it('allow the same moves by the same actors', () => {
    const table = movesOf(bookingRows);
    const transitions = movesOf(TRANSITIONS);
    expect([...table].filter((move) => !transitions.has(move))).toEqual([]);
    expect([...transitions].filter((move) => !table.has(move))).toEqual([]);
  });

  it('move the same money for each of those moves', () => {
    const differing = bookingRows.flatMap((row) =>
      row.actors.flatMap((actor) => {
        const refunds = TRANSITIONS.filter(
          (t) => t.from === row.from && t.to === row.to && t.actors.includes(actor),
        ).map((t) => t.refund);
        const own = refundOf(row.effects);
        return refunds.includes(own)
          ? []
          : [`${row.name} ${row.from} → ${row.to} by ${actor}: ${own} vs ${refunds.join('/')}`];
      }),
    );
    expect(differing).toEqual([]);
  });
});
