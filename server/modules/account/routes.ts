import type { FastifyInstance } from 'fastify';
import { presentUser } from '#server/modules/auth/presenter.ts';
import { route } from '#server/plugins/route.ts';
import {
  ChangePasswordInputSchema,
  EmailChangeAnswerSchema,
  EmailChangeConfirmAnswerSchema,
  EmailChangeConfirmInputSchema,
  EmailChangeInputSchema,
  ProfileUpdateInputSchema,
} from '#shared/schemas/account.ts';
import { PublicUserSchema } from '#shared/schemas/auth.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { changePassword } from './password.ts';
import { updateProfile } from './profile.ts';

const USER = { 200: PublicUserSchema };

/** The signed-in user's own account (Settings > Profile): name, e-mail (confirmed by a link) and password. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, mail } = app.deps;

  app.patch(
    '/account/profile',
    route({ access: 'user', body: ProfileUpdateInputSchema, responds: USER }, async ({ user, body }) =>
      presentUser(await updateProfile(db, user, body, config.ADMIN_EMAIL)),
    ),
  );

  app.post(
    '/account/email',
    route(
      { access: 'user', body: EmailChangeInputSchema, responds: { 200: EmailChangeAnswerSchema } },
      async ({ user, body }, request) =>
        requestEmailChange(
          { db, mail, appUrl: config.appUrl, adminEmail: config.ADMIN_EMAIL },
          user,
          body,
          request.ip,
        ),
    ),
  );

  // From the link in the e-mail: the token is the proof, so no session is needed (it may open on another device).
  app.post(
    '/account/email/confirm',
    route(
      {
        access: 'none',
        body: EmailChangeConfirmInputSchema,
        responds: { 200: EmailChangeConfirmAnswerSchema },
      },
      async ({ body }) => {
        const { email } = await confirmEmailChange({ db, adminEmail: config.ADMIN_EMAIL }, body);
        return { message: `Your e-mail address is now ${email}.`, email };
      },
    ),
  );

  app.post(
    '/account/password',
    route({ access: 'user', body: ChangePasswordInputSchema, responds: USER }, async ({ body }, request) =>
      presentUser(await changePassword(db, request.auth!, body, request.ip)),
    ),
  );
}
