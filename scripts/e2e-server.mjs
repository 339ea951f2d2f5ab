// Starts the built app (dist/server/main.js, what `npm start` runs; scripts/ensure-build.mjs builds it) for the
// browser tests on a fresh data folder (or the PostgreSQL in E2E_DATABASE_URL).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '5100';
const dataDir = `.tmp/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--max-semi-space-size=8', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    ADMIN_EMAIL: 'admin@aquasurvey.local',
    ADMIN_PASSWORD: 'E2e-Admin-Password-1',
    ENABLE_TEST_ROUTES: 'true',
    LOG_LEVEL: 'error',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
