import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../App';
import { routeObjects } from '../router';
import { createServerEmotionCache, markServerStyles } from './emotion-styles';
import type { PageServer } from './page-server';

/**
 * The server side of issue 22: one public page as complete HTML. The same route objects
 * and components as the browser's, rendered by React Router's static handler with the
 * data the route's loader read through `pageServer`; the hydration data (the loader's
 * seeds) travels in the page, and the page's critical CSS (emotion) is inlined.
 */
export interface RenderedPage {
  status: number;
  /** The body of #root. */
  html: string;
  /** <style> tags for the head: only the rules this page uses. */
  styles: string;
  /**
   * The router's hydration state as JSON, for a `<script type="application/json">`: the
   * Content-Security-Policy allows no inline script, so StaticRouterProvider's own inline
   * hydration script cannot be used (main.tsx reads this one).
   */
  hydration: string;
  /** A loader failed: the caller serves the app shell instead, which loads in the browser. */
  failed: boolean;
  /** Set when the router answered with a redirect instead of a page. */
  redirect?: { status: number; location: string };
}

// Built once per server instance: the route objects are static.
const handler = createStaticHandler(routeObjects);

export async function renderPage(request: Request, pageServer: PageServer): Promise<RenderedPage> {
  const context = await handler.query(request, { requestContext: pageServer });
  if (context instanceof Response) {
    return {
      status: context.status,
      html: '',
      styles: '',
      hydration: 'null',
      failed: false,
      redirect: { status: context.status, location: context.headers.get('Location') ?? '/' },
    };
  }
  if (context.errors) return { status: 500, html: '', styles: '', hydration: 'null', failed: true };
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createServerEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders serverRendered>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  const styles = markServerStyles(
    emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  );
  const hydration = JSON.stringify({ loaderData: context.loaderData, actionData: null });
  return { status: context.statusCode, html, styles, hydration, failed: false };
}
