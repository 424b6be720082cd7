import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../../../components/toast/toast-context';
import type { LivePages } from '../../../lib/firebase/live-data';
import {
  firestoreError,
  loadingState,
  notFoundState,
  readyDoc,
  readyQuery,
} from '../../../lib/firebase/live-data-fixtures';
import { loadAllPayouts } from '../api/load-all-payouts';
import { useEarningsTotals, type EarningsTotalsState } from '../api/use-earnings-totals';
import { usePayoutAccount } from '../api/use-payout-account';
import { usePayouts } from '../api/use-payouts';
import { downloadFile } from '../hooks/browser-actions';
import { earningsCsvOf } from '../model/earnings-export';
import { payoutAccountFixture, payoutFixture } from '../model/fixtures';
import type { Payout } from '../model/payout';
import { cents } from '../../../domain/money';
import { LATE_CANCELLATION_PAYOUT_TEXT, PAYOUT_TIMING_TEXT } from '../../../domain/payouts';
import { totalsKeyOf } from '../model/earnings-totals';
import {
  EARNINGS_EMPTY,
  EARNINGS_LOAD_FAILED,
  EARNINGS_TOTALS_FAILED,
} from '../model/payout-texts';
import { EarningsTab } from './EarningsTab';
import { matchMediaAt } from './viewport-fixture';

vi.mock('../api/use-payouts', () => ({ usePayouts: vi.fn() }));
vi.mock('../api/use-payout-account', () => ({ usePayoutAccount: vi.fn() }));
vi.mock('../api/use-earnings-totals', () => ({ useEarningsTotals: vi.fn() }));
vi.mock('../api/load-all-payouts', () => ({ loadAllPayouts: vi.fn() }));
vi.mock('../hooks/browser-actions', () => ({ leaveFor: vi.fn(), downloadFile: vi.fn() }));

const mockedPayouts = vi.mocked(usePayouts);
const mockedAccount = vi.mocked(usePayoutAccount);
const mockedTotals = vi.mocked(useEarningsTotals);
const mockedLoadAll = vi.mocked(loadAllPayouts);
const mockedDownload = vi.mocked(downloadFile);
const loadMore = vi.fn();
const refreshTotals = vi.fn();

const totalsIn = (state: EarningsTotalsState) => ({ state, refresh: refreshTotals });

/** The server's sums over every payout of the DJ (more than the rows listed). */
const ALL_TIME = totalsIn({
  status: 'ready',
  totals: {
    pendingCents: cents(125_001),
    paidThisMonthCents: cents(28_334),
    paidAllTimeCents: cents(1_043_334),
  },
});

const pages = (data: Payout[], hasMore = false): LivePages<Payout> => ({
  ...readyQuery(data),
  ...(hasMore ? { hasMore: true } : {}),
  loadMore,
  delivered: data.length,
});

/** Mid-May 2031 (UTC), so "paid this month" is May. */
const NOW = new Date('2031-05-15T12:00:00.000Z');

const PAYOUTS: Payout[] = [
  payoutFixture({ bookingId: 'due', status: 'scheduled', amountCents: 42_500 }),
  payoutFixture({ bookingId: 'held', status: 'held', amountCents: 10_001 }),
  payoutFixture({
    bookingId: 'paid-may',
    status: 'paid',
    amountCents: 28_334,
    paidAt: new Date('2031-05-02T16:00:00.000Z'),
    transferId: 'tr_may',
  }),
  payoutFixture({
    bookingId: 'paid-april',
    status: 'reversed',
    amountCents: 20_000,
    reversedCents: 5_000,
    paidAt: new Date('2031-04-30T16:00:00.000Z'),
    transferId: 'tr_april',
  }),
];

function show() {
  const toast = vi.fn();
  render(
    <ToastContext.Provider value={toast}>
      <EarningsTab uid="dj1" />
    </ToastContext.Provider>,
  );
  return toast;
}

const total = (key: string) => screen.getByTestId(`earnings-${key}`).textContent;

