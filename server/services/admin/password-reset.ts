import type { Database } from '#db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { sendPasswordReset } from '../auth/password-reset.ts';
import type { MailService } from '../mail/types.ts';

/**
 * Sends an account the same password-reset e-mail as forgot-password and answers the note the admin sees: where
 * the message went. Unlike forgot-password it says when nothing was sent: an unknown address (404), a
 * deactivated account (409), or a failed delivery (502, with the transport's reason).
 */
export async function sendUserPasswordReset(
  db: Database,
  mail: MailService,
  appUrl: string,
  email: string,
): Promise<string> {
  const delivery = await sendPasswordReset(db, mail, appUrl, email);
  if (delivery.sent) return `Password reset e-mail for ${email} ${delivery.where}.`;
  if (delivery.reason === 'unknown-address') throw new HttpError(404, 'No account has this e-mail address');
  if (delivery.reason === 'inactive-account') {
    throw new HttpError(409, 'This account is deactivated: activate it before sending a password reset');
  }
  throw new HttpError(502, `Failed to send password reset: ${delivery.where}`);
}
