/**
 * Moves focus to a page's main heading once it is on screen, so a screen reader announces
 * the page a link opened instead of staying silent on the link (which is gone) or on the
 * nav bar. Lazily loaded pages and pages behind the session check show a spinner first, so
 * this waits for the h1 to appear in `main`. A page that swaps its heading as its state
 * settles (/payment-success: "Confirming…", then "Payment Successful!") takes focus off
 * the old heading by removing it; the new one gets it, until the returned function is
 * called (the next navigation).
 *
 * Focus stays where the page or the person put it (an autofocused field, a click): that
 * was a choice. The scroll is left alone (`preventScroll`): the router has just set it.
 */
export function focusHeadingWhenShown(main: HTMLElement): () => void {
  const doc = main.ownerDocument;
  let focused: HTMLElement | null = null;

  /** Focus is nowhere in particular: on the page itself, or on what was just removed. */
  const focusIsFree = (): boolean => {
    const active = doc.activeElement;
    if (active === null || active === doc.body || active === main) return true;
    // Still on the link that was followed, outside main (the nav bar, the footer).
    return focused === null && !main.contains(active);
  };

  const update = () => {
    if (focused?.isConnected) return;
    const heading = main.querySelector('h1');
    if (!heading || !focusIsFree()) return;
    // Focusable by script only: the heading is no stop for Tab.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    focused = heading;
  };

  update();
  const observer = new MutationObserver(update);
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}
