import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The manifest and service worker are deliberately basic here; issue
// "PWA and performance" completes them (screenshots, shortcuts, runtime caching).
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
        start_url: '/',
        scope: '/',
        display: 'standalone',
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
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Seeded DJ photos are content, not app shell: cached when seen (below).
        globIgnores: ['seed/**'],
        runtimeCaching: [
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
