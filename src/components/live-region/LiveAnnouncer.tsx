import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { Announcer, NO_ANNOUNCEMENTS } from './announcer';
import { AnnounceContext, type Announce } from './announce-context';

/**
 * How long the empty region is in the page before anything is written into it. A live
 * region that appears together with its text is not read by every screen reader; one that
 * was there, empty, and then gets a node, is.
 */
const SETTLE_MS = 100;

export const LIVE_REGION_TEST_ID = 'live-announcer';

/**
 * The app's one polite live region, rendered once by the app shell (AppProviders), and the
 * `announce` that writes into it (useAnnounce). Toasts, live chat messages, the unread badges
 * and booking status changes are said through it (docs/accessibility.md, "Live
 * announcements"); nothing else on screen is a live region that re-reads itself.
 *
 * The region is a child of <body>, beside #root: a dialog hides #root from screen readers
 * (aria-hidden) and would silence it there. MUI's modal hides <body>'s other children too,
 * so the region takes that flag off itself when it speaks; the modal's own clean-up removes
 * the same attribute, so the two never fight.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [{ announcer, announce }] = useState(() => {
    const store = new Announcer();
    // Returns nothing, so `useEffect(() => announce(…))` hands React no clean-up value.
    const say: Announce = (text, subject, options) => {
      store.announce(text, subject, options);
    };
    return { announcer: store, announce: say };
  });
  const entries = useSyncExternalStore(
    announcer.subscribe,
    announcer.getSnapshot,
    () => NO_ANNOUNCEMENTS,
  );
  // Nothing on the server (no document): the region is added in the browser, then speaks.
  // Added from an effect, as a transition, not with useHydrated: that one re-renders at
  // once and synchronously after hydration, in the long task that hydration is sliced to
  // avoid (decision 0034).
  const [mounted, setMounted] = useState(false);
  const [settled, setSettled] = useState(false);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    startTransition(() => setMounted(true));
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);

  useLayoutEffect(() => {
    region.current?.removeAttribute('aria-hidden');
  }, [entries, settled]);

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      {mounted &&
        createPortal(
          <div
            ref={region}
            aria-live="polite"
            aria-atomic="false"
            aria-relevant="additions"
            data-testid={LIVE_REGION_TEST_ID}
            style={VISUALLY_HIDDEN}
          >
            {settled && entries.map((entry) => <div key={entry.id}>{entry.text}</div>)}
          </div>,
          document.body,
        )}
    </AnnounceContext.Provider>
  );
}
