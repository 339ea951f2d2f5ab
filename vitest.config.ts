import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One config for unit and API tests; browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ['{client,server,shared,db,scripts,tests}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'data', 'tests/e2e/**'],
    globalSetup: ['tests/setup/global-setup.ts'],
    // Fails any test that logs an unexpected console.error (expectConsoleError declares the wanted ones).
    setupFiles: ['tests/setup/console-guard.ts', 'tests/setup/testing-library.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (CPUs − 1) is one worker on a 2-CPU machine, and many API files wait on the database or a
    // child process rather than the CPU, so two files at a time use the machine better (docs/decisions/003).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
