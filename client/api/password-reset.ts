import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type {
  ForgotPasswordInput,
  PasswordResetAnswer,
  ResetPasswordInput,
} from '#shared/schemas/password-reset.ts';

/** POST /api/forgot-password: the same answer whether or not the address has an account. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<PasswordResetAnswer> {
  const res = await apiRequest('POST', '/api/forgot-password', input);
  return (await res.json()) as PasswordResetAnswer;
}

/** POST /api/reset-password: sets the new password; an expired, used or unknown token answers 400 (errors.token). */
export async function resetPassword(input: ResetPasswordInput): Promise<PasswordResetAnswer> {
  const res = await apiRequest('POST', '/api/reset-password', input);
  return (await res.json()) as PasswordResetAnswer;
}

/** The forgot-password form's request (nothing is cached: the answer is only a confirmation). */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** The reset-password form's request. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
