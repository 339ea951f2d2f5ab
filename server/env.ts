import { existsSync } from 'node:fs';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads from the environment, with working defaults for a fresh machine. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  APP_URL: z.string().url('must be a URL such as http://localhost:5000').optional(),
  ADMIN_EMAIL: z.string().email('must be an e-mail address').default('admin@aquasurvey.local'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: booleanText,
  ALLOW_INSECURE_HTTP: booleanText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.string().url('must be a URL').optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanText,
  ENABLE_TEST_ROUTES: booleanText,
  /** Set by `npm run dev` only: the API also takes calls from the page Vite serves on http://localhost:5173. */
  TRUST_VITE_DEV_SERVER: booleanText,
  // Payments (docs/decisions/022-payments.md): Stripe when all three are set, else the local test mode.
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the Stripe SDK sends its calls (a Stripe-compatible server for tests); Stripe's own API when unset. */
  STRIPE_API_URL: optionalText.pipe(z.string().url('must be a URL').optional()),
  /** Lets NODE_ENV=production take test-mode payments (a demo server); refused otherwise. */
  ALLOW_TEST_PAYMENTS: booleanText,
  // Mail: SMTP when SMTP_URL is set, else the outbox under DATA_DIR/outbox.
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('AquaSurvey Pro <no-reply@aquasurvey.pro>'),
  // Accepted proposals are signed with this PKCS#12 file (and its password) when set, else with a certificate
  // made for the installation on first use (decision 040).
  SIGNING_P12_PATH: optionalText,
  SIGNING_P12_PASSWORD: optionalText,
  // Proposal writer: an OpenAI-compatible chat API when OPENAI_API_KEY or OPENAI_BASE_URL is set, else built-in.
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.string().url('must be a URL').optional()),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
});

/** Parsed configuration, plus values derived from it. */
export type AppConfig = z.infer<typeof EnvSchema> & {
  appUrl: string;
  isProduction: boolean;
  /** 'stripe' when the three Stripe variables are set, else 'test' (the local test-mode checkout). */
  paymentMode: 'stripe' | 'test';
  /** 'openai' when OPENAI_API_KEY or OPENAI_BASE_URL is set (Ollama needs no key), else the built-in writer. */
  writerMode: 'openai' | 'built-in';
};

/** Parses an environment; throws an Error whose message is one line naming the bad variable. */
export function parseEnv(env: Record<string, string | undefined>): AppConfig {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new Error(`Invalid configuration: ${name} ${issue.message}`);
  }
  const cfg = result.data;
  const isProduction = cfg.NODE_ENV === 'production';
  if (isProduction && !cfg.ADMIN_PASSWORD) {
    throw new Error('Invalid configuration: ADMIN_PASSWORD is required when NODE_ENV=production');
  }
  if (isProduction && cfg.ENABLE_TEST_ROUTES) {
    throw new Error('Invalid configuration: ENABLE_TEST_ROUTES must not be set when NODE_ENV=production');
  }
  if (isProduction && cfg.TRUST_VITE_DEV_SERVER) {
    throw new Error('Invalid configuration: TRUST_VITE_DEV_SERVER must not be set when NODE_ENV=production');
  }
  const appUrl = cfg.APP_URL ?? `http://localhost:${cfg.PORT}`;
  // Without https the session cookie cannot be Secure and no HSTS is sent: production must opt in to that knowingly.
  if (isProduction && !appUrl.startsWith('https://') && !cfg.ALLOW_INSECURE_HTTP) {
    throw new Error(
      'Invalid configuration: APP_URL must be an https:// address when NODE_ENV=production (set ALLOW_INSECURE_HTTP=true to run on plain http anyway)',
    );
  }
  if (cfg.S3_BUCKET && !(cfg.S3_ACCESS_KEY_ID && cfg.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
    );
  }
  const stripeKeys = [cfg.STRIPE_SECRET_KEY, cfg.STRIPE_PRICE_ID, cfg.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  const paymentMode = cfg.STRIPE_SECRET_KEY ? ('stripe' as const) : ('test' as const);
  if (isProduction && paymentMode === 'test' && !cfg.ALLOW_TEST_PAYMENTS) {
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production (set ALLOW_TEST_PAYMENTS=true to take test-mode payments anyway)',
    );
  }
  const writerMode = cfg.OPENAI_API_KEY || cfg.OPENAI_BASE_URL ? ('openai' as const) : ('built-in' as const);
  return { ...cfg, appUrl, isProduction, paymentMode, writerMode };
}

/** Reads `.env` (when present) into process.env without overriding what is already set, then parses. */
export function loadConfig(): AppConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return parseEnv(process.env);
}
