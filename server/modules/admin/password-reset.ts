import type { Database } from '#db/client.ts';
import type { MailService } from '#server/adapters/mail/types.ts';
import { HttpError } from '#server/lib/errors.ts';
import { sendPasswordReset } from '#server/modules/password-reset/password-reset.ts';

/**
 * What the admin reads after a reset e-mail left: in the product's words, never a server path (the log has the
 * file name of an outbox message).
 */
function deliveryNote(transport: MailService['transport'], email: string): string {
  if (transport === 'smtp') return `Password reset e-mail sent to ${email}.`;
  return `Password reset e-mail for ${email} saved to the outbox (this server sends no e-mail until SMTP_URL is set).`;
}

/**
 * Sends an account the same password-reset e-mail as forgot-password and answers the note the admin sees: sent,
 * or kept in the outbox. Unlike forgot-password it says when nothing was sent: an unknown address (404), a
 * deactivated account (409), or a failed delivery (502; the transport's reason is in the server log).
 */
export async function sendUserPasswordReset(
  db: Database,
  mail: MailService,
  appUrl: string,
  email: string,
): Promise<string> {
  const delivery = await sendPasswordReset(db, mail, appUrl, email);
  if (delivery.sent) return deliveryNote(mail.transport, email.trim());
  if (delivery.reason === 'unknown-address') throw new HttpError(404, 'No account has this e-mail address');
  if (delivery.reason === 'inactive-account') {
    throw new HttpError(409, 'This account is deactivated: activate it before sending a password reset');
  }
  throw new HttpError(
    502,
    'Failed to send password reset: the e-mail could not be delivered. The server log has the reason.',
  );
}
