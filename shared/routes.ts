import { parse } from 'regexparam';

// The client's route table, once (docs/decisions/031-one-route-list-and-page-frames.md): the client router builds
// its tables from it and the server answers 404 to a page path that is not in it, so a new page cannot be known
// to one side only. Patterns are wouter's (regexparam: ":id" is one path segment, a trailing slash and letter
// case do not matter), matched on both sides by the same library.

/** Who opens a page: a signed-out visitor, a signed-in customer, an administrator. */
export type RouteAudience = 'visitor' | 'user' | 'admin';

const EVERYONE = ['visitor', 'user', 'admin'] as const;

/** Every page path of the client and who has it. Signed in, the password pages keep the visitor's frame. */
export const CLIENT_ROUTES = {
  '/': EVERYONE,
  /** Signed in: straight to the dashboard (the Back button after signup lands here). */
  '/signup': EVERYONE,
  '/forgot-password': EVERYONE,
  '/reset-password': EVERYONE,
  /** The link that confirms a new e-mail address, opened signed in or not (decision 032). */
  '/confirm-email': EVERYONE,
  '/payment-success': ['visitor', 'user'],
  '/test-checkout/:id': ['visitor', 'user'],
  /** A shared proposal's public page: no sign-in, the link's token is the key (decision 040). */
  '/p/:token': EVERYONE,
  '/surveys': ['user'],
  '/new-survey': ['user'],
  '/edit-survey/:id': ['user'],
  '/survey-report/:id': ['user'],
  '/proposals': ['user'],
  '/proposals/:id': ['user'],
  '/proposal-generator': ['user'],
  '/follow-ups': ['user'],
  '/settings': ['user', 'admin'],
  '/payment-methods': ['user'],
  /** A customer here is told "Access Denied" and sent to the dashboard. */
  '/admin': ['user', 'admin'],
} as const satisfies Record<string, readonly RouteAudience[]>;

type ClientRoutes = typeof CLIENT_ROUTES;

/** A page path pattern of the client. */
export type ClientPath = keyof ClientRoutes;

/** The page paths one audience has. */
export type ClientPathFor<A extends RouteAudience> = {
  [P in ClientPath]: A extends ClientRoutes[P][number] ? P : never;
}[ClientPath];

const ALL_PATHS = Object.keys(CLIENT_ROUTES) as ClientPath[];
const MATCHERS = ALL_PATHS.map((path) => ({ path, pattern: parse(path).pattern }));

/** The audience's page paths, in the list's order. */
export function clientPathsFor<A extends RouteAudience>(audience: A): ClientPathFor<A>[] {
  return ALL_PATHS.filter((path) =>
    (CLIENT_ROUTES[path] as readonly RouteAudience[]).includes(audience),
  ) as ClientPathFor<A>[];
}

/** The route pattern a pathname (no query string) opens, or null for a path the client does not have. */
export function matchClientPath(pathname: string): ClientPath | null {
  return MATCHERS.find((matcher) => matcher.pattern.test(pathname))?.path ?? null;
}

/** True for a path only signed-in people have: a visitor there is sent to sign in, not shown the 404 page. */
export function isSignedInOnlyPath(pathname: string): boolean {
  const path = matchClientPath(pathname);
  return path !== null && !(CLIENT_ROUTES[path] as readonly RouteAudience[]).includes('visitor');
}
