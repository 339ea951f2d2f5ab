import { DASHBOARD_RECENT_LIMIT } from './constants.ts';
import { parseRecordId } from './ids.ts';
import type { ClientPath } from './routes.ts';

// The API answers a signed-in page asks for first, by route: the server's page shell preloads them
// (`<link rel="preload" as="fetch" crossorigin="use-credentials">`) so they are requested with the page's code, not
// after it has run (docs/decisions/039-fast-signed-in-pages.md). Each URL must be exactly the one the page's query
// fetches (client/api/*.ts, through `getJson`: same-origin, credentials included), or the browser asks twice:
// tests/e2e/client-delivery.e2e.ts counts the requests. Only the rep's own answers can come back: the API checks
// every id against the session, and the shell carries the URLs, never data.

function surveyData(surveyId: number): string[] {
  return [
    `/api/surveys/${surveyId}`,
    `/api/equipment/survey/${surveyId}`,
    `/api/water-quality/survey/${surveyId}`,
  ];
}

/** The id in the route's last path segment (`/proposals/12` → 12), or null (a device-only id is negative). */
function lastSegmentId(pathname: string): number | null {
  return parseRecordId(pathname.split('/').pop());
}

/** The first API URLs of a signed-in rep's page at `pathname` + `search`; none for a page not listed. */
export function pageDataUrls(route: ClientPath, pathname: string, search: string): string[] {
  switch (route) {
    case '/':
      return ['/api/dashboard/stats', `/api/surveys?limit=${DASHBOARD_RECENT_LIMIT}`];
    // A list opened with no filter in its address: the filters live in the page's state.
    case '/surveys':
      return ['/api/surveys'];
    case '/proposals':
      return ['/api/proposals'];
    case '/settings':
      return ['/api/settings/company'];
    case '/edit-survey/:id': {
      const id = lastSegmentId(pathname);
      return id === null ? [] : [...surveyData(id), `/api/observations/survey/${id}`];
    }
    case '/survey-report/:id': {
      const id = lastSegmentId(pathname);
      return id === null
        ? []
        : [...surveyData(id), `/api/observations/survey/${id}`, '/api/settings/water-ranges'];
    }
    case '/proposal-generator': {
      const id = parseRecordId(new URLSearchParams(search).get('surveyId'));
      return id === null ? [] : [...surveyData(id), `/api/proposals/survey/${id}`];
    }
    case '/proposals/:id': {
      const id = lastSegmentId(pathname);
      return id === null ? [] : [`/api/proposals/${id}`, `/api/proposals/${id}/program`];
    }
    default:
      return [];
  }
}
