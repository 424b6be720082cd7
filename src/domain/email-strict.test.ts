import { describe, expect, it } from 'vitest';
import { isStrictEmail } from './email-strict';

describe('isStrictEmail', () => {
  it.each([
    'dj@example.com',
    'dj.mike+gigs@example.co.uk',
    "o'neil@example.ie",
    'a@b.io',
    'x_y-z@sub.domain-name.example',
    'dj@xn--bcher-kva.xn--p1ai',
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}`, // 320
  ])('accepts %j', (email) => {
    expect(isStrictEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'dj@',
    'dj@example',
    'dj@example.c',
    'dj@example.123',
    'dj@@example.com',
    'dj@exa@mple.com',
    'd j@example.com',
    'dj.@example.com',
    '.dj@example.com',
    'd..j@example.com',
    'dj@-example.com',
    'dj@example-.com',
    'dj@example..com',
    'dj@.example.com',
    '"d j"@example.com',
    'dj@[127.0.0.1]',
    'dj@example.com.',
    ' dj@example.com',
    'dj@exam_ple.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.ff`, // domain 258
  ])('refuses %j', (email) => {
    expect(isStrictEmail(email)).toBe(false);
  });
});
