/* global document, requestAnimationFrame -- a browser script, linted with the config for .js files */
// Starts a server-rendered page's app once the browser has painted the page
// (src/app/ssr/document.ts puts this script in place of the entry's).
// The entry is already downloading (its modulepreload link); evaluating it and
// starting hydration is the page's longest task, and a module script that is
// ready before the first frame runs before the browser paints.
const entry = document.querySelector('script[data-app-entry]')?.dataset.appEntry;
if (entry) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(entry);
  };
  // After the next frame; the timer covers a tab in the background, where frames wait.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
}
