import { describe, expect, it } from 'vitest';
import { DAY_MS, utcDate } from './booking-record';
import { refundCents } from './cancellation-policy';
import { DURATION_OPTIONS, quoteBooking } from './pricing';
import {
  canReceiveTransfers,
  PAYOUT_ACCOUNT_STATE_TEXT,
  payoutAccountState,
  requirementsInWords,
  type PayoutAccountFacts,
} from './payout-account-state';
import {
  csvField,
  earningsCsv,
  earningsTotals,
  platformRevenueCents,
  stripeReversedCentsOf,
  type EarningsRow,
} from './payout-earnings';
import { disputeOutcome, djShareOfRefund } from './payout-record';
import {
  canReportProblem,
  cancellationTransferDueAt,
  LATE_CANCELLATION_PAYOUT_TEXT,
  latestEventEndOf,
  PAYOUT_TIMING_TEXT,
  payoutAfterCancellation,
  payoutKeys,
  payoutSplit,
  payoutSplitOfBooking,
  TRANSFER_DAYS_AFTER_EVENT,
  transferDueAt,
} from './payouts';

describe('payoutSplit', () => {
  it('gives the DJ 85% of subtotal + equipment fee and the platform the rest (README example)', () => {
    // $125/h × 4 h + $75 equipment: gross $575.00, client fee $28.75, total $603.75.
    const quote = quoteBooking({
      hourlyRateCents: 12_500,
      durationHours: 4,
      equipmentNeeded: true,
    });
    expect(payoutSplit(quote)).toEqual({
      grossCents: 57_500,
      commissionCents: 8_625,
      netCents: 48_875,
      clientFeeCents: 2_875,
      totalCents: 60_375,
    });
  });

  it('always adds up: net + commission = gross, gross + fee = the quote total', () => {
    for (const rate of [5_000, 5_001, 7_333, 12_345, 99_999, 5_000_000]) {
      for (const hours of [1, 3, 7, 10]) {
        for (const equipmentNeeded of [false, true]) {
          const quote = quoteBooking({
            hourlyRateCents: rate,
            durationHours: hours,
            equipmentNeeded,
          });
          const split = payoutSplit(quote);
          expect(split.netCents + split.commissionCents).toBe(split.grossCents);
          expect(split.totalCents).toBe(quote.totalCostCents);
          expect(Number.isInteger(split.netCents)).toBe(true);
        }
      }
    }
  });

  it('rounds a half cent of the net to the DJ', () => {
    // gross 10 cents → 8.5 → 9 to the DJ, 1 to the platform.
    expect(
      payoutSplit({
        baseCostCents: 10 as never,
        equipmentFeeCents: 0 as never,
        platformFeeCents: 1 as never,
      }),
    ).toMatchObject({ netCents: 9, commissionCents: 1 });
  });

  it('reads a stored booking', () => {
    expect(
      payoutSplitOfBooking({
        baseCostCents: 60_000,
        equipmentFeeCents: 0,
        platformFeeCents: 3_000,
      }),
    ).toMatchObject({ grossCents: 60_000, netCents: 51_000, commissionCents: 9_000 });
  });
});

describe('payoutAfterCancellation', () => {
  const net = 48_875;
  it('follows the client tiers: 100% refund → 0, 50% → half the net, 0% → the net', () => {
    expect(payoutAfterCancellation(net, { by: 'client', refundPercent: 100 })).toBe(0);
    expect(payoutAfterCancellation(net, { by: 'client', refundPercent: 50 })).toBe(24_438);
    expect(payoutAfterCancellation(net, { by: 'client', refundPercent: 0 })).toBe(net);
  });
  it('owes nothing when the DJ side cancels (full refund)', () => {
    expect(payoutAfterCancellation(net, { by: 'dj', refundPercent: 100 })).toBe(0);
    expect(payoutAfterCancellation(net, { by: 'admin', refundPercent: 100 })).toBe(0);
  });
  it('never pays out more than the platform kept after the refund', () => {
    const quote = quoteBooking({
      hourlyRateCents: 12_500,
      durationHours: 4,
      equipmentNeeded: true,
    });
    const split = payoutSplit(quote);
    for (const refundPercent of [100, 50, 0] as const) {
      const refunded = refundCents(split.totalCents, refundPercent);
      const owed = payoutAfterCancellation(split.netCents, { by: 'client', refundPercent });
      expect(owed).toBeLessThanOrEqual(split.totalCents - refunded);
    }
  });
});

