import { PRODUCT_NAME } from '#shared/constants.ts';
import { renderEmail } from '../layout.ts';
import type { MailMessage } from '../types.ts';

/** Sent to the new address: the single-use link that makes it the account's e-mail. */
export function emailChangeMessage(input: {
  to: string;
  name: string | null;
  link: string;
  validFor: string;
}): MailMessage {
  const subject = `Confirm your new ${PRODUCT_NAME} e-mail address`;
  const body = renderEmail(subject, {
    greeting: input.name ? `Hello ${input.name},` : 'Hello,',
    intro: [`Someone asked to use ${input.to} as the e-mail address of a ${PRODUCT_NAME} account.`],
    action: { label: 'Use this e-mail address', url: input.link },
    outro: [
      `The link works once and expires in ${input.validFor}. Until it is opened, the account keeps its current address.`,
      'If you did not ask for this, you can ignore this e-mail: nothing changes.',
    ],
  });
  return { to: input.to, subject, ...body };
}
