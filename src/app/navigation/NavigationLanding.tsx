import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ScrollRestoration, UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';
import { focusHeadingWhenShown } from './focus-heading';
import { holdScrollPosition } from './hold-scroll';
import { createScrollKeys } from './scroll-keys';

/** The id of the layout's <main>, where each page renders. */
export const MAIN_ID = 'main';

/**
 * Where a navigation lands (issue 24, item 5; docs/accessibility.md, "Navigation: scroll
 * and focus"): a new page opens at its top, Back and Forward return to where the page was
 * left (React Router's <ScrollRestoration>, positions kept in sessionStorage by history
 * entry), and focus moves to the new page's h1. Query-only changes keep their place
 * (scroll-keys.ts). Renders nothing on the server: <ScrollRestoration> outside React
 * Router's framework mode only manages the browser's scroll.
 */
export function NavigationLanding() {
  const [getKey] = useState(createScrollKeys);
  useHoldRestoredScroll();
  useFocusOnNewPage();
  return <ScrollRestoration getKey={getKey} />;
}

/**
 * After <ScrollRestoration> restores a position (its layout effect runs first: it is this
 * component's child), keeps that position while the page's data arrives.
 */
function useHoldRestoredScroll() {
  // The router state <ScrollRestoration> itself reads: the position it restored for this
  // location (`number`), or none. React Router exports the context (as UNSAFE_, meaning
  // "internal"); the field is part of the public RouterState type.
  const target = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const location = useLocation();
  useLayoutEffect(() => {
    if (typeof target !== 'number' || target <= 0) return undefined;
    return holdScrollPosition(target);
  }, [location, target]);
}

/** On each new page (not the first load, nor a change of the same page's query). */
function useFocusOnNewPage() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const main = document.getElementById(MAIN_ID);
    return main ? focusHeadingWhenShown(main) : undefined;
  }, [pathname]);
}
