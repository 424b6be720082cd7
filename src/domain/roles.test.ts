import { describe, expect, it } from 'vitest';
import {
  isDemotion,
  isPromotion,
  isRole,
  isSelfServiceRole,
  isSessionEndedCode,
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
