import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../bench/lib/config.ts';

// The static imports a module pulls in, read from the source: what the build must put on the first paint of a page
// that imports it. Type-only imports are left out (they vanish in the build), dynamic `import()` too (a lazy chunk).
// A bare import is named by its package ('zod', '@radix-ui/react-select'); a file by its path from the repository.

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

function resolveFile(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('#')) {
    const [folder, ...rest] = specifier.slice(1).split('/');
    base = path.join(ROOT, folder!, ...rest);
  } else {
    base = path.resolve(path.dirname(from), specifier);
  }
  for (const file of [base, `${base}.ts`, `${base}.tsx`]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

// One import or re-export statement with a `from` (biome formats each on its own lines), and a bare `import 'x';`.
const FROM_STATEMENT = /^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+'([^']+)';/gm;
const SIDE_EFFECT_IMPORT = /^import\s+'([^']+)';/gm;

/** The specifiers a module imports for its code (not only its types). */
function valueImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const [, typeOnly, clause, specifier] of code.matchAll(FROM_STATEMENT)) {
    if (typeOnly) continue;
    // `import { type A, type B } from` brings only types.
    const named = /^\{([\s\S]*)\}$/.exec(clause!.trim())?.[1];
    const names = named
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names?.length && names.every((name) => name.startsWith('type '))) continue;
    specifiers.push(specifier!);
  }
  for (const [, specifier] of code.matchAll(SIDE_EFFECT_IMPORT)) specifiers.push(specifier!);
  return specifiers;
}

/** Every module and package reached from these source files through static value imports. */
export function staticImportClosure(...modules: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = modules.map((module) => path.join(ROOT, module));
  while (queue.length > 0) {
    const file = queue.shift()!;
    const name = path.relative(ROOT, file);
    if (reached.has(name)) continue;
    reached.add(name);
    for (const specifier of valueImports(file)) {
      if (!specifier.startsWith('.') && !specifier.startsWith('#')) {
        reached.add(packageOf(specifier));
        continue;
      }
      const resolved = resolveFile(file, specifier);
      if (!resolved) throw new Error(`${name} imports ${specifier}, which is not a file`);
      queue.push(resolved);
    }
  }
  return reached;
}
