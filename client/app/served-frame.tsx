import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PAGE_FRAME_ATTRIBUTE } from '#shared/page-modules.ts';

// A signed-in page's HTML carries the page's frame already drawn (the app shell's bar, the page header and its
// placeholders, rendered at build from the same components: client/app/signed-in-frame.tsx, decision 039), so
// the browser paints it before any script has run. React's first commit clears #root; until the route tables, the
// shell and the page have loaded, their Suspense fallbacks draw that same markup again, so the screen never goes
// blank or changes while the code arrives.

let served: { path: string; page: string; main: string } | null = null;

/** Keeps the frame the server put in #root (call before React renders into it); false when there is none. */
export function takeServedFrame(root: HTMLElement): boolean {
  const frame = root.querySelector(`:scope > [${PAGE_FRAME_ATTRIBUTE}]`);
  if (!frame) return false;
  served = {
    path: window.location.pathname,
    page: frame.outerHTML,
    main: frame.querySelector('main')?.innerHTML ?? '',
  };
  return true;
}

/**
 * The served frame as a Suspense fallback: the whole page (`page`, before the app shell has loaded) or what its main
 * column holds (`main`, inside the shell); `otherwise` on any other path than the one it was served for.
 */
export function ServedFrame({ part, otherwise = null }: { part: 'page' | 'main'; otherwise?: ReactNode }) {
  const [location] = useLocation();
  if (!served || served.path !== location) return otherwise;
  // The markup the server sent in this page's HTML: rendered at build, with no user data but the escaped first name.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own frame, already parsed once by the browser.
  return <div className="contents" dangerouslySetInnerHTML={{ __html: served[part] }} />;
}
