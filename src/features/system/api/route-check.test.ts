import { describe, expect, it } from 'vitest';
import { CHECKED_ROUTES, judgeHeading } from './route-check';

describe('judgeHeading', () => {
  it('passes a rendered page heading', () => {
    expect(judgeHeading('Find Your Perfect DJ')).toEqual({
      ok: true,
      detail: 'Find Your Perfect DJ',
    });
  });

  it('fails no heading, the 404 page, the error page and Access Denied', () => {
    expect(judgeHeading(null).ok).toBe(false);
    expect(judgeHeading('Page Not Found').ok).toBe(false);
    expect(judgeHeading('Something went wrong').ok).toBe(false);
    expect(judgeHeading('Access Denied').ok).toBe(false);
  });

  it('checks the six routes the spec names', () => {
    expect(CHECKED_ROUTES).toEqual([
      '/',
      '/discover',
      '/become-dj',
      '/how-it-works',
      '/admin',
      '/testing',
    ]);
  });
});
