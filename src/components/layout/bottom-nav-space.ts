/**
 * The phone's bottom navigation (src/app/layout/BottomNav.tsx), as much as a page needs to
 * know of it to keep clear of it: it is fixed over the end of the screen below the `md`
 * breakpoint for a signed-in person. A module of its own, not BottomNav's: that one is lazy.
 */

/** The bar's height without the phone's own bottom inset. */
export const BOTTOM_NAV_HEIGHT = 56;

/** What the bar covers at the end of the screen, the phone's inset (home indicator) included. */
export const BOTTOM_NAV_SPACE = `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`;
