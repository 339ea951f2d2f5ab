import type { FastifyInstance } from 'fastify';
import { parseInput } from '#server/lib/validation.ts';
import { presentUser } from '#server/modules/auth/presenter.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import {
  ChangePasswordInputSchema,
  EmailChangeAnswerSchema,
  EmailChangeConfirmAnswerSchema,
  ProfileUpdateInputSchema,
} from '#shared/schemas/account.ts';
import { PublicUserSchema } from '#shared/schemas/auth.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { changePassword } from './password.ts';
import { updateProfile } from './profile.ts';

const USER = respondsWith({ 200: PublicUserSchema });

/** The signed-in user's own account (Settings > Profile): name, e-mail (confirmed by a link) and password. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, mail } = app.deps;

  app.patch('/account/profile', USER, async (request) => {
    const user = requireUser(request);
    const input = parseInput(ProfileUpdateInputSchema, request.body);
    return presentUser(await updateProfile(db, user, input, config.ADMIN_EMAIL));
  });

  app.post('/account/email', respondsWith({ 200: EmailChangeAnswerSchema }), async (request) => {
    const user = requireUser(request);
    return requestEmailChange(
      { db, mail, appUrl: config.appUrl, adminEmail: config.ADMIN_EMAIL },
      user,
      request.body,
      request.ip,
    );
  });

  // From the link in the e-mail: the token is the proof, so no session is needed (it may open on another device).
  app.post(
    '/account/email/confirm',
    respondsWith({ 200: EmailChangeConfirmAnswerSchema }),
    async (request) => {
      const { email } = await confirmEmailChange({ db, adminEmail: config.ADMIN_EMAIL }, request.body);
      return { message: `Your e-mail address is now ${email}.`, email };
    },
  );

  app.post('/account/password', USER, async (request) => {
    requireUser(request);
    const input = parseInput(ChangePasswordInputSchema, request.body);
    return presentUser(await changePassword(db, request.auth!, input, request.ip));
  });
}
