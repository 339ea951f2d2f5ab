import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '#server/lib/errors.ts';
import { reportSecurityEvent } from '#server/lib/logging.ts';
import { clearSessionCookie, setSessionCookie } from '#server/plugins/auth.ts';
import { noContent, route } from '#server/plugins/route.ts';
import { LoginInputSchema, PublicUserSchema, SessionInfoSchema } from '#shared/schemas/auth.ts';
import { presentSession, presentUser } from './presenter.ts';
import { endSession, endUserSession, listSessions } from './sessions.ts';
import { signIn } from './sign-in.ts';

const USER = { 200: PublicUserSchema };

/** A session's id as the sessions list shows it, or 404 like a missing session. */
function sessionId(id: string): string {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Session not found');
  return id;
}

/** Sign-in, sign-out, the current user and the user's sessions. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const secure = config.appUrl.startsWith('https://');

  app.get(
    '/login',
    route({ access: 'none' }, async (_input, _request, reply) => reply.redirect('/?signin=1')),
  );

  app.post(
    '/login',
    route({ access: 'none', body: LoginInputSchema, responds: USER }, async ({ body }, request, reply) => {
      const userAgent = request.headers['user-agent'];
      const { user, token } = await signIn(
        db,
        {
          login: body.username,
          password: body.password,
          ip: request.ip,
          userAgent: typeof userAgent === 'string' ? userAgent : null,
        },
        (event, fields) => reportSecurityEvent(request, event, fields),
      );
      setSessionCookie(reply, token, secure);
      return presentUser(user);
    }),
  );

  app.post(
    '/logout',
    noContent({ access: 'none' }, async (_input, request, reply) => {
      if (request.auth) await endSession(db, request.auth.sid);
      clearSessionCookie(reply, secure);
    }),
  );

  app.get(
    '/user',
    route({ access: 'user', responds: USER }, async ({ user }) => presentUser(user)),
  );

  app.get(
    '/sessions',
    route({ access: 'user', responds: { 200: z.array(SessionInfoSchema) } }, async ({ user }, request) => {
      const rows = await listSessions(db, user.id);
      return rows.map((row) => presentSession(row, request.auth?.userSessionId));
    }),
  );

  app.delete(
    '/sessions/:id',
    noContent({ access: 'user', params: { id: sessionId } }, async ({ user, params }, request, reply) => {
      if (!(await endUserSession(db, user.id, params.id))) throw notFound('Session not found');
      if (params.id === request.auth!.userSessionId) clearSessionCookie(reply, secure);
    }),
  );
}
