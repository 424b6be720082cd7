import { describe, expect, it } from 'vitest';
import {
  isDemotion,
  isPromotion,
  isRole,
  isSelfServiceRole,
  isSessionEndedCode,
  planRoleGrant,
  ROLE_LABELS,
  ROLES,
  SELF_SERVICE_ROLES,
} from './roles';

describe('roles', () => {
  it('has client, dj and admin, of which only client and dj are self-service', () => {
    expect(ROLES).toEqual(['client', 'dj', 'admin']);
    expect(SELF_SERVICE_ROLES).toEqual(['client', 'dj']);
  });

  it('labels the sign-up choices as the spec does', () => {
    expect(ROLE_LABELS).toEqual({ client: 'Book DJs', dj: 'Become a DJ' });
  });

  it.each(['client', 'dj', 'admin'])('isRole accepts %j', (value) => {
    expect(isRole(value)).toBe(true);
  });

  it.each(['', 'Admin', 'DJ', 'superuser', 'toString', null, undefined, 1, {}, ['admin']])(
    'isRole refuses %j',
    (value) => {
      expect(isRole(value)).toBe(false);
    },
  );

  it.each(['client', 'dj'])('isSelfServiceRole accepts %j', (value) => {
    expect(isSelfServiceRole(value)).toBe(true);
  });

  it.each(['admin', '', 'Client', null, undefined, 0])('isSelfServiceRole refuses %j', (value) => {
    expect(isSelfServiceRole(value)).toBe(false);
  });
});

describe('role changes', () => {
  it.each([
    ['admin', 'dj', true],
    ['admin', 'client', true],
    ['dj', 'client', true],
    ['client', 'dj', false],
    ['dj', 'admin', false],
    ['client', 'client', false],
    [null, 'client', false],
    ['superuser', 'client', false],
  ] as const)('from %j to %s is a demotion: %s', (from, to, expected) => {
    expect(isDemotion(from, to)).toBe(expected);
  });

  it.each([
    [null, 'client', false],
    [undefined, 'dj', true],
    ['client', 'dj', true],
    ['client', 'admin', true],
    ['dj', 'admin', true],
    ['dj', 'dj', false],
    ['admin', 'dj', false],
    ['admin', 'client', false],
  ] as const)('from %j to %s is a promotion: %s', (from, to, expected) => {
    expect(isPromotion(from, to)).toBe(expected);
  });

  it.each([
    ['auth/user-token-expired', true],
    ['auth/user-disabled', true],
    ['auth/invalid-user-token', true],
    ['auth/network-request-failed', false],
    [undefined, false],
  ])('%j ends the session: %s', (code, expected) => {
    expect(isSessionEndedCode(code)).toBe(expected);
  });
});

describe('planRoleGrant', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const kinds = (plan: ReturnType<typeof planRoleGrant>) => plan.steps.map((s) => s.kind);

  it('a promotion sets the claim, then tells the app to refresh; nothing is revoked', () => {
    const plan = planRoleGrant({ role: 'client', other: 1 }, 'admin', now);
    expect(plan).toMatchObject({ previousRole: 'client', revoked: false });
    expect(plan.steps).toEqual([
      { kind: 'claims', claims: { role: 'admin', other: 1 } },
      { kind: 'user-doc', fields: { role: 'admin', claimsUpdatedAt: now, updatedAt: now } },
    ]);
  });

  it('a demotion changes users/{uid}.role first and revokes before the refresh signal', () => {
    const plan = planRoleGrant({ role: 'admin' }, 'client', now);
    expect(plan).toMatchObject({ previousRole: 'admin', revoked: true });
    expect(kinds(plan)).toEqual(['user-doc', 'claims', 'revoke-sessions', 'user-doc']);
    expect(plan.steps[0]).toEqual({ kind: 'user-doc', fields: { role: 'client', updatedAt: now } });
    expect(plan.steps[3]).toMatchObject({ fields: { sessionsRevokedAt: now } });
  });

  it('a demotion the person chose keeps their sessions', () => {
    const plan = planRoleGrant({ role: 'dj' }, 'client', now, { revokeOnDemotion: false });
    expect(plan.revoked).toBe(false);
    expect(kinds(plan)).toEqual(['user-doc', 'claims', 'user-doc']);
    expect(plan.steps[2]).not.toHaveProperty('fields.sessionsRevokedAt');
  });

  it('an account without claims starts from none', () => {
    const plan = planRoleGrant(undefined, 'client', now);
    expect(plan.previousRole).toBeNull();
    expect(plan.steps[0]).toEqual({ kind: 'claims', claims: { role: 'client' } });
  });
});
