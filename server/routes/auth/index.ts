import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '#db/schema/index.ts';
import { LoginInputSchema } from '#shared/schemas/auth.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/auth.ts';
import { findUserByLogin, presentUser } from '../../services/auth/accounts.ts';
import {
  accountKeyFor,
  assertLoginAllowed,
  clearAccountFailures,
  recordLoginFailure,
} from '../../services/auth/login-throttle.ts';
import { verifyPassword } from '../../services/auth/passwords.ts';
import { createSession, endSession, endUserSession, listSessions } from '../../services/auth/sessions.ts';

const INVALID_LOGIN = 'Invalid username or password';

function clientOf(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ipAddress: request.ip ?? null, userAgent: typeof ua === 'string' ? ua : null };
}

/** Sign-in, sign-out, the current user and the user's sessions. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const secure = config.appUrl.startsWith('https://');

  app.get('/login', async (_request, reply) => reply.redirect('/?signin=1'));

  app.post('/login', async (request, reply) => {
    const input = parseInput(LoginInputSchema, request.body);
    const accountKey = accountKeyFor(input.username);
    const ip = request.ip;
    await assertLoginAllowed(db, accountKey, ip);
    const user = await findUserByLogin(db, input.username);
    // verifyPassword spends the same time whether or not the user exists.
    const ok = await verifyPassword(user?.password, input.password);
    if (!user || !ok || !user.isActive) {
      await recordLoginFailure(db, accountKey, ip);
      throw new HttpError(401, INVALID_LOGIN);
    }
    await clearAccountFailures(db, accountKey);
    const { token } = await createSession(db, user.id, clientOf(request));
    const [updated] = await db
      .update(users)
      .set({ lastLogin: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    setSessionCookie(reply, token, secure);
    return presentUser(updated!);
  });

  app.post('/logout', async (request, reply) => {
    if (request.auth) await endSession(db, request.auth.sid);
    clearSessionCookie(reply, secure);
    return reply.status(204).send();
  });

  app.get('/user', async (request) => presentUser(requireUser(request)));

  app.get('/sessions', async (request) => {
    const user = requireUser(request);
    const rows = await listSessions(db, user.id);
    return rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      lastActivity: row.lastActivity.toISOString(),
      createdAt: row.createdAt.toISOString(),
      isCurrent: row.id === request.auth!.userSessionId,
    }));
  });

  app.delete<{ Params: { id: string } }>('/sessions/:id', async (request, reply) => {
    const user = requireUser(request);
    const id = request.params.id;
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Session not found');
    if (!(await endUserSession(db, user.id, id))) throw notFound('Session not found');
    if (id === request.auth!.userSessionId) clearSessionCookie(reply, secure);
    return reply.status(204).send();
  });
}
