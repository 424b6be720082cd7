import { describe, expect, it } from 'vitest';
import {
  composeSnapshotPage,
  documentRules,
  isSnapshotPath,
  parseSnapshot,
  type ScreenSnapshot,
} from './snapshot-html';

const SHELL =
  '<!doctype html><html><head><title>Spinbook</title><style>.skip-link{left:-9999px}</style></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';

const snapshot: ScreenSnapshot = {
  v: 1,
  uid: 'dj123',
  path: '/dj-dashboard',
  html: '<main><ul><li aria-label="Request from Jordan Lee">Jordan Lee</li></ul></main>',
  css: [':root{--mui-palette-primary-main:#6d28d9}', 'body{margin:0}', '.css-1{color:red}'],
  items: 1,
  savedAt: 1,
};

describe('the screens that keep a snapshot', () => {
  it('are the dashboards and messages, without a query', () => {
    expect(isSnapshotPath('/dj-dashboard')).toBe(true);
    expect(isSnapshotPath('/messages')).toBe(true);
    expect(isSnapshotPath('/messages', '?booking=b1')).toBe(false);
    expect(isSnapshotPath('/dj-dashboard', '?tab=earnings')).toBe(false);
    expect(isSnapshotPath('/discover')).toBe(false);
  });
});

describe('composeSnapshotPage', () => {
  it('puts the snapshot, closed and inert, in front of a hidden #root, with the shell’s scripts', () => {
    const page = composeSnapshotPage(SHELL, snapshot)!;
    expect(page).toContain(
      '<div id="screen-snapshot" aria-hidden="true" data-uid="dj123" data-items="1"><template shadowrootmode="closed"><style>',
    );
    expect(page).toContain('<div inert><main><ul><li aria-label="Request from Jordan Lee">');
    expect(page.indexOf('id="screen-snapshot"')).toBeLessThan(
      page.indexOf('<div id="root"></div>'),
    );
    expect(page).toContain('<style id="screen-snapshot-style">#root{display:none}');
    expect(page).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    // The shell's own rules reach inside too (the skip link stays off screen).
    expect(page).toMatch(/<template shadowrootmode="closed"><style>\.skip-link\{left:-9999px\}/);
  });

  it('gives the document only the rules for :root, html and body; the shadow root gets all', () => {
    expect(documentRules(snapshot.css)).toEqual([snapshot.css[0], snapshot.css[1]]);
    expect(
      documentRules(['@media (prefers-color-scheme: dark) { :root { --x: 1; } }', '.a{}']),
    ).toHaveLength(1);
  });

  it('refuses what could break out of its template or style, and another shell', () => {
    expect(
      composeSnapshotPage(SHELL, { ...snapshot, html: '</template><script>x</script>' }),
    ).toBeNull();
    expect(
      composeSnapshotPage(SHELL, { ...snapshot, css: ['</style><script>x</script>'] }),
    ).toBeNull();
    expect(composeSnapshotPage('<html><body></body></html>', snapshot)).toBeNull();
    expect(composeSnapshotPage(SHELL, { ...snapshot, html: 'x'.repeat(1_600_000) })).toBeNull();
  });
});

describe('parseSnapshot', () => {
  it('reads one of ours and nothing else', () => {
    expect(parseSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
    expect(parseSnapshot({ ...snapshot, v: 2 })).toBeNull();
    expect(parseSnapshot({ ...snapshot, uid: 'a" onload="x' })).toBeNull();
    expect(parseSnapshot({ ...snapshot, path: '/admin' })).toBeNull();
    expect(parseSnapshot({ ...snapshot, css: [1] })).toBeNull();
    expect(parseSnapshot(null)).toBeNull();
  });
});
