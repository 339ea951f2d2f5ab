import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Client build: the Fastify server serves dist/client in production; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      // Keep the browser's Host so the API's same-origin check sees the page's own origin (localhost:5173).
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
});
