import type { ClientPath } from './routes.ts';

// The source module of each signed-in page, as client/app/signed-in-routes.tsx imports it: the server looks them up
// in the build's manifest to send `<link rel="modulepreload">` for the page a signed-in browser opens, so its code
// arrives with the HTML instead of after three rounds of lazy imports (docs/decisions/039-fast-signed-in-pages.md).

/** The route tables every signed-in page starts from, and the frame around its pages. */
export const SIGNED_IN_FRAME_MODULES = [
  'client/app/signed-in-routes.tsx',
  'client/features/shell/app-shell.tsx',
];

/**
 * A regular user's page modules by route (an admin's tables differ: only the frame is preloaded for them). The
 * public pages (`/p/:token`, a shared proposal: decision 040) are not listed: they need no sign-in.
 */
export const USER_PAGE_MODULES: Partial<Record<ClientPath, string>> = {
  '/': 'client/features/dashboard/components/dashboard-page.tsx',
  '/surveys': 'client/features/surveys/components/surveys-page.tsx',
  '/new-survey': 'client/features/surveys/components/survey-wizard-page.tsx',
  '/edit-survey/:id': 'client/features/surveys/components/survey-wizard-page.tsx',
  '/survey-report/:id': 'client/features/report/components/survey-report-page.tsx',
  '/proposals': 'client/features/proposals/components/proposals-page.tsx',
  '/proposals/:id': 'client/features/proposals/components/proposal-detail-page.tsx',
  '/proposal-generator': 'client/features/proposals/components/proposal-generator-page.tsx',
  '/follow-ups': 'client/features/follow-ups/components/follow-ups-page.tsx',
  '/settings': 'client/features/settings/settings-page.tsx',
  '/payment-methods': 'client/features/payment-methods/payment-methods-page.tsx',
};

/** The id of the JSON block in a signed-in page's HTML that carries the signed-in user (GET /api/user's answer). */
export const SESSION_USER_ELEMENT_ID = 'aqs-session-user';

/** The attribute on the root of the page frame a signed-in page's HTML carries in #root (decision 039). */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';

/** Where the build writes the page frames, under dist/client, beside Vite's manifest: server/page-shell.ts reads it. */
export const PAGE_FRAMES_FILE = ['.vite', 'page-frames.json'] as const;

/** The signed-in pages' frames the build renders (client/prerender.tsx) for the server to send (decision 039). */
export interface PageFrames {
  /** The frame of each framed page path: markup for #root, with no user data. */
  byPath: Partial<Record<ClientPath, string>>;
  /** The dashboard's frame with `firstNameSlot` where the user's first name goes (HTML-escaped). */
  dashboardNamed: string;
  firstNameSlot: string;
}
