import { lazy, Suspense, useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { urlsToCache } from './pages-seen';

const UpdateSnackbar = lazy(() => import('./UpdateSnackbar'));

/**
 * Registers the service worker (production builds only) and offers a reload
 * when a new version is waiting, instead of silently mixing old and new code.
 */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('waiting', () => setWaiting(wb));
      // A first install takes control at once (clientsClaim, vite.config.ts) and keeps
      // what this visit showed before it did, so a first visit survives going offline.
      // Later versions wait for the prompt below.
      wb.addEventListener('activated', (event) => {
        if (event.isUpdate) return;
        // public/boot.js asks first on a server-rendered page, before the app may run.
        const sent = (window as { __spinbookCacheUrlsSent?: boolean }).__spinbookCacheUrlsSent;
        if (sent) return;
        (window as { __spinbookCacheUrlsSent?: boolean }).__spinbookCacheUrlsSent = true;
        void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urlsToCache() } });
      });
      wb.register().catch((error: unknown) =>
        console.warn('Service worker registration failed', error),
      );
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const reload = () => {
    if (!waiting) return;
    waiting.addEventListener('controlling', () => window.location.reload());
    waiting.messageSkipWaiting();
  };

  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar onReload={reload} />
    </Suspense>
  );
}
