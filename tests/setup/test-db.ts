import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { withDatabase } from './global-setup.ts';

/** A migrated database of its own for one test file: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplateDb');
  if (url && template) return createPostgresCopy(url, template);
  const dump = readFileSync(inject('pgliteTemplate'));
  const pglite = new PGlite({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite });
}

async function createPostgresCopy(url: string, template: string): Promise<DatabaseHandle> {
  const name = `aqs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Two files copying the template at the same instant may collide; a short wait resolves it.
      if (attempt > 20) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const handle = openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
