import { defineConfig } from 'vitest/config';

// One config for unit and API tests; browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ['{client,server,shared,db,scripts,tests}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'data', 'tests/e2e/**'],
    globalSetup: ['tests/setup/global-setup.ts'],
    // Fails any test that logs an unexpected console.error (expectConsoleError declares the wanted ones).
    setupFiles: ['tests/setup/console-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
