import type { FastifyInstance } from 'fastify';
import { route } from '#server/plugins/route.ts';
import {
  ForgotPasswordInputSchema,
  PasswordResetAnswerSchema,
  ResetPasswordInputSchema,
} from '#shared/schemas/password-reset.ts';
import {
  admitForgotPassword,
  FORGOT_PASSWORD_ANSWER,
  RESET_PASSWORD_ANSWER,
  resetPassword,
  sendPasswordReset,
} from './password-reset.ts';

const ANSWER = { 200: PasswordResetAnswerSchema };

/** Forgot password (e-mails a reset link) and reset password (sets a new one with it); both for visitors. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, mail } = app.deps;

  app.post(
    '/forgot-password',
    route(
      { access: 'none', body: ForgotPasswordInputSchema, responds: ANSWER },
      async ({ body: { email } }, request) => {
        // Only the counting happens before the answer, and it is the same for every address. Looking the address up
        // and sending run afterwards, so neither the answer nor its timing tells whether an account exists.
        if (await admitForgotPassword(db, email, request.ip)) {
          app.background.start('password reset e-mail', () =>
            sendPasswordReset(db, mail, config.appUrl, email),
          );
        } else {
          request.log.warn(
            { event: 'password_reset.address_limited', ip: request.ip },
            'password reset limited',
          );
        }
        return { message: FORGOT_PASSWORD_ANSWER };
      },
    ),
  );

  app.post(
    '/reset-password',
    route({ access: 'none', body: ResetPasswordInputSchema, responds: ANSWER }, async ({ body }) => {
      await resetPassword(db, body);
      return { message: RESET_PASSWORD_ANSWER };
    }),
  );
}
