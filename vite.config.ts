import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The web app manifest and the service worker (docs/pwa.md). Nothing user-specific
// is precached; runtime caches are deleted on sign-out (src/lib/clear-user-data.ts).
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      // We register with workbox-window ourselves (src/app/pwa) so the update
      // prompt is ours and no extra registerSW.js is injected.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png'],
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
        globIgnores: ['seed/**', 'screenshots/**', 'assets/us-cities-*.js', 'assets/us-zips-*.js'],
        runtimeCaching: [
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
            urlPattern: ({ request }) => request.destination === 'image',
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
        navigateFallback: '/index.html',
        // Firebase Hosting reserves /__/ (auth handler, init.json).
        navigateFallbackDenylist: [/^\/__\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/bundle-report.ts reads the manifest to measure each route's initial JavaScript.
    manifest: true,
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
});
