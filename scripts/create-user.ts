// Operator command: creates an account from the shell (comped customers, support), subscription active, no payment.
//   npm run create-user -- --username NAME --email ADDRESS --password SECRET [--admin] [--first-name X] [--last-name Y]
// With the embedded database and the server running, the server does it (operator channel, DATA_DIR/ops.sock).
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/env.ts';
import {
  describeOperatorDatabase,
  describeOperatorError,
  reportOperatorDatabase,
  runOperatorAction,
} from '#server/ops/ops-client.ts';

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
  // Looked at before the command runs: an embedded database it has to create is not the running server's.
  const database = describeOperatorDatabase(config);
  try {
    const user = await runOperatorAction(
      config,
      'create-user',
      {
        username: values.username,
        email: values.email,
        password: values.password,
        admin: values.admin ?? false,
        firstName: values['first-name'] ?? null,
        lastName: values['last-name'] ?? null,
      },
      (message) => console.error(`create-user: ${message}`),
    );
    console.log(
      `Created ${user.isAdmin ? 'administrator' : 'user'} ${user.username} <${user.email}>${user.isAdmin ? '' : ' with an active subscription'}.`,
    );
    reportOperatorDatabase(database);
    return 0;
  } catch (error) {
    const line = describeOperatorError(error);
    if (!line) throw error;
    console.error(`create-user: ${line}`);
    return 1;
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
