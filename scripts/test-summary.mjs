// The summary of `npm test` (scripts/test-all.sh): each suite with its result, tests and time, the 10 slowest test
// files (where the time budget goes: README, "Test time"), the failed tests with their first error lines, the last
// lines of a failed suite that has no report, and one closing line over every suite's tests: "tests: N passed,
// N failed, N skipped". Exits 1 when a suite failed.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const SLOWEST = 10;
/** Failed tests with the first lines of their error, printed last so a CI log's tail names them. */
const failures = [];
const MESSAGE_LINES = 6;
/** A failed suite without a report (typecheck, lint, the node proofs, the soak…): the last lines of its output. */
const LOG_LINES = 30;
/** The reporters' colour codes (ESC [ … m), stripped from error messages. */
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Counts and per-file times of a vitest (jest-compatible) or Playwright JSON report. */
function readReport(file, label) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const files = [];
  if ('numPassedTests' in report) {
    for (const result of report.testResults) {
      const name = `${relative(process.cwd(), result.name)}${label}`;
      files.push({ name, ms: result.endTime - result.startTime });
      for (const test of result.assertionResults ?? []) {
        if (test.status === 'failed')
          failures.push({ name: `${name} › ${test.fullName}`, message: test.failureMessages?.[0] });
      }
      // A file that failed outside any test (import error, hook) has no failing assertion to name.
      if (result.status === 'failed' && !(result.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push({ name, message: result.message });
      }
    }
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
      files,
    };
  }
  // Playwright: a file is a top-level suite; its time is the sum of its tests' runs in every project.
  const sum = (suite) =>
    (suite.specs ?? []).reduce(
      (ms, spec) => ms + spec.tests.reduce((t, test) => t + test.results.reduce((r, run) => r + run.duration, 0), 0),
      0,
    ) + (suite.suites ?? []).reduce((ms, inner) => ms + sum(inner), 0);
  const collect = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const run = test.results.at(-1);
        failures.push({ name: `e2e/${file} › [${test.projectName}] ${spec.title}`, message: run?.error?.message });
      }
    }
    for (const inner of suite.suites ?? []) collect(inner, file);
  };
  for (const suite of report.suites) {
    files.push({ name: `e2e/${suite.file}`, ms: sum(suite) });
    collect(suite, suite.file);
  }
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    files,
  };
}

const steps = readFileSync(process.argv[2], 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const [name, status, seconds, report, log] = line.split('\t');
    return { name, status, seconds: Number(seconds), report, log };
  });

const total = { passed: 0, failed: 0, skipped: 0 };
const files = [];
console.log('\n== summary');
for (const step of steps) {
  let tests = '';
  if (step.report !== '-') {
    if (existsSync(step.report)) {
      const label = step.name.includes('PostgreSQL') ? ' (PostgreSQL)' : '';
      const counts = readReport(step.report, label);
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
      files.push(...counts.files);
      tests = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
    } else {
      tests = 'no report';
      if (step.status === 'failed') total.failed += 1;
    }
  }
  console.log(`  ${step.name.padEnd(28)} ${step.status.padEnd(7)} ${String(step.seconds).padStart(5)} s  ${tests}`);
}
const failedSuites = steps.filter((step) => step.status !== 'passed').length;
console.log(`suites: ${steps.length - failedSuites} passed, ${failedSuites} failed`);

console.log(`slowest ${SLOWEST} test files:`);
for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
  console.log(`  ${(file.ms / 1000).toFixed(1).padStart(6)} s  ${file.name}`);
}

if (failures.length > 0) {
  console.log(`failed tests:`);
  for (const failure of failures) {
    console.log(`  ✗ ${failure.name}`);
    const lines = (failure.message ?? '').replace(COLOUR_CODES, '').split('\n').filter(Boolean);
    for (const line of lines.slice(0, MESSAGE_LINES)) console.log(`      ${line}`);
  }
}
for (const step of steps) {
  if (step.status === 'passed' || !step.log || step.log === '-' || !existsSync(step.log)) continue;
  const lines = readFileSync(step.log, 'utf8').replace(COLOUR_CODES, '').trimEnd().split('\n');
  console.log(`${step.name}, failed: its last ${Math.min(lines.length, LOG_LINES)} lines`);
  for (const line of lines.slice(-LOG_LINES)) console.log(`    ${line}`);
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSuites > 0 || total.failed > 0 ? 1 : 0);
