import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '#db/client.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './env.ts';
import { ensureAdmin } from './services/auth/accounts.ts';
import { purgeExpiredSessions } from './services/auth/sessions.ts';
import { createServices } from './services/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const open = () =>
    openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    });
  const isFreshPglite = !config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'db', 'PG_VERSION'));
  let handle = open();
  await handle.migrate();
  if (isFreshPglite) {
    // Creating a PGlite cluster grows its WebAssembly heap to ~900 MB, which is never given back; reopening
    // costs well under a second, once, and brings the idle server back to a quarter of that.
    await handle.close();
    handle = open();
  }
  const admin = await ensureAdmin(handle.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  await purgeExpiredSessions(handle.db);
  const services = await createServices(config, handle.db);
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
  const shutdown = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