describe('payout timing', () => {
  it('ends the event at the latest it can anywhere: 12:00 UTC the next day + its hours', () => {
    expect(latestEventEndOf('2031-04-02', 4)?.toISOString()).toBe('2031-04-03T16:00:00.000Z');
    expect(latestEventEndOf('not a date', 4)).toBeNull();
  });
  it('makes the transfer due 24 h after that', () => {
    expect(transferDueAt('2031-04-02', 4)?.toISOString()).toBe('2031-04-04T16:00:00.000Z');
  });
  it('pays a late cancellation at the event start, or at once when that has passed', () => {
    const start = '2031-04-02T00:00:00.000Z';
    expect(
      cancellationTransferDueAt('2031-04-02', new Date('2031-04-01T06:00:00Z'))?.toISOString(),
    ).toBe(start);
    expect(
      cancellationTransferDueAt('2031-04-02', new Date('2031-04-02T09:00:00Z'))?.toISOString(),
    ).toBe('2031-04-02T09:00:00.000Z');
  });
  it('sends a gig two UTC days after its date, whatever its hours (issue 38: Dec 19 → Dec 21)', () => {
    const RUN_EVERY_MS = 10 * 60 * 1000; // runDuePayouts' schedule (functions/src/index.ts)
    const dates = ['2026-12-19', '2026-12-31', '2027-02-27', '2028-02-28', '2031-04-02'];
    for (const eventDate of dates) {
      const start = new Date(`${eventDate}T00:00:00.000Z`).getTime();
      const day = utcDate(new Date(start + TRANSFER_DAYS_AFTER_EVENT * DAY_MS));
      for (const hours of DURATION_OPTIONS) {
        const due = transferDueAt(eventDate, hours);
        expect(due && utcDate(due), `${eventDate}, ${hours} h`).toBe(day);
        // The run that sends it comes within 10 minutes: still that day.
        expect(due && utcDate(new Date(due.getTime() + RUN_EVERY_MS))).toBe(day);
      }
    }
    expect(utcDate(transferDueAt('2026-12-19', 4) ?? new Date(0))).toBe('2026-12-21');
  });
  it('says what the timing does, in words the DJ reads on Payouts and Earnings', () => {
    expect(TRANSFER_DAYS_AFTER_EVENT).toBe(2);
    expect(PAYOUT_TIMING_TEXT).toContain('two days after its date (UTC)');
    expect(PAYOUT_TIMING_TEXT).toContain('Stripe then pays them into your bank');
    expect(PAYOUT_ACCOUNT_STATE_TEXT.ready).toBe(`Payouts are ready. ${PAYOUT_TIMING_TEXT}`);
    expect(Object.values(PAYOUT_ACCOUNT_STATE_TEXT).join(' ')).not.toMatch(/day after/);
    expect(LATE_CANCELLATION_PAYOUT_TEXT).toContain("on the event's date (UTC)");
  });
  it('lets the client report a problem from the event start until the transfer is due', () => {
    expect(canReportProblem('2031-04-02', 4, new Date('2031-04-01T23:59:59Z'))).toBe(false);
    expect(canReportProblem('2031-04-02', 4, new Date('2031-04-02T00:00:00Z'))).toBe(true);
    expect(canReportProblem('2031-04-02', 4, new Date('2031-04-04T15:59:59Z'))).toBe(true);
    expect(canReportProblem('2031-04-02', 4, new Date('2031-04-04T16:00:00Z'))).toBe(false);
  });
});

