// A short digest of the failed journeys (title, place, first lines of the error), printed at the very end of
// `npm test`: a CI log is often read from its tail, where the list reporter's details have scrolled away.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function* failedTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const failed = (test.results ?? []).filter((r) => r.status !== 'passed' && r.status !== 'skipped');
      if (test.status === 'unexpected' || test.status === 'flaky') yield { title: [...here, spec.title].join(' › '), spec, test, failed };
    }
  }
  for (const child of suite.suites ?? []) yield* failedTests(child, here);
}

/** Lines describing each failed journey of the last run, or [] when none failed or no report exists. */
export function e2eDigest(reportPath = path.join(root, 'e2e/.artifacts/results.json'), maxErrorLines = 12) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const lines = [];
  for (const suite of report.suites ?? []) {
    for (const { title, spec, test, failed } of failedTests(suite)) {
      const flaky = test.status === 'flaky' ? ' [flaky: passed on retry]' : '';
      lines.push(`- ${title} (${spec.file}:${spec.line})${flaky}`);
      for (const result of failed) {
        const error = result.errors?.[0] ?? result.error;
        const where = error?.location ? ` at ${path.basename(error.location.file)}:${error.location.line}` : '';
        lines.push(`  ${result.status} after ${(result.duration / 1000).toFixed(1)} s${where}`);
        const message = stripAnsi(error?.message ?? '').split('\n').filter((l) => l.trim()).slice(0, maxErrorLines);
        for (const l of message) lines.push(`    ${l}`);
      }
    }
  }
  return lines;
}

/**
 * Lines describing each failed test of a jest run written with `--json --outputFile=…` (the gateway's and the
 * components' suites): file, test name and the first lines of its failure, or of a suite that failed to run.
 */
export function jestDigest(reportPath, maxErrorLines = 8) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const lines = [];
  // The message, then only the first frame of the stack (the test's own line).
  const firstLines = (text) => {
    const all = stripAnsi(text ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
    const frame = all.findIndex((l) => l.startsWith('at '));
    const kept = frame < 0 ? all : all.slice(0, frame + 1);
    return kept.slice(0, maxErrorLines).map((l) => `    ${l}`);
  };
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed) lines.push(`- ${file} › ${test.fullName}`, ...firstLines(test.failureMessages?.[0]));
    if (!failed.length && suite.status === 'failed') lines.push(`- ${file} (the suite failed to run)`, ...firstLines(suite.message));
  }
  return lines;
}
