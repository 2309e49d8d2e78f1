/**
 * A read's audit entry is batched (every 200 ms), not written before its answer. SIGTERM (or Ctrl-C) must still
 * lose none of the entries of reads that were answered: the process stops taking requests, finishes those in flight
 * and flushes the batch before it exits. Counted on a real process terminated in the middle of a stream of GETs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStringOf } from '../backend/src/platform/db/migrate.js';
import { TEST_SECRET_KEY, startTestKontor, type TestKontor } from '../backend/src/dev/test-support/kontor.js';
import { startServer } from './support.js';

let kontor: TestKontor;

beforeAll(async () => {
  kontor = await startTestKontor();
});
afterAll(() => kontor?.close());

describe('read audit on SIGTERM', () => {
  it('every answered GET has its audit entry after the process stopped', async () => {
    const organization = await kontor.createOrganization('Read audit');
    const server = await startServer(
      {
        DATABASE_URL: connectionStringOf(kontor.db),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        KONTOR_SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
        PORT: '0',
        KONTOR_WORKER: 'false',
      },
      180_000,
    );
    const headers = { authorization: `Bearer ${organization.apiKey}` };
    let answered = 0;
    let stopping = false;
    let running = 0;
    // Four callers in a loop until the listener closes; bounded in case it never does. Before the stop, a failed
    // fetch (a reset on a loaded machine) is tried again a bounded number of times instead of ending the caller.
    const caller = async () => {
      running += 1;
      let failures = 0;
      try {
        for (let i = 0; i < 5_000; i += 1) {
          try {
            const response = await fetch(`${server.baseUrl}/api/v1/invoices/`, { headers });
            await response.arrayBuffer();
            if (response.status === 200) answered += 1;
          } catch {
            if (stopping || (failures += 1) > 20) return; // refused: the listener closed
          }
        }
      } finally {
        running -= 1;
      }
    };
    const callers = Array.from({ length: 4 }, caller);
    // Let a stream run, then terminate it while requests are in flight and entries wait in the batch. The wait ends
    // too when every caller has ended, so a server that stops answering fails the count below instead of hanging.
    while (answered < 40 && running > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    stopping = true;
    const exited = server.stop('SIGTERM');
    await Promise.all(callers);
    expect(await exited).toBe(0);

    const rows = await kontor
      .db('audit_log')
      .where({ organization_id: organization.id, method: 'GET', status: 200 })
      .whereLike('url', '/api/v1/invoices/%')
      .count<{ count: string }[]>({ count: '*' });
    expect(Number(rows[0]?.count)).toBe(answered);
    expect(answered).toBeGreaterThanOrEqual(40);
  }, 240_000);
});
