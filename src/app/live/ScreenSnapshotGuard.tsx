import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session/session-context';
import { removeScreenSnapshot, shownSnapshot } from '../../lib/screen-snapshot/screen-snapshot';

/**
 * The longest a snapshot stays in front of the app (decision 0057): the screen normally
 * replaces it within seconds (useScreenSnapshot); a screen that never gets its data (an error,
 * offline with nothing cached) must not hide behind a picture of the past.
 */
const LONGEST_MS = 15_000;

/**
 * Takes down the worker's snapshot of the screen whenever it is not this person's, or not this
 * screen: someone else signed in (or nobody), the person moved to another page, or it has
 * stayed too long. Mounted once with the live-data routes, the only ones that have snapshots.
 */
export function ScreenSnapshotGuard() {
  const session = useSession();
  const { pathname, search } = useLocation();

  useEffect(() => {
    const timer = window.setTimeout(removeScreenSnapshot, LONGEST_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const shown = shownSnapshot();
    if (!shown) return;
    if (session.status === 'signed-out') removeScreenSnapshot();
    if (session.status === 'signed-in' && session.user.uid !== shown.uid) removeScreenSnapshot();
  }, [session]);

  // The snapshot is of the page the app started on: any move takes it down.
  useEffect(() => () => removeScreenSnapshot(), [pathname, search]);

  return null;
}
