import { describe, expect, it } from 'vitest';
import { parsePayoutAccount } from './use-payout-accounts';
import { parseAdminPayout } from './use-payout-lists';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('parseAdminPayout', () => {
  it('reads what the problem and failed-transfer lists show', () => {
    expect(
      parseAdminPayout('b1', {
        djId: 'dj1',
        eventDate: '2026-04-02',
        amountCents: 42500,
        status: 'held',
        attempts: 2,
        failure: {
          code: 'account_invalid',
          message: 'No transfers',
          at: ts('2026-04-05T10:00:00Z'),
        },
        problem: { details: 'No show', reportedAt: ts('2026-04-03T09:00:00Z'), status: 'open' },
        updatedAt: ts('2026-04-03T09:00:00Z'),
      }),
    ).toEqual({
      bookingId: 'b1',
      djId: 'dj1',
      eventDate: '2026-04-02',
      amountCents: 42500,
      status: 'held',
      attempts: 2,
      failure: {
        code: 'account_invalid',
        message: 'No transfers',
        at: new Date('2026-04-05T10:00:00Z'),
      },
      problem: { details: 'No show', reportedAt: new Date('2026-04-03T09:00:00Z'), status: 'open' },
      updatedAt: new Date('2026-04-03T09:00:00Z'),
    });
  });

  it('gives missing or unknown fields safe defaults', () => {
    expect(
      parseAdminPayout('b2', { djOwnerUid: 'u2', status: 'lost', problem: { status: 'maybe' } }),
    ).toMatchObject({
      djId: 'u2',
      amountCents: 0,
      status: null,
      attempts: 0,
      failure: null,
      problem: null,
      updatedAt: null,
    });
  });
});

describe('parsePayoutAccount', () => {
  it("puts Stripe's requirements in words", () => {
    expect(
      parsePayoutAccount('u1', {
        currentlyDue: ['external_account', 'individual.verification.document', 7],
        disabledReason: 'requirements.past_due',
        updatedAt: ts('2026-04-01T00:00:00Z'),
      }),
    ).toEqual({
      uid: 'u1',
      requirements: ['a bank account for payouts', 'a photo ID'],
      disabledReason: 'requirements.past_due',
      updatedAt: new Date('2026-04-01T00:00:00Z'),
    });
  });
});
