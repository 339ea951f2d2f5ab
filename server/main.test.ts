import { expect, test } from 'vitest';
import { findFreePort } from '../tests/bench/lib/processes.ts';
import { runTsx } from '../tests/durability/server-process.ts';

async function startWith(env: Record<string, string>) {
  const port = String(await findFreePort());
  // A server that starts anyway (the defect) is killed after a minute, failing the test without hanging it.
  const fullEnv = { NODE_ENV: 'test', PORT: port, HOST: '127.0.0.1', ...env };
  const run = await runTsx('server/main.ts', [], fullEnv, 60_000);
  return { code: run.code, lines: run.stderr.trim().split('\n') };
}

test('a DATABASE_URL on a closed port stops the start with one line naming it, exit 1', async () => {
  // A port nothing listens on: freed right after it was found.
  const port = await findFreePort();
  const run = await startWith({ DATABASE_URL: `postgres://aqs:secret-pw@127.0.0.1:${port}/aquasurvey` });
  expect(run.code).toBe(1);
  expect(run.lines).toEqual([
    `Cannot start: DATABASE_URL points at aqs@127.0.0.1:${port}/aquasurvey, but nothing accepts connections there (connection refused) (ECONNREFUSED).`,
  ]);
}, 90_000);

test.runIf(!!process.env.DATABASE_URL)(
  'a DATABASE_URL naming a missing database stops the start with one line, exit 1',
  async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/aqs_no_such_database';
    const run = await startWith({ DATABASE_URL: url.toString() });
    expect(run.code).toBe(1);
    expect(run.lines).toHaveLength(1);
    expect(run.lines[0]).toMatch(
      /^Cannot start: DATABASE_URL points at .+\/aqs_no_such_database, but that database does not exist \(3D000\)\.$/,
    );
  },
  90_000,
);

// Each: a production configuration missing one safeguard stops the start with one line saying which, exit 1.
test.each([
  {
    name: 'production on plain http is refused with one line unless ALLOW_INSECURE_HTTP=true',
    appUrl: 'http://app.example.com',
    line: 'Invalid configuration: APP_URL must be an https:// address when NODE_ENV=production (set ALLOW_INSECURE_HTTP=true to run on plain http anyway)',
  },
  {
    name: 'production without Stripe is refused with one line unless ALLOW_TEST_PAYMENTS=true',
    appUrl: 'https://app.example.com',
    line: 'Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET are required when NODE_ENV=production (set ALLOW_TEST_PAYMENTS=true to take test-mode payments anyway)',
  },
])(
  '$name',
  async ({ appUrl, line }) => {
    const run = await startWith({ NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-1', APP_URL: appUrl });
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([line]);
  },
  90_000,
);
