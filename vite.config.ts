import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import { build as bundle } from 'rolldown';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** How long a navigation waits for the network before the saved copy answers. */
const NAVIGATION_TIMEOUT_S = 3;

/** Where the server bundle goes: inside the functions codebase, which deploys it. */
const SSR_OUT_DIR = 'functions/ssr-dist';

/**
 * The client build's HTML is the app shell, not a page for `/`: Hosting serves an exact
 * static file before any rewrite, so a dist/index.html would hide the server-rendered home
 * page. It ships as app-shell.html (Hosting's fallback for signed-in pages, the service
 * worker's offline fallback, and the ssr function's template).
 */
function appShellHtml(): Plugin {
  return {
    name: 'spinbook-app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: page.source });
      delete bundle['index.html'];
    },
  };
}

/**
 * What the app adds to the service worker (src/app/pwa/worker-addons.ts: the push and
 * notification-click handlers, docs/pwa.md "Push in the one worker", and the screens' first
 * paint from their snapshots, decision 0057), for workbox's generated sw.js to importScripts.
 * importScripts loads classic scripts only, so the module is bundled on its own into one
 * IIFE. Its name carries a hash of its content: sw.js then names a new file whenever the
 * handlers change, and its own bytes change with it, which is what makes browsers install
 * an update (not all of them compare imported scripts). vite-plugin-pwa generates sw.js in
 * closeBundle, after generateBundle has set the name (`scriptName`).
 */
