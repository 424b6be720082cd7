import { describe, expect, it } from 'vitest';
import { isReservedLookalike, lookalikeKey, skeleton } from './name-skeleton';
import { isReservedName } from './reserved-names';

describe('skeleton (UTS #39)', () => {
  it('gives look-alikes from other scripts the same skeleton', () => {
    // Cyrillic і (U+0456), Cyrillic ѕ and р, Greek Ο.
    expect(skeleton('Sp\u0456nbook')).toBe(skeleton('Spinbook'));
    expect(skeleton('\u0455\u0440inbook')).toBe(skeleton('spinbook'));
    expect(skeleton('B\u039fOK')).toBe(skeleton('BOOK'));
  });

  it('is for comparing, not for reading', () => {
    expect(skeleton('m')).toBe('rn');
    expect(skeleton('I')).toBe('l');
  });
});

describe('reserved look-alikes (decision 0030)', () => {
  it.each([
    'Sp\u0456nbook Support', // Cyrillic і: NFKC leaves it
    '\u0405\u0440inb\u043e\u043ek', // Cyrillic Ѕ, р, о
    'SPlNBOOK', // a lower-case L among capitals
    'Sp1nb00k',
    '\u0410dm\u0456n', // Cyrillic А and і
    '\u0421ustomer \u0405upport', // Cyrillic С and Ѕ
    'Trust & Saf\u0435ty', // Cyrillic е
  ])('refuses %j, which the shared check lets through', (name) => {
    expect(isReservedName(name)).toBe(false);
    expect(isReservedLookalike(name)).toBe(true);
  });

  it.each(['Spinbook Support', 'Admin', 'Trust and Safety'])('refuses %j as before', (name) => {
    expect(isReservedLookalike(name)).toBe(true);
  });

  it.each([
    'Дмитрий Соколов',
    'José Núñez',
    'Zoë Ólafsdóttir',
    'Hermann Müller',
    '山田 太郎',
    'Ngozi Okonkwo',
    'Staffordshire Sound',
    'Adminah Okoro',
    'Carl Admiral',
    'Lillian Ilie',
    'Björn Moderato',
  ])('accepts %j', (name) => {
    expect(isReservedLookalike(name)).toBe(false);
  });

  it('compares in one key space: the terms are folded as the names are', () => {
    expect(lookalikeKey('Admin')).toBe(lookalikeKey('\u0410dm\u0456n'));
    expect(lookalikeKey('SPINBOOK')).toBe(lookalikeKey('Sp1nb00k'));
  });
});
