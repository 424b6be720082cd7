import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAYOUT_ACCOUNT_STATE_TEXT } from '../../../domain/payout-account-state';
import type { PayoutBusy } from '../hooks/use-payout-actions';
import { payoutAccountFixture } from '../model/fixtures';
import { payoutAccountView, type PayoutAccount } from '../model/payout-account';
import { ONBOARDING_RETURN_NOTICE } from '../model/payout-texts';
import { PayoutAccountCard } from './PayoutAccountCard';

const stripe = payoutAccountFixture;

function show(account: PayoutAccount | null, busy: PayoutBusy = null, returning = false) {
  const onSetup = vi.fn();
  const onOpenDashboard = vi.fn();
  render(
    <PayoutAccountCard
      view={payoutAccountView(account)}
      busy={busy}
      returning={returning}
      onSetup={onSetup}
      onOpenDashboard={onOpenDashboard}
    />,
  );
  return { onSetup, onOpenDashboard };
}

const state = () => screen.getByTestId('payout-account-state');

describe('PayoutAccountCard', () => {
  it('no account: says why and sets up payouts', () => {
    const { onSetup } = show(null);
    expect(screen.getByRole('heading', { level: 2, name: 'Payout account' })).toBeInTheDocument();
    expect(state()).toHaveTextContent(PAYOUT_ACCOUNT_STATE_TEXT.none);
    fireEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    expect(onSetup).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Open Stripe dashboard' })).toBeNull();
  });

  it('setting up: continues the setup', () => {
    const { onSetup } = show(
      stripe({ state: 'setting_up', transfersActive: false, detailsSubmitted: false }),
    );
    expect(state()).toHaveTextContent(PAYOUT_ACCOUNT_STATE_TEXT.setting_up);
    fireEvent.click(screen.getByRole('button', { name: 'Continue setup' }));
    expect(onSetup).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Open Stripe dashboard' })).toBeNull();
  });

  it('action needed: lists what Stripe needs in plain words', () => {
    const { onSetup, onOpenDashboard } = show(
      stripe({
        state: 'action_needed',
        currentlyDue: ['external_account', 'individual.dob.day', 'individual.dob.month'],
      }),
    );
    expect(state()).toHaveTextContent(PAYOUT_ACCOUNT_STATE_TEXT.action_needed);
    const list = screen.getByRole('list', { name: 'Stripe needs:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a bank account for payouts', 'your date of birth']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue setup' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open Stripe dashboard' }));
    expect(onSetup).toHaveBeenCalledTimes(1);
    expect(onOpenDashboard).toHaveBeenCalledTimes(1);
  });

  it('ready: opens the Stripe dashboard, no setup button', () => {
    const { onOpenDashboard } = show(stripe({}));
    expect(state()).toHaveTextContent(PAYOUT_ACCOUNT_STATE_TEXT.ready);
    expect(screen.queryByRole('button', { name: /setup|set up/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open Stripe dashboard' }));
    expect(onOpenDashboard).toHaveBeenCalledTimes(1);
  });

  it('ready in demo mode: no Stripe dashboard to open', () => {
    show(stripe({ provider: 'demo' }));
    expect(state()).toHaveTextContent(PAYOUT_ACCOUNT_STATE_TEXT.ready);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('disconnected: sets up payouts again', () => {
    const { onSetup } = show(stripe({ state: 'disconnected', transfersActive: false }));
    expect(state()).toHaveTextContent(PAYOUT_ACCOUNT_STATE_TEXT.disconnected);
    fireEvent.click(screen.getByRole('button', { name: 'Set up payouts' }));
    expect(onSetup).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Open Stripe dashboard' })).toBeNull();
  });

  it('busy: both buttons wait while a call is in flight', () => {
    show(stripe({ state: 'action_needed', currentlyDue: ['external_account'] }), 'setup');
    expect(screen.getByRole('button', { name: /Continue setup/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open Stripe dashboard' })).toBeDisabled();
  });

  it('back from Stripe: says so in a polite live region', () => {
    show(stripe({ state: 'setting_up', detailsSubmitted: false }), null, true);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(ONBOARDING_RETURN_NOTICE);
    expect(ONBOARDING_RETURN_NOTICE).toBe(
      'Thanks — Stripe is checking your details. This page updates by itself.',
    );
  });

  it('keeps the live region empty when there is nothing to announce', () => {
    show(null);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
