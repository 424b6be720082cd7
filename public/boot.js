/* global document, requestAnimationFrame, location, window -- a browser script, linted with the config for .js files */
// Starts a server-rendered page's app once the page's first screen has painted
// (src/app/ssr/document.ts puts this script in place of the entry's).
// The page is readable without the code: the code makes it interactive. So its download
// waits for the first screen's images (every <img> not loading lazily; the largest paint is
// one of them), which then get a phone's bandwidth to themselves, and its evaluation, the
// page's longest task, waits for the frame that shows them. A slow image holds it back
// at most IMAGE_WAIT_MS.
const IMAGE_WAIT_MS = 2500;
const script = document.querySelector('script[data-app-entry]');
const entry = script?.dataset.appEntry;
if (entry) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
  const settled = (img) =>
    img.complete
      ? Promise.resolve()
      : new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        });
  const firstScreen = [...document.images].filter((img) => img.loading !== 'lazy');
  const imagesShown = Promise.race([
    Promise.all(firstScreen.map(settled)),
    new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS)),
  ]);
  void imagesShown.then(() => {
    // After the next frame; the timer covers a tab in the background, where frames wait.
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 500);
  });
}

// A first visit may follow a link here before the app starts, and the service worker
// installs only once it has: note this page and its images for it (the record and its
// limits are src/app/pwa/pages-seen.ts's, which sends them to the worker).
if (!navigator.serviceWorker?.controller) {
  const SEEN_KEY = 'spinbook:seen-before-worker';
  const note = (list, href, max) => list.includes(href) || list.length >= max || list.push(href);
  const remember = (addImages) => {
    try {
      const seen = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? 'null') ?? {
        pages: [],
        images: [],
      };
      note(seen.pages, location.href.split('#')[0], 50);
      if (addImages) {
        for (const img of document.images) {
          if (/^https?:/.test(img.currentSrc)) note(seen.images, img.currentSrc, 300);
        }
      }
      sessionStorage.setItem(SEEN_KEY, JSON.stringify(seen));
    } catch {
      // Storage blocked: the app notes what it can once it starts.
    }
  };
  remember(false);
  window.addEventListener('pagehide', () => remember(true));
}
