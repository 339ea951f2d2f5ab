// The API fuzzer of tests/fuzz on a database of its own: generated hostile requests to every route, counting
// 5xx answers and error bodies that leak internal detail (both must be 0).
import { openDatabase } from '#db/client.ts';
import { createServices } from '#server/adapters/index.ts';
import { buildApp } from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import { createServerSite } from '../durability/server-process.ts';
import { runApiFuzz } from '../fuzz/api-fuzz.ts';
import type { ReliabilitySection } from './types.ts';

const SEED = 20_261_207;
const REQUESTS_PER_ROUTE = 45;

/** Fuzzed requests against the in-process app, with how many answered 5xx and how many leaked internals. */
export const measureFuzz: ReliabilitySection = async (target) => {
  const site = await createServerSite(target);
  const handle = openDatabase({ databaseUrl: site.env.DATABASE_URL || undefined, dataDir: site.dataDir });
  try {
    await handle.migrate();
    const config = parseEnv({ ...site.env, APP_URL: 'http://127.0.0.1:5000' });
    const deps = { config, db: handle.db, ...(await createServices(config, handle.db)) };
    const app = await buildApp(deps);
    try {
      const report = await runApiFuzz({ app, deps }, { seed: SEED, perRoute: REQUESTS_PER_ROUTE });
      return {
        'fuzzed requests': report.requests,
        '5xx answers': report.serverErrors.length,
        'bodies leaking internals': report.leaks.length,
        'cross-site writes not refused': report.crossSite.length,
        routes: report.routes.length,
        seed: SEED,
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await site.remove();
  }
};
