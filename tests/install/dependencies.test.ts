// What `npm install` on a fresh clone sees: the committed lockfile's packages against package.json's `engines`
// (no EBADENGINE on a Node the project names), and a lockfile npm has nothing to add to (so `git status` stays
// clean after set-up).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, test } from 'vitest';
import { ROOT } from '../bench/lib/config.ts';

interface LockedPackage {
  version?: string;
  engines?: { node?: string };
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const locked = Object.entries(lock.packages).filter(([key]) => key !== '');

/** The lowest release of each range the project accepts (`^20.19.0 || >=24` gives 20.19.0 and 24.0.0). */
function lowestAccepted(range: string): string[] {
  return new semver.Range(range).set.map(
    (comparators) => semver.minVersion(comparators.map(String).join(' '))!.version,
  );
}

test('every installed package accepts the lowest Node of each range package.json names, and this Node', () => {
  const nodes = [...lowestAccepted(manifest.engines.node), process.versions.node];
  expect(nodes.length).toBeGreaterThan(1);
  const refusing = locked.flatMap(([key, pkg]) => {
    const wanted = pkg.engines?.node;
    // A platform package (os/cpu) is only installed where it runs; the rest is installed everywhere.
    if (!wanted || (pkg.optional && (pkg.os || pkg.cpu))) return [];
    return nodes
      .filter((node) => !semver.satisfies(node, wanted))
      .map((node) => `${key.replace(/^.*node_modules\//, '')}@${pkg.version} wants ${wanted}, not ${node}`);
  });
  expect(refusing).toEqual([]);
  expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true);
});

test('the lockfile lists every optional platform package, as npm writes it on a fresh clone', () => {
  const keys = new Set(locked.map(([key]) => key));
  // npm resolves a dependency from the package's own folder outwards, ending at the top node_modules.
  const resolves = (from: string, name: string) => {
    let folder = from;
    for (;;) {
      if (keys.has(`${folder}/node_modules/${name}`.replace(/^\//, ''))) return true;
      const up = folder.lastIndexOf('/node_modules/');
      if (up < 0) return keys.has(`node_modules/${name}`);
      folder = folder.slice(0, up);
    }
  };
  const missing = locked.flatMap(([key, pkg]) =>
    Object.keys(pkg.optionalDependencies ?? {})
      .filter((name) => !resolves(key, name))
      .map((name) => `${name} (optional for ${key.replace(/^.*node_modules\//, '')})`),
  );
  expect(missing).toEqual([]);
});
