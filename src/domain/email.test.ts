import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL, isBasicEmail } from './email';

describe('INVALID_EMAIL', () => {
  it('is the spec text', () => {
    expect(INVALID_EMAIL).toBe('Please enter a valid email address.');
  });
});

describe('isBasicEmail', () => {
  it.each([
    'dana@example.com',
    'dana.dj+gigs@mail.example.co.uk',
    'UPPER@EXAMPLE.COM',
    'a@b.c',
    '  dana@example.com  ',
  ])('accepts %j', (value) => {
    expect(isBasicEmail(value)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'plainaddress',
    'dana@',
    '@example.com',
    'dana@example',
    'dana@@example.com',
    'da na@example.com',
    'dana@exa mple.com',
    'dana@example.',
  ])('refuses %j', (value) => {
    expect(isBasicEmail(value)).toBe(false);
  });

  it('allows at most 255 characters (after trimming)', () => {
    const at255 = `${'a'.repeat(243)}@example.com`;
    expect(at255).toHaveLength(255);
    expect(isBasicEmail(at255)).toBe(true);
    expect(isBasicEmail(` ${at255} `)).toBe(true);
    expect(isBasicEmail(`a${at255}`)).toBe(false);
  });
});
