// StrykerJS on one engine: MUTATION_ENGINE=calc or water. `npm run test:mutation` (scripts/mutation/run.ts) runs both
// and scores them; docs/decisions/033-mutation-testing.md says why each setting is what it is.
const engine = process.env.MUTATION_ENGINE;
const isEngine = engine === 'calc' || engine === 'water';

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // The engine's own tests only (scripts/mutation/vitest.config.ts), all of them for every mutant they cover.
  vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: false },
  // Without an engine there is nothing to mutate (Stryker then only runs the tests once).
  mutate: isEngine ? [`shared/${engine}/**/*.ts`, `!shared/${engine}/**/*.test.ts`] : [],
  // Stryker's TypeScript checker cannot read TypeScript 7, and type errors are `npm run typecheck`'s job.
  checkers: [],
  tsconfigFile: 'scripts/mutation/no-tsconfig.json',
  coverageAnalysis: 'perTest',
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 10_000,
  // The sandbox copy leaves out what no engine test loads (the test factories reach into db/ and server/).
  ignorePatterns: ['/client', '/dist', '/data', '/docs', '/tests/e2e', '/test-results', '/playwright-report'],
  tempDirName: '.tmp/stryker',
  reporters: ['json', 'html', 'progress'],
  jsonReporter: { fileName: `.tmp/mutation/${engine}.json` },
  htmlReporter: { fileName: `.tmp/mutation/${engine}.html` },
  incrementalFile: `.tmp/mutation/${engine}-incremental.json`,
  // run.ts applies the 90 % bar after its own two adjustments, so Stryker itself never fails the run on the score.
  thresholds: { high: 90, low: 80, break: null },
};
