import path from 'node:path';
import type { Database } from '#db/client.ts';
import { createMailService, type MailService } from '#server/adapters/mail/index.ts';
import { createDiskStorage } from '#server/adapters/storage/disk.ts';
import type { StorageService } from '#server/adapters/storage/types.ts';
import type { AppConfig } from '#server/env.ts';
import { getSigningSecret } from '#server/modules/files/signing-secret.ts';
import { paymentEventHooks } from '#server/modules/payments/event-hooks.ts';
import { createTestModeProvider } from '#server/modules/payments/test-mode-provider.ts';
import type { PaymentProvider } from '#server/modules/payments/types.ts';
import { processPaymentEvent } from '#server/modules/payments/webhooks.ts';
import { createProposalWriter, type ProposalWriter } from '#server/modules/writing/index.ts';

/** The external-part adapters the routes use; each is chosen once, at start, from configuration. */
export interface AppServices {
  /** File storage: local disk by default, S3-compatible when S3_BUCKET is set. */
  storage: StorageService;
  /** Secret the disk adapter signs upload links with (SESSION_SECRET, or one generated and kept in the database). */
  signingSecret: string;
  /** Payments: Stripe when configured, else the local test mode (docs/decisions/022-payments.md). */
  payments: PaymentProvider;
  /** Mail: SMTP when SMTP_URL is set, else the outbox under DATA_DIR/outbox. */
  mail: MailService;
  /** Proposal writer: the built-in writer, or an OpenAI-compatible chat API when configured. */
  writer: ProposalWriter;
}

/**
 * Chooses and builds the adapters for this configuration; an adapter's SDK is loaded only when it is chosen.
 * `mail` replaces the configured transport everywhere, payment events included (tests that read what was sent).
 */
export async function createServices(
  config: AppConfig,
  db: Database,
  options: { mail?: MailService } = {},
): Promise<AppServices> {
  const signingSecret = await getSigningSecret(db, config);
  const mail = options.mail ?? createMailService(config);
  return {
    storage: await createStorage(config, signingSecret),
    signingSecret,
    payments: await createPayments(config, db, mail),
    mail,
    writer: await createProposalWriter(config),
  };
}

async function createPayments(config: AppConfig, db: Database, mail: MailService): Promise<PaymentProvider> {
  if (config.paymentMode === 'stripe') {
    const { createStripeProvider } = await import('#server/modules/payments/stripe-provider.ts');
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      priceId: config.STRIPE_PRICE_ID!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  // Test mode feeds its events straight into the webhook handling code Stripe's events go through.
  const provider: PaymentProvider = createTestModeProvider({
    db,
    appUrl: config.appUrl,
    deliverEvent: async (event) => {
      await processPaymentEvent(
        db,
        provider,
        event,
        paymentEventHooks({ db, provider, mail, appUrl: config.appUrl }),
      );
    },
  });
  return provider;
}

async function createStorage(config: AppConfig, signingSecret: string): Promise<StorageService> {
  if (config.S3_BUCKET) {
    const { createS3Storage } = await import('#server/adapters/storage/s3.ts');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage({ rootDir: path.join(config.DATA_DIR, 'objects'), signingSecret });
}
