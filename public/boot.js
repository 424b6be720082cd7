/* global document, requestAnimationFrame, location, window, MutationObserver, Element -- a browser script, linted with the config for .js files */
// Starts a server-rendered page's app (src/app/ssr/document.ts puts this script in place of
// the entry's). The page is complete and readable without the code; the code makes it
// interactive, and loading it (React, the router, MUI: about 300 ms of a phone's main thread)
// is the page's only long work. So it runs when the visitor shows they are there: a scroll, a
// touch, a key, the mouse moving, a click (decision 0035). A tap on a button before then is
// played again once the app has started; a link keeps its own navigation. Someone signed in
// last time (the session hint, src/lib/session/session-hint.ts) gets the app at once, after
// the first screen: their page differs from the one the server sent.
const IMAGE_WAIT_MS = 2500;
const script = document.querySelector('script[data-app-entry]');
const entry = script?.dataset.appEntry;

// The browser's install offer comes once, possibly before the app runs: kept for it
// (src/app/pwa/install-prompt.ts takes it over).
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.__spinbookInstallOffer = event;
});

// A first visit: note this page and its images (the record and its limits are
// src/app/pwa/pages-seen.ts's), install the service worker, and once it controls the page
// ask it to keep them, so this visit survives going offline even if the app never started.
const SEEN_KEY = 'spinbook:seen-before-worker';
const firstVisit = 'serviceWorker' in navigator && !navigator.serviceWorker.controller;
const note = (seen, addImages) => {
  const add = (list, href, max) => list.includes(href) || list.length >= max || list.push(href);
  add(seen.pages, location.href.split('#')[0], 50);
  if (addImages) {
    for (const img of document.images) {
      if (/^https?:/.test(img.currentSrc)) add(seen.images, img.currentSrc, 300);
    }
  }
  return seen;
};
const remember = (addImages) => {
  try {
    const seen = note(
      JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? 'null') ?? { pages: [], images: [] },
      addImages,
    );
    sessionStorage.setItem(SEEN_KEY, JSON.stringify(seen));
    return seen;
  } catch {
    // Storage blocked: the app notes what it can once it starts.
    return null;
  }
};
// A visit's first page (no page of this site before it) has no record to read: its own
// entries need no storage, so a visitor who only reads it makes none.
const cameFromThisSite = () => {
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
};
if (firstVisit) {
  // The record is written when the page is left or the worker takes over, not in this first
  // task: a browser's first use of sessionStorage or localStorage waits on its browser
  // process (1–15 ms of the main thread on a 2-core machine, decision 0036).
  window.addEventListener('pagehide', () => remember(true));
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // The app's own registration (UpdatePrompt) reports failures.
    });
  });
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const seen = cameFromThisSite() ? remember(true) : note({ pages: [], images: [] }, true);
      if (!seen || window.__spinbookCacheUrlsSent) return;
      window.__spinbookCacheUrlsSent = true;
      // The same entries as pages-seen.ts's urlsToCache: pages as the worker's page route
      // takes them, images of any origin as opaque answers.
      const urlsToCache = [
        ...seen.pages.map((href) => [href, { headers: { Accept: 'text/html' } }]),
        ...seen.images.map((href) => [href, { mode: 'no-cors' }]),
      ];
      navigator.serviceWorker.controller?.postMessage({
        type: 'CACHE_URLS',
        payload: { urlsToCache },
      });
    },
    { once: true },
  );
}

if (entry) {
  const INTENT = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'];
  const LISTENING = { capture: true, passive: true };
  let started = false;
  // Chromium also sends a mousemove, without any movement, when the page's layout changes
  // under a resting cursor (a headless browser's sits at 0,0): only a moving mouse counts.
  const moved = (event) => (event.movementX || event.movementY) && start();
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) window.removeEventListener(type, start, LISTENING);
    window.removeEventListener('mousemove', moved, LISTENING);
    // The entry's own imports, fetched alongside it rather than after it.
    for (const href of (script.dataset.appPreload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(entry);
  };

  // A button, tab or menu item clicked before the app runs has no handler yet: the click is
  // held and given again once the app has hydrated (App.tsx's ReadyMarker marks <html>).
  // Hydration keeps the server's elements, so the same element receives it.
  const ACTIONS = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="option"]';
  const appReady = () => document.documentElement.hasAttribute('data-app-ready');
  let held = null;
  document.addEventListener(
    'click',
    (event) => {
      if (appReady() || !event.isTrusted || !(event.target instanceof Element)) return;
      const action = event.target.closest(ACTIONS);
      if (!action || action.closest('a[href]')) return;
      // A submit button would send its form the old way, without the app's checks.
      event.preventDefault();
      const first = held === null;
      held = action;
      start();
      if (!first) return;
      const observer = new MutationObserver(() => {
        if (!appReady()) return;
        observer.disconnect();
        const target = held;
        held = null;
        if (target?.isConnected) target.click();
      });
      observer.observe(document.documentElement, { attributes: true });
    },
    true,
  );

  // The session hint is a cookie (src/lib/session/session-hint.ts) read with the Cookie Store
  // API, which answers without blocking the page; a first localStorage read waits on the
  // browser process (10–35 ms of the main thread here, decision 0051). Where the API is
  // missing, document.cookie is read once the page has loaded.
  const HINT = 'spinbook_had_session';
  const readHint = () =>
    'cookieStore' in window
      ? window.cookieStore.get(HINT).then(
          (cookie) => cookie?.value === '1',
          () => false,
        )
      : new Promise((resolve) =>
          window.addEventListener(
            'load',
            () => resolve(document.cookie.split('; ').includes(`${HINT}=1`)),
            { once: true },
          ),
        );
  const startIfHadSession = (hadSession) => {
    if (!hadSession) return;
    // The navigation bar shows its session placeholder, not Sign In (SessionControls).
    document.documentElement.setAttribute('data-had-session', '');
    // Its download waits for the first screen's images (every <img> not loading lazily; the
    // largest paint is one of them), and its evaluation for the frame that shows them. A
    // slow image holds it back at most IMAGE_WAIT_MS.
    const settled = (img) =>
      img.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          });
    const firstScreen = [...document.images].filter((img) => img.loading !== 'lazy');
    void Promise.race([
      Promise.all(firstScreen.map(settled)),
      new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS)),
    ]).then(() => {
      // After the next frame; the timer covers a tab in the background, where frames wait.
      requestAnimationFrame(() => setTimeout(start, 0));
      setTimeout(start, 500);
    });
  };
  void readHint().then(startIfHadSession);
  for (const type of INTENT) window.addEventListener(type, start, LISTENING);
  window.addEventListener('mousemove', moved, LISTENING);
}
