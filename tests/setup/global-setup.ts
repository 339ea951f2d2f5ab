import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.ts';

/** Where the migrated PGlite template is dumped once per run; each test file starts from a copy. */
export const PGLITE_TEMPLATE = path.resolve('.tmp/pglite-template.tar.gz');

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateDb: string | null;
  }
}

// Migrating once and copying is much faster than migrating per test file (PGlite cold start is seconds).
export default async function setup(project: TestProject) {
  mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  const pglite = new PGlite();
  const handle = openDatabase({ pglite });
  await handle.migrate();
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('pgTemplateDb', null);
    return;
  }
  const template = `aqs_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(url, template);
  const pgHandle = openDatabase({ databaseUrl: templateUrl, poolSize: 1 });
  await pgHandle.migrate();
  await pgHandle.close();
  project.provide('pgTemplateDb', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.end();
  };
}

/** The same connection URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
