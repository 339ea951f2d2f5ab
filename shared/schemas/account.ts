import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './auth.ts';

// Settings > Profile: the signed-in user's own name, e-mail and password (docs/decisions/023-accounts-and-mail.md).

/** A first or last name: optional text of at most 100 characters (blank clears it). */
export const NamePartSchema = z.string().trim().max(100, 'Must be at most 100 characters');
const NamePart = NamePartSchema;

/** PATCH /api/account/profile body: any of first name, last name and e-mail; a blank name clears it. */
export const ProfileUpdateInputSchema = z.object({
  firstName: NamePart.optional(),
  lastName: NamePart.optional(),
  email: EmailSchema.optional(),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInputSchema>;

/** The profile form: every field present. */
export const ProfileFormSchema = z.object({
  firstName: NamePart,
  lastName: NamePart,
  email: EmailSchema,
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** POST /api/account/password body: the current password proves it is the owner at the keyboard. */
export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** The change-password form: the request plus a confirmation that must match. */
export const ChangePasswordFormSchema = ChangePasswordInputSchema.extend({
  confirmPassword: z.string().min(1, 'Confirm password is required'),
}).refine((v) => v.newPassword === v.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;
