import { spawn } from 'node:child_process';
import { registerCleanup } from '../lib/cleanup.ts';
import { ROOT } from '../lib/config.ts';
import { createTempDir } from '../lib/databases.ts';
import { answers200, findFreePort } from '../lib/processes.ts';
import { sleep } from '../lib/stats.ts';

/** The compiled server the bench measures, and the environment it runs in (for the operator commands beside it). */
export interface BenchServer {
  origin: string;
  env: NodeJS.ProcessEnv;
  stop: () => void;
}

/** Starts what `npm start` runs (dist/server/main.js) in production mode on a fresh PGlite folder. */
export async function startProductionServer(): Promise<BenchServer> {
  const port = await findFreePort();
  const dataDir = createTempDir('aqs-lighthouse-');
  const origin = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_INSECURE_HTTP: 'true',
    ALLOW_TEST_PAYMENTS: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    DATA_DIR: dataDir.dir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: 'lighthouse-admin-password',
    LOG_LEVEL: 'error',
  };
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const stop = () => {
    child.kill('SIGTERM');
    dataDir.remove();
  };
  registerCleanup(stop);
  for (let waited = 0; waited < 120_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    if (await answers200(`http://127.0.0.1:${port}/`)) return { origin, env, stop };
    await sleep(100);
  }
  stop();
  throw new Error('the server gave no 200 on / within 2 minutes');
}
