// Demo data: a rep account `demo` with two realistic surveys, reset on every run.
//   npm run seed:demo                      (generated password, printed at the end)
//   DEMO_PASSWORD=... npm run seed:demo    (chosen password)
// With the embedded database and the server running, the server does it (operator channel, DATA_DIR/ops.sock).
import { randomBytes } from 'node:crypto';
import { loadConfig } from '#server/env.ts';
import {
  describeOperatorDatabase,
  describeOperatorError,
  reportOperatorDatabase,
  runOperatorAction,
} from '#server/ops/ops-client.ts';
import { DEMO_EMAIL, DEMO_USERNAME } from '#server/ops/seed-demo.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const chosen = process.env.DEMO_PASSWORD?.trim();
  const password = chosen || randomBytes(12).toString('base64url');
  const database = describeOperatorDatabase(config);
  try {
    const { surveyCount, appUrl } = await runOperatorAction(
      config,
      'seed-demo',
      { password, force: process.argv.includes('--force') },
      (message) => console.error(`seed:demo: ${message}`),
    );
    console.log(`\n  Demo account ready with ${surveyCount} surveys.`);
    console.log(`  URL:      ${appUrl}`);
    console.log(`  Username: ${DEMO_USERNAME}  (or ${DEMO_EMAIL})`);
    console.log(`  Password: ${password}${chosen ? '  (from DEMO_PASSWORD)' : ''}\n`);
    reportOperatorDatabase(database);
    return 0;
  } catch (error) {
    const line = describeOperatorError(error);
    if (!line) throw error;
    console.error(`seed:demo: ${line}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
