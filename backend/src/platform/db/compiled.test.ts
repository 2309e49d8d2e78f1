import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { StatementCache, compile, valuesOf } from './compiled.js';

// Compiling needs no connection: Knex writes the statement for its dialect.
const db = knex({ client: 'pg' });

describe('statements compiled once per shape', () => {
  it('reads each binding back as its slot, in the statement order', () => {
    const statement = compile(3, ([organization, status, limit]) =>
      db('invoices').where('organization_id', organization!).where('status', status!).orderBy('id').limit(limit!),
    );
    expect(statement?.text).toBe('select * from "invoices" where "organization_id" = $1 and "status" = $2 order by "id" asc limit $3');
    expect(valuesOf(statement!, [7, 'paid', 25])).toEqual([7, 'paid', 25]);
  });

  it('repeats a slot used twice (a count subquery of the same scope)', () => {
    const statement = compile(2, ([organization, limit]) =>
      db('invoices')
        .select(db.raw('(?) AS n', [db('invoices').where('organization_id', organization!).count()]))
        .where('organization_id', organization!)
        .limit(limit!),
    );
    expect(valuesOf(statement!, [7, 25])).toEqual([7, 7, 25]);
  });

  it('compiles no shape with a value of its own, which would be frozen at its first request', () => {
    expect(
      compile(1, ([organization]) => db('invoices').where('organization_id', organization!).where('due_date', '<', '2026-01-01')),
    ).toBeNull();
  });

  it('compiles no shape where a slot does not come back', () => {
    expect(compile(2, ([organization]) => db('invoices').where('organization_id', organization!))).toBeNull();
  });

  it('keeps a bounded number of shapes, compiling each once', () => {
    const cache = new StatementCache(2);
    let built = 0;
    const build = ([organization]: number[]) => {
      built++;
      return db('invoices').where('organization_id', organization!);
    };
    cache.get('a', 1, build);
    cache.get('a', 1, build);
    cache.get('b', 1, build);
    cache.get('c', 1, build);
    cache.get('c', 1, build);
    expect(built).toBe(3);
    cache.get('a', 1, build);
    expect(built).toBe(4);
  });
});
