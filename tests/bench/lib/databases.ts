import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { registerCleanup } from './cleanup.ts';

/** Runs SQL with positional parameters straight on the driver and returns the rows. */
export type RawQuery = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** The bench's database: the Drizzle handle the app uses and a raw query on the same driver for the bare server. */
export interface BenchDatabase {
  handle: DatabaseHandle;
  kind: 'pglite' | 'postgres';
  description: string;
  /** DATABASE_URL of the dedicated PostgreSQL database; undefined on PGlite. */
  databaseUrl?: string;
  /** DATA_DIR holding the PGlite files (also used as the app's DATA_DIR). */
  dataDir: string;
  rawQuery: RawQuery;
  close(): Promise<void>;
}

const POOL_SIZE = 10;

/** The same connection URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Creates an empty PostgreSQL database `aqs_bench_<random>` next to the one in url; dropped by the returned call. */
export async function createDedicatedDatabase(
  url: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `aqs_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  const unregister = registerCleanup(drop);
  return {
    url: withDatabase(url, name),
    name,
    async drop() {
      unregister();
      await drop();
    },
  };
}

/** A temporary folder removed by the returned call (and on interruption). */
export function createTempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const unregister = registerCleanup(remove);
  return {
    dir,
    remove() {
      unregister();
      remove();
    },
  };
}

/** Opens and migrates the bench database: PostgreSQL in a dedicated database when DATABASE_URL is set, else PGlite in a temp dir. */
export async function openBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  const temp = createTempDir('aqs-bench-');
  if (databaseUrl) {
    const dedicated = await createDedicatedDatabase(databaseUrl);
    const handle = openDatabase({ databaseUrl: dedicated.url, poolSize: POOL_SIZE });
    await handle.migrate();
    const pool = new pg.Pool({ connectionString: dedicated.url, max: POOL_SIZE });
    // Dropping the database (WITH FORCE) may reach a connection still closing: its 57P01 must not crash the run.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`bench pool: ${error.message}`);
    });
    return {
      handle,
      kind: 'postgres',
      description: `PostgreSQL (dedicated database ${dedicated.name}, pool ${POOL_SIZE})`,
      databaseUrl: dedicated.url,
      dataDir: temp.dir,
      rawQuery: async (sql, params) => (await pool.query(sql, params)).rows,
      async close() {
        await pool.end();
        await handle.close();
        await dedicated.drop();
        temp.remove();
      },
    };
  }
  const pglite = new PGlite(path.join(temp.dir, 'db'));
  const handle = openDatabase({ pglite });
  await handle.migrate();
  return {
    handle,
    kind: 'pglite',
    description: `PGlite (embedded, in ${temp.dir})`,
    dataDir: temp.dir,
    rawQuery: async (sql, params) => (await pglite.query<Record<string, unknown>>(sql, params)).rows,
    async close() {
      await handle.close();
      temp.remove();
    },
  };
}
