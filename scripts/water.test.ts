import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import examples from '../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const tsxCli = join(root, 'node_modules/tsx/dist/cli.mjs');

async function runWater(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [tsxCli, 'scripts/water.ts', ...args], {
      cwd: root,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run water', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'water-cli-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test.each(examples.map((example) => [example.name, example] as const))(
    'prints the contract output of %s and exits 0',
    async (name, { input, expected }) => {
      const file = join(dir, `${name}.json`);
      await writeFile(file, JSON.stringify(input));
      const { code, stdout, stderr } = await runWater(file);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    },
  );

  test('runs the example input kept in tests/fixtures', async () => {
    const { code, stdout } = await runWater('tests/fixtures/water-input-example.json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(examples[0].expected);
  });

  test('prints null indices with the reason when inputs are missing, and exits 0', async () => {
    const file = join(dir, 'partial.json');
    await writeFile(file, JSON.stringify({ ph: 7.4, conductivity: 500 }));
    const { code, stdout } = await runWater(file);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      sample: { lsi: null, tds: 325, tdsEstimated: true },
      cycles: [],
      missing: { indices: 'The scale and corrosion indices need alkalinity and calcium or total hardness.' },
    });
  });

  test('names the field of a schema error on stderr and exits 1', async () => {
    const file = join(dir, 'bad-temperature.json');
    await writeFile(file, JSON.stringify({ ...examples[0].input, temperatureF: 300, sulfate: -1 }));
    const { code, stdout, stderr } = await runWater(file);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('water: sulfate: Sulfate must be a number of at least 0 (and 1 more problem)\n');
  });

  test('refuses input that is not an object and exits 1', async () => {
    const file = join(dir, 'list.json');
    await writeFile(file, '[]');
    const { code, stderr } = await runWater(file);
    expect(code).toBe(1);
    expect(stderr).toBe('water: input: expected an object holding a water test\n');
  });

  test('reports invalid JSON and exits 1', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '{ "ph": ');
    const { code, stderr } = await runWater(file);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^water: .*broken\.json is not valid JSON: [^\n]+\n$/);
  });

  test('reports a missing file and exits 1', async () => {
    const { code, stderr } = await runWater(join(dir, 'nowhere.json'));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^water: cannot read .*nowhere\.json: no such file\n$/);
  });

  test('prints usage without a file and exits 1', async () => {
    const { code, stderr } = await runWater();
    expect(code).toBe(1);
    expect(stderr).toBe('water: usage: npm run water -- path/to/input.json\n');
  });
});
