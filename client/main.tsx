import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
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
  // As a transition React hydrates in small slices, so a slow phone never sees one long blocking task (clicks
  // made meanwhile are replayed once their part is hydrated).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // A browser with a session fetches its route tables while GET /api/user is on its way.
  if (hasSignedInHint()) void loadSignedInRoutes();
  root.replaceChildren();
  createRoot(root).render(app);
}
