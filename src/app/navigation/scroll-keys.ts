/**
 * The keys React Router's <ScrollRestoration> saves positions under (its `getKey`).
 *
 * By default every history entry has its own key, so every navigation that makes a new
 * entry starts at the top. That is right for a new page, and wrong for a change of the
 * same page's query: /discover's filters, a dashboard's tab and the selected conversation
 * live in the URL, and jumping to the top while someone ticks a genre halfway down the
 * filter panel loses their place. So an entry whose path is the one just left (and that
 * names no #fragment to scroll to) shares that entry's key: the router saves the position
 * under it as the navigation starts and restores the same number as it ends, so the view
 * stays where it was, as it did before scroll restoration existed.
 *
 * The router asks for the key of the location it leaves (saving) and then of the location
 * it arrives at (restoring), in that order, so the last location asked about is the one
 * being left.
 */

/** The parts of a router location the keys depend on. */
export interface KeyedLocation {
  key: string;
  pathname: string;
  hash: string;
}

/** In sessionStorage, beside the router's own positions, so a reload keeps the sharing. */
export const SCROLL_KEYS_STORAGE = 'spinbook-scroll-keys';

/**
 * React Router's key for a first entry it has no history state for: the entry a full page
 * load opened. Several entries of one tab have it (one per page load), so it is made the
 * entry's own before use: a page opened by its address then starts at its top instead of
 * at the position another page, also opened by address, was left at (issue 38: /signup
 * opened at y = 885 after scrolling /discover).
 */
const DEFAULT_KEY = 'default';

/**
 * What tells this document's first entry apart from other documents' first entries: the
 * Navigation API's entry key (Chromium), the same across a reload or a Back to it and new
 * for an address typed again; else its path.
 */
function firstEntryId(pathname: string): string {
  const nav = (globalThis as { navigation?: { currentEntry?: { key?: string } | null } })
    .navigation;
  return nav?.currentEntry?.key ?? pathname;
}

/** At most this many entries are remembered; older ones are forgotten first. */
const MAX_ENTRIES = 200;

function readShared(storage: Storage | undefined): Map<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_KEYS_STORAGE) ?? '[]');
    if (!Array.isArray(parsed)) return new Map();
    return new Map(
      parsed.filter(
        (pair): pair is [string, string] =>
          Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
      ),
    );
  } catch {
    // Unreadable (private mode, an old format): start afresh; nothing depends on it.
    return new Map();
  }
}

/** A `getKey` for <ScrollRestoration>, with its own memory (one per router). */
export function createScrollKeys(
  storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  firstEntry: (pathname: string) => string = firstEntryId,
): (location: KeyedLocation) => string {
  const shared = readShared(storage);
  // Asked once, as the router starts on this document's first entry.
  let firstKey: string | null = null;
  const keyOfFirst = (pathname: string) => (firstKey ??= `${DEFAULT_KEY}:${firstEntry(pathname)}`);
  let last: { location: KeyedLocation; key: string } | null = null;

  const remember = (entry: string, key: string) => {
    shared.set(entry, key);
    while (shared.size > MAX_ENTRIES) {
      const oldest = shared.keys().next().value;
      if (oldest === undefined) break;
      shared.delete(oldest);
    }
    try {
      storage?.setItem(SCROLL_KEYS_STORAGE, JSON.stringify([...shared]));
    } catch {
      // Storage full or refused: the sharing lasts until a reload, which is enough.
    }
  };

  return (location) => {
    let key =
      location.key === DEFAULT_KEY ? keyOfFirst(location.pathname) : shared.get(location.key);
    if (key === undefined) {
      const samePage =
        last !== null &&
        last.location.key !== location.key &&
        last.location.pathname === location.pathname &&
        location.hash === '';
      key = samePage && last ? last.key : location.key;
      if (key !== location.key) remember(location.key, key);
    }
    last = { location, key };
    return key;
  };
}
