import { PRODUCT_NAME, SUBSCRIPTION_PRICE } from '#shared/constants.ts';
import { renderEmail } from '../layout.ts';
import type { MailMessage } from '../types.ts';

/** Subject of the e-mail a new customer gets right after paying. */
export const FINISH_SIGNUP_SUBJECT = `Finish creating your ${PRODUCT_NAME} account`;
/** Subject of the e-mail a payer whose address already has an account gets. */
export const ADD_PAYMENT_SUBJECT = `Add your payment to your ${PRODUCT_NAME} account`;

const price = `${SUBSCRIPTION_PRICE}/month`;

/**
 * The e-mail sent once after a verified payment (docs/decisions/030): a single-use link to /signup that lets
 * the payer finish from any browser. When the paid address already has an account, the same link leads to
 * signing in, and the payment joins that account (or is refunded when it already pays).
 */
export function signupLinkMessage(input: {
  to: string;
  link: string;
  /** How long the link works, in words ("7 days"). */
  validFor: string;
  /** The paid address already has an account: nothing to create, sign in instead. */
  hasAccount: boolean;
}): MailMessage {
  if (input.hasAccount) {
    const subject = ADD_PAYMENT_SUBJECT;
    const body = renderEmail(subject, {
      greeting: 'Hello,',
      intro: [
        `Thank you for your ${PRODUCT_NAME} payment (${price}) made with ${input.to}.`,
        'This address already has an account, so there is nothing to create: sign in, and the payment becomes your account’s subscription. If your account already has an active subscription, this payment is canceled and refunded, so you are never charged twice.',
      ],
      action: { label: 'Sign in to add your payment', url: input.link },
      outro: [`The link expires in ${input.validFor}.`],
    });
    return { to: input.to, subject, ...body };
  }
  const subject = FINISH_SIGNUP_SUBJECT;
  const body = renderEmail(subject, {
    greeting: 'Hello,',
    intro: [
      `Thank you for subscribing to ${PRODUCT_NAME} (${price}). Your payment with ${input.to} went through.`,
      'One step is left: choose the username and password you will sign in with.',
    ],
    action: { label: 'Create your account', url: input.link },
    outro: [
      `The link creates one account and expires in ${input.validFor}. If you have created your account already, just sign in.`,
      'If you did not pay for this subscription, write to us at the address below and we will sort it out.',
    ],
  });
  return { to: input.to, subject, ...body };
}