describe('payout account', () => {
  const base: PayoutAccountFacts = {
    detailsSubmitted: false,
    transfersCapability: null,
    currentlyDue: [],
    disabledReason: null,
    deauthorized: false,
  };
  it('is setting up until transfers are active, then ready', () => {
    expect(payoutAccountState(base)).toBe('setting_up');
    // A new account lists what onboarding will ask for: still setting up, not action needed.
    expect(payoutAccountState({ ...base, currentlyDue: ['external_account'] })).toBe('setting_up');
    expect(
      payoutAccountState({ ...base, transfersCapability: 'pending', detailsSubmitted: true }),
    ).toBe('setting_up');
    const ready = { ...base, transfersCapability: 'active', detailsSubmitted: true };
    expect(payoutAccountState(ready)).toBe('ready');
    expect(canReceiveTransfers(ready)).toBe(true);
  });
  it('needs action when Stripe asks for something, even while transfers still run', () => {
    const due = {
      ...base,
      detailsSubmitted: true,
      transfersCapability: 'active',
      currentlyDue: ['external_account'],
    };
    expect(payoutAccountState(due)).toBe('action_needed');
    expect(canReceiveTransfers(due)).toBe(true);
    expect(
      payoutAccountState({
        ...base,
        detailsSubmitted: true,
        disabledReason: 'requirements.past_due',
      }),
    ).toBe('action_needed');
  });
  it('is disconnected once the DJ removes access, and then cannot be paid', () => {
    const gone = { ...base, transfersCapability: 'active', deauthorized: true };
    expect(payoutAccountState(gone)).toBe('disconnected');
    expect(canReceiveTransfers(gone)).toBe(false);
  });
  it("puts Stripe's requirements in plain words", () => {
    expect(
      requirementsInWords([
        'external_account',
        'individual.dob.day',
        'individual.dob.month',
        'individual.verification.document',
        'tos_acceptance.date',
        'company.tax_id_registrar',
      ]),
    ).toEqual([
      'a bank account for payouts',
      'your date of birth',
      'a photo ID',
      "acceptance of Stripe's terms",
      'company tax id registrar',
    ]);
  });
});

const row = (over: Partial<EarningsRow>): EarningsRow => ({
  bookingId: 'b1',
  eventDate: '2031-04-02',
  clientName: 'Ana',
  grossCents: 57_500,
  commissionCents: 8_625,
  netCents: 48_875,
  amountCents: 48_875,
  status: 'scheduled',
  dueAt: '2031-04-04T16:00:00.000Z',
  paidAt: null,
  transferId: null,
  reversedCents: 0,
  ...over,
});

