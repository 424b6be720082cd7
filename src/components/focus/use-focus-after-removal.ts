import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

export interface FocusAfterRemoval<L extends HTMLElement> {
  /** For the list element, whose children are the items in the order of `ids`. */
  listProps: {
    ref: (element: L | null) => void;
    onFocus: (event: FocusEvent<L>) => void;
    onBlur: (event: FocusEvent<L>) => void;
  };
  /** The list's items as drawn (none while it is not on screen). */
  items: () => HTMLElement[];
  /** Focuses the item now at `index` (the one above past the end), else the fallback. */
  focusAt: (index: number) => void;
}

/**
 * Keeps focus in a live list whose items can leave it while one of them has focus (an
 * application approved out of Pending, a request declined out of Upcoming). The focused button
 * goes with its item and focus would fall to the page's body, so a keyboard user would start
 * again from the top. It goes to the item that took its place instead (or the one above, or
 * `fallback`, the empty list's text), so the next one is a Tab away. Focus that moved
 * somewhere on purpose meanwhile (a dialog, another control) is left where it is.
 *
 * `ids` are the items in the order drawn (null while the list loads).
 */
export function useFocusAfterRemoval<L extends HTMLElement>(
  ids: readonly string[] | null,
  fallback: () => HTMLElement | null,
): FocusAfterRemoval<L> {
  const list = useRef<L | null>(null);
  const focused = useRef<{ id: string; index: number } | null>(null);
  // The latest of both for the handlers, which React may call before the next effect.
  const latest = useRef({ ids, fallback });
  useEffect(() => {
    latest.current = { ids, fallback };
  });

  const ref = useCallback((element: L | null) => {
    list.current = element;
  }, []);
  const items = useCallback(
    () => [...(list.current?.children ?? [])].filter((c) => c instanceof HTMLElement),
    [],
  );
  const focusAt = useCallback(
    (index: number) => {
      const all = items();
      const next = all.length > 0 ? all[Math.min(index, all.length - 1)] : undefined;
      (next ?? latest.current.fallback())?.focus({ preventScroll: true });
    },
    [items],
  );

  // The ids as one value, so the check runs when the list changes, not on every render.
  const key = ids === null ? null : ids.join('\n');
  useEffect(() => {
    const was = focused.current;
    if (!was || key === null || key.split('\n').includes(was.id)) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusAt(was.index);
  }, [key, focusAt]);

  const onFocus = useCallback((event: FocusEvent<L>) => {
    // The list's child that holds the focused element: the item, whatever is inside it.
    let item: Element | null = event.target as Element;
    while (item && item.parentElement !== event.currentTarget) item = item.parentElement;
    const index = item ? Array.prototype.indexOf.call(event.currentTarget.children, item) : -1;
    const id = index >= 0 ? latest.current.ids?.[index] : undefined;
    focused.current = id !== undefined ? { id, index } : null;
  }, []);
  const onBlur = useCallback((event: FocusEvent<L>) => {
    // No related target: focus fell to the body (a disabled or removed button); keep the item.
    const to = event.relatedTarget;
    if (to instanceof Node && !event.currentTarget.contains(to)) focused.current = null;
  }, []);

  return { listProps: { ref, onFocus, onBlur }, items, focusAt };
}
