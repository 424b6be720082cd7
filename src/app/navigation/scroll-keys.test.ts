import { describe, expect, it } from 'vitest';
import { createScrollKeys, SCROLL_KEYS_STORAGE, type KeyedLocation } from './scroll-keys';

const at = (key: string, pathname: string, hash = ''): KeyedLocation => ({ key, pathname, hash });

/** The router's order: the key of the location left, then of the one arrived at. */
function navigate(getKey: (l: KeyedLocation) => string, from: KeyedLocation, to: KeyedLocation) {
  getKey(from);
  return getKey(to);
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

describe('createScrollKeys', () => {
  it('gives a new page its own key, so it opens at the top', () => {
    const getKey = createScrollKeys(memoryStorage());
    expect(navigate(getKey, at('a', '/discover'), at('b', '/dj/x'))).toBe('b');
  });

  it('gives a change of the same page’s query the key of the entry it replaces', () => {
    const getKey = createScrollKeys(memoryStorage());
    expect(navigate(getKey, at('a', '/discover'), at('b', '/discover'))).toBe('a');
    // …and the next one too: the page is still the one first opened.
    expect(navigate(getKey, at('b', '/discover'), at('c', '/discover'))).toBe('a');
    // Back to an entry already seen keeps its key whatever was left.
    expect(navigate(getKey, at('d', '/dj/x'), at('c', '/discover'))).toBe('a');
  });

  it('lets a #fragment on the same page scroll to its target', () => {
    const getKey = createScrollKeys(memoryStorage());
    expect(navigate(getKey, at('a', '/terms'), at('b', '/terms', '#refunds'))).toBe('b');
  });

  it('never shares the key of a first entry without history state', () => {
    const getKey = createScrollKeys(memoryStorage(), () => 'entry1');
    expect(navigate(getKey, at('a', '/discover'), at('default', '/discover'))).toBe(
      'default:entry1',
    );
    expect(navigate(getKey, at('default', '/discover'), at('b', '/discover'))).toBe(
      'default:entry1',
    );
  });

  it('gives each page load’s first entry its own key: a page opened by address starts at the top', () => {
    const storage = memoryStorage();
    // /discover opened by address, scrolled; then /signup opened by address in the same tab.
    const discover = createScrollKeys(storage, () => 'entry1')(at('default', '/discover'));
    const signup = createScrollKeys(storage, () => 'entry2')(at('default', '/signup'));
    expect(signup).not.toBe(discover);
    // A reload (or Back to it) is the same entry: its position is found again.
    expect(createScrollKeys(storage, () => 'entry1')(at('default', '/discover'))).toBe(discover);
  });

  it('without the Navigation API, tells first entries apart by their path', () => {
    const keyOf = (path: string) =>
      createScrollKeys(memoryStorage(), (pathname) => pathname)(at('default', path));
    expect(keyOf('/signup')).not.toBe(keyOf('/discover'));
  });

  it('keeps the sharing across a reload (sessionStorage)', () => {
    const storage = memoryStorage();
    navigate(createScrollKeys(storage), at('a', '/discover'), at('b', '/discover'));
    const afterReload = createScrollKeys(storage);
    expect(afterReload(at('b', '/discover'))).toBe('a');
  });

  it('starts afresh from unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem(SCROLL_KEYS_STORAGE, '{not json');
    expect(createScrollKeys(storage)(at('b', '/discover'))).toBe('b');
    storage.setItem(SCROLL_KEYS_STORAGE, JSON.stringify({ b: 'a' }));
    expect(createScrollKeys(storage)(at('b', '/discover'))).toBe('b');
  });
});
