/**
 * The two things these tabs do to the browser itself, in one module so component tests can
 * replace them (jsdom can neither navigate nor download).
 */

/**
 * Leaves for a Stripe-hosted page in this tab. Not a new tab: the URL arrives after an
 * await, and browsers (Safari, Firefox with strict settings) block a window.open that no
 * longer runs inside the click. Stripe's onboarding comes back to the tab by its return URL,
 * and the Express dashboard has its own link back.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/** How long the download's object URL stays valid (a browser may read it after the click). */
const REVOKE_AFTER_MS = 60_000;

/** Saves `text` as a file called `name` (a Blob and an object URL, no server round trip). */
export function downloadFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark makes Excel read the file as UTF-8 (clients' names with accents).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
