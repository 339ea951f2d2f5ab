import type { FastifyInstance } from 'fastify';
import { ChangePasswordInputSchema, ProfileUpdateInputSchema } from '#shared/schemas/account.ts';
import { PublicUserSchema } from '#shared/schemas/auth.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { respondsWith } from '../../plugins/openapi.ts';
import { changePassword } from '../../services/account/password.ts';
import { updateProfile } from '../../services/account/profile.ts';
import { presentUser } from '../../services/auth/accounts.ts';

const USER = respondsWith({ 200: PublicUserSchema });

/** The signed-in user's own account (Settings > Profile): name, e-mail and password. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  app.patch('/account/profile', USER, async (request) => {
    const user = requireUser(request);
    const input = parseInput(ProfileUpdateInputSchema, request.body);
    return presentUser(await updateProfile(db, user, input, config.ADMIN_EMAIL));
  });

  app.post('/account/password', USER, async (request) => {
    requireUser(request);
    const input = parseInput(ChangePasswordInputSchema, request.body);
    return presentUser(await changePassword(db, request.auth!, input, request.ip));
  });
}
