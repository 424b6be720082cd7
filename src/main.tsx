import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { App } from './app/App';
import { createAppRouter, routeObjects } from './app/router';
import { createBrowserEmotionCache } from './app/ssr/emotion-styles';
import { HYDRATION_DATA_ID } from './app/ssr/page-server';
import { appTheme } from './app/theme';
// First, so the browser's one-time install offer is never missed.
import './app/pwa/install-prompt';

const container = document.getElementById('root');
if (!container) throw new Error('The page lacks #root');

/**
 * The lazy routes the server rendered must be loaded before hydrating: the router would
 * otherwise start uninitialised and render its fallback, not the server's HTML.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    const resolved = await route.lazy();
    Object.assign(route, resolved, { lazy: undefined });
  }
}

/** The router state a server-rendered page carries (src/app/ssr/entry-server.tsx). */
function readHydrationData(): HydrationState | null {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : null;
}

const hydrationData = readHydrationData();
if (hydrationData) {
  const routesLoaded = loadMatchedRoutes(routeObjects);
  // The theme in a task of its own, while the route's code downloads, so neither this
  // task nor the one that starts hydration grows by it.
  setTimeout(appTheme, 0);
  void routesLoaded.then(() => {
    // As a transition, hydration is interruptible: React works in slices of a few
    // milliseconds and lets input through in between, instead of one long task. The page
    // is already on screen, so nothing waits for it.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <CacheProvider value={createBrowserEmotionCache()}>
            <App router={createAppRouter({ hydrationData })} serverRendered />
          </CacheProvider>
        </StrictMode>,
        {
          // A mismatch means the server and the browser rendered different pages: say so
          // plainly (the e2e tests fail on any console error).
          onRecoverableError: (error) => console.error('Hydration error', error),
        },
      );
    });
  });
} else {
  // The app shell: a signed-in page, or any page while offline.
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
