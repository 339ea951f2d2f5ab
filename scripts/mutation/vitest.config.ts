import { defineConfig } from 'vitest/config';

// The Vitest config Stryker runs an engine's tests with (docs/decisions/033-mutation-testing.md): that engine's own
// test files (MUTATION_ENGINE=calc or water; both without it), none of the database set-up `npm test` needs, and
// fast-check on a fixed seed so two runs score the same mutants the same way.
const engine = process.env.MUTATION_ENGINE;
const engines = engine === 'calc' || engine === 'water' ? [engine] : ['calc', 'water'];

export default defineConfig({
  test: {
    include: engines.map((name) => `shared/${name}/**/*.test.ts`),
    // These switch the process's time zone, which Stryker's worker threads cannot do; `npm test` runs them.
    exclude: ['**/*.time-zones.test.ts'],
    setupFiles: ['tests/setup/console-guard.ts', 'scripts/mutation/fixed-seed.ts'],
  },
});
