import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { pgliteForDrizzle } from './pglite-drizzle.ts';
import * as schema from './schema/index.ts';

/** The Drizzle database type shared by the PGlite and node-postgres drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database plus what is needed to migrate and close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Folder of the committed drizzle-kit migrations. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same for every instance so migrations never run twice at once.
const MIGRATION_LOCK_ID = 727_274_001;
/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own. PGlite is one backend in this process's
 * WebAssembly memory, which never shrinks: PostgreSQL's default 128 MB of shared buffers alone kept the idle
 * server 120 MB larger. Pages not in the buffers are read through the operating system's file cache.
 * Passed at each start (never written to postgresql.conf), so changing them needs no migration.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'max_connections=5',
];
/** How long a request waits for a PostgreSQL connection before failing (the app answers 503). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/db` (or a PGlite passed in).
 * A data folder is opened by one process only: its lock is taken here (DataDirLockedError when another live
 * process holds it) and released by close(), unless the caller passes a lock it holds itself.
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  poolSize?: number;
  lock?: DataDirLock;
  /** PGlite as Drizzle's driver expects it, without pgliteForDrizzle (bench:library-patches measures the two). */
  plainPglite?: boolean;
}): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  let client = options.pglite;
  let ownLock: DataDirLock | undefined;
  if (!client) {
    const dataDir = options.dataDir ?? './data';
    ownLock = options.lock ? undefined : acquireDataDirLock(dataDir);
    const dir = path.join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { startParams: PGLITE_START_PARAMS });
  }
  const pglite = client;
  const db = drizzlePglite(options.plainPglite ? pglite : pgliteForDrizzle(pglite), {
    schema,
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      try {
        await pglite.close();
      } finally {
        ownLock?.release();
      }
    },
  };
}

function openPostgres(url: string, max: number): DatabaseHandle {
  // A database that stops answering must fail a request (503) within seconds rather than hold it forever.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection dropped by the server (restart, failover, admin) must not crash the process; the pool reconnects.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error(`PostgreSQL idle connection error: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start together: an advisory lock lets exactly one apply migrations.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
