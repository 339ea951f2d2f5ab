// Adds up the test reports of a CI run and prints the closing line "N passed, N failed".
// A report that is missing (its runner crashed) counts as one failure, so a crash never reads as green.
import { existsSync, readFileSync } from 'node:fs';

const extraFailures = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = extraFailures;
let skipped = 0;
const failedNames = [];

function read(file) {
  if (!existsSync(file)) {
    console.log(`${file}: missing (counted as 1 failure)`);
    failed += 1;
    return null;
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

for (const file of ['.tmp/ci/vitest-pglite.json', '.tmp/ci/vitest-postgres.json']) {
  const report = read(file);
  if (!report) continue;
  const filesFailed = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  ).length;
  console.log(
    `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped${filesFailed ? `, ${filesFailed} files failed to load` : ''}`,
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests + filesFailed;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (report.numTotalTests === 0) failed += 1;
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'failed') {
        const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        failedNames.push(
          `${file}: ${result.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}: ${reason}`,
        );
      }
    }
    if (result.status === 'failed' && (result.assertionResults ?? []).length === 0) {
      failedNames.push(
        `${file}: ${result.name.replace(`${process.cwd()}/`, '')} failed to load: ${(result.message ?? '').split('\n')[0].slice(0, 300)}`,
      );
    }
  }
}

const pw = read('.tmp/ci/playwright.json');
if (pw) {
  const s = pw.stats ?? {};
  const ok = (s.expected ?? 0) + (s.flaky ?? 0);
  const bad = (s.unexpected ?? 0) + (pw.errors?.length ?? 0);
  console.log(`.tmp/ci/playwright.json: ${ok} passed, ${bad} failed, ${s.skipped ?? 0} skipped`);
  passed += ok;
  failed += bad;
  skipped += s.skipped ?? 0;
  if (ok + bad === 0) failed += 1;
}

if (failedNames.length > 0) {
  console.log('Failed tests:');
  for (const name of failedNames) console.log(`  ${name}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
