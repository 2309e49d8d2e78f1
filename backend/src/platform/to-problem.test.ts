import { describe, expect, it } from 'vitest';
import { createDb } from './db/knex.js';
import { unusedPort } from '../dev/test-support/ports.js';
import { toProblem } from './to-problem.js';

describe('an error as an answer', () => {
  it('answers 503 with Retry-After, not 500, when the database cannot be reached', async () => {
    // A real refusal, as a pool meets it when the database is down.
    const db = createDb({ connectionString: `postgres://kontor:kontor@127.0.0.1:${await unusedPort()}/kontor` });
    const refused = await db.raw('SELECT 1').catch((error: unknown) => error);
    await db.destroy();
    // Knex's form of a query whose connection was cut without a word from the server (pg's error has no code).
    const cut = new Error('select * from "clients" - Connection terminated unexpectedly');
    const shutDown = Object.assign(new Error('terminating connection due to administrator command'), { severity: 'FATAL', code: '57P01' });
    for (const error of [refused, cut, shutDown]) {
      const problem = toProblem(error);
      expect(problem.status).toBe(503);
      expect(problem.code).toBe('service_unavailable');
      expect(problem.headers['Retry-After']).toBe('5');
    }
  });

  it('keeps other errors an opaque 500', () => {
    expect(toProblem(new Error('something else')).status).toBe(500);
    expect(toProblem(Object.assign(new Error('x'), { code: 'ERR_SOMETHING' })).status).toBe(500);
  });
});
