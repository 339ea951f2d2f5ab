import { type ChildProcess, spawn } from 'node:child_process';
import { registerCleanup } from './cleanup.ts';
import { ROOT } from './config.ts';
import {
  answers200,
  findFreePort,
  findServerProcess,
  listDescendants,
  readRssBytes,
  signalGroup,
  waitForExit,
} from './processes.ts';
import { sleep } from './stats.ts';

const POLL_INTERVAL_MS = 25;
const START_LIMIT_MS = 120_000;
const SERVER_SCRIPT = 'dist/server/main.js';

/** A running `npm start` in its own process group. */
export interface NpmServer {
  /** Milliseconds from spawning `npm start` to the first 200 on `/`. */
  startMs: number;
  /** Pid of the node process running the compiled server, dist/server/main.js (below npm and sh), or null. */
  serverPid: number | null;
  /** Resident memory of the server process and of the whole process tree (npm, sh, node), in bytes. */
  readMemory(): { server: number | null; tree: number };
  /** Whether ensure-build rebuilt the client or server inside the timed start (sources changed after the bench built them). */
  hasRebuilt: boolean;
  stop(): Promise<void>;
}

async function stopGroup(child: ChildProcess, pgid: number, exited: Promise<unknown>): Promise<void> {
  // Stopping the server process itself first lets it close the database cleanly (SIGTERM handler in main.ts);
  // signalling the whole group at once would deliver SIGTERM twice (directly and relayed by npm).
  const serverPid = child.pid ? findServerProcess(child.pid, SERVER_SCRIPT) : null;
  if (serverPid) {
    process.kill(serverPid, 'SIGTERM');
    await waitForExit(serverPid, 15_000);
  }
  signalGroup(pgid, 'SIGTERM');
  const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
  if (!done) signalGroup(pgid, 'SIGKILL');
  await Promise.race([exited, sleep(2000)]);
}

/** Spawns exactly `npm start` with the given environment and waits for the first 200 on `/`, polling every 25 ms. */
export async function startNpmServer(env: Record<string, string>): Promise<NpmServer> {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pgid = child.pid!;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let hasExited = false;
  const exited = new Promise((resolve) => child.on('exit', resolve)).then(() => {
    hasExited = true;
  });
  const unregister = registerCleanup(() => signalGroup(pgid, 'SIGKILL'));
  const stop = async () => {
    await stopGroup(child, pgid, exited);
    unregister();
  };

  const deadline = started + START_LIMIT_MS;
  let startMs: number | null = null;
  for (
    let attempt = 0;
    attempt < START_LIMIT_MS / POLL_INTERVAL_MS && performance.now() < deadline;
    attempt++
  ) {
    if (hasExited) break;
    if (await answers200(`http://127.0.0.1:${port}/`)) {
      startMs = performance.now() - started;
      break;
    }
    await sleep(POLL_INTERVAL_MS);
  }
  if (startMs === null) {
    await stop();
    const tail = output.trim().split('\n').slice(-6).join(' | ');
    throw new Error(`npm start gave no 200 on / ${hasExited ? '(it exited)' : 'in time'}: ${tail}`);
  }
  const serverPid = findServerProcess(pgid, SERVER_SCRIPT);
  return {
    startMs,
    serverPid,
    readMemory() {
      const tree = [pgid, ...listDescendants(pgid)].reduce((sum, pid) => sum + (readRssBytes(pid) ?? 0), 0);
      return { server: serverPid ? readRssBytes(serverPid) : null, tree };
    },
    hasRebuilt: output.includes('(first start or changed sources)'),
    stop,
  };
}
