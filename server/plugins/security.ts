import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.ts';
import { reportSecurityEvent } from '../lib/logging.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Where `npm run dev` serves the client (vite.config.ts); its proxy forwards the browser's Origin unchanged. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Origins whose pages may call the API: APP_URL's, plus the Vite dev server when NODE_ENV=development. */
export function allowedOrigins(appUrl: string, nodeEnv: string): Set<string> {
  const origins = new Set([new URL(appUrl).origin]);
  if (nodeEnv === 'development') origins.add(VITE_DEV_ORIGIN);
  return origins;
}

/** Security headers, and refusal of state-changing API calls that come from another site. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { appUrl: string; extraOrigins: string[] }) => {
    const extra = opts.extraOrigins;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...extra],
          connectSrc: ["'self'", ...extra],
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
      hsts: opts.appUrl.startsWith('https://'),
    });

    const allowed = allowedOrigins(opts.appUrl, app.deps.config.NODE_ENV);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      // API answers are per user and often personal: never stored by the browser or a proxy. A route that
      // needs other caching (files, PDFs) sets its own header, which replaces this one.
      reply.header('Cache-Control', 'no-store');
      if (!UNSAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      // The Host header is the client's to choose, so only configured origins count as our own.
      const isForeign = origin ? !allowed.has(origin) : fetchSite === 'cross-site';
      if (!isForeign) return;
      reportSecurityEvent(request, 'origin.refused', {
        origin: origin?.slice(0, 200) ?? null,
        method: request.method,
      });
      throw new HttpError(403, 'Cross-site request refused');
    });
  },
);
