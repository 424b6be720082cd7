import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../../../components/toast/toast-context';
import { resolvePayoutProblem, retryPayout } from '../../../lib/firebase/callables';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import type { PayoutAccountRow } from '../api/use-payout-accounts';
import type { AdminPayoutRow } from '../api/use-payout-lists';
import type { RevenueState } from '../api/use-payout-revenue';
import { PayoutsSection } from './PayoutsSection';

const state = vi.hoisted(() => ({
  problems: [] as unknown[],
  failed: [] as unknown[],
  accounts: [] as unknown[],
  revenue: { status: 'loading' } as unknown,
  refresh: vi.fn(),
}));

vi.mock('../../../lib/firebase/callables', () => ({
  resolvePayoutProblem: vi.fn(),
  retryPayout: vi.fn(),
}));
vi.mock('../api/use-payout-lists', () => ({
  PAYOUTS_PAGE_SIZE: 20,
  useOpenPayoutProblems: () => readyQuery(state.problems as AdminPayoutRow[]),
  useFailedPayouts: () => readyQuery(state.failed as AdminPayoutRow[]),
}));
vi.mock('../api/use-payout-accounts', () => ({
  PAYOUT_ACCOUNTS_PAGE_SIZE: 20,
  useActionNeededPayoutAccounts: () => readyQuery(state.accounts as PayoutAccountRow[]),
}));
vi.mock('../api/use-payout-revenue', () => ({
  usePayoutRevenue: () => ({ state: state.revenue as RevenueState, refresh: state.refresh }),
}));
vi.mock('../api/use-payout-dj-name', () => ({
  usePayoutDjName: (djId: string) => (djId === 'dj1' ? 'Marcus Reid' : null),
}));
const resolveMock = vi.mocked(resolvePayoutProblem);
const retryMock = vi.mocked(retryPayout);

const payout = (overrides: Partial<AdminPayoutRow>): AdminPayoutRow => ({
  bookingId: 'bk_1',
  djId: 'dj1',
  eventDate: '2026-04-02',
  amountCents: 42500,
  status: 'held',
  attempts: 0,
  failure: null,
  problem: { details: 'No show.', reportedAt: null, status: 'open' },
  updatedAt: null,
  ...overrides,
});

function show() {
  const toast = vi.fn();
  render(
    <MemoryRouter>
      <ToastContext.Provider value={toast}>
        <PayoutsSection />
      </ToastContext.Provider>
    </MemoryRouter>,
  );
  return toast;
}

