import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { PageFrames } from '#shared/page-modules.ts';
import type { ClientPath } from '#shared/routes.ts';
import { App } from './app/app.tsx';
import { FIRST_NAME_SLOT, FRAMED_PATHS, SignedInFrame } from './app/signed-in-frame.tsx';

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

function renderFrame(path: ClientPath, firstName?: string): string {
  // An address of the pattern, so the bar's links are highlighted as on the page (`:id` never shows).
  const ssrPath = path.replace(/:[a-z]+/gi, '1');
  return renderToString(
    <Router ssrPath={ssrPath}>
      <SignedInFrame path={path} firstName={firstName} />
    </Router>,
  );
}

/** Each signed-in page's frame, drawn by the components the pages use, with no user data. */
export function renderPageFrames(): PageFrames {
  return {
    byPath: Object.fromEntries(FRAMED_PATHS.map((path) => [path, renderFrame(path)])),
    dashboardNamed: renderFrame('/', FIRST_NAME_SLOT),
    firstNameSlot: FIRST_NAME_SLOT,
  };
}
