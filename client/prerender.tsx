import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from './app/app.tsx';

const landing = (
  <StrictMode>
    <App ssrPath="/" />
  </StrictMode>
);

/**
 * The landing page as a signed-out visitor's browser first renders it, lazy sections included; the build writes it
 * into landing.html. A first pass loads the lazy sections, so the second is complete markup without inline scripts.
 */
export async function renderLanding(): Promise<string> {
  await prerender(landing);
  return renderToString(landing);
}
