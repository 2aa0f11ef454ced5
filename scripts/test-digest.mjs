// Digests of the failed tests of the last run (journeys, and each jest step written with `--json --outputFile=…`),
// printed at the very end of `npm test`: a CI log is often read from its tail only, where the reporters' details
// have scrolled away. Each failure is printed twice: with the first lines of its error before the summary, and in
// one line after it, so that even a short tail names the test, its line and the start of its message.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The message's lines without the code frame (`> 74 |`, `   |   ^`), which repeats what the location says. */
const messageLines = (text) =>
  stripAnsi(text ?? '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() && !/^\s*>?\s*\d*\s*\|/.test(l));

function* failedJourneys(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const failed = (test.results ?? []).filter((r) => r.status !== 'passed' && r.status !== 'skipped');
      if (test.status === 'unexpected' || test.status === 'flaky') yield { title: [...here, spec.title].join(' › '), spec, test, failed };
    }
  }
  for (const child of suite.suites ?? []) yield* failedJourneys(child, here);
}

/**
 * The failed (or flaky) journeys of the last run, [] when none failed or no report exists: each with its title,
 * file and line, and every failed attempt (status, duration, where it failed, its message's lines).
 */
export function journeyFailures(reportPath = path.join(root, 'e2e/.artifacts/results.json')) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const failures = [];
  for (const suite of report.suites ?? []) {
    for (const { title, spec, test, failed } of failedJourneys(suite)) {
      failures.push({
        title,
        file: `${spec.file}:${spec.line}`,
        flaky: test.status === 'flaky',
        attempts: failed.map((result) => {
          const error = result.errors?.[0] ?? result.error;
          return {
            status: result.status,
            seconds: result.duration / 1000,
            where: error?.location ? `${path.basename(error.location.file)}:${error.location.line}` : '',
            message: messageLines(error?.message),
          };
        }),
      });
    }
  }
  return failures;
}

/** The failed tests of a jest report: file › name, the message and the first stack frame (the test's own line). */
export function jestFailures(reportPath) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const firstLines = (text) => {
    const all = messageLines(text).map((l) => l.trim());
    const frame = all.findIndex((l) => l.startsWith('at '));
    return frame < 0 ? all : all.slice(0, frame + 1);
  };
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed) failures.push({ title: `${file} › ${test.fullName}`, message: firstLines(test.failureMessages?.[0]) });
    if (!failed.length && suite.status === 'failed') failures.push({ title: `${file} (the suite failed to run)`, message: firstLines(suite.message) });
  }
  return failures;
}

/** The detailed lines of journey failures: title, then each attempt with the first lines of its error. */
export function journeyDigest(failures, maxErrorLines = 12) {
  return failures.flatMap((f) => [
    `- ${f.title} (${f.file})${f.flaky ? ' [flaky: passed on retry]' : ''}`,
    ...f.attempts.flatMap((a) => [
      `  ${a.status} after ${a.seconds.toFixed(1)} s${a.where ? ` at ${a.where}` : ''}`,
      ...a.message.slice(0, maxErrorLines).map((l) => `    ${l}`),
    ]),
  ]);
}

/** The detailed lines of jest failures. */
export function jestDigest(failures, maxErrorLines = 8) {
  return failures.flatMap((f) => [`- ${f.title}`, ...f.message.slice(0, maxErrorLines).map((l) => `    ${l}`)]);
}

const clip = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/** One line per failure, for the very end of the log: what failed, where, and how its message starts. */
export function oneLineEach(journeys, jest, width = 300) {
  // The start of a message: its first three lines (for an expect, the matcher, expected and received).
  const start = (message) => message.filter((l) => !l.trim().startsWith('at ')).slice(0, 3).map((l) => l.trim()).join(' / ');
  const lines = [];
  for (const f of jest) lines.push(clip(`${f.title}: ${start(f.message)}`, width));
  for (const f of journeys) {
    const attempts = f.attempts.map((a) => `${a.status}${a.where ? ` at ${a.where}` : ''}: ${start(a.message)}`);
    lines.push(clip(`${f.flaky ? '[flaky] ' : ''}${f.title} — ${attempts.join(' | ')}`, width));
  }
  return lines;
}
