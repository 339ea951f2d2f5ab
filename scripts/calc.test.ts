import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import examples from '../tests/fixtures/calculation-examples.json' with { type: 'json' };

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const tsxCli = join(root, 'node_modules/tsx/dist/cli.mjs');

async function runCalc(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [tsxCli, 'scripts/calc.ts', ...args], {
      cwd: root,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run calc', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'calc-cli-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('prints the result of the first worked example and exits 0', async () => {
    const file = join(dir, 'input.json');
    await writeFile(file, JSON.stringify(examples[0].input));
    const { code, stdout, stderr } = await runCalc(file);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(examples[0].expected);
  });

  test('runs the example input kept in tests/fixtures', async () => {
    const { code, stdout } = await runCalc('tests/fixtures/calc-input-example.json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(examples[0].expected);
  });

  test('names the field of a schema error on stderr and exits 1', async () => {
    const file = join(dir, 'bad-type.json');
    await writeFile(
      file,
      JSON.stringify({ conductivity: 300, systems: [{ id: 1, type: 5 }], chemicals: [] }),
    );
    const { code, stdout, stderr } = await runCalc(file);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('calc: systems[0].type: expected string\n');
  });

  test('reports invalid JSON and exits 1', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '{ "systems": [');
    const { code, stderr } = await runCalc(file);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^calc: .*broken\.json is not valid JSON/);
  });

  test('reports a missing file and exits 1', async () => {
    const { code, stderr } = await runCalc(join(dir, 'nowhere.json'));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^calc: cannot read .*nowhere\.json: no such file\n$/);
  });

  test('prints usage without a file and exits 1', async () => {
    const { code, stderr } = await runCalc();
    expect(code).toBe(1);
    expect(stderr).toBe('calc: usage: npm run calc -- path/to/input.json\n');
  });
});
