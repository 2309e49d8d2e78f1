/**
 * A write's audit entry commits in the write's own transaction (with-writes.ts): one commit per write, the entry
 * there when the answer arrives, and no entry for a change that did not happen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import type { AuditWriter } from './writer.js';

const { kontor, org } = useKontor();

const entriesOf = (url: string, method: string) =>
  kontor.db('audit_log').where({ organization_id: org.id, url, method }).orderBy('id').select('status', 'error', 'response');

/** The statements the Kontor's pool sends while `run` runs, with their transaction (knex's query events). */
async function statementsOf(run: () => Promise<unknown>): Promise<Array<{ sql: string; tx: string | undefined }>> {
  const seen: Array<{ sql: string; tx: string | undefined }> = [];
  const listen = (query: { sql: string; __knexTxId?: string }) => seen.push({ sql: query.sql, tx: query.__knexTxId });
  kontor.db.on('query', listen);
  try {
    await run();
  } finally {
    kontor.db.off('query', listen);
  }
  return seen;
}

const restore: Array<() => void> = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

describe("a write's entry in the write's transaction", () => {
  it('commits once: the entry is inserted in the creation’s transaction, before its COMMIT', async () => {
    const client = await org.api.post('/api/v1/clients/', { name: 'One commit' });
    const body = { client_id: client.body.id, items: [{ description: 'One commit', unit_price: '10' }] };
    let answer: { status: number; body: { id: number } } | undefined;
    const statements = await statementsOf(async () => {
      answer = await org.api.post('/api/v1/invoices/', body);
    });
    expect(answer!.status).toBe(201);
    const mine = statements.filter((statement) => statement.tx !== undefined);
    const commits = mine.filter((statement) => /^commit/i.test(statement.sql));
    expect(commits).toHaveLength(1);
    const entry = mine.findIndex((statement) => statement.sql.startsWith('INSERT INTO audit_log'));
    expect(entry).toBeGreaterThan(-1);
    expect(mine[entry]!.tx).toBe(commits[0]!.tx);
    expect(entry).toBeLessThan(mine.indexOf(commits[0]!));
    // No savepoint for the creation's one transaction: it is the unit's first write.
    expect(mine.filter((statement) => /savepoint/i.test(statement.sql))).toEqual([]);
    // Written with the change: there without a flush.
    const entries = await entriesOf('/api/v1/invoices/', 'POST');
    expect(entries.at(-1)).toMatchObject({ status: 201, response: { body: { id: answer!.body.id } } });
  });

  it('has the entry of every one of concurrent creations and updates when they are answered', async () => {
    const client = await org.api.post('/api/v1/clients/', { name: 'Concurrent' });
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        org.api.post('/api/v1/invoices/', { client_id: client.body.id, items: [{ description: `Concurrent ${n}`, unit_price: '5' }] }),
      ),
    );
    expect(created.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const updated = await Promise.all(created.map((answer) => org.api.patch(`/api/v1/invoices/${answer.body.id}/`, { status: 'sent' })));
    expect(updated.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const ids = created.map((answer) => answer.body.id as number);
    const posted = await kontor
      .db('audit_log')
      .where({ organization_id: org.id, method: 'POST', url: '/api/v1/invoices/', status: 201 })
      .whereRaw("(response->'body'->>'id')::bigint = ANY(?::bigint[])", [ids])
      .count({ n: '*' })
      .first();
    expect(posted).toEqual({ n: 12 });
    const patched = await kontor
      .db('audit_log')
      .where({ organization_id: org.id, method: 'PATCH', status: 200 })
      .whereIn(
        'url',
        ids.map((id) => `/api/v1/invoices/${id}/`),
      )
      .count({ n: '*' })
      .first();
    expect(patched).toEqual({ n: 12 });
  });

  it('audits a refused write, whose change rolled back, as refused and nothing more', async () => {
    const client = await org.api.post('/api/v1/clients/', { name: 'Refused' });
    const invoice = await org.api.post('/api/v1/invoices/', {
      client_id: client.body.id,
      items: [{ description: 'Refused', unit_price: '7' }],
    });
    const url = `/api/v1/invoices/${invoice.body.id}/`;
    // Draft to paid is no transition: the update's transaction, its first write, is undone.
    const refused = await org.api.patch(url, { status: 'paid', due_date: '2099-01-01' });
    expect(refused.status).toBe(409);
    expect(await kontor.db('invoices').where({ id: invoice.body.id }).first()).toMatchObject({ status: 'draft' });
    const entries = await entriesOf(url, 'PATCH');
    expect(entries.map((entry) => [entry.status, entry.error])).toEqual([[409, 'invalid_status_transition']]);
  });

  it('answers 503 and keeps no change when the entry cannot be written with it; that answer is audited', async () => {
    const audit = kontor.audit as AuditWriter & { recordIn: AuditWriter['recordIn'] };
    const recordIn = audit.recordIn.bind(audit);
    restore.push(() => (audit.recordIn = recordIn));
    audit.recordIn = () => Promise.reject(new Error('the audit log is away'));

    const name = `Unaudited ${Date.now()}`;
    const answer = await org.api.post('/api/v1/clients/', { name });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('audit_unavailable');
    expect(answer.headers.get('location')).toBeNull();
    // The change rolled back with its entry: no client, and no entry saying one was made.
    expect(await kontor.db('clients').where({ organization_id: org.id, name }).first()).toBeUndefined();
    await kontor.audit.flush();
    const entries = (await entriesOf('/api/v1/clients/', 'POST')).filter((entry) => JSON.stringify(entry.response).includes(name));
    expect(entries).toEqual([]);
    const unavailable = await kontor
      .db('audit_log')
      .where({ organization_id: org.id, method: 'POST', url: '/api/v1/clients/', status: 503, error: 'audit_unavailable' })
      .count({ n: '*' })
      .first();
    expect(unavailable).toEqual({ n: 1 });
  });

  it('audits the 503 of a write whose own entry could not be written on its own (nothing in its transaction)', async () => {
    // Seen on a stock PostgreSQL 15 stopped under load: a creation refused by the database before it wrote, whose
    // entry then could not be written either, was answered 503 audit_unavailable and left no entry at all.
    const audit = kontor.audit as AuditWriter & { recordDurably: AuditWriter['recordDurably'] };
    const recordDurably = audit.recordDurably.bind(audit);
    restore.push(() => (audit.recordDurably = recordDurably));
    audit.recordDurably = () => Promise.reject(new Error('the audit log is away'));

    const marker = `Refused unaudited ${Date.now()}`;
    // Refused before anything is written: its entry goes on its own (recordDurably), not in a transaction.
    const answer = await org.api.post('/api/v1/clients/', { name: marker, email: 'not an e-mail' });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('audit_unavailable');
    audit.recordDurably = recordDurably;
    await kontor.audit.flush();
    const entries = await kontor
      .db('audit_log')
      .where({ organization_id: org.id, method: 'POST', url: '/api/v1/clients/' })
      .whereRaw('request::text LIKE ?', [`%${marker}%`])
      .select('status', 'error');
    expect(entries).toEqual([{ status: 503, error: 'audit_unavailable' }]);
  });

  it('keeps the idempotent path: a keyed creation and its replay each have their entry, one invoice', async () => {
    const client = await org.api.post('/api/v1/clients/', { name: 'Keyed' });
    const body = { client_id: client.body.id, items: [{ description: 'Keyed once', unit_price: '3' }] };
    const headers = { 'idempotency-key': `keyed-${Date.now()}` };
    const first = await org.api.post('/api/v1/invoices/', body, headers);
    expect(first.status).toBe(201);
    const replay = await org.api.post('/api/v1/invoices/', body, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    expect(Number((await kontor.db('invoice_items').where({ description: 'Keyed once' }).count({ n: '*' }).first())!.n)).toBe(1);
    const entries = await kontor
      .db('audit_log')
      .where({ organization_id: org.id, method: 'POST', url: '/api/v1/invoices/', status: 201 })
      .whereRaw("(response->'body'->>'id')::bigint = ?::bigint", [first.body.id])
      .select(kontor.db.raw("response->'headers'->>'idempotent-replayed' AS replayed"));
    expect(entries.map((entry: { replayed: string | null }) => entry.replayed).sort()).toEqual(['true', null].sort());
  });
});
