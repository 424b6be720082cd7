import { describe, expect, it } from 'vitest';
import { isReservedLookalike } from './name-skeleton';
import { FALLBACK_DISPLAY_NAME, hasContactShape, signUpDisplayName } from './sign-up-name';

describe('signUpDisplayName', () => {
  it.each(["Mary-Jane O'Neil", 'DJ Class of 2025', 'Zoë Ünal', 'Ann 12 34 56'])(
    'keeps an ordinary name: %j',
    (name) => {
      expect(hasContactShape(name)).toBe(false);
      expect(signUpDisplayName(`  ${name} `)).toBe(name);
    },
  );

  it.each([
    ['an e-mail address', 'ann@example.com'],
    ['a handle', 'Ann @annspins'],
    ['seven digits', 'Ann 555-0101'],
    ['a phone number', 'Ann +1 (555) 010-1234'],
    ['an app invitation', 'WhatsApp me'],
    ['nothing', '   '],
    ['a reserved name', 'Spinbook Support'],
    ['a reserved name with an accent', 'Spïnbook Trust & Safety'],
  ])('replaces %s with the fallback', (_label, name) => {
    expect(signUpDisplayName(name)).toBe(FALLBACK_DISPLAY_NAME);
  });

  it('replaces a look-alike of a reserved name with the check it is given (decision 0030)', () => {
    const lookalike = 'Sp\u0456nbook Support'; // Cyrillic і
    expect(signUpDisplayName(lookalike)).toBe(lookalike);
    expect(signUpDisplayName(lookalike, isReservedLookalike)).toBe(FALLBACK_DISPLAY_NAME);
    expect(signUpDisplayName('Дмитрий Соколов', isReservedLookalike)).toBe('Дмитрий Соколов');
  });

  it('cuts a long name to the field limit', () => {
    expect(signUpDisplayName('n'.repeat(150))).toHaveLength(100);
  });
});
