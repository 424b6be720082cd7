/**
 * Whether this browser had a signed-in session last time (a hint, never a permission):
 * a server-rendered page loads firebase/auth at once only for people likely to be signed
 * in, and otherwise after the page is interactive (SessionProvider). Nothing personal is
 * stored; it goes when the session ends.
 */
const KEY = 'spinbook:had-session';

export function hadSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the hint is only an optimisation.
  }
}