describe('earnings', () => {
  it('totals pending, paid this month and paid all time, net of reversals', () => {
    const now = new Date('2031-05-10T00:00:00Z');
    const totals = earningsTotals(
      [
        row({ status: 'scheduled' }),
        row({ status: 'held', amountCents: 100 }),
        row({ status: 'failed', amountCents: 200 }),
        row({ status: 'paid', paidAt: '2031-05-01T00:00:00.000Z' }),
        row({ status: 'paid', amountCents: 1_000, paidAt: '2031-04-30T23:00:00.000Z' }),
        row({
          status: 'reversed',
          amountCents: 1_000,
          reversedCents: 400,
          paidAt: '2031-05-02T00:00:00.000Z',
        }),
        row({ status: 'void', amountCents: 0 }),
      ],
      now,
    );
    expect(totals).toEqual({
      pendingCents: 48_875 + 100 + 200,
      paidThisMonthCents: 48_875 + 600,
      paidAllTimeCents: 48_875 + 1_000 + 600,
    });
  });

  it('exports CSV with dollars, quoted fields and no formula injection', () => {
    const csv = earningsCsv([row({ clientName: '=HYPERLINK("x"), "Ana"' })]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(
      'Booking,Event date,Client,Gross (USD),Commission 15% (USD),Net 85% (USD),Payout (USD),Status,Due,Paid,Transfer,Reversed (USD)',
    );
    expect(line).toBe(
      `b1,2031-04-02,"'=HYPERLINK(""x""), ""Ana""",575.00,86.25,488.75,488.75,Scheduled,2031-04-04T16:00:00.000Z,,,0.00`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csvField('-5')).toBe("'-5");
  });
});

describe('platformRevenueCents', () => {
  it('is what was captured, less refunds and what the DJ keeps', () => {
    expect(
      platformRevenueCents({
        capturedCents: 60_375,
        refundedCents: 0,
        amountCents: 48_875,
        reversedCents: 0,
      }),
    ).toBe(11_500);
    // 24–48 h cancellation: half refunded, half the net to the DJ.
    expect(
      platformRevenueCents({
        capturedCents: 60_375,
        refundedCents: 30_188,
        amountCents: 24_438,
        reversedCents: 0,
      }),
    ).toBe(5_749);
  });
});

describe('djShareOfRefund', () => {
  // The fixture booking: $400 + $10 equipment, $20.51 client fee: $430.51 charged, net $348.50.
  const payout = { netCents: 34_850, capturedCents: 43_051 };

  it("takes the DJ's proportion of the refund, rounded half up", () => {
    // 10,000 × 34,850 / 43,051 = 8,095.05…
    expect(djShareOfRefund(10_000, payout, 34_850)).toBe(8_095);
    // 1 × 34,850 / 43,051 = 0.81 → 1 cent; a whole refund takes the whole net.
    expect(djShareOfRefund(1, payout, 34_850)).toBe(1);
    expect(djShareOfRefund(43_051, payout, 34_850)).toBe(34_850);
    // An exact half goes up: 1 × 1 / 2.
    expect(djShareOfRefund(1, { netCents: 1, capturedCents: 2 }, 10)).toBe(1);
  });

  it('never takes more than the DJ is owed or still keeps', () => {
    expect(djShareOfRefund(43_051, payout, 17_425)).toBe(17_425);
    expect(djShareOfRefund(10_000, payout, 100)).toBe(100);
    expect(djShareOfRefund(10_000, payout, 0)).toBe(0);
    expect(djShareOfRefund(10_000, payout, -5)).toBe(0);
  });

  it('takes nothing for no refund or a payout without a charge', () => {
    expect(djShareOfRefund(0, payout, 34_850)).toBe(0);
    expect(djShareOfRefund(-100, payout, 34_850)).toBe(0);
    expect(djShareOfRefund(10_000, { netCents: 34_850, capturedCents: 0 }, 34_850)).toBe(0);
  });

  it('two partial refunds take what one refund of their sum takes, give or take a cent', () => {
    const first = djShareOfRefund(10_000, payout, 34_850);
    const second = djShareOfRefund(5_000, payout, 34_850 - first);
    expect(Math.abs(first + second - djShareOfRefund(15_000, payout, 34_850))).toBeLessThanOrEqual(
      1,
    );
  });
});

describe('disputeOutcome', () => {
  it('reads lost as lost, closed without a chargeback as won, and anything else as open', () => {
    expect(disputeOutcome('lost')).toBe('lost');
    for (const status of ['won', 'warning_closed', 'prevented']) {
      expect(disputeOutcome(status)).toBe('won');
    }
    for (const status of [
      'needs_response',
      'under_review',
      'warning_needs_response',
      'warning_under_review',
      'appeal_needs_response',
      'appeal_under_review',
      'something_new',
    ]) {
      expect(disputeOutcome(status)).toBe('open');
    }
  });
});

describe('payoutKeys.restore and stripeReversedCentsOf', () => {
  it('names the transfer that pays a won dispute back, then the next key after a refusal', () => {
    expect(payoutKeys.restore('b1')).toBe('restore-b1');
    expect(payoutKeys.restore('b1', 2)).toBe('restore-b1-r2');
  });

  it("reads Stripe's reversed amount, which differs only after a won dispute", () => {
    expect(stripeReversedCentsOf({ reversedCents: 500 })).toBe(500);
    expect(stripeReversedCentsOf({ reversedCents: 0, stripeReversedCents: 48_875 })).toBe(48_875);
  });
});
