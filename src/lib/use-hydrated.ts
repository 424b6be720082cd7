import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the
 * render right after (and from the start for a page the browser renders itself). For what
 * the server cannot render as the browser will: the viewer's time zone, a portal.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
