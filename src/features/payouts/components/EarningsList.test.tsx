import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoutFixture } from '../model/fixtures';
import type { Payout } from '../model/payout';
import { EarningsList } from './EarningsList';
import { matchMediaAt } from './viewport-fixture';

const payouts: Payout[] = [
  payoutFixture({ bookingId: 'scheduled' }),
  payoutFixture({
    bookingId: 'paid',
    eventDate: '2031-03-20',
    clientName: 'Priya Shah',
    grossCents: 33_333,
    commissionCents: 4_999,
    netCents: 28_334,
    amountCents: 28_334,
    status: 'paid',
    paidAt: new Date('2031-03-22T16:05:00.000Z'),
    transferId: 'tr_1Abc',
  }),
  payoutFixture({ bookingId: 'held', status: 'held' }),
  payoutFixture({ bookingId: 'failed', status: 'failed' }),
  payoutFixture({
    bookingId: 'reversed',
    status: 'reversed',
    paidAt: new Date('2031-04-04T16:05:00.000Z'),
    transferId: 'tr_2',
    reversedCents: 21_250,
  }),
  payoutFixture({ bookingId: 'void', status: 'void', amountCents: 0 }),
];

/** The fixture's money ($500 gross, $75 commission, $425 net and payout). */
const MONEY = ['$500.00', '$75.00', '$425.00', '$425.00'];
const PRIYA_MONEY = ['$333.33', '$49.99', '$283.34', '$283.34'];
const TERMS = ['Gross', 'Commission (15%)', 'Net (85%)', 'Payout', 'Payout date', 'Status'];

/** What each row says after its money: payout date, then status and its details. */
const AFTER_MONEY = [
  ['Expected Apr 4, 2031', 'Scheduled'],
  ['Sent Mar 22, 2031', 'Paid outtr_1Abc'],
  ['—', 'HeldClient reported a problem'],
  ['—', 'DelayedDelayed — we retry automatically'],
  ['Sent Apr 4, 2031', 'Reversed$212.50 reversed'],
  ['—', 'No payout'],
];

function show(width: number, accountReady = true) {
  vi.stubGlobal('matchMedia', matchMediaAt(width));
  render(<EarningsList payouts={payouts} accountReady={accountReady} />);
}

describe('EarningsList', () => {
  afterEach(() => vi.unstubAllGlobals());

  describe('from 900 px: a table', () => {
    it('is a labelled table in its own keyboard-scrollable region', () => {
      show(1280);
      const region = screen.getByRole('region', { name: 'Earnings per booking' });
      expect(region).toHaveAttribute('tabindex', '0');
      const table = within(region).getByRole('table', { name: 'Earnings per booking' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Event date', 'Client', ...TERMS]);
      expect(screen.queryByRole('list')).toBeNull();
    });

    it('shows each booking in dollars and cents, its payout date and what its status means', () => {
      show(900);
      const rows = screen.getAllByTestId('earnings-row').map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
      expect(rows).toEqual([
        ['Apr 2, 2031', 'Jordan Lee', ...MONEY, ...AFTER_MONEY[0]!],
        ['Mar 20, 2031', 'Priya Shah', ...PRIYA_MONEY, ...AFTER_MONEY[1]!],
        ['Apr 2, 2031', 'Jordan Lee', ...MONEY, ...AFTER_MONEY[2]!],
        ['Apr 2, 2031', 'Jordan Lee', ...MONEY, ...AFTER_MONEY[3]!],
        ['Apr 2, 2031', 'Jordan Lee', ...MONEY, ...AFTER_MONEY[4]!],
        ['Apr 2, 2031', 'Jordan Lee', ...MONEY.slice(0, 3), '$0.00', ...AFTER_MONEY[5]!],
      ]);
    });

    it('a delayed payout asks a DJ without a ready account to set up payouts', () => {
      show(1280, false);
      const failed = within(screen.getAllByTestId('earnings-row')[3]!).getAllByRole('cell');
      expect(failed.at(-1)).toHaveTextContent(
        'DelayedDelayed — we retry automaticallySet up payouts to receive it',
      );
    });
  });

  describe('below 900 px (a phone at 390 px): a card per booking, no table', () => {
    it('is a labelled list of cards, each headed by its date and client', () => {
      show(390);
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByRole('region')).toBeNull();
      const list = screen.getByRole('list', { name: 'Earnings per booking' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(payouts.length);
      expect(screen.getAllByTestId('earnings-row')).toEqual(cards);
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Apr 2, 2031 · Jordan Lee',
        'Mar 20, 2031 · Priya Shah',
        'Apr 2, 2031 · Jordan Lee',
        'Apr 2, 2031 · Jordan Lee',
        'Apr 2, 2031 · Jordan Lee',
        'Apr 2, 2031 · Jordan Lee',
      ]);
      // Each card is named by its heading, so a screen reader's list of items says which.
      expect(
        within(list).getByRole('listitem', { name: 'Mar 20, 2031 · Priya Shah' }),
      ).toBeInTheDocument();
    });

    it('gives every value of the table, as terms and their values', () => {
      show(390);
      const cards = screen.getAllByTestId('earnings-row').map((card) => ({
        terms: within(card)
          .getAllByRole('term')
          .map((t) => t.textContent),
        values: within(card)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      }));
      expect(cards.map((c) => c.terms)).toEqual(payouts.map(() => TERMS));
      expect(cards.map((c) => c.values)).toEqual([
        [...MONEY, ...AFTER_MONEY[0]!],
        [...PRIYA_MONEY, ...AFTER_MONEY[1]!],
        [...MONEY, ...AFTER_MONEY[2]!],
        [...MONEY, ...AFTER_MONEY[3]!],
        [...MONEY, ...AFTER_MONEY[4]!],
        [...MONEY.slice(0, 3), '$0.00', ...AFTER_MONEY[5]!],
      ]);
      expect(screen.getAllByTestId('payout-status').map((chip) => chip.textContent)).toEqual([
        'Scheduled',
        'Paid out',
        'Held',
        'Delayed',
        'Reversed',
        'No payout',
      ]);
    });

    it('is used up to 899 px, a tablet in portrait included', () => {
      show(899);
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getAllByTestId('earnings-row')).toHaveLength(payouts.length);
    });

    it('a delayed payout asks a DJ without a ready account to set up payouts', () => {
      show(390, false);
      const failed = within(screen.getAllByTestId('earnings-row')[3]!).getAllByRole('definition');
      expect(failed.at(-1)).toHaveTextContent(
        'DelayedDelayed — we retry automaticallySet up payouts to receive it',
      );
    });
  });
});
