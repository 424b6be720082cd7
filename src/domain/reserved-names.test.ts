import { describe, expect, it } from 'vitest';
import { signUpSchema } from './auth-forms';
import { djProfileSchema } from './dj-profile-schema';
import { profileSchema } from './profile-schema';
import { isReservedName, RESERVED_NAME } from './reserved-names';
import { problemsByPath, validateInput } from './validate';

describe('reserved names', () => {
  it.each([
    'Spinbook Trust & Safety',
    'SPIN BOOK',
    'spin-book support',
    'Trust and Safety Team',
    'Admin',
    'The Moderator',
    'Customer Support',
    'Ｓｐｉｎｂｏｏｋ', // full-width letters
    'Spïnbook Support', // an accent (decision 0030)
    'Spin\u200bbook', // a zero-width space
    'S.P.I.N.B.O.O.K',
  ])('refuses %j', (name) => {
    expect(isReservedName(name)).toBe(true);
  });

  it.each([
    'Casey Client',
    'DJ Matrix',
    'Adminah Okoro',
    'Staffordshire Sound',
    'Safety First DJs',
    'Дмитрий Соколов',
    'José Núñez',
  ])('accepts %j', (name) => {
    expect(isReservedName(name)).toBe(false);
  });

  it('applies to display names (profile and sign-up) and the DJ name', () => {
    const errors = (schema: Parameters<typeof validateInput>[0], values: unknown) => {
      const result = validateInput(schema, values);
      return result.ok ? {} : problemsByPath(result.problems);
    };
    expect(errors(profileSchema, { displayName: 'Spinbook Support' })).toEqual({
      displayName: RESERVED_NAME,
    });
    expect(errors(profileSchema, { displayName: 'Casey Client' })).toEqual({});
    const signUp = {
      role: 'client',
      email: 'casey@example.com',
      password: 'Strong#Pass2026',
      confirmPassword: 'Strong#Pass2026',
      acceptTerms: true,
    };
    expect(errors(signUpSchema, { ...signUp, displayName: 'Trust & Safety' })).toEqual({
      displayName: RESERVED_NAME,
    });
    expect(errors(signUpSchema, { ...signUp, displayName: 'Casey' })).toEqual({});
    const dj = { location: 'Austin, TX', hourlyRate: 150 };
    expect(errors(djProfileSchema, { ...dj, name: 'Spinbook Official DJ' })).toEqual({
      name: RESERVED_NAME,
    });
    expect(errors(djProfileSchema, { ...dj, name: 'DJ Matrix' })).toEqual({});
  });
});
