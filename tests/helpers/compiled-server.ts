import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** A compiled server started by startCompiledServer; `output()` is the last 4,000 characters it printed. */
export interface CompiledServer {
  child: ChildProcess;
  url: string;
  output(): string;
}

/**
 * Starts the compiled server of `site` (its `server/main.js`, a scripts/build-server.mjs build) with plain node as
 * `npm start` does, on `port`, with a new PGlite data folder `site/data`, test routes on and only errors logged.
 * Waiting until it answers is the caller's (each test knows what it waits for).
 */
export function startCompiledServer(
  site: string,
  port: number,
  options: { adminPassword: string; nodeArgs?: string[] },
): CompiledServer {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(site, 'server', 'main.js')], {
    cwd: site,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: path.join(site, 'data'),
      DATABASE_URL: '',
      ADMIN_PASSWORD: options.adminPassword,
      ENABLE_TEST_ROUTES: 'true',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, url, output: () => output };
}

/** Stops a server process that still runs (SIGTERM) and waits until it has exited. */
export async function stopProcess(child: ChildProcess | null | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
