import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LiveAnnouncer } from '../components/live-region/LiveAnnouncer';
import { ToastProvider } from '../components/toast/ToastProvider';
import { SessionProvider } from '../lib/session/SessionProvider';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import type { createAppRouter } from './router';
import { appTheme } from './theme';

// Loaded only when needed: firebase/auth stays out of the entry chunk.
const endRevokedSession = () => {
  void import('../features/auth/api/end-revoked-session').then((m) => m.endRevokedSession());
};

/**
 * Everything around the router, the same on the server and in the browser, so a
 * server-rendered page hydrates into the tree that rendered it. The server renders the
 * signed-out view: the session loads in the browser after first paint.
 */
export function AppProviders({
  children,
  serverRendered = false,
}: {
  children: ReactNode;
  /** The page came from the server (see SessionProvider's deferAuth). */
  serverRendered?: boolean;
}) {
  return (
    // noSsr: the scheme is chosen by a CSS media query, so the server and the browser
    // render the same markup, and the provider needs no "now on the client" re-render. That
    // re-render was a context change above every Suspense boundary right after hydration,
    // which forced React to hydrate the rest of the page synchronously: one long task.
    <ThemeProvider theme={appTheme()} noSsr>
      <ReadyMarker />
      <CssBaseline enableColorScheme />
      <SessionProvider onSessionEnded={endRevokedSession} deferAuth={serverRendered}>
        <LiveAnnouncer>
          <ToastProvider>
            {children}
            <UpdatePrompt />
          </ToastProvider>
        </LiveAnnouncer>
      </SessionProvider>
    </ThemeProvider>
  );
}

/**
 * Marks the page as taken over by the app (`<html data-app-ready>`): a server-rendered page
 * shows its content before its buttons work, and the end-to-end tests wait for this.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

export function App({
  router,
  serverRendered = false,
}: {
  router: ReturnType<typeof createAppRouter>;
  serverRendered?: boolean;
}) {
  return (
    <AppProviders serverRendered={serverRendered}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
