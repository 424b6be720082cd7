import type { ToastOptions } from './toast-context';

const KEY = 'spinbook.toastAfterReload';

/** Keeps a toast for the next page load (e.g. sign-out, which reloads the app). */
export function showToastAfterReload(toast: ToastOptions): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // Storage unavailable: the message is lost, the action itself still happened.
  }
}

/** The toast left by the previous page, once; null when there is none. */
export function takeToastAfterReload(): ToastOptions | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    window.sessionStorage.removeItem(KEY);
    const parsed = JSON.parse(raw) as Partial<ToastOptions>;
    return typeof parsed.title === 'string' ? (parsed as ToastOptions) : null;
  } catch {
    return null;
  }
}
