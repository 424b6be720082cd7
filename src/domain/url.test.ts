import { describe, expect, it } from 'vitest';
import { INVALID_URL, isHttpUrl, URL_MAX_LENGTH, URL_REQUIRED } from './url';

describe('isHttpUrl', () => {
  it('uses the spec texts and limit', () => {
    expect(INVALID_URL).toBe('Please enter a valid URL');
    expect(URL_REQUIRED).toBe('URL is required');
    expect(URL_MAX_LENGTH).toBe(2048);
  });

  it.each([
    'https://example.com',
    'http://example.com/path?q=1#x',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://instagram.com/djmike',
    'HTTPS://EXAMPLE.COM',
    'https://localhost:8080/x',
    `https://example.com/${'a'.repeat(URL_MAX_LENGTH - 20)}`,
  ])('accepts %j', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    '',
    'example.com',
    'www.example.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'mailto:dj@example.com',
    'ftp://example.com',
    'https://',
    'https://exa mple.com',
    ' https://example.com',
    'https://user:pass@example.com',
    'https://example.com@evil.example',
    `https://example.com/${'a'.repeat(URL_MAX_LENGTH)}`,
  ])('refuses %j', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});
