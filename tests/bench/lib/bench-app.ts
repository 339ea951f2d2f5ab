import type { AddressInfo } from 'node:net';
import { createServices } from '#server/adapters/index.ts';
import { buildApp } from '#server/app.ts';
import { parseEnv } from '#server/env.ts';
import type { BenchDatabase } from './databases.ts';

/** A server listening on 127.0.0.1 at url. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Builds the real app (parseEnv + createServices + buildApp) on the bench database and listens on a free port. */
export async function startBenchApp(db: BenchDatabase): Promise<RunningServer> {
  const config = parseEnv({
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'bench-admin-password',
    APP_URL: 'http://127.0.0.1:5000',
    ALLOW_INSECURE_HTTP: 'true', // the bench measures production mode on loopback, without TLS
    ALLOW_TEST_PAYMENTS: 'true',
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.databaseUrl,
    LOG_LEVEL: 'silent',
  });
  const services = await createServices(config, db.handle.db);
  const app = await buildApp({ config, db: db.handle.db, ...services, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
