import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './auth.ts';

/** Shown when /reset-password is opened without a token (spec section 5). */
export const MISSING_RESET_TOKEN_MESSAGE = 'Invalid reset link. Please request a new password reset.';

/** The field error for a reset token that is unknown, expired or already used. */
export const INVALID_RESET_TOKEN_MESSAGE =
  'This reset link has expired or was already used. Please request a new one.';

/** Forgot-password form and POST /api/forgot-password body. */
export const ForgotPasswordInputSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/** POST /api/reset-password body: the token from the e-mailed link and the new password. */
export const ResetPasswordInputSchema = z.object({
  token: z.string().trim().min(1, MISSING_RESET_TOKEN_MESSAGE).max(256, INVALID_RESET_TOKEN_MESSAGE),
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** The reset-password form: the new password twice (spec section 5's messages). */
export const ResetPasswordFormSchema = z
  .object({
    password: NewPasswordSchema,
    confirmPassword: z.string().min(8, 'Confirm password is required'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** The answer of both password-reset calls. */
export const PasswordResetAnswerSchema = z.object({ message: z.string() });
export type PasswordResetAnswer = z.infer<typeof PasswordResetAnswerSchema>;
