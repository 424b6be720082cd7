import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Where an element's top edge is in the page (its distance from the document's top), in CSS
 * pixels; null until measured. Measured before paint and again when the window or the page
 * changes size (a font arriving or a banner above changes what sits above the element). For
 * sizing something to the screen below it, which CSS cannot do when what is above it varies.
 */
export function useTopInPage(ref: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setTop((prev) => (prev === next ? prev : next));
    };
    measure();
    // Not in every test environment (jsdom); the window's resize still re-measures there.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}
