import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEventDate } from '../../../domain/format';
import { payoutFixture } from '../model/fixtures';
import type { Payout } from '../model/payout';
import { EarningsTable } from './EarningsTable';

const DUE = new Date('2031-04-04T16:00:00.000Z');

const payouts: Payout[] = [
  payoutFixture({ bookingId: 'scheduled', dueAt: DUE }),
  payoutFixture({
    bookingId: 'paid',
    eventDate: '2031-03-20',
    clientName: 'Priya Shah',
    grossCents: 33_333,
    commissionCents: 4_999,
    netCents: 28_334,
    amountCents: 28_334,
    status: 'paid',
    paidAt: new Date('2031-03-22T16:00:00.000Z'),
    transferId: 'tr_1Abc',
  }),
  payoutFixture({ bookingId: 'held', status: 'held' }),
  payoutFixture({ bookingId: 'failed', status: 'failed' }),
  payoutFixture({
    bookingId: 'reversed',
    status: 'reversed',
    transferId: 'tr_2',
    reversedCents: 21_250,
  }),
  payoutFixture({ bookingId: 'void', status: 'void', amountCents: 0 }),
];

/** The fixture's date, client and money cells ($500 gross, $425 net and payout). */
const FIXTURE_CELLS = ['Apr 2, 2031', 'Jordan Lee', '$500.00', '$75.00', '$425.00', '$425.00'];

function rows(accountReady = true) {
  render(<EarningsTable payouts={payouts} accountReady={accountReady} />);
  return screen.getAllByTestId('earnings-row').map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
}

describe('EarningsTable', () => {
  it('is a labelled table in its own keyboard-scrollable region', () => {
    render(<EarningsTable payouts={payouts} accountReady />);
    const region = screen.getByRole('region', { name: 'Earnings per booking' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Earnings per booking' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Event date',
      'Client',
      'Gross',
      'Commission (15%)',
      'Net (85%)',
      'Payout',
      'Status',
    ]);
  });

  it('shows each booking in dollars and cents, with what its status means', () => {
    expect(rows()).toEqual([
      [...FIXTURE_CELLS, `Scheduledon ${formatEventDate(DUE)}`],
      ['Mar 20, 2031', 'Priya Shah', '$333.33', '$49.99', '$283.34', '$283.34', 'Paid outtr_1Abc'],
      [...FIXTURE_CELLS, 'HeldClient reported a problem'],
      [...FIXTURE_CELLS, 'DelayedDelayed — we retry automatically'],
      [...FIXTURE_CELLS, 'Reversed$212.50 reversed'],
      [...FIXTURE_CELLS.slice(0, 5), '$0.00', 'No payout'],
    ]);
  });

  it('a delayed payout asks a DJ without a ready account to set up payouts', () => {
    const failed = rows(false)[3];
    expect(failed?.[6]).toBe('DelayedDelayed — we retry automaticallySet up payouts to receive it');
  });

  it('labels each status chip', () => {
    render(<EarningsTable payouts={payouts} accountReady />);
    expect(screen.getAllByTestId('payout-status').map((chip) => chip.textContent)).toEqual([
      'Scheduled',
      'Paid out',
      'Held',
      'Delayed',
      'Reversed',
      'No payout',
    ]);
  });
});
