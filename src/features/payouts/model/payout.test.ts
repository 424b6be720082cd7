import { describe, expect, it } from 'vitest';
import { earningsCsvFileName, earningsCsvOf } from './earnings-export';
import { payoutFixture } from './fixtures';
import {
  DELAYED_DETAIL,
  HELD_DETAIL,
  SET_UP_TO_RECEIVE,
  earningsRowOf,
  parsePayout,
  payoutStatusDetail,
} from './payout';

const timestamp = (date: Date) => ({ toDate: () => date });

describe('parsePayout', () => {
  it('reads a payouts/{bookingId} document, Timestamps as Dates', () => {
    const due = new Date('2031-04-04T16:00:00.000Z');
    const paid = new Date('2031-04-04T16:10:00.000Z');
    expect(
      parsePayout('b1', {
        bookingId: 'b1',
        djOwnerUid: 'dj1',
        eventDate: '2031-04-02',
        clientName: 'Jordan Lee',
        grossCents: 50_000,
        commissionCents: 7_500,
        netCents: 42_500,
        clientFeeCents: 2_500,
        amountCents: 42_500,
        status: 'paid',
        dueAt: timestamp(due),
        paidAt: timestamp(paid),
        transferId: 'tr_123',
        reversedCents: 0,
        chargeId: 'ch_1',
      }),
    ).toEqual(payoutFixture({ status: 'paid', dueAt: due, paidAt: paid, transferId: 'tr_123' }));
  });

  it('reads a broken document safely: an unknown status counts toward nothing', () => {
    expect(parsePayout('b2', { status: 'teleported', grossCents: 'lots', dueAt: 'soon' })).toEqual({
      bookingId: 'b2',
      eventDate: '',
      clientName: '',
      grossCents: 0,
      commissionCents: 0,
      netCents: 0,
      amountCents: 0,
      status: 'void',
      dueAt: null,
      paidAt: null,
      transferId: null,
      reversedCents: 0,
    });
  });
});

describe('earningsRowOf', () => {
  it('maps a payout to the domain row, instants as ISO strings', () => {
    const payout = payoutFixture({
      status: 'reversed',
      paidAt: new Date('2031-04-04T16:10:00.000Z'),
      transferId: 'tr_9',
      reversedCents: 500,
    });
    expect(earningsRowOf(payout)).toEqual({
      ...payout,
      dueAt: '2031-04-04T16:00:00.000Z',
      paidAt: '2031-04-04T16:10:00.000Z',
    });
    expect(earningsRowOf(payoutFixture({ dueAt: null })).dueAt).toBeNull();
  });
});

describe('payoutStatusDetail', () => {
  it('says what each status means for the DJ', () => {
    // A scheduled payout's day is the row's payout date (earnings-rows.ts), not a detail.
    expect(payoutStatusDetail(payoutFixture(), true)).toEqual([]);
    expect(payoutStatusDetail(payoutFixture({ status: 'paid', transferId: 'tr_1' }), true)).toEqual(
      ['tr_1'],
    );
    expect(payoutStatusDetail(payoutFixture({ status: 'held' }), true)).toEqual([HELD_DETAIL]);
    expect(payoutStatusDetail(payoutFixture({ status: 'failed' }), true)).toEqual([
      'Delayed — we retry automatically',
    ]);
    expect(payoutStatusDetail(payoutFixture({ status: 'failed' }), false)).toEqual([
      DELAYED_DETAIL,
      'Set up payouts to receive it',
    ]);
    expect(SET_UP_TO_RECEIVE).toBe('Set up payouts to receive it');
    expect(
      payoutStatusDetail(payoutFixture({ status: 'reversed', reversedCents: 12_345 }), true),
    ).toEqual(['$123.45 reversed']);
    expect(payoutStatusDetail(payoutFixture({ status: 'void', amountCents: 0 }), true)).toEqual([]);
  });
});

describe('the CSV export', () => {
  it('is one line per payout in dollars, with a formula-safe client name', () => {
    const csv = earningsCsvOf([
      payoutFixture({
        status: 'paid',
        paidAt: new Date('2031-04-04T16:10:00.000Z'),
        transferId: 'tr_1',
      }),
      payoutFixture({
        bookingId: 'b2',
        eventDate: '2031-03-01',
        clientName: '=cmd, "x"',
        grossCents: 10_001,
        commissionCents: 1_500,
        netCents: 8_501,
        amountCents: 4_251,
        status: 'scheduled',
        dueAt: new Date('2031-03-01T00:00:00.000Z'),
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Booking,Event date,Client,Gross (USD),Commission 15% (USD),Net 85% (USD),Payout (USD),Status,Due,Paid,Transfer,Reversed (USD)',
      'b1,2031-04-02,Jordan Lee,500.00,75.00,425.00,425.00,Paid out,2031-04-04T16:00:00.000Z,2031-04-04T16:10:00.000Z,tr_1,0.00',
      `b2,2031-03-01,"'=cmd, ""x""",100.01,15.00,85.01,42.51,Scheduled,2031-03-01T00:00:00.000Z,,,0.00`,
      '',
    ]);
  });

  it('is named after the local date', () => {
    expect(earningsCsvFileName(new Date(2031, 0, 5, 23, 30))).toBe(
      'spinbook-earnings-2031-01-05.csv',
    );
  });
});
