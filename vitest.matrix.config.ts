/**
 * The database-heavy test files, run again on every supported PostgreSQL (scripts/test-matrix.mjs): the delivery
 * pipeline and the functions' plans, flows and their waits, debt collection, the smart endpoints' searches, the
 * migrations and the database functions, the events outbox. The whole suite runs once, on the embedded server the
 * app ships with (vitest.config.ts).
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export const DATABASE_HEAVY = [
  'backend/src/features/webhooks/pipeline/**/*.test.ts',
  'backend/src/features/flows/**/*.test.ts',
  'backend/src/features/dunning/**/*.test.ts',
  'backend/src/features/smart/**/*.test.ts',
  'backend/src/platform/db/**/*.test.ts',
  'backend/src/platform/events/**/*.test.ts',
];

/**
 * On the stock server the fleet test runs too: two APIs and two workers SIGKILLed in turn under load, as operators run
 * them on the PostgreSQL they install (KONTOR_TEST_FLEET, set by scripts/test-matrix.mjs for that server only, since the
 * test takes minutes and the embedded majors add nothing the stock one does not).
 */
const FLEET = process.env.KONTOR_TEST_FLEET === '1' ? ['test/fleet-kill.test.ts'] : [];

export default defineConfig({
  test: {
    ...base.test,
    include: [...DATABASE_HEAVY, ...FLEET],
    // About the embedded server itself (start, reuse, stop), not about the database's behaviour.
    exclude: ['backend/src/platform/db/embedded.test.ts', '**/node_modules/**'],
  },
});
