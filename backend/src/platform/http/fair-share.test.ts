/**
 * Fair shares of a process's database work: a turn per organization with a bounded wait, and a statement timeout per
 * request class. A table lock held by the test makes a request's statement wait as a slow one would.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestKontor, startTestKontor } from '../../dev/test-support/kontor.js';
import { until } from '../../dev/test-support/until.js';
import { openMcpSession, postMcp, readMcp } from '../../dev/test-support/mcp-client.js';

let kontor: TestKontor;

beforeAll(async () => {
  kontor = await startTestKontor({
    organizationConcurrency: 1,
    organizationQueueSeconds: 0.3,
    statementTimeoutReadSeconds: 0.5,
    statementTimeoutWriteSeconds: 0.5,
  });
});
afterAll(() => kontor?.close());

/** Holds an exclusive lock on `table` until the returned function is called. */
async function lock(table: string): Promise<() => Promise<void>> {
  const trx: Knex.Transaction = await kontor.db.transaction();
  await trx.raw(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return async () => {
    await trx.rollback();
  };
}

/** Until a statement waits on the lock on `clients`: the first request then holds its organization's turn. */
function waitingOnClients(on: TestKontor): Promise<number> {
  return until(
    async () =>
      (await on.db.raw(`SELECT count(*)::integer AS n FROM pg_locks WHERE NOT granted AND relation = 'clients'::regclass`)).rows[0]
        .n as number,
    (n) => n > 0,
    'the first request to wait on the lock',
  );
}

describe('statement timeouts', () => {
  it('answer 503 statement_timeout with Retry-After when a read runs too long', async () => {
    const tenant = await kontor.createOrganization();
    const release = await lock('clients');
    try {
      const answer = await tenant.api.get('/api/v1/clients/');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(answer.body).toMatchObject({ status: 503, code: 'statement_timeout', limit: 'statement_timeout' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await release();
    }
    expect((await tenant.api.get('/api/v1/clients/')).status).toBe(200);
  });

  it('undo a write stopped by its timeout: nothing of it is kept', async () => {
    const tenant = await kontor.createOrganization();
    const { body: client } = await tenant.api.post('/api/v1/clients/', { name: 'Timed' });
    const release = await lock('invoice_items');
    try {
      const answer = await tenant.api.post('/api/v1/invoices/', {
        client_id: client.id,
        items: [{ description: 'x', quantity: '1', unit_price: '10' }],
      });
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('statement_timeout');
    } finally {
      await release();
    }
    expect((await tenant.api.get('/api/v1/invoices/')).body.count).toBe(0);
  });
});

describe("an organization's turns", () => {
  it('make a request beyond the concurrency wait, then 503 organization_busy; other organizations are served', async () => {
    const busy = await kontor.createOrganization();
    const other = await kontor.createOrganization();
    const release = await lock('clients');
    let first: Promise<{ status: number }> | undefined;
    try {
      // Held by the lock until its statement times out (0.5 s), longer than the next one may wait (0.3 s).
      first = busy.api.get('/api/v1/clients/');
      await waitingOnClients(kontor);
      const refused = await busy.api.get('/api/v1/employees/');
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: 'organization_busy', limit: 'organization_concurrency' });
      expect(refused.headers.get('retry-after')).toBe('1');
      expect((await other.api.get('/api/v1/employees/')).status).toBe(200);
    } finally {
      await release();
    }
    await first;
    expect((await busy.api.get('/api/v1/employees/')).status).toBe(200);
  });

  it('are taken by MCP messages too: beyond the wait, 503 organization_busy before the message is read; other organizations are served', async () => {
    // The turn held for seconds rather than this file's half second, so that the calls below surely find it taken.
    const patient = await startTestKontor({
      databaseUrl: kontor.databaseUrl,
      organizationConcurrency: 1,
      organizationQueueSeconds: 0.3,
      statementTimeoutReadSeconds: 10,
    });
    try {
      await callsTakeTurns(patient);
    } finally {
      await patient.stop();
    }
  });
});

async function callsTakeTurns(kontor: TestKontor): Promise<void> {
  const busy = await kontor.createOrganization();
  const other = await kontor.createOrganization();
  const busySession = await openMcpSession(kontor.url, busy.apiKey);
  const otherSession = await openMcpSession(kontor.url, other.apiKey);
  const findEmployees = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'find_employees', arguments: { query: 'x' } },
  });
  const release = await lock('clients');
  let first: Promise<{ status: number }> | undefined;
  try {
    // The organization's one turn, held by a REST request waiting on the lock.
    first = busy.api.get('/api/v1/clients/');
    await waitingOnClients(kontor);
    // A call alone and a batch of one: each waits for the turn to be parsed in, then is refused, nothing done.
    for (const body of [findEmployees(2), [findEmployees(3)]]) {
      const answer = await readMcp(await postMcp(kontor.url, body, { key: busy.apiKey, headers: busySession }));
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'organization_busy', limit: 'organization_concurrency' });
    }
    const served = await readMcp(await postMcp(kontor.url, findEmployees(4), { key: other.apiKey, headers: otherSession }));
    expect((served.messages[0]!.result as { isError?: boolean }).isError).toBeUndefined();
  } finally {
    await release();
  }
  await first;
  const after = await readMcp(await postMcp(kontor.url, findEmployees(5), { key: busy.apiKey, headers: busySession }));
  expect((after.messages[0]!.result as { isError?: boolean }).isError).toBeUndefined();
}

describe("the process's slots", () => {
  it("make another organization's request wait for a slot, then 503 server_busy; a body is parsed only in a slot", async () => {
    const full = await startTestKontor({
      databaseUrl: kontor.databaseUrl,
      workConcurrency: 1,
      organizationQueueSeconds: 0.3,
      statementTimeoutReadSeconds: 10,
    });
    const release = await lock('clients');
    let first: Promise<{ status: number }> | undefined;
    try {
      const holder = await full.createOrganization();
      const other = await full.createOrganization();
      // The process's one slot, held by a request waiting on the lock.
      first = holder.api.get('/api/v1/clients/');
      await waitingOnClients(full);
      // Malformed: parsed before its turn, it would be answered 400 at once.
      const refused = await other.api.request('POST', '/api/v1/clients/', {
        body: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: 'server_busy', limit: 'work_concurrency' });
      expect(refused.headers.get('retry-after')).toBe('1');
    } finally {
      await release();
      await first;
      await full.stop();
    }
  });
});
