// Finds the surviving mutants that make a module throw while it is imported. Stryker 9.6's Vitest runner scores
// them as survived: a test file whose import throws runs no test, and no failed test reads as "survived". `npm test`
// fails on such a file, so they count as killed. Each one is checked on its own, outside Stryker: the mutant is
// written into a scratch copy of shared/ and every module of its engine is imported in a fresh Node process (a module
// may also throw because of what a mutated module it imports exports).
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyMutant, type Mutant } from './report.ts';

/** Exit code of the import probe when the module threw; any other failure stops the run. */
const THREW = 3;
const PROBE = `
try {
  for (const url of process.argv.slice(1)) await import(url);
} catch (error) {
  console.log(error instanceof Error ? \`\${error.name}: \${error.message}\` : String(error));
  process.exit(${THREW});
}`;

function probe(files: string[]): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const urls = files.map((file) => pathToFileURL(file).href);
    const args = ['--import', 'tsx', '--input-type=module', '-e', PROBE, ...urls];
    execFile(process.execPath, args, { timeout: 60_000 }, (error, stdout, stderr) => {
      if (!error) return resolve(null);
      if (error.code === THREW) return resolve(stdout.trim().split('\n')[0] || 'an error');
      reject(new Error(`The import check could not run: ${error.message}\n${stderr}`));
    });
  });
}

/**
 * Imports an engine's modules (`modules`, relative to the project) once per surviving mutant with that mutant written
 * in, `workers` at a time, and returns the mutants whose import threw: mutant id -> "TypeError: …". `sources` holds
 * each mutated file's original text (the report's).
 */
export async function findImportThrows(
  survivors: Mutant[],
  sources: ReadonlyMap<string, string>,
  modules: string[],
  options: { projectRoot: string; scratch: string; workers: number },
): Promise<Map<string, string>> {
  const thrown = new Map<string, string>();
  const queue = [...survivors];
  const work = async (worker: number) => {
    // Each worker mutates its own copy of shared/; the copy sits in the project so packages resolve as usual.
    const copy = path.join(options.scratch, `worker-${worker}`);
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    cpSync(path.join(options.projectRoot, 'shared'), path.join(copy, 'shared'), { recursive: true });
    const files = modules.map((module) => path.join(copy, module));
    // The unmutated modules must import cleanly, or every mutant would read as killed.
    const control = await probe(files);
    if (control !== null)
      throw new Error(`The engine's modules throw at import without any mutant: ${control}`);
    for (let mutant = queue.shift(); mutant; mutant = queue.shift()) {
      const original = sources.get(mutant.file);
      if (original === undefined) throw new Error(`No source for ${mutant.file} in the report`);
      const target = path.join(copy, mutant.file);
      writeFileSync(target, applyMutant(original, mutant));
      try {
        const error = await probe(files);
        if (error !== null) thrown.set(mutant.id, error);
      } finally {
        writeFileSync(target, original);
      }
    }
    rmSync(copy, { recursive: true, force: true });
  };
  await Promise.all(Array.from({ length: Math.max(1, options.workers) }, (_, worker) => work(worker)));
  return thrown;
}