function appWorker(): Plugin & { scriptName: () => string } {
  let fileName: string | null = null;
  return {
    name: 'spinbook-app-worker',
    apply: 'build',
    async generateBundle() {
      const { output } = await bundle({
        input: 'src/app/pwa/worker-addons.ts',
        platform: 'browser',
        write: false,
        output: { format: 'iife', minify: true },
      });
      const [chunk] = output;
      if (output.length !== 1 || chunk?.type !== 'chunk') {
        throw new Error('worker-addons.ts must bundle into one script');
      }
      const hash = createHash('sha256').update(chunk.code).digest('hex').slice(0, 8);
      fileName = `app-worker-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
    scriptName() {
      if (!fileName) throw new Error('The app worker was not built before sw.js');
      return `/${fileName}`;
    },
  };
}

/** The server bundle's template is the client build's shell (build the client first). */
function copyTemplate(): Plugin {
  return {
    name: 'spinbook-ssr-template',
    apply: 'build',
    closeBundle() {
      mkdirSync(SSR_OUT_DIR, { recursive: true });
      copyFileSync('dist/app-shell.html', `${SSR_OUT_DIR}/template.html`);
    },
  };
}

/**
 * `vite build --ssr src/app/ssr/server.ts`: the pages' React components for the ssr
 * function, one self-contained ES module tree (dependencies inlined, since the functions
 * codebase installs only its own few packages). The browser-only SDKs stay external: the
 * server never loads them (the live layer is a dynamic import that only runs in browsers).
 */
const ssrConfig: UserConfig = {
  plugins: [react(), copyTemplate()],
  // An SSR build leaves process.env.NODE_ENV to run time, and the function runs without it:
  // the inlined React and MUI would take their development paths. MUI then labels every
  // emotion class (css-1wlf9tw-MuiPaper-root), the browser's production build computes
  // css-1wlf9tw, and hydration re-inserts the whole page's CSS (~400 rules) in one long task.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: {
    noExternal: true,
    external: ['firebase', 'firebase-admin', 'workbox-window'],
  },
  build: {
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    copyPublicDir: false,
    rolldownOptions: {
      external: [/^firebase(\/|$)/, /^firebase-admin(\/|$)/, /^workbox-window$/],
      output: {
        format: 'es',
        entryFileNames: '[name].mjs',
        chunkFileNames: 'chunks/[name]-[hash].mjs',
      },
    },
  },
};

// The web app manifest and the service worker (docs/pwa.md). Nothing user-specific
// is precached; runtime caches are deleted on sign-out (src/lib/clear-user-data.ts).
const appWorkerScript = appWorker();
const clientConfig: UserConfig = {
  plugins: [
    react(),
    appShellHtml(),
    appWorkerScript,
    VitePWA({
      registerType: 'prompt',
      // We register with workbox-window ourselves (src/app/pwa) so the update
      // prompt is ours and no extra registerSW.js is injected.
      injectRegister: false,
      // The fallback pictures of a DJ without a photo or cover, for cards seen offline.
      includeAssets: ['icons/pwa-48.png', 'icons/apple-touch-icon.png', 'images/*.webp'],
      integration: {
        // Just before workbox writes sw.js: the push handlers' hashed name is known by then.
        beforeBuildServiceWorker(options) {
          const scripts = options.workbox.importScripts ?? [];
          options.workbox.importScripts = [...scripts, appWorkerScript.scriptName()];
        },
      },
      manifest: {
        name: 'Spinbook — Book pro DJs instantly',
        short_name: 'Spinbook',
        description:
          'Find, book and pay professional DJs for parties, weddings and events. DJs apply, get booked and get paid.',
        id: '/',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        categories: ['entertainment', 'music', 'lifestyle'],
        theme_color: '#6d28d9',
        background_color: '#120b24',
        icons: [
          { src: '/icons/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/pwa-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        // Captured from the served build by scripts/capture-screenshots.ts.
        screenshots: [
          {
            src: '/screenshots/discover-narrow.png',
            sizes: '720x1480',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Find verified DJs near you',
          },
          {
            src: '/screenshots/profile-narrow.png',
            sizes: '720x1480',
            type: 'image/png',
            form_factor: 'narrow',
            label: "A DJ's profile, rates and reviews",
          },
          {
            src: '/screenshots/home-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Book pro DJs instantly',
          },
        ],
        shortcuts: [
          {
            name: 'Discover DJs',
            short_name: 'Discover',
            url: '/discover',
            icons: [{ src: '/icons/pwa-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'My Bookings',
            short_name: 'Bookings',
            url: '/bookings',
            icons: [{ src: '/icons/pwa-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Messages',
            short_name: 'Messages',
            url: '/messages',
            icons: [{ src: '/icons/pwa-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Seeded DJ photos are content, not app shell: cached when seen (below).
        // Manifest screenshots are for install dialogs only.
        // The offline gazetteer (decision 0022) is only for people who type a place:
        // not precached at install, kept once fetched (runtimeCaching below).
        // The push handlers are part of the worker: the browser stores an imported script
        // with the worker's version, so a precached copy would only be kept twice.
        globIgnores: [
          'seed/**',
          'screenshots/**',
          'assets/us-cities-*.js',
          'assets/us-zips-*.js',
          'app-worker-*.js',
        ],
        runtimeCaching: [
          {
            // Firebase Hosting reserves /__/ (auth handler, init.json).
            // isPageRequest: a navigation, or a page a first visit saw before the worker
            // controlled it (CACHE_URLS from src/app/pwa/pages-seen.ts asks for text/html).
            urlPattern: ({ request, url, sameOrigin }) =>
              !url.pathname.startsWith('/__/') &&
              (request.mode === 'navigate' ||
                (sameOrigin &&
                  request.destination === '' &&
                  request.headers.get('Accept') === 'text/html')),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'spinbook-pages',
              networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
              expiration: { maxEntries: 50, maxAgeSeconds: 30 * 24 * 60 * 60 },
              // A DJ Not Found page (404) is not kept: the DJ may be approved tomorrow.
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: '/app-shell.html' },
            },
          },
          {
            // Hashed file names, so CacheFirst never serves a stale gazetteer.
            urlPattern: ({ url }) => /\/assets\/us-(cities|zips)-[\w-]+\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'spinbook-gazetteer',
              expiration: { maxEntries: 4, maxAgeSeconds: 365 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // Profile photos and covers a visitor has seen stay available offline.
            // An image a first visit loaded before the worker controlled it comes as a
            // CACHE_URLS request (no destination): known by its file type.
            urlPattern: ({ request, url }) =>
              request.destination === 'image' ||
              (request.destination === '' &&
                request.mode === 'no-cors' &&
                /\.(avif|webp|jpe?g|png|gif|svg)$/i.test(url.pathname)),
            handler: 'CacheFirst',
            options: {
              cacheName: 'spinbook-images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // Web fonts, should a page or embed load any: versioned files, safe to keep.
            urlPattern: ({ request }) => request.destination === 'font',
            handler: 'CacheFirst',
            options: {
              cacheName: 'spinbook-fonts',
              expiration: { maxEntries: 30, maxAgeSeconds: 365 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
        // Pages come from the network first (docs/pwa.md): a precached shell answering
        // every navigation would hide the server-rendered pages. Offline, or when the
        // network is slower than NAVIGATION_TIMEOUT_S, the copy of that page this device
        // last saw answers (a visited DJ profile carries its own data), else the app shell.
        navigateFallback: null,
        // The first install controls the page it installed from at once, so that visit's
        // pages are kept (src/app/pwa/pages-seen.ts). An update still waits for the
        // visitor's Reload: skipWaiting stays off (registerType 'prompt').
        clientsClaim: true,
        navigationPreload: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/bundle-report.ts reads the manifest to measure each route's initial JavaScript.
    manifest: true,
    // No preload helper: it appended a <link rel=modulepreload> per chunk a lazy route needs
    // (50 on /discover), in one loop, in the task that starts hydration: about 25 ms of a
    // phone's main thread at 4x (decision 0025). The browser fetches a module's imports as
    // soon as it parses it, off the main thread; the price is a round trip per level of
    // the chunk graph, after the page has painted.
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        // src/domain is pure (ESLint forbids Firebase/React there), so a route that
        // imports one helper from its barrel must not also get every yup schema the
        // barrel builds at module scope. Everything else keeps the default rules.
        moduleSideEffects: [{ test: /[\\/]src[\\/]domain[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry needs statically (React, router, MUI core,
              // the shell) in one chunk: routes sharing parts of it would
              // otherwise split it into many small chunks, which cost more
              // gzip bytes and requests on the first visit.
              name: 'shell',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
  },
  preview: {
    port: 4173,
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrConfig : clientConfig));
