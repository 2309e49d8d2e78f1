import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['backend/src/**/*.test.ts', 'flow-engine/src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['backend/src/dev/test-support/global-setup.ts'],
    // Every answer a test Kontor gives is checked against the OpenAPI document (answers-check.ts).
    setupFiles: ['backend/src/dev/test-support/answers-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files run in parallel, each on a database of its own.
    pool: 'forks',
    maxWorkers: 2,
  },
});
