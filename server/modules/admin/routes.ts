import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '#server/lib/errors.ts';
import { parseInput } from '#server/lib/validation.ts';
import { syncAllSubscriptions } from '#server/modules/payments/subscriptions.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import {
  AdminPasswordResetInputSchema,
  AdminPasswordResetResultSchema,
  AdminStatsSchema,
  AdminSubscriptionChangeResultSchema,
  AdminSubscriptionInputSchema,
  AdminUserListQuerySchema,
  AdminUserPageSchema,
  AdminUserSchema,
  AdminUserUpdateInputSchema,
  SyncSubscriptionsResultSchema,
} from '#shared/schemas/admin.ts';
import { deleteUser } from './delete-user.ts';
import { listUsers } from './list-users.ts';
import { sendUserPasswordReset } from './password-reset.ts';
import { presentAdminUser } from './presenter.ts';
import { getAdminStats } from './stats.ts';
import { cancelUserSubscription, resumeUserSubscription } from './subscriptions.ts';
import { type AdminActor, setUserActive, updateUserCredentials } from './users.ts';

const USER = respondsWith({ 200: AdminUserSchema });
const NO_CONTENT = respondsWith({ 204: null });

type UserIdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The back office: counts, every account, credentials, activation, deletion and subscriptions. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, payments, mail } = app.deps;
  const adminEmail = config.ADMIN_EMAIL;

  /** The signed-in admin acting: 401 signed out, 403 for anyone who is not an administrator. */
  function requireAdmin(request: FastifyRequest): AdminActor {
    const user = requireUser(request);
    if (!user.isAdmin) throw new HttpError(403, 'Admin access required');
    return { user, sid: request.auth!.sid, adminEmail };
  }

  app.get('/admin/stats', respondsWith({ 200: AdminStatsSchema }), async (request) => {
    requireAdmin(request);
    return getAdminStats(db);
  });

  app.get('/admin/users', respondsWith({ 200: AdminUserPageSchema }), async (request) => {
    requireAdmin(request);
    const page = await listUsers(db, parseInput(AdminUserListQuerySchema, request.query));
    return { ...page, users: page.users.map((user) => presentAdminUser(user, adminEmail)) };
  });

  app.patch('/admin/users/:id', USER, async (request: UserIdRequest) => {
    const actor = requireAdmin(request);
    const input = parseInput(AdminUserUpdateInputSchema, request.body);
    return presentAdminUser(await updateUserCredentials(db, actor, request.params.id, input), adminEmail);
  });

  app.put('/admin/users/:id/activate', USER, async (request: UserIdRequest) => {
    const actor = requireAdmin(request);
    return presentAdminUser(await setUserActive(db, actor, request.params.id, true), adminEmail);
  });

  app.put('/admin/users/:id/deactivate', USER, async (request: UserIdRequest) => {
    const actor = requireAdmin(request);
    return presentAdminUser(await setUserActive(db, actor, request.params.id, false), adminEmail);
  });

  app.delete('/admin/users/:id', NO_CONTENT, async (request: UserIdRequest, reply) => {
    const actor = requireAdmin(request);
    await deleteUser({ ...app.deps, log: request.log }, actor, request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/admin/send-password-reset',
    respondsWith({ 200: AdminPasswordResetResultSchema }),
    async (request) => {
      requireAdmin(request);
      const { email } = parseInput(AdminPasswordResetInputSchema, request.body);
      return { note: await sendUserPasswordReset(db, mail, config.appUrl, email) };
    },
  );

  app.post(
    '/admin/cancel-subscription',
    respondsWith({ 200: AdminSubscriptionChangeResultSchema }),
    async (request) => {
      requireAdmin(request);
      const { userId } = parseInput(AdminSubscriptionInputSchema, request.body);
      const user = await cancelUserSubscription(db, payments, userId);
      const label = presentAdminUser(user, adminEmail);
      return {
        message: `The subscription of ${user.email} will end at the end of its paid period (${label.subscriptionLabel}).`,
        user: label,
      };
    },
  );

  app.post(
    '/admin/resume-subscription',
    respondsWith({ 200: AdminSubscriptionChangeResultSchema }),
    async (request) => {
      requireAdmin(request);
      const { userId } = parseInput(AdminSubscriptionInputSchema, request.body);
      const user = await resumeUserSubscription(db, payments, userId);
      const label = presentAdminUser(user, adminEmail);
      return {
        message: `The subscription of ${user.email} continues and renews on its next billing date (${label.subscriptionLabel}).`,
        user: label,
      };
    },
  );

  app.post(
    '/admin/sync-subscriptions',
    respondsWith({ 200: SyncSubscriptionsResultSchema }),
    async (request) => {
      requireAdmin(request);
      return { results: await syncAllSubscriptions(db, payments) };
    },
  );
}
