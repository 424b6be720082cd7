import { useEffect, useState } from 'react';
import { hadSession } from '../session/session-hint';

/**
 * When a server-rendered page may load the live layer (the Firestore SDK and its
 * listeners). Its first paint already shows the page's data, so the SDK waits until the
 * person first interacts (a tap, a key, a scroll) or the page has been quiet for
 * QUIET_MS, whichever comes first (docs/decisions/0025). Waiting for a quiet page keeps
 * the SDK's start-up work off the main thread while the page becomes interactive: on a
 * mid-range phone it is several long tasks. Once reached, it stays reached for the tab,
 * so pages opened afterwards listen at once. Someone who was signed in last time is a
 * returning user of the app, not a first visit: for them it is reached from the start.
 */
export const QUIET_MS = 5_000;

const FIRST_USE = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

let reached = typeof window !== 'undefined' && hadSession();
const waiting = new Set<() => void>();
let armed = false;

function reach() {
  if (reached) return;
  reached = true;
  FIRST_USE.forEach((type) => window.removeEventListener(type, reach, true));
  waiting.forEach((notify) => notify());
  waiting.clear();
}

function arm() {
  if (armed) return;
  armed = true;
  FIRST_USE.forEach((type) =>
    window.addEventListener(type, reach, { capture: true, passive: true }),
  );
  const idle = (done: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(done, { timeout: QUIET_MS })
      : globalThis.setTimeout(done, 0);
  window.setTimeout(() => idle(reach), QUIET_MS);
}

/** Marks the live layer as wanted now (a page rendered in the browser has no seed to show). */
export function markInteractive(): void {
  if (typeof window !== 'undefined') reach();
}

/** False on the server and until the moment above; `wanted` false keeps it false. */
export function useAfterInteractive(wanted: boolean): boolean {
  // On the server and while hydrating `reached` is false; a page the browser renders later
  // starts true, so its listeners open at once.
  const [now, setNow] = useState(() => typeof window !== 'undefined' && reached);
  useEffect(() => {
    if (!wanted || now) return undefined;
    const notify = () => setNow(true);
    if (reached) {
      notify();
      return undefined;
    }
    waiting.add(notify);
    arm();
    return () => {
      waiting.delete(notify);
    };
  }, [wanted, now]);
  return wanted && now;
}
