/**
 * The installed app's first paint from the local cache (issue 40, item 7; decision 0057). The
 * screens a person opens the app to (the DJ dashboard, the client's dashboard, messages) keep
 * a snapshot of what they last showed: the rendered markup and its CSS. The service worker
 * answers the next start of that screen with the app shell plus the snapshot, so the page
 * paints with no JavaScript, as a static page does, and the app takes over once its own data
 * (from Firestore's cache, then the server) is on screen.
 *
 * The snapshot sits in a closed shadow root (declarative: `<template shadowrootmode>` is parsed
 * into one without script), `inert` and hidden from assistive technology: it is a picture of
 * the screen, not the screen. Nothing in the document can select into it, so the app's own
 * elements are never found twice. Pure string work here, shared by the worker and the page.
 */

/** The screens that keep a snapshot: exact paths, with no query (a tab or a chat is another screen). */
export const SNAPSHOT_PATHS = ['/dj-dashboard', '/dashboard', '/messages'] as const;

/** Where snapshots are kept (a runtime cache: sign-out deletes it with the others). */
export const SNAPSHOT_CACHE = 'spinbook-screens';

export const SNAPSHOT_HOST_ID = 'screen-snapshot';
export const SNAPSHOT_STYLE_ID = 'screen-snapshot-style';

/** Larger snapshots are not kept: a cached page must stay cheap to parse on a phone. */
export const MAX_SNAPSHOT_CHARS = 1_500_000;

export interface ScreenSnapshot {
  v: 1;
  /** Whose screen it is: the app drops it at once for anyone else. */
  uid: string;
  path: string;
  /** #root's markup when it was taken. */
  html: string;
  /** The app's CSS rules then (emotion's sheets). */
  css: string[];
  /** How many of the screen's items it shows (requests, conversations). */
  items: number;
  savedAt: number;
}

export function isSnapshotPath(pathname: string, search = ''): boolean {
  return search === '' && (SNAPSHOT_PATHS as readonly string[]).includes(pathname);
}

/** A stored snapshot, read defensively (another version of the app may have written it). */
export function parseSnapshot(value: unknown): ScreenSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  if (
    s.v !== 1 ||
    typeof s.uid !== 'string' ||
    !/^[A-Za-z0-9_-]{1,128}$/.test(s.uid) ||
    typeof s.path !== 'string' ||
    !isSnapshotPath(s.path) ||
    typeof s.html !== 'string' ||
    !Array.isArray(s.css) ||
    !s.css.every((rule) => typeof rule === 'string') ||
    typeof s.items !== 'number' ||
    typeof s.savedAt !== 'number'
  ) {
    return null;
  }
  return s as unknown as ScreenSnapshot;
}

/**
 * The rules the document itself needs while the snapshot shows: the theme's variables on
 * :root, and the page's html and body (background, font, colour scheme). Class rules work only
 * inside the shadow root, where every rule goes.
 */
export function documentRules(css: readonly string[]): string[] {
  return css.filter((rule) =>
    /^(:root|html|body|\*|@media[^{]*\{\s*(:root|html|body))/.test(rule.trimStart()),
  );
}

/** Text that could close the element it is put in. */
const closes = (text: string, tag: string): boolean => text.toLowerCase().includes(`</${tag}`);

/**
 * The app shell with the snapshot in front of #root (which stays hidden until the app removes
 * the snapshot). Null when the shell is not the one this was written for, or the snapshot
 * could break out of its template or styles.
 */
export function composeSnapshotPage(shell: string, snapshot: ScreenSnapshot): string | null {
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !shell.includes('</head>')) return null;
  // The shell's own rules (the skip link's, say) style #root's children too: the shadow root
  // needs them as well as the app's.
  const shellRules = [...shell.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  const css = [...shellRules, ...snapshot.css].join('\n');
  if (closes(css, 'style') || closes(snapshot.html, 'template')) return null;
  if (snapshot.html.length + css.length > MAX_SNAPSHOT_CHARS) return null;
  const head =
    `<style id="${SNAPSHOT_STYLE_ID}">#root{display:none}\n` +
    `${documentRules(snapshot.css).join('\n')}</style>`;
  const host =
    `<div id="${SNAPSHOT_HOST_ID}" aria-hidden="true" data-uid="${snapshot.uid}" ` +
    `data-items="${Math.max(0, Math.floor(snapshot.items))}">` +
    `<template shadowrootmode="closed"><style>${css}</style>` +
    `<div inert>${snapshot.html}</div></template></div>`;
  return shell.replace('</head>', `${head}</head>`).replace(root, `${host}${root}`);
}
