import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadSignedInRoutes } from './app/routes.tsx';
import { hasSignedInHint } from './lib/session-hint.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// landing.html carries the landing page prerendered at build: a signed-out visitor's first render matches it, so
// React adopts that markup. Anywhere else (or a browser that holds a session) the page renders from scratch.
if (root.firstElementChild && window.location.pathname === '/' && !hasSignedInHint()) {
  hydrateRoot(root, app);
} else {
  // A browser with a session fetches its route tables while GET /api/user is on its way.
  if (hasSignedInHint()) void loadSignedInRoutes();
  root.replaceChildren();
  createRoot(root).render(app);
}
