import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import type { MailService } from '#server/adapters/mail/index.ts';
import { createUser } from '../../../tests/factories/index.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { sendUserPasswordReset } from './password-reset.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** A transport answering as the real ones do, server paths and addresses included. */
function mailAnswering(transport: MailService['transport'], delivered: boolean): MailService {
  return {
    transport,
    async send() {
      if (!delivered)
        return { delivered: false, where: 'not saved to the outbox: EACCES /srv/aqs/data/outbox' };
      return transport === 'smtp'
        ? { delivered: true, where: 'sent through SMTP mail.internal:587' }
        : { delivered: true, where: 'saved to the outbox: /srv/aqs/data/outbox/20261127-abc.eml' };
    },
  };
}

test('the admin reads "sent" through SMTP and "saved to the outbox" without the file path', async () => {
  const user = await createUser(handle.db);
  const viaSmtp = await sendUserPasswordReset(handle.db, mailAnswering('smtp', true), 'http://x', user.email);
  expect(viaSmtp).toBe(`Password reset e-mail sent to ${user.email}.`);
  const viaOutbox = await sendUserPasswordReset(
    handle.db,
    mailAnswering('outbox', true),
    'http://x',
    user.email,
  );
  expect(viaOutbox).toBe(
    `Password reset e-mail for ${user.email} saved to the outbox (this server sends no e-mail until SMTP_URL is set).`,
  );
});

test('a failed delivery answers 502 without the transport detail (the log keeps it)', async () => {
  const user = await createUser(handle.db);
  const failing = sendUserPasswordReset(handle.db, mailAnswering('outbox', false), 'http://x', user.email);
  await expect(failing).rejects.toMatchObject({
    statusCode: 502,
    message:
      'Failed to send password reset: the e-mail could not be delivered. The server log has the reason.',
  });
});
