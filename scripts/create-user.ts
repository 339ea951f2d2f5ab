// Operator command: creates an account from the shell (comped customers, support), subscription active, no payment.
//   npm run create-user -- --username NAME --email ADDRESS --password SECRET [--admin] [--first-name X] [--last-name Y]
import { parseArgs } from 'node:util';
import { openDatabase } from '#db/client.ts';
import { loadConfig } from '#server/env.ts';
import { HttpError } from '#server/lib/errors.ts';
import { createAccount } from '#server/services/auth/accounts.ts';

const USAGE =
  'Usage: npm run create-user -- --username NAME --email ADDRESS --password SECRET [--admin] [--first-name X] [--last-name Y]';

async function main(): Promise<number> {
  let values: ReturnType<typeof parseCli>;
  try {
    values = parseCli();
  } catch (error) {
    console.error(`create-user: ${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const missing = (['username', 'email', 'password'] as const).filter((k) => !values[k]);
  if (missing.length) {
    console.error(`create-user: missing --${missing.join(', --')}\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    await handle.migrate();
    const user = await createAccount(handle.db, {
      username: values.username!,
      email: values.email!,
      password: values.password!,
      isAdmin: values.admin ?? false,
      firstName: values['first-name'] ?? null,
      lastName: values['last-name'] ?? null,
      subscriptionStatus: values.admin ? 'inactive' : 'active',
    });
    console.log(
      `Created ${user.isAdmin ? 'administrator' : 'user'} ${user.username} <${user.email}>${user.isAdmin ? '' : ' with an active subscription'}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      const detail = error.fieldErrors
        ? Object.values(error.fieldErrors).filter((m) => m !== error.message)
        : [];
      console.error(`create-user: ${error.message}${detail.length ? ` (${detail.join('; ')})` : ''}`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

function parseCli() {
  return parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      admin: { type: 'boolean' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  }).values;
}

main().then((code) => process.exit(code));
