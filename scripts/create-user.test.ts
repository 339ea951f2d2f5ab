import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const tsxCli = join(root, 'node_modules/tsx/dist/cli.mjs');
let dataDir: string;

// The command runs on its own embedded database in a temp folder, whichever database the suite uses.
async function createUser(...args: string[]) {
  return createUserIn(dataDir, ...args);
}

/** The arguments that create one account. */
const account = (username: string, email: string, password: string) => [
  '--username',
  username,
  '--email',
  email,
  '--password',
  password,
];

async function createUserIn(folder: string, ...args: string[]) {
  try {
    const env = { ...process.env, DATA_DIR: folder, DATABASE_URL: '', NODE_ENV: 'test' };
    const { stdout, stderr } = await run(process.execPath, [tsxCli, 'scripts/create-user.ts', ...args], {
      cwd: root,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run create-user', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'create-user-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test('creates a subscriber, then refuses the same e-mail and a weak password with one clear line', async () => {
    const created = await createUser(...account('comped.rep', 'Comped@Example.com', 'valve-seat-77'));
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(
      'Created user comped.rep <comped@example.com> with an active subscription.',
    );

    const duplicate = await createUser(...account('other.rep', 'comped@example.com', 'valve-seat-77'));
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('create-user: An account with that e-mail already exists');

    const weak = await createUser(...account('weak.rep', 'weak@example.com', 'short'));
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('create-user: Password must be at least 8 characters long');
  }, 90_000);

  test('explains its usage when an argument is missing or unknown', async () => {
    const missing = await createUser('--username', 'nobody');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('missing --email, --password');
    expect(missing.stderr).toContain('Usage: npm run create-user');
    const unknown = await createUser('--bogus');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--bogus'");
  });

  test('says which database it wrote to, and warns when it had to create that database', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'create-user-where-'));
    try {
      const first = await createUserIn(folder, ...account('first.rep', 'first@example.com', 'valve-seat-77'));
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`Database: embedded PGlite in ${join(folder, 'db')}`);
      expect(first.stderr).toContain('Warning: this database did not exist before this command');
      expect(first.stderr).toContain('run the command again with the same setting');
      const second = await createUserIn(
        folder,
        ...account('second.rep', 'second@example.com', 'valve-seat-77'),
      );
      expect(second.code).toBe(0);
      expect(second.stdout).toContain(`Database: embedded PGlite in ${join(folder, 'db')}`);
      expect(second.stderr).not.toContain('Warning');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
