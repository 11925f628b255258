// Adds up the JSON reports of every suite and prints the closing `N passed, N failed` line,
// after the names of the failed tests (so a CI log that keeps only its end still says which).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const failedNames = [];

/** The first lines of an error, without colours, so a short CI log still says why. */
function why(message) {
  const plain = String(message ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at '))
    .slice(0, 3)
    .join(' | ');
  return plain ? `\n      ${plain.slice(0, 400)}` : '';
}

/** Playwright: the titles of the tests whose final outcome was not the expected one. */
function playwrightFailures(suite, trail = []) {
  const names = [];
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const error = (test.results ?? []).map((r) => r.error?.message).find(Boolean);
        names.push(`${[...here, spec.title].join(' › ')} (${test.status})${why(error)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) names.push(...playwrightFailures(child, here));
  return names;
}

/** Vitest: failed tests, and files that failed to load. */
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(process.cwd(), file.name ?? '');
    const tests = file.assertionResults ?? [];
    for (const t of tests) {
      if (t.status === 'failed') {
        names.push(`${rel} › ${t.fullName ?? t.title}${why(t.failureMessages?.[0])}`);
      } else if (t.status === 'pending' || t.status === 'skipped' || t.status === 'todo') {
        names.push(`${rel} › ${t.fullName ?? t.title} (skipped: counted as failed)`);
      }
    }
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed')) {
      names.push(`${rel} (${(file.message ?? 'failed to run').split('\n')[0]})`);
    }
  }
  return names;
}

for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const suite = file.replace(/\.json$/, '');
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  let p = 0;
  let f = 0;
  if (report.stats && 'expected' in report.stats) {
    // Playwright: flaky tests passed on retry but still count as failures here
    p = report.stats.expected;
    f = report.stats.unexpected + report.stats.flaky + (report.errors?.length ?? 0);
    for (const s of report.suites ?? [])
      failedNames.push(...playwrightFailures(s).map((n) => `${suite}: ${n}`));
  } else if ('numPassedTests' in report) {
    // Vitest (jest-compatible JSON)
    p = report.numPassedTests;
    // a file that failed without a failed test (it did not load) counts once; skipped tests too
    const unloaded = (report.testResults ?? []).filter(
      (r) =>
        r.status === 'failed' && !(r.assertionResults ?? []).some((t) => t.status === 'failed'),
    ).length;
    f = report.numFailedTests + unloaded + (report.numPendingTests ?? 0);
    // unhandled errors fail the run even when every test passed: count them as one failure
    if (report.success === false && f === 0) f = 1;
    failedNames.push(...vitestFailures(report).map((n) => `${suite}: ${n}`));
  } else if ('gate' in report) {
    // a check that is not a test runner (migrations): one test that passed or failed
    p = report.ok ? 1 : 0;
    f = report.ok ? 0 : 1;
    if (!report.ok) failedNames.push(`${suite}: the check failed`);
  }
  console.log(`  ${suite.padEnd(22)} ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}
if (failedNames.length) {
  console.log('failed:');
  for (const name of failedNames) console.log(`  ${name}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