describe('EarningsTab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    mockedPayouts.mockReturnValue(pages(PAYOUTS));
    mockedAccount.mockReturnValue(readyDoc(payoutAccountFixture()));
    mockedTotals.mockReset();
    mockedTotals.mockReturnValue(ALL_TIME);
    refreshTotals.mockReset();
    mockedLoadAll.mockReset();
    mockedDownload.mockReset();
    loadMore.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts at an h2 and shows the totals of every payout, from the server', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Earnings' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pending',
      'Paid this month',
      'Paid all time',
    ]);
    // The server's sums, not the four rows listed.
    expect(total('pendingCents')).toBe('$1,250.01');
    expect(total('paidThisMonthCents')).toBe('$283.34');
    expect(total('paidAllTimeCents')).toBe('$10,433.34');
    expect(mockedTotals).toHaveBeenLastCalledWith('dj1', totalsKeyOf(PAYOUTS));
    expect(screen.getAllByTestId('earnings-row')).toHaveLength(4);
    expect(screen.queryByText(/Totals cover/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when the money moves, beside the payout dates it explains (issue 38)', () => {
    show();
    expect(screen.getByTestId('payout-timing')).toHaveTextContent(
      `${PAYOUT_TIMING_TEXT} ${LATE_CANCELLATION_PAYOUT_TEXT}`,
    );
    expect(screen.getByTestId('payout-timing')).toHaveTextContent('two days after its date');
    expect(screen.getAllByTestId('earnings-row')[0]).toHaveTextContent('Expected Apr 4, 2031');
  });

  it('on a phone (390 px): the totals, then a card per booking, and no table', () => {
    vi.stubGlobal('matchMedia', matchMediaAt(390));
    show();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pending',
      'Paid this month',
      'Paid all time',
      ...PAYOUTS.map(() => 'Apr 2, 2031 · Jordan Lee'),
    ]);
    const cards = screen.getByRole('list', { name: 'Earnings per booking' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(PAYOUTS.length);
    expect(within(cards).getAllByText('$425.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('with older pages: the same totals, no caption, and loads more', () => {
    mockedPayouts.mockReturnValue(pages(PAYOUTS, true));
    show();
    expect(total('paidAllTimeCents')).toBe('$10,433.34');
    expect(screen.queryByText(/Totals cover/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('reads the totals again when a listed payout changes, not when nothing did', () => {
    const { rerender } = render(
      <ToastContext.Provider value={vi.fn()}>
        <EarningsTab uid="dj1" />
      </ToastContext.Provider>,
    );
    const again = () =>
      rerender(
        <ToastContext.Provider value={vi.fn()}>
          <EarningsTab uid="dj1" />
        </ToastContext.Provider>,
      );
    const firstKey = mockedTotals.mock.lastCall?.[1];
    // A new snapshot with the same money (from the cache, then the server).
    mockedPayouts.mockReturnValue(pages(PAYOUTS.map((p) => ({ ...p }))));
    again();
    expect(mockedTotals.mock.lastCall?.[1]).toBe(firstKey);
    // The scheduled payout is paid.
    mockedPayouts.mockReturnValue(
      pages(
        PAYOUTS.map((p) => (p.bookingId === 'due' ? { ...p, status: 'paid', paidAt: NOW } : p)),
      ),
    );
    again();
    expect(mockedTotals.mock.lastCall?.[1]).not.toBe(firstKey);
  });

  it('while the totals are read, the cards wait', () => {
    mockedTotals.mockReturnValue(totalsIn({ status: 'loading' }));
    show();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(total('pendingCents')).toBe('');
    expect(screen.getAllByTestId('earnings-row')).toHaveLength(4);
  });

  it('totals that failed say so and can be asked again; the list stays', () => {
    mockedTotals.mockReturnValue(totalsIn({ status: 'error' }));
    show();
    expect(screen.getByRole('alert')).toHaveTextContent(EARNINGS_TOTALS_FAILED);
    expect(screen.queryByTestId('earnings-pendingCents')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refreshTotals).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('earnings-row')).toHaveLength(4);
  });

  it('a delayed payout asks a DJ without an account to set up payouts', () => {
    mockedPayouts.mockReturnValue(pages([payoutFixture({ status: 'failed' })]));
    mockedAccount.mockReturnValue(notFoundState);
    show();
    expect(screen.getByText('Set up payouts to receive it')).toBeInTheDocument();
  });

  it('does not blame the account before it has loaded', () => {
    mockedPayouts.mockReturnValue(pages([payoutFixture({ status: 'failed' })]));
    mockedAccount.mockReturnValue(loadingState);
    show();
    expect(screen.getByText('Delayed — we retry automatically')).toBeInTheDocument();
    expect(screen.queryByText('Set up payouts to receive it')).toBeNull();
  });

  it('Export CSV reads every payout and downloads them', async () => {
    const all = [...PAYOUTS, payoutFixture({ bookingId: 'older', eventDate: '2030-12-31' })];
    mockedLoadAll.mockResolvedValue(all);
    mockedPayouts.mockReturnValue(pages(PAYOUTS, true));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(mockedDownload).toHaveBeenCalledTimes(1));
    expect(mockedLoadAll).toHaveBeenCalledWith('dj1');
    const [name, text] = mockedDownload.mock.calls[0] ?? [];
    expect(name).toBe('spinbook-earnings-2031-05-15.csv');
    expect(text).toBe(earningsCsvOf(all));
    expect(text?.split('\r\n')).toHaveLength(all.length + 2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  });

  it('an export that fails says so', async () => {
    mockedLoadAll.mockRejectedValue(firestoreError('unavailable'));
    const toast = show();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Export Failed',
        description: 'Failed to export your earnings. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(mockedDownload).not.toHaveBeenCalled();
  });

  it('no earnings yet', () => {
    mockedPayouts.mockReturnValue(pages([]));
    show();
    expect(screen.getByText(EARNINGS_EMPTY)).toBeInTheDocument();
    expect(EARNINGS_EMPTY).toBe(
      'No earnings yet. Accepted bookings appear here with their payout date.',
    );
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    // Nothing to total: the aggregations are not asked for.
    expect(mockedTotals).toHaveBeenLastCalledWith('dj1', null);
  });

  it('shows that it is loading', () => {
    mockedPayouts.mockReturnValue({ ...loadingState, loadMore, delivered: 0 });
    show();
    expect(screen.getByRole('progressbar', { name: 'Loading your earnings' })).toBeVisible();
  });

  it('says when the list failed', () => {
    mockedPayouts.mockReturnValue({
      status: 'error',
      data: undefined,
      error: firestoreError('permission-denied'),
      loadMore,
      delivered: 0,
    });
    show();
    expect(screen.getByRole('alert')).toHaveTextContent(EARNINGS_LOAD_FAILED);
  });
});
