import { afterEach, describe, expect, it } from 'vitest';
import {
  LATE_CANCELLATION_PAYOUT_TEXT,
  PAYOUT_TIMING_TEXT,
  TRANSFER_DAYS_AFTER_EVENT,
  transferDueAt,
} from '../../../domain/payouts';
import {
  EARNINGS_MONEY_FIELDS,
  NO_PAYOUT_DAY,
  earningsRowView,
  payoutDayText,
} from './earnings-rows';
import { payoutFixture } from './fixtures';

const TEN_MINUTES = 10 * 60 * 1000;

describe('earningsRowView', () => {
  it('gives both layouts the same text: date, client, money in dollars, payout date, status', () => {
    expect(earningsRowView(payoutFixture(), true)).toEqual({
      key: 'b1',
      eventDate: 'Apr 2, 2031',
      client: 'Jordan Lee',
      title: 'Apr 2, 2031 · Jordan Lee',
      money: [
        { key: 'grossCents', label: 'Gross', value: '$500.00' },
        { key: 'commissionCents', label: 'Commission (15%)', value: '$75.00' },
        { key: 'netCents', label: 'Net (85%)', value: '$425.00' },
        { key: 'amountCents', label: 'Payout', value: '$425.00' },
      ],
      payoutDay: 'Expected Apr 4, 2031',
      status: 'scheduled',
      details: [],
    });
  });

  it('lists the money fields in the table’s column order', () => {
    expect(EARNINGS_MONEY_FIELDS.map((f) => f.key)).toEqual([
      'grossCents',
      'commissionCents',
      'netCents',
      'amountCents',
    ]);
  });

  it('keeps what each status means under it, and blames the account only when it is not ready', () => {
    const paid = payoutFixture({
      status: 'paid',
      paidAt: new Date('2031-04-04T16:05:00.000Z'),
      transferId: 'tr_1Abc',
    });
    expect(earningsRowView(paid, true)).toMatchObject({
      payoutDay: 'Sent Apr 4, 2031',
      status: 'paid',
      details: ['tr_1Abc'],
    });
    const failed = payoutFixture({ status: 'failed' });
    expect(earningsRowView(failed, true).details).toEqual(['Delayed — we retry automatically']);
    expect(earningsRowView(failed, false).details).toEqual([
      'Delayed — we retry automatically',
      'Set up payouts to receive it',
    ]);
  });

  it('a row without a client name or a valid date is headed by what it has', () => {
    expect(earningsRowView(payoutFixture({ clientName: '' }), true).title).toBe('Apr 2, 2031');
    expect(earningsRowView(payoutFixture({ eventDate: 'soon' }), true).title).toBe('Jordan Lee');
  });
});

describe('payoutDayText', () => {
  it('is the day expected while scheduled, the day sent once paid, none otherwise', () => {
    const sent = new Date('2031-04-04T16:05:00.000Z');
    expect(payoutDayText(payoutFixture())).toBe('Expected Apr 4, 2031');
    expect(payoutDayText(payoutFixture({ dueAt: null }))).toBe(NO_PAYOUT_DAY);
    expect(payoutDayText(payoutFixture({ status: 'paid', paidAt: sent }))).toBe('Sent Apr 4, 2031');
    expect(payoutDayText(payoutFixture({ status: 'reversed', paidAt: sent }))).toBe(
      'Sent Apr 4, 2031',
    );
    expect(payoutDayText(payoutFixture({ status: 'paid', paidAt: null }))).toBe(NO_PAYOUT_DAY);
    for (const status of ['held', 'failed', 'void'] as const) {
      expect(payoutDayText(payoutFixture({ status })), status).toBe(NO_PAYOUT_DAY);
    }
  });

  describe('matches the wording (issue 38: a gig on Dec 19 paid on Dec 21)', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('shows the UTC day two days after the gig, as the sentence says, in any time zone', () => {
      expect(TRANSFER_DAYS_AFTER_EVENT).toBe(2);
      expect(PAYOUT_TIMING_TEXT).toContain('two days after its date (UTC)');
      // UTC+14: a 10-hour gig's transfer at 22:00 UTC is already Dec 22 there.
      process.env.TZ = 'Pacific/Kiritimati';
      for (const hours of [1, 4, 10]) {
        const dueAt = transferDueAt('2026-12-19', hours);
        if (!dueAt) throw new Error('a valid date has a due time');
        const gig = { eventDate: '2026-12-19', dueAt };
        expect(payoutDayText(payoutFixture(gig)), `${hours} h`).toBe('Expected Dec 21, 2026');
        // The runner sends it within ten minutes of its due time.
        const paidAt = new Date(dueAt.getTime() + TEN_MINUTES);
        expect(payoutDayText(payoutFixture({ ...gig, status: 'paid', paidAt }))).toBe(
          'Sent Dec 21, 2026',
        );
      }
    });

    it('says when a late cancellation is paid: the event’s own date', () => {
      expect(LATE_CANCELLATION_PAYOUT_TEXT).toContain("sent on the event's date (UTC)");
      const start = new Date('2026-12-19T00:00:00.000Z');
      expect(payoutDayText(payoutFixture({ eventDate: '2026-12-19', dueAt: start }))).toBe(
        'Expected Dec 19, 2026',
      );
    });
  });
});
