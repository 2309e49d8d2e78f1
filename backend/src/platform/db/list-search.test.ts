/**
 * `?search=` on the list endpoints ignores case and diacritics, finds
 * invoices by their client's name, and runs on the search indexes of
 * migration 0005: with sequential scans priced out, no list search plan
 * falls back to reading a whole searched table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name] of Object.entries({
    stavby: 'Novák Stavby s.r.o.',
    dvorak: 'Dvořák Elektro a.s.',
    schroder: 'Schröder Logistik GmbH',
    other: 'Acme Trading Ltd',
  })) {
    ids[key] = (await org.api.post('/api/v1/clients/', { name })).body.id;
  }
  ids.invoice = (
    await org.api.post('/api/v1/invoices/', { client_id: ids.stavby, items: [{ description: 'Audit', quantity: '1', unit_price: '100' }] })
  ).body.id;
  ids.jana = (await org.api.post('/api/v1/employees/', { name: 'Jana Nováková', email: 'jana@kontor.test' })).body.id;
  ids.task = (await org.api.post('/api/v1/tasks/', { title: 'Účetní uzávěrka', client_id: ids.stavby })).body.id;
  ids.entry = (await org.api.post('/api/v1/time-entries/', { employee_id: ids.jana, minutes: 30, description: 'Příprava DPH' })).body.id;
});

/** Carries a plan out of a transaction that must not commit. */
class Rollback extends Error {}

const found = async (path: string, search: string) =>
  ((await org.api.get(`${path}?search=${encodeURIComponent(search)}`)).body.results as Array<{ id: number }>).map((row) => row.id);

describe('list search', () => {
  it.each([
    ['novak', 'stavby'],
    ['NOVÁK', 'stavby'],
    ['dvorak', 'dvorak'],
    ['schroder', 'schroder'],
    ['Schröder', 'schroder'],
  ])('finds clients by %j whatever the case and diacritics', async (search, key) => {
    expect(await found('/api/v1/clients/', search)).toEqual([ids[key]]);
  });

  it("finds an invoice by its client's name, and by its number", async () => {
    expect(await found('/api/v1/invoices/', 'novak stavby')).toEqual([ids.invoice]);
    const number = (await org.api.get(`/api/v1/invoices/${ids.invoice}/`)).body.number as string;
    expect(await found('/api/v1/invoices/', number)).toEqual([ids.invoice]);
    expect(await found('/api/v1/invoices/', 'acme')).toEqual([]);
  });

  it('finds employees, tasks and time entries without diacritics', async () => {
    expect(await found('/api/v1/employees/', 'novakova')).toEqual([ids.jana]);
    expect(await found('/api/v1/tasks/', 'uzaverka')).toEqual([ids.task]);
    expect(await found('/api/v1/time-entries/', 'priprava')).toEqual([ids.entry]);
  });

  it('treats % and _ in a search as text', async () => {
    expect(await found('/api/v1/clients/', '%')).toEqual([]);
  });

  it('plans every list search on an index, not a sequential scan', async () => {
    const queries: Array<{ sql: string; bindings: readonly unknown[] }> = [];
    const listen = (query: { sql: string; bindings?: readonly unknown[] }) => {
      if (/kontor_fold/.test(query.sql) && /LIKE/.test(query.sql)) queries.push({ sql: query.sql, bindings: query.bindings ?? [] });
    };
    kontor.db.on('query', listen);
    try {
      for (const path of ['clients', 'invoices', 'employees', 'tasks', 'time-entries']) await found(`/api/v1/${path}/`, 'novak');
      for (const path of ['flows', 'webhooks', 'api-keys']) await found(`/api/automation/${path}/`, 'novak');
    } finally {
      kontor.db.off('query', listen);
    }
    expect(queries.length).toBeGreaterThanOrEqual(8);
    for (const query of queries) {
      const table = /from "(\w+)"/.exec(query.sql)![1]!;
      // In a transaction rolled back after: the table's other secondary indexes (and unique constraints) dropped and plain index scans off,
      // so only the search index can spare a sequential scan; if it did not fit the query, the plan would show one.
      const plan = await kontor.db
        .transaction(async (trx) => {
          const unique = await trx.raw(`SELECT conname FROM pg_constraint WHERE conrelid = ?::regclass AND contype = 'u'`, [table]);
          for (const { conname } of unique.rows as Array<{ conname: string }>)
            await trx.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${conname} CASCADE`);
          const others = await trx.raw(
            `SELECT indexname FROM pg_indexes WHERE tablename = ? AND indexname NOT LIKE '%_search_trgm' AND indexname NOT LIKE '%_pkey' AND indexname <> 'invoices_client_id_idx'`,
            [table],
          );
          for (const { indexname } of others.rows as Array<{ indexname: string }>) await trx.raw(`DROP INDEX ${indexname}`);
          await trx.raw('SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off');
          // The pg dialect logs native placeholders ($1, $2, … in order); knex.raw takes ?.
          const result = await trx.raw(`EXPLAIN ${query.sql.replace(/\$\d+/g, '?')}`, query.bindings as never);
          throw new Rollback((result.rows as Array<{ 'QUERY PLAN': string }>).map((row) => row['QUERY PLAN']).join('\n'));
        })
        .catch((error: unknown) => {
          if (error instanceof Rollback) return error.message;
          throw error;
        });
      expect(plan, query.sql).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
      expect(plan, query.sql).toContain(`${table}_search_trgm`);
    }
  });
});
