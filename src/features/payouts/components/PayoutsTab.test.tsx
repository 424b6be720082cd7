import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../../../components/toast/toast-context';
import type { LiveDoc } from '../../../lib/firebase/live-states';
import {
  firestoreError,
  loadingState,
  notFoundState,
  readyDoc,
} from '../../../lib/firebase/live-data-fixtures';
import { openPayoutDashboard, setupPayouts } from '../../../lib/firebase/callables';
import { usePayoutAccount } from '../api/use-payout-account';
import { leaveFor } from '../hooks/browser-actions';
import { payoutAccountFixture } from '../model/fixtures';
import type { PayoutAccount } from '../model/payout-account';
import { ACCOUNT_LOAD_FAILED, ONBOARDING_RETURN_NOTICE } from '../model/payout-texts';
import { PayoutsTab } from './PayoutsTab';

vi.mock('../../../lib/firebase/callables', () => ({
  setupPayouts: vi.fn(),
  openPayoutDashboard: vi.fn(),
}));
vi.mock('../api/use-payout-account', () => ({ usePayoutAccount: vi.fn() }));
vi.mock('../hooks/browser-actions', () => ({ leaveFor: vi.fn(), downloadFile: vi.fn() }));

const mockedSetup = vi.mocked(setupPayouts);
const mockedDashboard = vi.mocked(openPayoutDashboard);
const mockedAccount = vi.mocked(usePayoutAccount);
const mockedLeave = vi.mocked(leaveFor);

/** The live account, setting up unless told otherwise. */
const account = (overrides: Partial<PayoutAccount> = {}): LiveDoc<PayoutAccount> =>
  readyDoc(
    payoutAccountFixture({
      state: 'setting_up',
      transfersActive: false,
      detailsSubmitted: false,
      ...overrides,
    }),
  );

function Location() {
  const location = useLocation();
  return <span data-testid="location">{location.search}</span>;
}

/** In StrictMode, as the app runs in development: effects run twice there. */
function show(search = '?tab=payouts') {
  const toast = vi.fn();
  const tree = () => (
    <StrictMode>
      <ToastContext.Provider value={toast}>
        <MemoryRouter initialEntries={[`/dj-dashboard${search}`]}>
          <PayoutsTab uid="dj1" />
          <Location />
        </MemoryRouter>
      </ToastContext.Provider>
    </StrictMode>
  );
  const view = render(tree());
  return { toast, rerender: () => view.rerender(tree()) };
}

describe('PayoutsTab', () => {
  beforeEach(() => {
    mockedSetup.mockReset();
    mockedDashboard.mockReset();
    mockedLeave.mockReset();
    mockedAccount.mockReturnValue(notFoundState);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('Set up payouts leaves for Stripe-hosted onboarding', async () => {
    mockedSetup.mockResolvedValue({
      url: 'https://connect.stripe.com/setup/e/acct_1/x',
      state: 'setting_up',
    });
    const { toast } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() =>
      expect(mockedLeave).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/x'),
    );
    expect(mockedSetup).toHaveBeenCalledWith({});
    expect(toast).not.toHaveBeenCalled();
    // It stays busy while the browser leaves.
    expect(screen.getByRole('button', { name: /Set up payouts/ })).toBeDisabled();
  });

  it('demo mode: no URL, the account is ready at once', async () => {
    mockedSetup.mockResolvedValue({ url: null, state: 'ready' });
    const { toast } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Payouts Ready',
        description: 'Payouts are ready (demo mode: no Stripe account was created).',
      }),
    );
    expect(mockedLeave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Set up payouts' })).toBeEnabled();
  });

  it('a failure: the server message, or the failed-to notice', async () => {
    mockedSetup.mockRejectedValueOnce(
      Object.assign(new Error('Only DJs can set up payouts. [403]'), {
        code: 'functions/permission-denied',
      }),
    );
    mockedSetup.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'functions/internal' }),
    );
    const { toast } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Payout Setup Failed',
        description: 'Only DJs can set up payouts.',
        variant: 'destructive',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set up payouts' })).toBeEnabled(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        title: 'Payout Setup Failed',
        description: 'Failed to set up payouts. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('never follows a URL that is not a web page', async () => {
    mockedSetup.mockResolvedValue({ url: 'javascript:alert(1)', state: 'setting_up' });
    const { toast } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(mockedLeave).not.toHaveBeenCalled();
    expect(toast.mock.calls[0]?.[0]).toMatchObject({ variant: 'destructive' });
  });

  it('Open Stripe dashboard leaves for the login link', async () => {
    mockedAccount.mockReturnValue(
      account({ state: 'ready', transfersActive: true, detailsSubmitted: true }),
    );
    mockedDashboard.mockResolvedValue({ url: 'https://connect.stripe.com/express/acct_1/abc' });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Open Stripe dashboard' }));
    await waitFor(() =>
      expect(mockedLeave).toHaveBeenCalledWith('https://connect.stripe.com/express/acct_1/abc'),
    );
    expect(mockedDashboard).toHaveBeenCalledWith({});
  });

  it('a dashboard failure says so', async () => {
    mockedAccount.mockReturnValue(
      account({ state: 'ready', transfersActive: true, detailsSubmitted: true }),
    );
    mockedDashboard.mockRejectedValue(new Error('offline'));
    const { toast } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Open Stripe dashboard' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Stripe Dashboard Failed',
        description: 'Failed to open your Stripe dashboard. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('onboarding=refresh: asks for a new link once, by itself, and drops the parameter', async () => {
    mockedAccount.mockReturnValue(account());
    mockedSetup.mockResolvedValue({
      url: 'https://connect.stripe.com/setup/e/acct_1/y',
      state: 'setting_up',
    });
    const { rerender } = show('?tab=payouts&onboarding=refresh');
    await waitFor(() =>
      expect(mockedLeave).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/y'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\?tab=payouts$/);
    rerender();
    await act(async () => undefined);
    expect(mockedSetup).toHaveBeenCalledTimes(1);
  });

  it('onboarding=return: thanks the DJ until the account changes, and drops the parameter', async () => {
    mockedAccount.mockReturnValue(account());
    const { rerender } = show('?tab=payouts&onboarding=return');
    expect(screen.getByRole('status')).toHaveTextContent(ONBOARDING_RETURN_NOTICE);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\?tab=payouts$/),
    );
    expect(mockedSetup).not.toHaveBeenCalled();
    rerender();
    expect(screen.getByRole('status')).toHaveTextContent(ONBOARDING_RETURN_NOTICE);

    mockedAccount.mockReturnValue(
      account({ state: 'ready', transfersActive: true, detailsSubmitted: true }),
    );
    rerender();
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    // A later change back does not bring the notice back.
    mockedAccount.mockReturnValue(account());
    rerender();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('no notice without a return from Stripe', () => {
    mockedAccount.mockReturnValue(account());
    show();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows that it is loading', () => {
    mockedAccount.mockReturnValue(loadingState);
    show();
    expect(screen.getByRole('progressbar', { name: 'Loading your payout account' })).toBeVisible();
  });

  it('a refused read is a failure, not "no account"', () => {
    mockedAccount.mockReturnValue({
      status: 'not-found',
      data: undefined,
      error: firestoreError('permission-denied'),
    });
    show();
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_LOAD_FAILED);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
