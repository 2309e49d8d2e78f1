import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { insertRows, insertStatement } from './insert.js';
import { inTransaction } from './knex.js';

// Writing needs no connection: Knex writes the statement for its dialect.
const db = knex({ client: 'pg' });

const asKnexWrites = (table: string, rows: Array<Record<string, unknown>>, returning = '') => {
  const query = db(table).insert(rows);
  return (returning ? query.returning(returning) : query).toSQL();
};

describe('few-row inserts built once per shape', () => {
  it('writes the statement and the values Knex writes, columns sorted', () => {
    const rows = [
      { position: 0, invoice_id: 7, description: 'Consulting', quantity: '3', tax_rate: '21' },
      { position: 1, invoice_id: 7, description: 'Travel', quantity: '1', tax_rate: '0' },
    ];
    const statement = insertStatement('invoice_items', rows, '*')!;
    const ours = db.raw(statement.sql, statement.values as never).toSQL();
    const theirs = asKnexWrites('invoice_items', rows, '*');
    expect(ours.sql).toBe(theirs.sql);
    expect(ours.bindings).toEqual(theirs.bindings);
  });

  it('passes an array, a date and null as one value each', () => {
    const rows = [{ organization_id: 1, type: 'X', caused_by_flows: [3, 4], cause_origin: null, at: new Date(0) }];
    const statement = insertStatement('events', rows)!;
    const theirs = asKnexWrites('events', rows);
    expect(db.raw(statement.sql, statement.values as never).toSQL().sql).toBe(theirs.sql);
    expect(statement.values).toEqual(theirs.bindings);
  });

  it('leaves to Knex what it writes otherwise: undefined, a Raw, an object, rows of other columns, many rows', () => {
    expect(insertStatement('t', [{ a: 1, b: undefined }])).toBeNull();
    expect(insertStatement('t', [{ a: 1, b: db.fn.now() }])).toBeNull();
    expect(insertStatement('t', [{ a: 1, b: { json: true } }])).toBeNull();
    expect(insertStatement('t', [{ a: 1 }, { b: 2 }])).toBeNull();
    expect(
      insertStatement(
        't',
        Array.from({ length: 11 }, (_, a) => ({ a })),
      ),
    ).toBeNull();
    expect(insertStatement('t', [])).toBeNull();
  });
});

describe('few-row inserts on a database', () => {
  const { kontor, org } = useKontor();

  it('are named inside a transaction, and answer their rows as Knex does', async () => {
    const rows = [{ organization_id: org.id, name: 'Named insert client', currency: 'EUR' }];
    const { inserted, prepared } = await inTransaction(kontor.db, async (trx) => {
      const inserted = await insertRows<{ id: number; name: string }>(trx, 'clients', rows, '*');
      // The session's own named statements: the transaction's connection was asked by name.
      const prepared = (
        await trx.raw(`SELECT name FROM pg_prepared_statements WHERE name LIKE 'kontor\\_%' AND statement LIKE 'insert into "clients"%'`)
      ).rows as unknown[];
      return { inserted, prepared };
    });
    expect(inserted).toHaveLength(1);
    expect(inserted[0]!.name).toBe('Named insert client');
    expect(prepared).toHaveLength(1);
  });
});
