/**
 * The person's "reduce motion" setting, for the places CSS cannot reach: a video that would
 * start playing, a scroll started from script. Everything CSS animates is calmed once, in the
 * theme's baseline (src/app/theme.ts).
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const REDUCED_MOTION_MEDIA = `@media ${REDUCED_MOTION_QUERY}`;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true
  );
}

/** For useSyncExternalStore: calls `onChange` when the setting changes. */
export function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** `behavior` for scrollIntoView/scrollTo: smooth, unless the person asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
