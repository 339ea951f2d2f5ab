// The real app in-process on a database and data folder of its own (PGlite under .tmp, or a fresh PostgreSQL
// database `aqs_rel_<random>`), for sections that inject requests; everything is removed afterwards.
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '#db/client.ts';
import { createServices } from '#server/adapters/index.ts';
import { type AppDeps, buildApp } from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { createServerSite } from '../durability/server-process.ts';
import type { ReliabilityTarget } from './types.ts';

/** Runs `measure` against a freshly migrated in-process app on the target database, then cleans up. */
export async function withInProcessApp<T>(
  target: ReliabilityTarget,
  measure: (app: FastifyInstance, deps: AppDeps) => Promise<T>,
): Promise<T> {
  const site = await createServerSite(target);
  const handle = openDatabase({ databaseUrl: site.env.DATABASE_URL || undefined, dataDir: site.dataDir });
  try {
    await handle.migrate();
    const config = parseEnv({ ...site.env, APP_URL: 'http://127.0.0.1:5000' });
    const deps: AppDeps = { config, db: handle.db, ...(await createServices(config, handle.db)) };
    const app = await buildApp(deps);
    try {
      return await measure(app, deps);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await site.remove();
  }
}
