// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { noteImagesShown, notePageSeen, urlsToCache } from './pages-seen';

const origin = window.location.origin;
const PAGE = { headers: { Accept: 'text/html' } };
const IMAGE = { mode: 'no-cors' };

describe('pages-seen', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('lists each page seen once, as a page request, without its hash', () => {
    notePageSeen('/discover?city=Austin');
    notePageSeen(`${origin}/dj/marcus#reviews`);
    notePageSeen(`${origin}/dj/marcus`);
    const pages = urlsToCache().filter(([, init]) => init.headers);
    expect(pages).toEqual(
      expect.arrayContaining([
        [`${origin}/discover?city=Austin`, PAGE],
        [`${origin}/dj/marcus`, PAGE],
      ]),
    );
    expect(pages.filter(([href]) => href === `${origin}/dj/marcus`)).toHaveLength(1);
  });

  it("skips other sites and Firebase Hosting's reserved /__/ paths", () => {
    notePageSeen('https://example.com/tracker');
    notePageSeen('/__/auth/handler');
    const hrefs = urlsToCache().map(([href]) => href);
    expect(hrefs).not.toContain('https://example.com/tracker');
    expect(hrefs.some((href) => href.includes('/__/'))).toBe(false);
  });

  it('remembers pages and images of an earlier document of the visit (a link followed before hydration)', () => {
    // The discover page, server-rendered: the visitor follows a card before the app hydrates.
    document.body.innerHTML = `<img src="${origin}/seed/djs/photo-12.svg" alt="">`;
    notePageSeen('/discover');
    noteImagesShown(); // pagehide
    // The profile is a new document: only sessionStorage carries what came before.
    document.body.innerHTML = `<img src="${origin}/seed/djs/cover-3.svg" alt=""><img src="data:image/png;base64,AA==" alt="">`;
    notePageSeen('/dj/marcus');
    const here = window.location.href.split('#')[0];
    expect(urlsToCache()).toEqual([
      [`${origin}/discover`, PAGE],
      [`${origin}/dj/marcus`, PAGE],
      [here, PAGE],
      [`${origin}/seed/djs/photo-12.svg`, IMAGE],
      [`${origin}/seed/djs/cover-3.svg`, IMAGE],
    ]);
  });
});
