// The frame of a command that reads one JSON input file, checks it with a Zod schema and prints a JSON result:
// `npm run <name> -- path/to/input.json`. Bad input ends with one line on stderr and exit code 1.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { z } from 'zod';

class InputError extends Error {}

/** What a JSON command reads, checks and calculates. */
export interface JsonCommand<Schema extends z.ZodType> {
  /** The npm script name, used in messages and to find the directory the command was typed in. */
  name: string;
  schema: Schema;
  calculate: (input: z.output<Schema>) => unknown;
}

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
function resolveInputPath(name: string, file: string): string {
  const base =
    process.env.npm_lifecycle_event === name ? (process.env.INIT_CWD ?? process.cwd()) : process.cwd();
  return resolve(base, file);
}

async function readInput(name: string, file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(resolveInputPath(name, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(`cannot read ${file}${code === 'ENOENT' ? ': no such file' : `: ${code ?? error}`}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

async function calculateFromFile<Schema extends z.ZodType>(command: JsonCommand<Schema>, args: string[]) {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new InputError(`usage: npm run ${command.name} -- path/to/input.json`);
  const parsed = command.schema.safeParse(await readInput(command.name, file));
  if (!parsed.success) throw new InputError(describeIssues(parsed.error));
  return JSON.stringify(command.calculate(parsed.data), null, 2);
}

/** Runs a JSON command on the process's arguments: the result on stdout, or one line on stderr and exit code 1. */
export async function runJsonCommand<Schema extends z.ZodType>(command: JsonCommand<Schema>): Promise<void> {
  try {
    process.stdout.write(`${await calculateFromFile(command, process.argv.slice(2))}\n`);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    process.stderr.write(`${command.name}: ${error.message}\n`);
    process.exitCode = 1;
  }
}
