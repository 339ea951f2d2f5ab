import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '#server/lib/validation.ts';
import { createAccount } from '#server/modules/auth/accounts.ts';
import { presentUser } from '#server/modules/auth/presenter.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
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

const CREATED = respondsWith({ 201: PublicUserSchema });

/** Routes browser tests use to create their own data; registered only when ENABLE_TEST_ROUTES is set outside production. */
export async function testSupportRoutes(app: FastifyInstance): Promise<void> {
  app.post('/test-support/users', CREATED, async (request, reply) => {
    const input = parseInput(CreateTestUserSchema, request.body);
    const user = await createAccount(app.deps.db, input);
    return reply.status(201).send(presentUser(user));
  });
}
