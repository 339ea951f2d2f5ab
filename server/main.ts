import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { acquireDataDirLock, type DataDirLock, lockFileOf } from '#db/data-dir-lock.ts';
import { createServices } from '#server/adapters/index.ts';
import { runPeriodicWork, startPeriodicWork } from '#server/lib/background.ts';
import { consoleLogger } from '#server/lib/logger.ts';
import { ensureAdmin } from '#server/modules/auth/accounts.ts';
import { startOpsServer } from '#server/ops/ops-server.ts';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './env.ts';
import { housekeepingTasks } from './housekeeping.ts';
import { describeStartupError } from './startup-errors.ts';

// From source (tsx) this file is server/main.ts; compiled it is dist/server/main.js, next to dist/client.
const CLIENT_DIR = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../dist/client' : '../client', import.meta.url),
);

/** Set in the environment of the short-lived child that creates a new embedded database (see below). */
const PREPARE_ONLY_ENV = 'AQS_PREPARE_DATABASE_ONLY';

/**
 * Creating a PGlite cluster (initdb and the first migrations) grows its WebAssembly memory to several hundred MB,
 * which is never given back. So a new data folder is created by a child process running this same entry point,
 * which exits when done, and the server then opens the ready folder at its idle size. The child works under the
 * lock this process holds, so no command slips in between.
 */
function prepareInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, [PREPARE_ONLY_ENV]: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let failure: string | undefined;
    child.on('message', (message: { error?: string }) => {
      failure = message.error;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(failure ?? `Creating the embedded database stopped (${signal ?? `exit code ${code}`}).`),
        );
    });
  });
}

/** The child's work: create and migrate the embedded database under the parent's lock, then exit. */
async function prepareDatabaseAndExit(config: AppConfig): Promise<never> {
  // The parent's lock covers this work only while the parent lives: if it dies, stop too.
  process.on('disconnect', () => process.exit(1));
  try {
    const parentLock: DataDirLock = { file: lockFileOf(config.DATA_DIR), release() {} };
    const handle = openDatabase({ dataDir: config.DATA_DIR, lock: parentLock });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    process.exit(0);
  } catch (error) {
    const exit = () => process.exit(1);
    if (process.send) process.send({ error: (error as Error).message }, exit);
    else exit();
    return await new Promise<never>(() => {});
  }
}

/** Opens and migrates the database; the embedded one stays locked by this process until it exits. */
async function openMigratedDatabase(
  config: AppConfig,
): Promise<{ handle: DatabaseHandle; lock?: DataDirLock }> {
  const lock = config.DATABASE_URL ? undefined : acquireDataDirLock(config.DATA_DIR);
  try {
    const isFreshPglite = !config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'db', 'PG_VERSION'));
    if (isFreshPglite) await prepareInChild();
  } catch (error) {
    lock?.release();
    throw error;
  }
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    lock,
  });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return { handle, lock };
}

async function start(config: AppConfig): Promise<void> {
  const { handle, lock } = await openMigratedDatabase(config);
  const admin = await ensureAdmin(handle.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  const housekeeping = housekeepingTasks(handle.db);
  await runPeriodicWork(housekeeping, consoleLogger);
  const services = await createServices(config, handle.db);
  // With PGlite this process owns the database, so operator commands hand their work to it on a local socket.
  const ops = handle.kind === 'pglite' ? await startOpsServer({ config, db: handle.db, ...services }) : null;
  const app = await buildApp({
    config,
    db: handle.db,
    ...services,
    clientDir: CLIENT_DIR,
    logger: { level: config.LOG_LEVEL },
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  // Expired rows go while the server runs too, not only at start (decision 032; the one mechanism: decision 038).
  const stopPurge = startPeriodicWork(housekeeping, app.log);
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
    // Links are credentials: printed for a development machine only (decision 013, 032).
    if (config.isProduction)
      console.warn(
        `  Mail: saved to ${outbox} as .eml files, links not printed in production (set SMTP_URL to send e-mail).`,
      );
    else console.log(`  Mail: saved to ${outbox} (links printed here; set SMTP_URL to send e-mail).`);
  }
  if (ops && 'reason' in ops) {
    console.warn(`  Operator commands cannot reach this server while it runs: ${ops.reason}.`);
  }
  const shutdown = async () => {
    stopPurge();
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
  if (process.env[PREPARE_ONLY_ENV] === '1') await prepareDatabaseAndExit(config);
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
