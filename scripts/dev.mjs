// Development: the API with restart-on-change (tsx watch) and the client with hot reload (Vite on :5173,
// proxying /api to the API on :5000). Ctrl+C stops both.
import { spawn } from 'node:child_process';

// Only this script makes the API accept calls from the page Vite serves (server/plugins/security.ts): a plain
// `npm start` trusts APP_URL's origin alone, whatever NODE_ENV says.
const apiEnv = { ...process.env, TRUST_VITE_DEV_SERVER: 'true' };
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: apiEnv,
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
