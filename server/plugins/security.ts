import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isApiRequest } from '#server/lib/api-request.ts';
import { HttpError } from '#server/lib/errors.ts';
import { isLibraryPatchOn } from '#server/lib/library-patches.ts';
import { reportSecurityEvent } from '#server/lib/logging.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Where `npm run dev` serves the client (vite.config.ts); its proxy forwards the browser's Origin unchanged. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * Origins whose pages may call the API: APP_URL's, plus the Vite dev server when `npm run dev` says so
 * (TRUST_VITE_DEV_SERVER, set by scripts/dev.mjs alone; NODE_ENV is no flag: it defaults to development).
 */
export function allowedOrigins(appUrl: string, trustsViteDevServer: boolean): Set<string> {
  const origins = new Set([new URL(appUrl).origin]);
  if (trustsViteDevServer) origins.add(VITE_DEV_ORIGIN);
  return origins;
}

/** helmet's Express-style middleware with our policy: storage origins allowed for images and calls. */
function createHelmet(appUrl: string, extraOrigins: string[]) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraOrigins],
        connectSrc: ["'self'", ...extraOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: appUrl.startsWith('https://'),
  });
}

/** The security headers helmet writes for the options, worked out once (they do not vary per request). */
export function buildSecurityHeaders(appUrl: string, extraOrigins: string[]): Record<string, string> {
  const middleware = createHelmet(appUrl, extraOrigins);
  // helmet is Express-style middleware: it only calls setHeader and removeHeader on the response.
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers on every answer, and refusal of state-changing API calls that come from another site. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { appUrl: string; extraOrigins: string[] }) => {
    // @fastify/helmet rebuilt helmet's middleware (parsing the policy) on every request; the headers are the
    // same for every answer, so they are built once (docs/decisions/029-request-path-speed.md).
    const securityHeaders = buildSecurityHeaders(opts.appUrl, opts.extraOrigins);
    // Only `npm run bench:library-patches` turns this off, to measure helmet's own middleware on every answer.
    const perRequest = isLibraryPatchOn('helmet-headers')
      ? null
      : createHelmet(opts.appUrl, opts.extraOrigins);
    const allowed = allowedOrigins(opts.appUrl, app.deps.config.TRUST_VITE_DEV_SERVER);
    app.addHook('onRequest', (request, reply, done) => {
      if (perRequest) perRequest(request.raw, reply.raw, () => undefined);
      else reply.headers(securityHeaders);
      // API answers are per user and often personal: never stored by the browser or a proxy. A route that
      // needs other caching (files, PDFs) sets its own header, which replaces this one.
      if (isApiRequest(request)) reply.header('Cache-Control', 'no-store');
      // Every state-changing request is checked, whatever its path: the router decodes `/%61pi/login` to the
      // same route as `/api/login`, so a test of the path as sent would let a spelling through.
      if (!UNSAFE_METHODS.has(request.method)) return done();
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      // The Host header is the client's to choose, so only configured origins count as our own.
      const isForeign = origin ? !allowed.has(origin) : fetchSite === 'cross-site';
      if (!isForeign) return done();
      reportSecurityEvent(request, 'origin.refused', {
        origin: origin?.slice(0, 200) ?? null,
        method: request.method,
      });
      done(new HttpError(403, 'Cross-site request refused'));
    });
  },
);
