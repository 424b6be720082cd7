import { useEffect, useRef } from 'react';

/** An item of a live list that is new (`before` undefined) or whose value changed. */
export interface LiveChange<T, V> {
  item: T;
  before: V | undefined;
}

/**
 * What changed in `items` since the snapshot whose values are `seen`: items not in it, and
 * items whose value differs. Items that left are not changes. Pure, for its unit test.
 */
export function changesSince<T, V>(
  seen: ReadonlyMap<string, V>,
  items: readonly T[],
  keyOf: (item: T) => string,
  valueOf: (item: T) => V,
): LiveChange<T, V>[] {
  const changes: LiveChange<T, V>[] = [];
  for (const item of items) {
    const key = keyOf(item);
    const value = valueOf(item);
    if (!seen.has(key)) changes.push({ item, before: undefined });
    else if (!Object.is(seen.get(key), value)) changes.push({ item, before: seen.get(key) });
  }
  return changes;
}

/**
 * Calls `onChanges` with what a live list gained or changed after it first settled, never
 * for what it held then: the history a screen opens with is not news.
 *
 * `items` is null while the list is not settled: loading, or only from the offline cache
 * (which may be hours old, so the server's first answer could otherwise look like news).
 * When it becomes null again (a new listener, a lost connection) the next settled list is a
 * new starting point. `seen` holds the values of the previous settled list.
 */
export function useLiveChanges<T, V>(
  items: readonly T[] | null,
  keyOf: (item: T) => string,
  valueOf: (item: T) => V,
  onChanges: (changes: LiveChange<T, V>[], seen: ReadonlyMap<string, V>) => void,
): void {
  const seen = useRef<Map<string, V> | null>(null);
  // The callbacks of the latest render, so callers may pass inline functions.
  const latest = useRef({ keyOf, valueOf, onChanges });
  useEffect(() => {
    latest.current = { keyOf, valueOf, onChanges };
  });

  useEffect(() => {
    if (items === null) {
      seen.current = null;
      return;
    }
    const { keyOf: key, valueOf: value, onChanges: report } = latest.current;
    const before = seen.current;
    seen.current = new Map(items.map((item) => [key(item), value(item)]));
    if (before === null) return;
    const changes = changesSince(before, items, key, value);
    if (changes.length > 0) report(changes, before);
  }, [items]);
}
