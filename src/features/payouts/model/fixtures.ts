import type { Payout } from './payout';
import type { PayoutAccount } from './payout-account';

/** A payout as the Earnings tab reads it, for the tests: $500 gross, $425 net, scheduled. */
export function payoutFixture(overrides: Partial<Payout> = {}): Payout {
  return {
    bookingId: 'b1',
    eventDate: '2031-04-02',
    clientName: 'Jordan Lee',
    grossCents: 50_000,
    commissionCents: 7_500,
    netCents: 42_500,
    amountCents: 42_500,
    status: 'scheduled',
    dueAt: new Date('2031-04-04T16:00:00.000Z'),
    paidAt: null,
    transferId: null,
    reversedCents: 0,
    ...overrides,
  };
}

/** A Stripe payout account, ready unless told otherwise. */
export function payoutAccountFixture(overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return {
    provider: 'stripe',
    state: 'ready',
    transfersActive: true,
    detailsSubmitted: true,
    currentlyDue: [],
    ...overrides,
  };
}
