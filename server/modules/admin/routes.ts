import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { syncAllSubscriptions } from '#server/modules/payments/subscriptions.ts';
import { noContent, route } from '#server/plugins/route.ts';
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

const USER = { 200: AdminUserSchema };
// An account is named by its id as sent; the services answer 404 for one that does not exist.
const USER_ID = { id: (id: string) => id };
const SUBSCRIPTION_CHANGED = { 200: AdminSubscriptionChangeResultSchema };

/** The back office: counts, every account, credentials, activation, deletion and subscriptions. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, payments, mail } = app.deps;
  const adminEmail = config.ADMIN_EMAIL;

  /** The signed-in admin acting (the route's access, 'admin', has checked who it is). */
  const actorOf = (user: UserRow, request: FastifyRequest): AdminActor => ({
    user,
    sid: request.auth!.sid,
    adminEmail,
  });

  app.get(
    '/admin/stats',
    route({ access: 'admin', responds: { 200: AdminStatsSchema } }, async () => getAdminStats(db)),
  );

  app.get(
    '/admin/users',
    route(
      { access: 'admin', query: AdminUserListQuerySchema, responds: { 200: AdminUserPageSchema } },
      async ({ query }) => {
        const page = await listUsers(db, query);
        return { ...page, users: page.users.map((user) => presentAdminUser(user, adminEmail)) };
      },
    ),
  );

  app.patch(
    '/admin/users/:id',
    route(
      { access: 'admin', params: USER_ID, body: AdminUserUpdateInputSchema, responds: USER },
      async ({ user, params, body }, request) =>
        presentAdminUser(
          await updateUserCredentials(db, actorOf(user, request), params.id, body),
          adminEmail,
        ),
    ),
  );

  app.put(
    '/admin/users/:id/activate',
    route({ access: 'admin', params: USER_ID, responds: USER }, async ({ user, params }, request) =>
      presentAdminUser(await setUserActive(db, actorOf(user, request), params.id, true), adminEmail),
    ),
  );

  app.put(
    '/admin/users/:id/deactivate',
    route({ access: 'admin', params: USER_ID, responds: USER }, async ({ user, params }, request) =>
      presentAdminUser(await setUserActive(db, actorOf(user, request), params.id, false), adminEmail),
    ),
  );

  app.delete(
    '/admin/users/:id',
    noContent({ access: 'admin', params: USER_ID }, ({ user, params }, request) =>
      deleteUser({ ...app.deps, log: request.log }, actorOf(user, request), params.id),
    ),
  );

  app.post(
    '/admin/send-password-reset',
    route(
      {
        access: 'admin',
        body: AdminPasswordResetInputSchema,
        responds: { 200: AdminPasswordResetResultSchema },
      },
      async ({ body }) => ({ note: await sendUserPasswordReset(db, mail, config.appUrl, body.email) }),
    ),
  );

  app.post(
    '/admin/cancel-subscription',
    route(
      { access: 'admin', body: AdminSubscriptionInputSchema, responds: SUBSCRIPTION_CHANGED },
      async ({ body }) => {
        const user = await cancelUserSubscription(db, payments, body.userId);
        const label = presentAdminUser(user, adminEmail);
        return {
          message: `The subscription of ${user.email} will end at the end of its paid period (${label.subscriptionLabel}).`,
          user: label,
        };
      },
    ),
  );

  app.post(
    '/admin/resume-subscription',
    route(
      { access: 'admin', body: AdminSubscriptionInputSchema, responds: SUBSCRIPTION_CHANGED },
      async ({ body }) => {
        const user = await resumeUserSubscription(db, payments, body.userId);
        const label = presentAdminUser(user, adminEmail);
        return {
          message: `The subscription of ${user.email} continues and renews on its next billing date (${label.subscriptionLabel}).`,
          user: label,
        };
      },
    ),
  );

  app.post(
    '/admin/sync-subscriptions',
    route({ access: 'admin', responds: { 200: SyncSubscriptionsResultSchema } }, async () => ({
      results: await syncAllSubscriptions(db, payments),
    })),
  );
}
