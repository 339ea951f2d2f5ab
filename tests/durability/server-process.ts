// Spawns the real server (server/main.ts under tsx: the source `npm start` compiles to dist/server and runs; running
// the source spares each test a build, and tests/build/compiled-server.test.ts covers the compiled one) and the operator
// commands, on a data folder and database of their own; used by the durability tests and `npm run reliability`.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../bench/lib/config.ts';
import {
  findFreePort,
  findServerProcess,
  isAlive,
  signalGroup,
  waitForExit,
} from '../bench/lib/processes.ts';
import { withDatabase } from '../setup/global-setup.ts';

const TSX_CLI = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const START_LIMIT_MS = 120_000;

/** Where the spawned server keeps its data: a fresh folder under .tmp, plus a fresh PostgreSQL database. */
export interface ServerSite {
  env: Record<string, string>;
  dataDir: string;
  remove(): Promise<void>;
}

/** Creates a fresh DATA_DIR under `.tmp/durability/`, and for PostgreSQL a database `<prefix>_<random>`. */
export async function createServerSite(
  target: { kind: 'pglite' | 'postgres'; databaseUrl?: string },
  prefix = 'aqs_rel',
) {
  const id = randomBytes(5).toString('hex');
  const dataDir = path.join(ROOT, '.tmp', 'durability', id);
  mkdirSync(dataDir, { recursive: true });
  let databaseUrl = '';
  let drop = async () => {};
  if (target.kind === 'postgres') {
    if (!target.databaseUrl) throw new Error('a PostgreSQL target needs databaseUrl');
    const name = `${prefix}_${id}`;
    const admin = new pg.Client({ connectionString: target.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databaseUrl = withDatabase(target.databaseUrl, name);
    drop = async () => {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: 'Durability-Admin-1',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  const site: ServerSite = {
    env,
    dataDir,
    async remove() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}

/** A spawned server/main.ts: its address, the real node process, and its output so far. */
export interface ServerProcess {
  url: string;
  /** Pid of the node process running server/main.ts (below the tsx wrapper). */
  pid: number;
  output(): string;
  /** kill -9 of the real server process, then of what is left of its group. */
  kill9(): Promise<void>;
  /** SIGTERM to the server (it closes the database), then the group. */
  stop(): Promise<void>;
}

/** Keeps a child's stdout and stderr (the last 8000 characters of each). */
function collectOutput(child: ChildProcess) {
  const kept = { stdout: '', stderr: '' };
  for (const name of ['stdout', 'stderr'] as const) {
    child[name]!.on('data', (chunk: Buffer) => {
      kept[name] = (kept[name] + chunk.toString()).slice(-8000);
    });
  }
  return kept;
}

/** Runs `tsx <script>` with extra environment; resolves with its exit code and output (it never throws on exit 1). */
export function runTsx(
  script: string,
  args: string[],
  env: Record<string, string>,
  limitMs = START_LIMIT_MS,
) {
  const child = spawn(process.execPath, [TSX_CLI, script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  // The whole group: killing only the tsx wrapper would leave the real node process running.
  const timer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), limitMs);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, ...output });
    });
  });
}

async function isListening(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/login`, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Spawns server/main.ts on the site and waits until it answers HTTP; throws with its output when it exits first. */
export async function startServer(site: ServerSite): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [TSX_CLI, 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...site.env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kept = collectOutput(child);
  const output = () => `${kept.stdout}${kept.stderr}`;
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      hasExited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_LIMIT_MS;
  while (!hasExited && Date.now() < deadline && !(await isListening(url))) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = hasExited ? null : findServerProcess(child.pid!, 'server/main.ts');
  const finish = async (signal: NodeJS.Signals) => {
    if (pid && isAlive(pid)) {
      try {
        process.kill(pid, signal);
      } catch {
        // It exited between the check and the signal.
      }
      await waitForExit(pid, 15_000);
    }
    signalGroup(child.pid!, 'SIGKILL');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
  };
  if (!pid) {
    await finish('SIGKILL');
    throw new Error(`server/main.ts did not start: ${output().trim().split('\n').slice(-5).join(' | ')}`);
  }
  return { url, pid, output, kill9: () => finish('SIGKILL'), stop: () => finish('SIGTERM') };
}

/** Signs in over HTTP; returns the Cookie header value, or throws with the status. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  await res.arrayBuffer();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('aqs_session='));
  if (res.status !== 200 || !cookie) throw new Error(`sign-in of ${username} answered ${res.status}`);
  return cookie.split(';')[0]!;
}
