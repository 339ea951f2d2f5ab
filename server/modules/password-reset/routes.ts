import type { FastifyInstance } from 'fastify';
import { parseInput } from '#server/lib/validation.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
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

const ANSWER = respondsWith({ 200: PasswordResetAnswerSchema });

/** Forgot password (e-mails a reset link) and reset password (sets a new one with it); both for visitors. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, mail } = app.deps;

  app.post('/forgot-password', ANSWER, async (request) => {
    const { email } = parseInput(ForgotPasswordInputSchema, request.body);
    // Only the counting happens before the answer, and it is the same for every address. Looking the address up
    // and sending run afterwards, so neither the answer nor its timing tells whether an account exists.
    if (await admitForgotPassword(db, email, request.ip)) {
      app.background.start('password reset e-mail', () => sendPasswordReset(db, mail, config.appUrl, email));
    } else {
      request.log.warn({ event: 'password_reset.address_limited', ip: request.ip }, 'password reset limited');
    }
    return { message: FORGOT_PASSWORD_ANSWER };
  });

  app.post('/reset-password', ANSWER, async (request) => {
    const input = parseInput(ResetPasswordInputSchema, request.body);
    await resetPassword(db, input);
    return { message: RESET_PASSWORD_ANSWER };
  });
}
