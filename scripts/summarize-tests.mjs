// Adds up the JSON reports of every suite and prints the closing `N passed, N failed` line.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  let p = 0;
  let f = 0;
  if (report.stats && 'expected' in report.stats) {
    // Playwright: flaky tests passed on retry but still count as failures here
    p = report.stats.expected;
    f = report.stats.unexpected + report.stats.flaky + (report.errors?.length ?? 0);
  } else if ('numPassedTests' in report) {
    // Vitest (jest-compatible JSON); a suite that failed to load counts as a failure
    p = report.numPassedTests;
    f = report.numFailedTests + (report.numFailedTestSuites ?? 0) + (report.numPendingTests ?? 0);
    // unhandled errors fail the run even when every test passed: count them as one failure
    if (report.success === false && f === 0) f = 1;
  } else if ('gate' in report) {
    // a check that is not a test runner (migrations): one test that passed or failed
    p = report.ok ? 1 : 0;
    f = report.ok ? 0 : 1;
  }
  console.log(`  ${file.replace(/\.json$/, '').padEnd(22)} ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
