/**
 * Runs vitest and gives the files that failed one more run, alone, with the same settings. Every failure is
 * reported in the last lines (where a CI log's tail shows it) with its first message: a test that then passes is
 * named as flaky and does not fail the run; one that fails again does, and so does a run that failed outside any
 * test (a crashed worker, an error in a hook). Used by `npm test` for the whole suite (scripts/test-suite.mjs) and
 * for each server of the database matrix (scripts/test-matrix.mjs).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ name: string, args: string[], env: NodeJS.ProcessEnv }} run vitest's arguments after `run`, and its environment
 * @returns {{ run: string, twice: boolean, file: string | null, test: string, message: string }[]} every failure; `twice` for those that count
 */
export function vitestWithSecondChance(run) {
  const reports = mkdtempSync(path.join(os.tmpdir(), 'kontor-vitest-'));
  try {
    const first = vitest(run, [], path.join(reports, 'first.json'));
    if (first.length === 0) return [];
    const files = [...new Set(first.map((failure) => failure.file))];
    if (files.includes(null)) return first.map((failure) => ({ run: run.name, twice: true, ...failure }));
    process.stdout.write(`\n${run.name}: running ${files.length} failed file(s) once more, alone\n`);
    const again = vitest(
      run,
      files.map((file) => path.relative(root, file)),
      path.join(reports, 'again.json'),
    );
    const key = (failure) => `${failure.file}\u0000${failure.test}`;
    const againKeys = new Set(again.map(key));
    const firstKeys = new Set(first.map(key));
    const rerunFailedWhole = again.some((failure) => failure.file === null);
    return [
      ...first.map((failure) => ({ run: run.name, twice: rerunFailedWhole || againKeys.has(key(failure)), ...failure })),
      // A test that passed the first time and failed alone still counts.
      ...again.filter((failure) => !firstKeys.has(key(failure))).map((failure) => ({ run: run.name, twice: true, ...failure })),
    ];
  } finally {
    rmSync(reports, { recursive: true, force: true });
  }
}

/** Prints the failures last, and answers whether any counts. */
export function reportFailures(failures) {
  for (const failure of failures) {
    const where = failure.file ? path.relative(root, failure.file) : 'vitest';
    const verdict = failure.twice ? 'FAILED' : 'flaky (failed, then passed alone)';
    process.stderr.write(`\n${verdict} on ${failure.run}: ${where} > ${failure.test}\n  ${failure.message}\n`);
  }
  return failures.some((failure) => failure.twice);
}

function vitest(run, files, report) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...run.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      '--reporter=./scripts/vitest-unhandled-reporter.mjs',
      ...files,
    ],
    { cwd: root, env: { ...run.env, KONTOR_VITEST_UNHANDLED: `${report}.unhandled` }, stdio: 'inherit' },
  );
  const failures = readFailures(report);
  // An error outside any test fails the run whatever the tests did: no second run can tell it was flaky.
  for (const message of readUnhandled(`${report}.unhandled`)) failures.push({ file: null, test: '(an error outside any test)', message });
  if (result.status !== 0 && failures.length === 0)
    failures.push({ file: null, test: '(the run itself)', message: `vitest exited with ${result.status ?? result.signal}` });
  return failures;
}

function readFailures(report) {
  let json;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return [];
  }
  const failures = [];
  for (const file of json.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push({ file: file.name, test: test.fullName, message: firstLine(test.failureMessages?.[0]) });
    if (failed.length === 0 && file.status === 'failed')
      failures.push({ file: file.name, test: '(the file)', message: firstLine(file.message) });
  }
  return failures;
}

function readUnhandled(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
}

function firstLine(text) {
  return String(text ?? '').split('\n')[0];
}
