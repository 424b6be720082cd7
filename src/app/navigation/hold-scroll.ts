/**
 * Keeps a restored scroll position while the page fills in.
 *
 * React Router restores a position in the commit that shows the page again, but most pages
 * read their data after that (a live Firestore listener): /discover shows a spinner first,
 * the page is too short, and the browser clamps the scroll to its end. This scrolls to the
 * saved position each time the page grows, until it gets there, the person scrolls or
 * types themselves, or the next navigation (the returned function) ends it.
 */

/** Input that means the person has taken over; their scrolling wins. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** A page still growing after this long is not coming back to where it was. */
const GIVE_UP_MS = 10_000;

export function holdScrollPosition(
  target: number,
  win: Window & typeof globalThis = window,
): () => void {
  const doc = win.document;
  let done = false;
  const observer = new win.ResizeObserver(() => attempt());
  const timer = win.setTimeout(() => stop(), GIVE_UP_MS);

  function stop() {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of TAKE_OVER_EVENTS) win.removeEventListener(type, stop, true);
  }

  function attempt() {
    if (done) return;
    if (Math.abs(win.scrollY - target) < 1) return stop();
    const reachable = doc.documentElement.scrollHeight - win.innerHeight >= target;
    win.scrollTo(0, target);
    if (reachable) stop();
  }

  for (const type of TAKE_OVER_EVENTS) {
    win.addEventListener(type, stop, { capture: true, passive: true });
  }
  // A ResizeObserver reports each element once when it starts observing, so this also
  // makes the first attempt.
  observer.observe(doc.body);
  return stop;
}
