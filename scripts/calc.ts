// Prints the calculation result for an input file: `npm run calc -- path/to/input.json`.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { calculateProgram, ProgramInputSchema } from '#shared/calc/index.ts';

class CalcError extends Error {}

function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'input';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function describeIssues(error: z.ZodError): string {
  const [first] = error.issues;
  const more = error.issues.length - 1;
  const suffix = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '';
  return `${formatIssuePath(first.path)}: ${first.message}${suffix}`;
}

// `npm run` starts scripts in the package root; INIT_CWD is where the user typed the command.
function resolveInputPath(file: string): string {
  const base =
    process.env.npm_lifecycle_event === 'calc' ? (process.env.INIT_CWD ?? process.cwd()) : process.cwd();
  return resolve(base, file);
}

async function readInput(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(resolveInputPath(file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CalcError(`cannot read ${file}${code === 'ENOENT' ? ': no such file' : `: ${code ?? error}`}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CalcError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

async function runCalc(args: string[]): Promise<string> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new CalcError('usage: npm run calc -- path/to/input.json');
  const parsed = ProgramInputSchema.safeParse(await readInput(file));
  if (!parsed.success) throw new CalcError(describeIssues(parsed.error));
  return JSON.stringify(calculateProgram(parsed.data), null, 2);
}

try {
  process.stdout.write(`${await runCalc(process.argv.slice(2))}\n`);
} catch (error) {
  if (!(error instanceof CalcError)) throw error;
  process.stderr.write(`calc: ${error.message}\n`);
  process.exitCode = 1;
}
