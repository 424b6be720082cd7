/**
 * The browser's install offer. Chromium fires `beforeinstallprompt` once, often
 * before React has mounted, so it is captured from the first module that runs
 * (main.tsx imports this file; on a server-rendered page public/boot.js, before the app
 * starts) and kept until the app shows its own button.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOption =
  /** The browser can install: the button calls its prompt. */
  | 'prompt'
  /** iOS Safari has no prompt: the button explains Share → Add to Home Screen. */
  | 'ios-instructions'
  /** Already installed, or the browser offers nothing. */
  | 'none';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  // A server-rendered page's public/boot.js keeps an offer that came before this module ran.
  const early = (window as { __spinbookInstallOffer?: BeforeInstallPromptEvent })
    .__spinbookInstallOffer;
  if (early) deferred = early;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; the footer offers "Install app".
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

export function subscribeInstallOption(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface Environment {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
}

function currentEnvironment(): Environment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints,
    standalone:
      nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}

/** iPhone/iPad Safari (iPadOS reports a Mac user agent with touch), not another iOS browser. */
export function isIosSafari({ userAgent, maxTouchPoints }: Omit<Environment, 'standalone'>) {
  const ios =
    /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

export function installOption(env: Environment = currentEnvironment()): InstallOption {
  if (installed || env.standalone) return 'none';
  if (deferred) return 'prompt';
  return isIosSafari(env) ? 'ios-instructions' : 'none';
}

/** Shows the browser's install dialog; resolves true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // A prompt can be shown only once per event.
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
