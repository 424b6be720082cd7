import { describe, expect, it } from 'vitest';
import {
  joinPasswordProblems,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_TOO_WEAK_TITLE,
  passwordProblems,
} from './password';

// The spec's texts, written out so a change to the constants is caught here.
const LENGTH = 'Password must be at least 8 characters long';
const UPPERCASE = 'Password must contain at least one uppercase letter';
const LOWERCASE = 'Password must contain at least one lowercase letter';
const NUMBER = 'Password must contain at least one number';
const SPECIAL = 'Password must contain at least one special character';

const STRONG = 'Abcdef1!';

describe('password messages', () => {
  it('are worded exactly as the spec states', () => {
    expect(PASSWORD_MESSAGES).toEqual({
      length: LENGTH,
      uppercase: UPPERCASE,
      lowercase: LOWERCASE,
      number: NUMBER,
      special: SPECIAL,
    });
    expect(PASSWORD_TOO_WEAK_TITLE).toBe('Password Too Weak');
    expect(PASSWORD_MISMATCH).toEqual({
      title: 'Password Mismatch',
      description: 'Passwords do not match. Please try again.',
    });
  });

  it('uses the spec minimum length and special characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*(),.?":{}|<>');
  });
});

describe('passwordProblems', () => {
  it('reports nothing for a strong password', () => {
    expect(passwordProblems(STRONG)).toEqual([]);
    expect(passwordProblems('Correct-Horse-Battery-9?')).toEqual([]);
  });

  it('reports every rule, in the spec order, for an empty password', () => {
    expect(passwordProblems('')).toEqual([LENGTH, UPPERCASE, LOWERCASE, NUMBER, SPECIAL]);
  });

  it.each([
    ['too short (7 characters)', 'Abcde1!', LENGTH],
    ['no uppercase letter', 'abcdef1!', UPPERCASE],
    ['no lowercase letter', 'ABCDEF1!', LOWERCASE],
    ['no number', 'Abcdefg!', NUMBER],
    ['no special character', 'Abcdefg1', SPECIAL],
  ])('reports only the broken rule when %s', (_label, password, message) => {
    expect(passwordProblems(password)).toEqual([message]);
  });

  it('accepts exactly 8 characters', () => {
    expect(STRONG).toHaveLength(8);
    expect(passwordProblems(STRONG)).toEqual([]);
  });

  it('keeps the spec order when several rules fail', () => {
    expect(passwordProblems('abc')).toEqual([LENGTH, UPPERCASE, NUMBER, SPECIAL]);
    expect(passwordProblems('ABCDEFGHIJ')).toEqual([LOWERCASE, NUMBER, SPECIAL]);
    expect(passwordProblems('12345678')).toEqual([UPPERCASE, LOWERCASE, SPECIAL]);
    expect(passwordProblems('!!!!!!!!')).toEqual([UPPERCASE, LOWERCASE, NUMBER]);
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('counts %j as a special character', (ch) => {
    expect(passwordProblems(`Abcdefg1${ch}`)).toEqual([]);
  });

  it.each(['-', '_', ' ', '+', '=', '~', '`', "'", '/', '\\', ';', '[', ']', '€'])(
    'does not count %j as a special character',
    (ch) => {
      expect(passwordProblems(`Abcdefg1${ch}`)).toEqual([SPECIAL]);
    },
  );

  it('does not treat non-ASCII letters or digits as meeting the ASCII rules', () => {
    expect(passwordProblems('ÄÖÜäöü1!')).toEqual([UPPERCASE, LOWERCASE]);
    expect(passwordProblems('Abcdefg٣!')).toEqual([NUMBER]);
  });
});

describe('joinPasswordProblems', () => {
  it('joins the messages with a comma and a space', () => {
    expect(joinPasswordProblems([LENGTH, NUMBER])).toBe(`${LENGTH}, ${NUMBER}`);
  });

  it('returns a single message unchanged and an empty list as an empty string', () => {
    expect(joinPasswordProblems([SPECIAL])).toBe(SPECIAL);
    expect(joinPasswordProblems([])).toBe('');
  });

  it('joins all five messages for an empty password', () => {
    expect(joinPasswordProblems(passwordProblems(''))).toBe(
      [LENGTH, UPPERCASE, LOWERCASE, NUMBER, SPECIAL].join(', '),
    );
  });
});
