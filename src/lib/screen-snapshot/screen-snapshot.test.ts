// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  removeScreenSnapshot,
  screenDataOf,
  shownSnapshot,
  takeScreenSnapshot,
} from './screen-snapshot';

function page(path: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '<style data-emotion="css">.css-1{color:red}</style>';
  document.body.innerHTML =
    '<div id="root"><main><ul><li aria-label="Request from Jordan Lee">Jordan</li>' +
    '<li aria-label="Request from Priya Shah">Priya</li></ul></main></div>';
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('takeScreenSnapshot', () => {
  it("keeps #root's markup, the app's CSS rules and how many items it lists", () => {
    page('/dj-dashboard');
    const snapshot = takeScreenSnapshot('dj1', 'main li[aria-label]');
    expect(snapshot).toMatchObject({ v: 1, uid: 'dj1', path: '/dj-dashboard', items: 2 });
    expect(snapshot?.html).toContain('Request from Priya Shah');
    expect(snapshot?.css.join('')).toContain('.css-1');
  });

  it('takes none of another tab, another page, or of a snapshot', () => {
    page('/dj-dashboard?tab=earnings');
    expect(takeScreenSnapshot('dj1', 'li')).toBeNull();
    page('/bookings');
    expect(takeScreenSnapshot('dj1', 'li')).toBeNull();
    page('/messages');
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="screen-snapshot" data-uid="dj1"></div>',
    );
    expect(takeScreenSnapshot('dj1', 'li')).toBeNull();
  });
});

describe('the snapshot on screen', () => {
  it('says whose it is, and goes with its style', () => {
    page('/messages');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style id="screen-snapshot-style">#root{display:none}</style>',
    );
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="screen-snapshot" data-uid="c1"></div>',
    );
    expect(shownSnapshot()).toEqual({ uid: 'c1' });
    removeScreenSnapshot();
    expect(shownSnapshot()).toBeNull();
    expect(document.getElementById('screen-snapshot-style')).toBeNull();
    removeScreenSnapshot();
  });

  it('gives way to data shown from the cache, and is taken again once the server confirms', () => {
    expect(screenDataOf({ status: 'loading' })).toBe('loading');
    expect(screenDataOf({ status: 'ready', fromCache: true })).toBe('shown');
    expect(screenDataOf({ status: 'error' })).toBe('shown');
    expect(screenDataOf({ status: 'ready', fromCache: false })).toBe('confirmed');
  });
});
