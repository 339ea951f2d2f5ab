// `npm run reliability`: the hostile-input and data-safety figures of docs/decisions/011-013, measured on the
// embedded PGlite and on PostgreSQL (DATABASE_URL, or the local server when reachable): fuzzed requests and
// their 5xx answers, successful parallel logins past the limit, photo uploads (metadata left, replayed links,
// polyglot payloads), and acknowledged writes lost across kill -9.
// Only loopback traffic; every section is bounded in count and time and cleans up after itself.
import pg from 'pg';
import { measureDurability } from './durability.ts';
import { measureFuzz } from './fuzz.ts';
import { measureLoginBypass } from './login.ts';
import { measurePhotoUploads } from './photos.ts';
import type { ReliabilityFigures, ReliabilitySection, ReliabilityTarget } from './types.ts';

const SECTIONS: [string, ReliabilitySection][] = [
  ['Fuzzed API requests', measureFuzz],
  ['Parallel logins past the limit', measureLoginBypass],
  ['Photo uploads', measurePhotoUploads],
  ['Writes across kill -9', measureDurability],
];

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function findPostgres(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

async function main(): Promise<number> {
  const pgUrl = await findPostgres();
  const targets: ReliabilityTarget[] = [{ kind: 'pglite' }];
  if (pgUrl) targets.push({ kind: 'postgres', databaseUrl: pgUrl });
  else console.log(`PostgreSQL not reachable at ${process.env.DATABASE_URL ?? DEFAULT_PG_URL}: PGlite only.`);
  const rows: { section: string; target: string; figures: ReliabilityFigures | string }[] = [];
  let failed = 0;
  for (const [title, section] of SECTIONS) {
    for (const target of targets) {
      process.stdout.write(`\n${title} on ${target.kind} ... `);
      try {
        const figures = await section(target);
        console.log('done');
        for (const [label, value] of Object.entries(figures)) console.log(`  ${label}: ${value}`);
        rows.push({ section: title, target: target.kind, figures });
      } catch (error) {
        failed++;
        const reason = (error as Error).message.split('\n')[0] ?? String(error);
        console.log(`failed: ${reason}`);
        rows.push({ section: title, target: target.kind, figures: `failed: ${reason}` });
      }
    }
  }
  console.log('\nSummary');
  for (const row of rows) {
    const text =
      typeof row.figures === 'string'
        ? row.figures
        : Object.entries(row.figures)
            .map(([label, value]) => `${label} ${value}`)
            .join(', ');
    console.log(`  ${row.section} (${row.target}): ${text}`);
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
