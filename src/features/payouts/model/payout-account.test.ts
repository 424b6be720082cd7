import { describe, expect, it } from 'vitest';
import { PAYOUT_ACCOUNT_STATE_TEXT } from '../../../domain/payout-account-state';
import {
  CONTINUE_SETUP,
  SET_UP_PAYOUTS,
  canBePaid,
  parsePayoutAccount,
  payoutAccountView,
} from './payout-account';
import { payoutAccountFixture } from './fixtures';

const account = payoutAccountFixture;

describe('parsePayoutAccount', () => {
  it('reads payoutAccounts/{uid}', () => {
    expect(
      parsePayoutAccount('dj1', {
        accountId: 'acct_1',
        provider: 'stripe',
        state: 'action_needed',
        transfersActive: true,
        payoutsEnabled: false,
        detailsSubmitted: true,
        currentlyDue: ['external_account', 7],
        disabledReason: null,
      }),
    ).toEqual(account({ state: 'action_needed', currentlyDue: ['external_account'] }));
  });

  it('reads an unknown state as not finished, and anything else as false', () => {
    expect(parsePayoutAccount('dj1', { state: 'sparkling', transfersActive: 'yes' })).toEqual({
      provider: 'demo',
      state: 'setting_up',
      transfersActive: false,
      detailsSubmitted: false,
      currentlyDue: [],
    });
  });
});

describe('payoutAccountView', () => {
  it('no account: set up payouts', () => {
    expect(payoutAccountView(null)).toEqual({
      state: 'none',
      text: PAYOUT_ACCOUNT_STATE_TEXT.none,
      severity: 'info',
      requirements: [],
      setupLabel: SET_UP_PAYOUTS,
      canOpenDashboard: false,
    });
  });

  it('setting up: continue; the dashboard only once Stripe has the details', () => {
    const started = payoutAccountView(
      account({ state: 'setting_up', transfersActive: false, detailsSubmitted: false }),
    );
    expect(started).toMatchObject({ setupLabel: CONTINUE_SETUP, canOpenDashboard: false });
    expect(started.text).toBe(PAYOUT_ACCOUNT_STATE_TEXT.setting_up);
    expect(payoutAccountView(account({ state: 'setting_up' })).canOpenDashboard).toBe(true);
  });

  it('action needed: what Stripe needs, in words', () => {
    expect(
      payoutAccountView(
        account({
          state: 'action_needed',
          currentlyDue: ['external_account', 'individual.verification.document'],
        }),
      ),
    ).toEqual({
      state: 'action_needed',
      text: PAYOUT_ACCOUNT_STATE_TEXT.action_needed,
      severity: 'warning',
      requirements: ['a bank account for payouts', 'a photo ID'],
      setupLabel: CONTINUE_SETUP,
      canOpenDashboard: true,
    });
  });

  it('ready: no setup button; the dashboard for a Stripe account only', () => {
    expect(payoutAccountView(account())).toMatchObject({
      severity: 'success',
      setupLabel: null,
      canOpenDashboard: true,
    });
    expect(payoutAccountView(account({ provider: 'demo' })).canOpenDashboard).toBe(false);
  });

  it('disconnected: set up again, no dashboard', () => {
    expect(payoutAccountView(account({ state: 'disconnected' }))).toMatchObject({
      text: PAYOUT_ACCOUNT_STATE_TEXT.disconnected,
      severity: 'error',
      setupLabel: SET_UP_PAYOUTS,
      canOpenDashboard: false,
    });
  });
});

describe('canBePaid', () => {
  it('needs active transfers on a connected account', () => {
    expect(canBePaid(null)).toBe(false);
    expect(canBePaid(account())).toBe(true);
    expect(canBePaid(account({ state: 'action_needed' }))).toBe(true);
    expect(canBePaid(account({ transfersActive: false }))).toBe(false);
    expect(canBePaid(account({ state: 'disconnected' }))).toBe(false);
  });
});
