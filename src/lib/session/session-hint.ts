/**
 * Whether this browser had a signed-in session last time (a hint, never a permission):
 * a server-rendered page loads firebase/auth at once only for people likely to be signed
 * in, and otherwise after the page is interactive (SessionProvider). Nothing personal is
 * stored; it goes when the session ends.
 *
 * It is a first-party cookie, not local storage, because public/boot.js reads it on every
 * server-rendered page before anyone acts: `cookieStore.get` answers without blocking the
 * page, while a first `localStorage` read waits on the browser process (10–35 ms of the main
 * thread measured here, the largest part of a read-only page's blocking time; decision 0051).
 * The cookie is never read by the server.
 */
export const SESSION_HINT_COOKIE = 'spinbook_had_session';
/** The old hint, removed when the new one is written. */
const OLD_KEY = 'spinbook:had-session';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function hadSession(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);
}

export function rememberSession(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${SESSION_HINT_COOKIE}=${signedIn ? '1' : ''}; Path=/; SameSite=Lax${secure}; ` +
    `Max-Age=${signedIn ? ONE_YEAR_S : 0}`;
  try {
    localStorage.removeItem(OLD_KEY);
  } catch {
    // Storage refused (private mode): there is nothing to remove.
  }
}
