// The page's half of the first paint from the local cache (snapshot-html.ts): taking a screen's
// snapshot once its data is on screen, and taking down the one the worker painted once the app
// shows the real screen.
import { useEffect } from 'react';
import {
  isSnapshotPath,
  MAX_SNAPSHOT_CHARS,
  SNAPSHOT_CACHE,
  SNAPSHOT_HOST_ID,
  SNAPSHOT_STYLE_ID,
  type ScreenSnapshot,
} from './snapshot-html';

/** After the screen's data last changed: a burst of snapshots settles first. */
const SAVE_DELAY_MS = 1500;

/** The snapshot this page was painted with: whose it is, or null when there is none. */
export function shownSnapshot(): { uid: string } | null {
  const host = document.getElementById(SNAPSHOT_HOST_ID);
  return host ? { uid: host.dataset.uid ?? '' } : null;
}

/** Shows the app in place of the snapshot. Safe to call at any time, and again. */
export function removeScreenSnapshot(): void {
  document.getElementById(SNAPSHOT_HOST_ID)?.remove();
  document.getElementById(SNAPSHOT_STYLE_ID)?.remove();
}

/** The app's CSS rules: emotion's sheets, read from the CSSOM (production inserts rules). */
function appCss(): string[] {
  const rules: string[] = [];
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
    try {
      for (const rule of Array.from(style.sheet?.cssRules ?? [])) rules.push(rule.cssText);
    } catch {
      // A sheet the page cannot read is left out; the snapshot then looks plainer.
    }
  }
  return rules;
}

/** The screen as it is now, or null when it is not one that keeps a snapshot. */
export function takeScreenSnapshot(uid: string, itemsSelector: string): ScreenSnapshot | null {
  const { pathname, search } = window.location;
  const root = document.getElementById('root');
  // Never a snapshot of a snapshot, nor of a screen with a query (another tab, a chat).
  if (!root || !isSnapshotPath(pathname, search) || shownSnapshot()) return null;
  const html = root.innerHTML;
  const css = appCss();
  if (html.length + css.reduce((n, rule) => n + rule.length, 0) > MAX_SNAPSHOT_CHARS) return null;
  return {
    v: 1,
    uid,
    path: pathname,
    html,
    css,
    items: root.querySelectorAll(itemsSelector).length,
    savedAt: Date.now(),
  };
}

export async function saveScreenSnapshot(uid: string, itemsSelector: string): Promise<void> {
  if (!('caches' in window)) return;
  const snapshot = takeScreenSnapshot(uid, itemsSelector);
  if (!snapshot) return;
  const cache = await caches.open(SNAPSHOT_CACHE);
  await cache.put(
    new Request(snapshot.path),
    new Response(JSON.stringify(snapshot), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** Where a screen's data stands, for its snapshot. */
export type ScreenData = 'loading' | 'shown' | 'confirmed';

/**
 * For a screen that keeps a snapshot: once its data is `shown` (Firestore's cache is enough)
 * the worker's snapshot gives way to it; once the server has `confirmed` it, a new snapshot
 * is taken a moment after each change (`version`) and when the person leaves the app.
 * `itemsSelector` counts what the screen lists.
 */
export function useScreenSnapshot(
  uid: string | null,
  data: ScreenData,
  version: unknown,
  itemsSelector: string,
): void {
  useEffect(() => {
    if (data !== 'loading') removeScreenSnapshot();
  }, [data]);

  useEffect(() => {
    if (data !== 'confirmed' || !uid) return;
    const save = () => {
      saveScreenSnapshot(uid, itemsSelector).catch((error: unknown) => {
        // The next start paints without a snapshot: slower, nothing lost.
        console.warn('Could not keep a snapshot of this screen.', error);
      });
    };
    const timer = window.setTimeout(save, SAVE_DELAY_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [uid, data, version, itemsSelector]);
}

/** A live list's state as a screen's data. */
export function screenDataOf(list: { status: string; fromCache?: boolean }): ScreenData {
  if (list.status === 'loading') return 'loading';
  return list.status === 'ready' && list.fromCache === false ? 'confirmed' : 'shown';
}
