import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadSignedInRoutes } from './app/routes.tsx';
import { takeServedFrame } from './app/served-frame.tsx';
import { hasSignedInHint } from './lib/session-hint.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The service worker (offline app shell) registers once the page has loaded, never competing with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    const register = () =>
      void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    if (window.requestIdleCallback) window.requestIdleCallback(register, { timeout: 5000 });
    else window.setTimeout(register, 2000);
  });
}

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
  // A signed-in page's frame stays on screen: React's first commit replaces it with the same markup (its Suspense
  // fallback, app/served-frame.tsx), so the first paint is the page's header and nothing blanks in between.
  if (!takeServedFrame(root)) root.replaceChildren();
  createRoot(root).render(app);
}
