import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findFreePort, isAlive } from '../bench/lib/processes.ts';
import {
  createServerSite,
  runTsx,
  type ServerProcess,
  type ServerSite,
  signIn,
  startServer,
} from './server-process.ts';

const isPglite = !process.env.DATABASE_URL;
const target = isPglite
  ? { kind: 'pglite' as const }
  : { kind: 'postgres' as const, databaseUrl: process.env.DATABASE_URL };

let site: ServerSite;
let server: ServerProcess | null = null;
beforeAll(async () => {
  site = await createServerSite(target, 'aqs_test_ops');
  server = await startServer(site);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await site?.remove();
});

describe('operator commands while the server runs', () => {
  test('create-user and seed:demo work at once, and their users survive kill -9 and a restart', async () => {
    const created = await runTsx(
      'scripts/create-user.ts',
      ['--username', 'hank', '--email', 'hank@example.com', '--password', 'hank-valve-seat-7'],
      site.env,
    );
    expect(created.stdout).toContain('Created user hank <hank@example.com> with an active subscription.');
    expect(created.code).toBe(0);
    await signIn(server!.url, 'hank', 'hank-valve-seat-7');

    const duplicate = await runTsx(
      'scripts/create-user.ts',
      ['--username', 'hank2', '--email', 'HANK@example.com', '--password', 'hank-valve-seat-7'],
      site.env,
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr.trim()).toBe(
      'create-user: An account with that e-mail already exists (Already registered)',
    );

    const seeded = await runTsx('scripts/seed-demo.ts', [], {
      ...site.env,
      DEMO_PASSWORD: 'Demo-Password-1',
    });
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain('Demo account ready with 2 surveys.');
    await signIn(server!.url, 'demo', 'Demo-Password-1');

    const lock = path.join(site.dataDir, 'db.lock');
    await server!.kill9();
    if (isPglite) {
      // kill -9 leaves the lock of a dead process behind; the next start recovers it.
      const owner = JSON.parse(readFileSync(lock, 'utf8')) as { pid: number };
      expect(isAlive(owner.pid)).toBe(false);
    }
    server = await startServer(site);
    await signIn(server.url, 'hank', 'hank-valve-seat-7');
    await signIn(server.url, 'demo', 'Demo-Password-1');
    if (isPglite) expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(server.pid);
  }, 240_000);

  test.runIf(isPglite)(
    'a second server on the same data folder is refused with one clear line',
    async () => {
      const second = await runTsx(
        'server/main.ts',
        [],
        { ...site.env, PORT: String(await findFreePort()) },
        60_000,
      );
      expect(second.code).toBe(1);
      const lines = second.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Cannot start: The embedded database in .+ is in use by process \d+ on .+; PGlite allows one process at a time\.$/,
      );
      expect(existsSync(path.join(site.dataDir, 'ops.sock'))).toBe(true);
    },
    90_000,
  );
});
