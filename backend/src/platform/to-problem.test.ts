import { describe, expect, inject, it } from 'vitest';
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

  it('answers 503, not 500, for a query on a pooled connection that PostgreSQL cut just before it was sent', async () => {
    // Seen on a stock PostgreSQL 15 when pg_terminate_backend cut idle pooled connections under load: a connection
    // taken from the pool an instant before its cut was read had its next query refused by pg without a code.
    const db = createDb({ connectionString: inject('postgresUrl'), poolMax: 2 });
    try {
      const connection = (await db.client.acquireConnection()) as { processID: number; once(event: string, listener: () => void): void };
      const cut = new Promise<void>((resolve) => connection.once('error', () => resolve()));
      await db.raw('SELECT pg_terminate_backend(?)', [connection.processID]);
      await cut;
      const error = await db
        .raw('SELECT 1')
        .connection(connection)
        .catch((failure: unknown) => failure);
      await db.client.releaseConnection(connection);
      expect(String((error as Error).message)).toMatch(/not queryable/);
      expect(toProblem(error).status).toBe(503);
    } finally {
      await db.destroy();
    }
    // pg's words for a query on a client that failed, or was closed, before the query was sent.
    for (const message of ['Client has encountered a connection error and is not queryable', 'Client was closed and is not queryable'])
      expect(toProblem(new Error(`select 1 - ${message}`)).status).toBe(503);
  });

  it('keeps other errors an opaque 500', () => {
    expect(toProblem(new Error('something else')).status).toBe(500);
    expect(toProblem(Object.assign(new Error('x'), { code: 'ERR_SOMETHING' })).status).toBe(500);
  });
});
