import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createAccount } from '#server/modules/auth/accounts.ts';
import { presentUser } from '#server/modules/auth/presenter.ts';
import { route } from '#server/plugins/route.ts';
import { PublicUserSchema } from '#shared/schemas/auth.ts';

const CreateTestUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  password: z.string(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  isAdmin: z.boolean().optional(),
  subscriptionStatus: z.enum(['active', 'inactive', 'canceled', 'past_due']).optional(),
});

/** Routes browser tests use to create their own data; registered only when ENABLE_TEST_ROUTES is set outside production. */
export async function testSupportRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/test-support/users',
    route(
      { access: 'none', body: CreateTestUserSchema, responds: { 201: PublicUserSchema } },
      async ({ body }, _request, reply) => {
        const user = await createAccount(app.deps.db, body);
        return reply.status(201).send(presentUser(user));
      },
    ),
  );
}