describe('PayoutsSection', () => {
  beforeEach(() => {
    resolveMock.mockReset();
    retryMock.mockReset();
    state.refresh.mockClear();
    state.problems = [];
    state.failed = [];
    state.accounts = [];
    state.revenue = { status: 'ready', months: [] };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('is a Payouts region with its parts as h3 headings in order, each with its empty state', () => {
    show();
    const region = screen.getByRole('region', { name: 'Payouts' });
    expect(
      within(region)
        .getAllByRole('heading')
        .map((h) => [h.tagName, h.textContent]),
    ).toEqual([
      ['H2', 'Payouts'],
      ['H3', 'Platform revenue'],
      ['H3', 'Open problem reports'],
      ['H3', 'Failed transfers'],
      ['H3', 'Accounts needing action'],
    ]);
    expect(screen.getByText('No open problem reports.')).toBeInTheDocument();
    expect(screen.getByText('No failed transfers.')).toBeInTheDocument();
    expect(screen.getByText('No payout accounts need action.')).toBeInTheDocument();
  });

  it('release: confirms, calls resolvePayoutProblem with the booking and says so', async () => {
    state.problems = [payout({})];
    resolveMock.mockResolvedValue({ bookingId: 'bk_1', status: 'paid' });
    const toast = show();
    expect(screen.getByRole('link', { name: 'Marcus Reid' })).toHaveAttribute('href', '/dj/dj1');
    fireEvent.click(screen.getByRole('button', { name: 'Release payout for booking bk_1' }));
    const dialog = screen.getByRole('dialog', { name: 'Release the payout?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release payout' }));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(resolveMock).toHaveBeenCalledWith({ bookingId: 'bk_1', resolution: 'release' });
    expect(toast).toHaveBeenCalledWith({
      title: 'Payout Released',
      description: 'The DJ has been paid.',
    });
    expect(state.refresh).toHaveBeenCalled();
  });

  it('release: a transfer Stripe refused says so, as a failure', async () => {
    state.problems = [payout({})];
    resolveMock.mockResolvedValue({ bookingId: 'bk_1', status: 'failed' });
    const toast = show();
    fireEvent.click(screen.getByRole('button', { name: 'Release payout for booking bk_1' }));
    const dialog = screen.getByRole('dialog', { name: 'Release the payout?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release payout' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Payout Released, Transfer Failed',
          variant: 'destructive',
        }),
      ),
    );
  });

  it('refund: a refused call shows the failure toast', async () => {
    state.problems = [payout({})];
    resolveMock.mockRejectedValue(new Error('offline'));
    const toast = show();
    fireEvent.click(screen.getByRole('button', { name: 'Refund client for booking bk_1' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund the client?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund client' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Refund Failed',
        description: 'Failed to refund the client. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(resolveMock).toHaveBeenCalledWith({ bookingId: 'bk_1', resolution: 'refund' });
  });

  it('shows a failed transfer and retries it with retryPayout', async () => {
    state.failed = [
      payout({
        bookingId: 'bk_9',
        djId: 'dj9',
        status: 'failed',
        amountCents: 21250,
        attempts: 3,
        problem: null,
        failure: { code: 'account_invalid', message: 'Transfers are disabled', at: null },
      }),
    ];
    retryMock.mockResolvedValue({ bookingId: 'bk_9', status: 'paid' });
    const toast = show();
    const row = screen.getByTestId('payout-failed');
    for (const text of ['bk_9', 'dj9', '$212.50', 'Transfers are disabled', '3']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    fireEvent.click(
      within(row).getByRole('button', { name: 'Retry the transfer for booking bk_9' }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Transfer Sent',
        description: 'The DJ has been paid.',
      }),
    );
    expect(retryMock).toHaveBeenCalledWith({ bookingId: 'bk_9' });
  });

  it('a retry Stripe refuses again is a failure toast', async () => {
    state.failed = [payout({ status: 'failed', problem: null })];
    retryMock.mockResolvedValue({ bookingId: 'bk_1', status: 'failed' });
    const toast = show();
    fireEvent.click(screen.getByRole('button', { name: 'Retry the transfer for booking bk_1' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Transfer Failed Again', variant: 'destructive' }),
      ),
    );
  });

  it('lists DJs whose accounts need action with what Stripe needs in words', () => {
    state.accounts = [
      {
        uid: 'dj1',
        requirements: ['a bank account for payouts', 'your date of birth'],
        disabledReason: null,
        updatedAt: new Date(2026, 3, 1, 9, 5),
      },
    ];
    show();
    const row = screen.getByTestId('payout-account');
    expect(within(row).getByRole('link', { name: 'Marcus Reid' })).toHaveAttribute(
      'href',
      '/dj/dj1',
    );
    expect(row).toHaveTextContent('a bank account for payouts, your date of birth');
    expect(row).toHaveTextContent('Apr 1, 2026, 09:05');
  });

  it('shows the revenue months', () => {
    state.revenue = {
      status: 'ready',
      months: [{ month: '2026-11', bookings: 2, revenueCents: 15000, stripeFeeCents: 900 }],
    };
    show();
    const month = screen.getByTestId('revenue-month');
    expect(month).toHaveTextContent('Nov 2026');
    expect(month).toHaveTextContent('$141.00');
  });

  it('says when the revenue failed to load', () => {
    state.revenue = { status: 'error' };
    show();
    expect(
      screen.getByText('Failed to load platform revenue. Please try again.'),
    ).toBeInTheDocument();
  });
});
