import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

    const allowed = new Set([new URL(opts.appUrl).origin]);
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      if (origin) {
        const own = `${request.protocol}://${request.host}`;
        if (origin !== own && !allowed.has(origin)) throw new HttpError(403, 'Cross-site request refused');
      } else if (fetchSite === 'cross-site') {
        throw new HttpError(403, 'Cross-site request refused');
      }
    });
  },
);
