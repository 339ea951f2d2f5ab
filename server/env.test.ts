import { describe, expect, test } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  test('starts with no variables at all, on the documented defaults', () => {
    const cfg = parseEnv({});
    expect(cfg).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      appUrl: 'http://localhost:5000',
      isProduction: false,
    });
    expect(cfg.DATABASE_URL).toBeUndefined();
  });

  test.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres/],
    [{ ADMIN_EMAIL: 'nope' }, /^Invalid configuration: ADMIN_EMAIL must be an e-mail address/],
    [{ SESSION_SECRET: 'short' }, /^Invalid configuration: SESSION_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'production' }, /ADMIN_PASSWORD is required/],
    [
      { NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-1', ENABLE_TEST_ROUTES: 'true' },
      /ENABLE_TEST_ROUTES must not be set/,
    ],
    [{ S3_BUCKET: 'b' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required/],
    [
      { NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-1' },
      /^Invalid configuration: APP_URL must be an https:\/\/ address when NODE_ENV=production/,
    ],
    [
      { NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-1', APP_URL: 'http://app.example.com' },
      /ALLOW_INSECURE_HTTP=true/,
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(message);
    try {
      parseEnv(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  test('starts in production on an https APP_URL, or on http only when ALLOW_INSECURE_HTTP=true', () => {
    const production = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'long-enough-1',
      ALLOW_TEST_PAYMENTS: 'true',
    };
    expect(parseEnv({ ...production, APP_URL: 'https://app.example.com' }).isProduction).toBe(true);
    const insecure = parseEnv({
      ...production,
      APP_URL: 'http://10.0.0.5:5000',
      ALLOW_INSECURE_HTTP: 'true',
    });
    expect(insecure.appUrl).toBe('http://10.0.0.5:5000');
    expect(() => parseEnv({ ...production, ALLOW_INSECURE_HTTP: 'false' })).toThrow(
      /APP_URL must be an https/,
    );
  });

  test('takes payments in test mode by default, with Stripe when its three variables are set', () => {
    expect(parseEnv({}).paymentMode).toBe('test');
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PRICE_ID: 'price_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(parseEnv(stripe).paymentMode).toBe('stripe');
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET must be set together',
    );
    const production = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'long-enough-1',
      APP_URL: 'https://app.example.com',
    };
    expect(() => parseEnv(production)).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production \(set ALLOW_TEST_PAYMENTS=true/,
    );
    expect(parseEnv({ ...production, ...stripe }).paymentMode).toBe('stripe');
    expect(parseEnv({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).paymentMode).toBe('test');
  });

  test('treats an empty DATABASE_URL as unset (PGlite)', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
