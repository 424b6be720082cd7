import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it.each([
    '/',
    '/discover',
    '/book/abc?x=1',
    '/dj/123#reviews',
    '/discover?location=New%20York',
    '/a//b',
  ])('keeps the same-site path %j', (next) => {
    expect(safeNext(next)).toBe(next);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/book/abc'],
    ['absolute https', 'https://evil.com'],
    ['absolute http', 'http://evil.com/'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['backslash trick', '/\\evil'],
    ['backslash trick (double)', '/\\\\evil.com'],
    ['backslash later in the path', '/ok\\..\\evil'],
    ['relative path', 'discover'],
    ['dot relative', './discover'],
    ['leading space', ' /discover'],
    ['tab trick', '/\t/evil.com'],
    ['newline trick', '/\n/evil.com'],
    ['carriage return trick', '/\r/evil.com'],
  ])('falls back to / for %s', (_label, next) => {
    expect(safeNext(next)).toBe('/');
  });

  it('never returns something a browser resolves to another origin', () => {
    const base = 'https://spinbook.test';
    for (const next of ['//evil.com', '/\\evil.com', 'https://evil.com', '/%5Cevil', '/book/x']) {
      expect(new URL(safeNext(next), base).origin).toBe(base);
    }
  });
});
