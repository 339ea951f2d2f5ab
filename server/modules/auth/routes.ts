import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '#server/lib/errors.ts';
import { reportSecurityEvent } from '#server/lib/logging.ts';
import { parseInput } from '#server/lib/validation.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import { LoginInputSchema, PublicUserSchema, SessionInfoSchema } from '#shared/schemas/auth.ts';
import { presentSession, presentUser } from './presenter.ts';
import { endSession, endUserSession, listSessions } from './sessions.ts';
import { signIn } from './sign-in.ts';

const USER = respondsWith({ 200: PublicUserSchema });
const SESSIONS = respondsWith({ 200: z.array(SessionInfoSchema) });
const NO_CONTENT = respondsWith({ 204: null });

/** Sign-in, sign-out, the current user and the user's sessions. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const secure = config.appUrl.startsWith('https://');

  app.get('/login', async (_request, reply) => reply.redirect('/?signin=1'));

  app.post('/login', USER, async (request, reply) => {
    const input = parseInput(LoginInputSchema, request.body);
    const userAgent = request.headers['user-agent'];
    const { user, token } = await signIn(
      db,
      {
        login: input.username,
        password: input.password,
        ip: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      },
      (event, fields) => reportSecurityEvent(request, event, fields),
    );
    setSessionCookie(reply, token, secure);
    return presentUser(user);
  });

  app.post('/logout', NO_CONTENT, async (request, reply) => {
    if (request.auth) await endSession(db, request.auth.sid);
    clearSessionCookie(reply, secure);
    return reply.status(204).send();
  });

  app.get('/user', USER, async (request) => presentUser(requireUser(request)));

  app.get('/sessions', SESSIONS, async (request) => {
    const user = requireUser(request);
    const rows = await listSessions(db, user.id);
    return rows.map((row) => presentSession(row, request.auth?.userSessionId));
  });

  app.delete<{ Params: { id: string } }>('/sessions/:id', NO_CONTENT, async (request, reply) => {
    const user = requireUser(request);
    const id = request.params.id;
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Session not found');
    if (!(await endUserSession(db, user.id, id))) throw notFound('Session not found');
    if (id === request.auth!.userSessionId) clearSessionCookie(reply, secure);
    return reply.status(204).send();
  });
}
