import { describe, expect, it } from 'vitest';
import { isRole, isSelfServiceRole, ROLE_LABELS, ROLES, SELF_SERVICE_ROLES } from './roles';

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
