import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateDb: string | null;
    /** Where this run dumped the migrated PGlite; each test file starts from a copy. */
    pgliteTemplate: string;
  }
}

// Migrating once and copying is much faster than migrating per test file (PGlite cold start is seconds).
export default async function setup(project: TestProject) {
  // One file per run: two runs side by side (CI's, a developer's) never read each other's half-written dump.
  const pgliteTemplate = path.resolve(`.tmp/pglite-template-${process.pid}.tar.gz`);
  mkdirSync(path.dirname(pgliteTemplate), { recursive: true });
  const pglite = new PGlite();
  const handle = openDatabase({ pglite });
  await handle.migrate();
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', pgliteTemplate);
  const removeDump = () => rmSync(pgliteTemplate, { force: true });

  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('pgTemplateDb', null);
    return removeDump;
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
    removeDump();
  };
}

/** The same connection URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
