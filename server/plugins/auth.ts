import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#db/client.ts';
import { isApiRequest } from '#server/lib/api-request.ts';
import { HttpError } from '#server/lib/errors.ts';
import { hasReportedSecurityEvent, redactUrl, reportSecurityEvent } from '#server/lib/logging.ts';
import { hasActiveSubscription } from '#server/modules/auth/accounts.ts';
import {
  type AuthSession,
  findSession,
  SESSION_ABSOLUTE_MS,
  takeSignOutReason,
  type UserRow,
} from '#server/modules/auth/sessions.ts';
import { SIGNED_IN_HINT_COOKIE, SIGNED_OUT_REASON_COOKIE } from '#shared/constants.ts';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'aqs_session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSession | null;
  }
}

function cookieOptions(secure: boolean) {
  return { sameSite: 'lax', secure, path: '/', maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000) } as const;
}

/**
 * Sets the session cookie (httpOnly, SameSite=Lax, Secure when served over https) and its readable hint: the hint
 * holds no secret, only tells the page to ask GET /api/user, so a signed-out page never makes a failing request.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(secure), httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', cookieOptions(secure));
}

function clearSignedInHint(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { sameSite: 'lax', secure, path: '/' });
}

/** Removes the session cookie and its hint from the browser. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  clearSignedInHint(reply, secure);
}

/**
 * A browser whose session the server ended (a newer sign-in went past the limit) is told why once: a readable
 * cookie names the reason for its next page to show (client/features/auth/signed-out-notice.tsx), and the dead
 * session cookie goes. Costs a query only when a session cookie no longer matches a live session.
 */
async function noteSignOutReason(
  reply: FastifyReply,
  db: Database,
  token: string,
  secure: boolean,
): Promise<void> {
  const reason = await takeSignOutReason(db, token);
  if (!reason) return;
  reply.setCookie(SIGNED_OUT_REASON_COOKIE, reason, { sameSite: 'lax', secure, path: '/', maxAge: 600 });
  clearSessionCookie(reply, secure);
}

/**
 * For a page request: whether the browser holds a live session (and its user, for the page's HTML), with the hint set
 * or cleared to match (a session made before the hint existed gets it on its next page load, an ended one loses it).
 * When the database cannot answer, the session cookie's presence decides, without a user, and the hint is left as it
 * is: a page never fails for it.
 */
export async function syncSignedInHint(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  secure: boolean,
): Promise<{ isSignedIn: boolean; user: UserRow | null }> {
  const token = request.cookies[SESSION_COOKIE];
  const hasHint = !!request.cookies[SIGNED_IN_HINT_COOKIE];
  let session: AuthSession | null = null;
  if (token) {
    try {
      session = await findSession(db, token);
    } catch (error) {
      request.log.warn({ err: error }, 'session check for a page failed; the page is served without it');
      return { isSignedIn: true, user: null };
    }
  }
  if (session && !hasHint) reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', cookieOptions(secure));
  if (!session && hasHint) clearSignedInHint(reply, secure);
  if (token && !session) await noteSignOutReason(reply, db, token, secure);
  return { isSignedIn: session !== null, user: session?.user ?? null };
}

/** Resolves the session cookie of every API request into request.auth. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  const secure = app.deps.config.appUrl.startsWith('https://');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await findSession(opts.db, token) : null;
    // A session that ended (expired, signed out elsewhere): the page stops asking once this answer arrives.
    if (!request.auth && request.cookies[SIGNED_IN_HINT_COOKIE]) {
      reply.clearCookie(SIGNED_IN_HINT_COOKIE, { sameSite: 'lax', path: '/' });
    }
    if (token && !request.auth) await noteSignOutReason(reply, opts.db, token, secure);
  });
  // Any refusal not already logged as a more specific event (sign-in, foreign origin) is logged here.
  // Synchronous: an async hook costs a promise on every answer, and this one only logs.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if ((status === 401 || status === 403) && isApiRequest(request) && !hasReportedSecurityEvent(request)) {
      const fields = {
        status,
        method: request.method,
        url: redactUrl(request.url),
        userId: request.auth?.user.id,
      };
      // A signed-out 401 is what every page load of a signed-out browser gets: routine, not a warning.
      reportSecurityEvent(request, 'access.denied', fields, status === 401 ? 'info' : 'warn');
    }
    done();
  });
});

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw new HttpError(401, 'Unauthorized');
  return request.auth.user;
}

/** A signed-in subscriber for survey and proposal calls: 401 signed out, 403 for admins, 402 without a subscription. */
export function requireSubscriber(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.isAdmin) throw new HttpError(403, 'Administrators do not have surveys or proposals');
  if (!hasActiveSubscription(user))
    throw new HttpError(402, 'Payment Required: your subscription is not active');
  return user;
}
