import { PRODUCT_NAME } from '#shared/constants.ts';
import { renderEmail } from '../layout.ts';
import type { MailMessage } from '../types.ts';

/** The password-reset e-mail: the single-use link to /reset-password, and what to do if it was not you. */
export function passwordResetMessage(input: {
  to: string;
  name: string | null;
  link: string;
  /** How long the link works, in words ("1 hour"). */
  validFor: string;
}): MailMessage {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const body = renderEmail(subject, {
    greeting: input.name ? `Hello ${input.name},` : 'Hello,',
    intro: [`Someone asked to reset the password of your ${PRODUCT_NAME} account (${input.to}).`],
    action: { label: 'Choose a new password', url: input.link },
    outro: [
      `The link works once and expires in ${input.validFor}. Setting a new password signs you out on every device.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
  });
  return { to: input.to, subject, ...body };
}
