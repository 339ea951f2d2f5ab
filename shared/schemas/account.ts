import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './auth.ts';
import { PHONE_MESSAGE } from './company.ts';

// Settings > Profile: the signed-in user's own name, e-mail and password (docs/decisions/023-accounts-and-mail.md).

/** A first or last name: optional text of at most 100 characters (blank clears it). */
export const NamePartSchema = z.string().trim().max(100, 'Must be at most 100 characters');
const NamePart = NamePartSchema;

/** The rep's job title, signed under the cover letter (blank clears it). */
export const JobTitleSchema = z.string().trim().max(100, 'Must be at most 100 characters');
/** The rep's direct phone (blank clears it): digits with the usual separators, at least 7 digits. */
export const RepPhoneSchema = z
  .string()
  .trim()
  .max(40, 'Must be at most 40 characters')
  .refine(
    (v) => v === '' || (/^[+()\d\s.\-/x]+$/i.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7),
    PHONE_MESSAGE,
  );

/** PATCH /api/account/profile body: any of first name, last name and e-mail; a blank name clears it. */
export const ProfileUpdateInputSchema = z.object({
  firstName: NamePart.optional(),
  lastName: NamePart.optional(),
  jobTitle: JobTitleSchema.optional(),
  phone: RepPhoneSchema.optional(),
  email: EmailSchema.optional(),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInputSchema>;

/** The profile form: every field present; the current password is asked for (and sent) only to change the e-mail. */
export const ProfileFormSchema = z.object({
  firstName: NamePart,
  lastName: NamePart,
  jobTitle: JobTitleSchema,
  phone: RepPhoneSchema,
  email: EmailSchema,
  currentPassword: z.string().max(1024),
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

/** POST /api/account/email body: the new address, confirmed by a link sent there; the password proves the owner. */
export const EmailChangeInputSchema = z.object({
  email: EmailSchema,
  currentPassword: z
    .string({ error: 'Enter your current password to change your e-mail' })
    .min(1, 'Enter your current password to change your e-mail')
    .max(1024),
});
export type EmailChangeInput = z.infer<typeof EmailChangeInputSchema>;

/** POST /api/account/email answer: the same for every address, taken or free. */
export const EmailChangeAnswerSchema = z.object({ message: z.string(), pendingEmail: z.string() });
export type EmailChangeAnswer = z.infer<typeof EmailChangeAnswerSchema>;

/** What the Settings page says once the confirmation link is on its way. */
export function emailChangeSentMessage(email: string): string {
  return `Check your new inbox: we sent a link to ${email}. Your e-mail address changes when you open it.`;
}

/** POST /api/account/email/confirm body: the token from the link. */
export const EmailChangeConfirmInputSchema = z.object({
  token: z.string().trim().min(1, 'The link has no token').max(200),
});
export type EmailChangeConfirmInput = z.infer<typeof EmailChangeConfirmInputSchema>;

/** POST /api/account/email/confirm answer. */
export const EmailChangeConfirmAnswerSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChangeConfirmAnswer = z.infer<typeof EmailChangeConfirmAnswerSchema>;

/** 400 for an unknown, used or expired confirmation link. */
export const EMAIL_CHANGE_LINK_INVALID =
  'This confirmation link has expired or was already used. Change your e-mail again in Settings to get a new one.';
/** 409 when the new address belongs to another account by the time the link is opened. */
export const EMAIL_CHANGE_TAKEN =
  'This e-mail address cannot be used: it belongs to another account. Your e-mail address has not changed.';
