import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/vite/precompress.ts';
import { prerenderLandingPlugin } from './scripts/vite/prerender-landing.ts';

// React, routing, data fetching and class merging: what every page runs.
const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|@tanstack|tailwind-merge|clsx|class-variance-authority)[\\/]/;

// Client build: the Fastify server serves dist/client in production; in development Vite proxies /api to it.
// After the bundle: landing.html prerendered, then .br/.gz copies of every text file (in this order).
export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderLandingPlugin(), precompressPlugin()],
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
