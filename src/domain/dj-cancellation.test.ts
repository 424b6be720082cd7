import { describe, expect, it } from 'vitest';
import { DAY_MS } from './booking-record';
import {
  checkDjCancelReason,
  countedCancellations,
  DJ_CANCEL_REASON_REQUIRED,
  DJ_CANCELLATION_RECORD_MAX,
  djCancelPromptText,
} from './dj-cancellation';
import { OFF_PLATFORM_NOTICE } from './off-platform-text';

describe("the DJ's reason for cancelling", () => {
  it('is required: nothing, an empty or a blank one is refused with the same words', () => {
    for (const value of [undefined, '', '   ']) {
      expect(checkDjCancelReason(value)).toEqual({
        ok: false,
        notice: { title: 'Validation Error', description: DJ_CANCEL_REASON_REQUIRED },
      });
    }
  });

  it("is checked like a decline's: trimmed, and no contact details", () => {
    expect(checkDjCancelReason('  Hospital stay.  ')).toEqual({
      ok: true,
      reason: 'Hospital stay.',
    });
    expect(checkDjCancelReason('Call me on 512 555 0199')).toEqual({
      ok: false,
      notice: OFF_PLATFORM_NOTICE,
    });
  });
});

describe("the DJ's cancellations", () => {
  const at = (days: number) => ({ at: new Date(Date.UTC(2031, 0, 1) + days * DAY_MS) });

  it('flags the third within 12 months, and not three spread over more', () => {
    expect(countedCancellations([at(0), at(100)], at(364)).flagged).toBe(true);
    const spread = countedCancellations([at(0), at(100)], at(366));
    expect(spread.flagged).toBe(false);
    expect(spread.kept).toEqual([at(100), at(366)]);
    expect(countedCancellations([], at(0))).toEqual({ kept: [at(0)], flagged: false });
  });

  it(`keeps at most ${DJ_CANCELLATION_RECORD_MAX}, the newest`, () => {
    const many = Array.from({ length: 30 }, (_, i) => at(i));
    const { kept, flagged } = countedCancellations(many, at(30));
    expect(flagged).toBe(true);
    expect(kept).toHaveLength(DJ_CANCELLATION_RECORD_MAX);
    expect(kept.at(-1)).toEqual(at(30));
  });

  it('tells the DJ what happens, with the refund in dollars', () => {
    expect(djCancelPromptText('Priya Shah', '2031-05-01', 96_075)).toBe(
      'Priya Shah gets a full refund ($960.75), is told at once with your reason, and is shown ' +
        'other DJs free on May 1, 2031. You are not paid for this booking. Admins see every ' +
        'cancellation: a third within 12 months puts your profile under review. This cannot ' +
        'be undone.',
    );
  });
});
