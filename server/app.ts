import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Database } from '#db/client.ts';
import type { AppServices } from '#server/adapters/index.ts';
import { BackgroundWork } from '#server/lib/background.ts';
import { httpErrorFromDatabase } from '#server/lib/db-errors.ts';
import { errorBody, HttpError, statusErrorBody } from '#server/lib/errors.ts';
import { buildLoggerOptions } from '#server/lib/logging.ts';
import { presentUser } from '#server/modules/auth/presenter.ts';
import { registerRoutes } from '#server/modules/index.ts';
import { authPlugin, syncSignedInHint } from '#server/plugins/auth.ts';
import { idempotencyPlugin } from '#server/plugins/idempotency.ts';
import { openApiPlugin } from '#server/plugins/openapi.ts';
import { securityPlugin } from '#server/plugins/security.ts';
import { matchClientPath } from '#shared/routes.ts';
import type { AppConfig } from './env.ts';
import { loadPageShell, sendSignedInPage } from './page-shell.ts';

/** JSON bodies above this size answer 413 (uploads have their own, larger limit). */
export const BODY_LIMIT_BYTES = 1_048_576;

/** What the app is built from: configuration, the database and the external-part adapters. */
export interface AppDeps extends AppServices {
  config: AppConfig;
  db: Database;
  /** Folder of the built client; served when it exists. */
  clientDir?: string;
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Work started after a request's answer (decision 038); the app's close waits for it. */
    background: BackgroundWork;
  }
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

// Every error body is { message, code, errors? } (docs/decisions/019-response-schemas-and-error-codes.md).
function sendHttpError(reply: FastifyReply, error: HttpError) {
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.statusCode).send(errorBody(error));
}

function sendStatusError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send(statusErrorBody(status, message));
}

/** The prerendered landing page's file in the built client (scripts/vite/prerender-landing.ts writes it). */
const LANDING_HTML = 'landing.html';

function sendPage(reply: FastifyReply, file: string, status = 200) {
  return reply.status(status).header('Cache-Control', 'no-cache').type('text/html').sendFile(file);
}

function sendFrameworkError(reply: FastifyReply, error: FastifyError) {
  return sendStatusError(reply, error.statusCode ?? 400, FASTIFY_MESSAGES[error.code] ?? 'Bad request');
}

/** Builds the Fastify app without listening, so tests can inject requests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: buildLoggerOptions(deps.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.TRUST_PROXY,
    // Router errors (a URL that does not decode, an overlong parameter) would otherwise echo the URL back.
    frameworkErrors: (error, _request, reply) => sendFrameworkError(reply as FastifyReply, error),
  });
  app.decorate('deps', deps);
  app.decorate('background', new BackgroundWork(app.log));
  app.addHook('onClose', () => app.background.settled());

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return sendHttpError(reply, error);
    const fromDatabase = httpErrorFromDatabase(error);
    if (fromDatabase) {
      // Unreachable database or a refused value: the client gets a clear answer, the log keeps the detail.
      request.log.warn({ err: error }, `database error answered ${fromDatabase.statusCode}`);
      return sendHttpError(reply, fromDatabase);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendStatusError(reply, 500, 'Something went wrong. Please try again later.');
    }
    return sendStatusError(reply, status, (error.code && FASTIFY_MESSAGES[error.code]) || error.message);
  });

  await app.register(cookie);
  await app.register(securityPlugin, {
    appUrl: deps.config.appUrl,
    extraOrigins: deps.storage.browserOrigins,
  });
  await app.register(authPlugin, { db: deps.db });
  // Replays of a write answer as the first did (docs/decisions/041); before /api, so it sees answers uncompressed.
  await app.register(idempotencyPlugin, { db: deps.db });
  // The OpenAPI document helps outside tools in development and tests; production does not publish it.
  if (!deps.config.isProduction) await app.register(openApiPlugin);
  await app.register(
    async (api) => {
      // JSON answers of 1 KB and more travel compressed (a survey list shrinks about tenfold); files are
      // precompressed at build (docs/decisions/026-client-delivery.md), request bodies are never inflated.
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        customTypes: /^application\/json\b/,
        globalDecompression: false,
      });
      await api.register(registerRoutes);
    },
    { prefix: '/api' },
  );

  const clientDir = deps.clientDir;
  const hasClient = !!clientDir && existsSync(path.join(clientDir, 'index.html'));
  // The landing page prerendered at build; a browser holding a session gets the plain shell for its dashboard.
  const hasLanding = hasClient && existsSync(path.join(clientDir, LANDING_HTML));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text file; Accept-Encoding picks one, Vary says so.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const secure = deps.config.appUrl.startsWith('https://');
  // A signed-in page's shell carries the user and preloads the page's code (docs/decisions/039-fast-signed-in-pages.md).
  const pageShell = hasClient ? loadPageShell(clientDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathOnly = request.url.split('?')[0]!;
    if (pathOnly === '/api' || pathOnly.startsWith('/api/')) return sendStatusError(reply, 404, 'Not found');
    if (hasClient && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathOnly)) {
      const { isSignedIn, user } = await syncSignedInHint(request, reply, deps.db, secure);
      // The shell either way (its router draws the not-found page), with the status the shared route list gives.
      const route = matchClientPath(pathOnly);
      const status = route ? 200 : 404;
      // A shared proposal's page is for its customer alone (decision 040): never indexed, no referrer sent on.
      if (route === '/p/:token')
        reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
      if (user && pageShell)
        return sendSignedInPage(
          request,
          reply,
          pageShell.signedIn(route, presentUser(user), request.url),
          status,
        );
      reply.header('Vary', 'Cookie');
      if (pathOnly === '/' && hasLanding) return sendPage(reply, isSignedIn ? 'index.html' : LANDING_HTML);
      return sendPage(reply, 'index.html', status);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  return app;
}
