/**
 * A vitest reporter that keeps the errors thrown outside any test (an unhandled rejection, an error after a test
 * ended) in the file named by KONTOR_VITEST_UNHANDLED. vitest's JSON report leaves them out, so without this a run
 * whose only failed test passes on its second chance would pass with such an error unseen
 * (scripts/vitest-second-chance.mjs).
 */
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_modules, unhandledErrors) {
    const file = process.env.KONTOR_VITEST_UNHANDLED;
    if (!file) return;
    const messages = unhandledErrors.map((error) => String(error?.message ?? error).split('\n')[0]);
    writeFileSync(file, JSON.stringify(messages));
  }
}
