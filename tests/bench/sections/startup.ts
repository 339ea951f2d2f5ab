import { execFileSync } from 'node:child_process';
import { ROOT, SETTINGS } from '../lib/config.ts';
import { createDedicatedDatabase, createTempDir } from '../lib/databases.ts';
import { startNpmServer } from '../lib/npm-start.ts';
import {
  formatMs,
  printHeading,
  printNote,
  printTable,
  type SectionResult,
  skipSection,
} from '../lib/report.ts';
import { median, round, sleep } from '../lib/stats.ts';

interface StartRun {
  label: string;
  startMs: number;
  serverRss: number | null;
  treeRss: number;
  hasRebuilt: boolean;
}

const MB = 1024 * 1024;
const mb = (bytes: number | null) => (bytes === null ? null : round(bytes / MB, 1));

/** Builds the client and the server if needed (not timed), so the start-up figures are the server's own start. */
export function ensureClientBuilt(): number {
  const t0 = performance.now();
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  return performance.now() - t0;
}

async function measureStart(label: string, env: Record<string, string>): Promise<StartRun> {
  const server = await startNpmServer(env);
  try {
    await sleep(SETTINGS.idleMs);
    const memory = server.readMemory();
    return {
      label,
      startMs: server.startMs,
      serverRss: memory.server,
      treeRss: memory.tree,
      hasRebuilt: server.hasRebuilt,
    };
  } finally {
    await server.stop();
  }
}

async function measureStarts(databaseUrl: string | undefined): Promise<{ runs: StartRun[]; where: string }> {
  const dataDir = createTempDir('aqs-bench-start-');
  const dedicated = databaseUrl ? await createDedicatedDatabase(databaseUrl) : null;
  const where = dedicated ? `PostgreSQL database ${dedicated.name}` : `PGlite in ${dataDir.dir}/db`;
  const env = {
    DATA_DIR: dataDir.dir,
    ADMIN_PASSWORD: 'bench-admin-password',
    // Empty means "not set" to the server's config, so a DATABASE_URL in the shell cannot leak into the PGlite runs.
    DATABASE_URL: dedicated?.url ?? '',
  };
  try {
    const store = dedicated ? 'database' : 'data folder';
    const runs = [await measureStart(`fresh ${store}`, env)];
    for (let i = 1; i <= SETTINGS.restarts; i++)
      runs.push(await measureStart(`existing ${store} #${i}`, env));
    return { runs, where };
  } finally {
    await dedicated?.drop();
    dataDir.remove();
  }
}

/** Sections 1 and 2: start-up time of `npm start` (fresh and existing data) and the server's idle memory. */
export async function benchStartup(databaseUrl: string | undefined): Promise<SectionResult[]> {
  printHeading('1. Start-up: spawn `npm start` → first 200 on / (polled every 25 ms)');
  const buildMs = ensureClientBuilt();
  printNote(
    `client and server builds ensured before timing (${formatMs(buildMs)}); the figures are the server's start only`,
  );
  let measured: Awaited<ReturnType<typeof measureStarts>>;
  try {
    measured = await measureStarts(databaseUrl);
  } catch (error) {
    const reason = (error as Error).message;
    const startup = skipSection('startup', 'Start-up', reason);
    printHeading('2. Server memory at idle');
    return [startup, skipSection('memory', 'Server memory at idle', reason)];
  }
  const { runs, where } = measured;
  printTable(
    ['run', 'time to first 200'],
    runs.map((r) => [r.label, `${formatMs(r.startMs)}${r.hasRebuilt ? ' (includes a rebuild)' : ''}`]),
  );
  printNote(
    `database: ${where}; includes npm, the ensure-build check, loading dist/server/main.js, on a fresh PGlite folder creating the database in a child process, migrations and listen`,
  );
  const fresh = runs[0]!;
  const existing = runs.slice(1);
  const existingMs = median(existing.map((r) => r.startMs));
  const startup: SectionResult = {
    id: 'startup',
    title: 'Start-up',
    line: `fresh ${formatMs(fresh.startMs)}, existing data ${formatMs(existingMs)}${existing.length > 1 ? ` (median of ${existing.length})` : ''}`,
    figures: { freshMs: round(fresh.startMs, 0), existingMs: round(existingMs, 0), database: where },
  };

  printHeading(`2. Server memory at idle (VmRSS after start-up + ${SETTINGS.idleMs / 1000} s idle)`);
  printTable(
    ['run', 'server node process', 'whole tree (npm, sh, node)'],
    runs.map((r) => [r.label, r.serverRss === null ? null : `${mb(r.serverRss)} MB`, `${mb(r.treeRss)} MB`]),
  );
  const serverRss = median(existing.map((r) => r.serverRss ?? Number.NaN));
  const memory: SectionResult = {
    id: 'memory',
    title: 'Server memory at idle',
    line: `server process ${mb(serverRss)} MB RSS (after restart), ${mb(fresh.serverRss)} MB after a fresh start`,
    figures: {
      serverRssMb: mb(serverRss),
      freshServerRssMb: mb(fresh.serverRss),
      treeRssMb: mb(median(existing.map((r) => r.treeRss))),
    },
  };
  return [startup, memory];
}
