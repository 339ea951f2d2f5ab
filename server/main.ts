import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { acquireDataDirLock, type DataDirLock } from '#db/data-dir-lock.ts';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './env.ts';
import { startOpsServer } from './ops/ops-server.ts';
import { ensureAdmin } from './services/auth/accounts.ts';
import { purgeExpiredSessions } from './services/auth/sessions.ts';
import { createServices } from './services/index.ts';
import { describeStartupError } from './startup-errors.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Opens and migrates the database; the embedded one stays locked by this process until it exits. */
async function openMigratedDatabase(
  config: AppConfig,
): Promise<{ handle: DatabaseHandle; lock?: DataDirLock }> {
  const lock = config.DATABASE_URL ? undefined : acquireDataDirLock(config.DATA_DIR);
  const open = () =>
    openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      lock,
    });
  const isFreshPglite = !config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'db', 'PG_VERSION'));
  let handle = open();
  try {
    await handle.migrate();
    if (isFreshPglite) {
      // Creating a PGlite cluster grows its WebAssembly heap to ~900 MB, which is never given back; reopening
      // costs well under a second, once, and brings the idle server back to a quarter of that. The lock is
      // held across the reopen, so no command slips in between.
      await handle.close();
      handle = open();
    }
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return { handle, lock };
}

async function start(config: AppConfig): Promise<void> {
  const { handle, lock } = await openMigratedDatabase(config);
  const admin = await ensureAdmin(handle.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  await purgeExpiredSessions(handle.db);
  const services = await createServices(config, handle.db);
  // With PGlite this process owns the database, so operator commands hand their work to it on a local socket.
  const ops = handle.kind === 'pglite' ? await startOpsServer({ config, db: handle.db, ...services }) : null;
  const app = await buildApp({
    config,
    db: handle.db,
    ...services,
    clientDir: path.join(root, 'dist', 'client'),
    logger: { level: config.LOG_LEVEL },
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  const where =
    handle.kind === 'pglite' ? `embedded PGlite in ${path.resolve(config.DATA_DIR, 'db')}` : 'PostgreSQL';
  console.log(`\n  AquaSurvey Pro is running at ${config.appUrl}  (database: ${where})`);
  if (admin.generatedPassword) {
    console.log(
      `  Administrator created: ${config.ADMIN_EMAIL} / ${admin.generatedPassword}  (shown once; set ADMIN_PASSWORD to choose it)`,
    );
  }
  if (admin.notice) console.log(`  ${admin.notice}`);
  if (config.paymentMode === 'test') {
    console.log(
      '  Payments: test mode (pay with 4242 4242 4242 4242; set the STRIPE_* variables for Stripe).',
    );
  }
  if (!config.SMTP_URL) {
    const outbox = path.resolve(config.DATA_DIR, 'outbox');
    const line = `  Mail: saved to ${outbox} (links printed here; set SMTP_URL to send e-mail).`;
    if (config.isProduction)
      console.warn(`${line.trimEnd()} In production this prints live reset links to the log.`);
    else console.log(line);
  }
  if (ops && 'reason' in ops) {
    console.warn(`  Operator commands cannot reach this server while it runs: ${ops.reason}.`);
  }
  const shutdown = async () => {
    await app.close();
    if (ops && 'close' in ops) await ops.close();
    await handle.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  try {
    await start(config);
  } catch (error) {
    const line = describeStartupError(error, config);
    if (!line) throw error;
    console.error(line);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
