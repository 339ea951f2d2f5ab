import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressPlugin } from './scripts/vite/precompress.ts';
import { prerenderLandingPlugin } from './scripts/vite/prerender-landing.ts';

// React, routing, data fetching and class merging: what every page runs.
const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@tanstack|tailwind-merge|clsx|class-variance-authority)[\\/]/;

// The installable app (docs/decisions/042-offline-field-capture.md): a Workbox service worker precaches the app shell,
// its lazy chunks, fonts and icons. Navigations go to the network (the server's signed-in shell and the prerendered
// landing page stay as they are) and fall back to the precached index.html only when there is no connection. /api is
// never cached by the worker except photo files (cache first: an uploaded photo never changes at its URL); the rep's
// data lives in IndexedDB (client/lib/offline). No skipWaiting: a new version takes over on the next visit, once no
// open tab runs the old one, so an open survey keeps the chunks it started with.
const pwa = VitePWA({
  injectRegister: null,
  registerType: 'prompt',
  manifest: {
    name: 'AquaSurvey Pro',
    short_name: 'AquaSurvey',
    description: 'Water-treatment facility surveys and proposals, on site, online or off.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#0e5f79',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,woff2,woff,svg,png,webmanifest}'],
    // The visitor's prerendered landing page is always asked of the network; compressed copies are the server's.
    globIgnores: ['landing.html', '**/*.br', '**/*.gz', '.vite/**'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: false,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/api/objects/uploads/photos/'),
        handler: 'CacheFirst',
        options: {
          // Emptied on sign-out (PHOTO_CACHE in client/features/offline/sign-out-guard.ts).
          cacheName: 'photos',
          expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

// Client build: the Fastify server serves dist/client in production; in development Vite proxies /api to it.
// After the bundle: landing.html prerendered, then .br/.gz copies of every text file (in this order).
export default defineConfig({
  plugins: [react(), tailwindcss(), pwa, prerenderLandingPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the landing bundle.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the server preloads a signed-in page's chunks from it (server/page-shell.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The runtime every page needs in one file: fewer requests on a first visit, better compression, and a
          // hash that changes only when these packages do, so returning browsers keep it across app releases.
          groups: [{ name: 'framework', test: FRAMEWORK_PACKAGES }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // Keep the browser's Host so the API's same-origin check sees the page's own origin (localhost:5173).
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
});
