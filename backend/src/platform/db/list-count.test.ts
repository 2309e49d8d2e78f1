/**
 * A list's `count` is exact up to COUNT_EXACT_UP_TO rows and null past it, and counting never reads more rows than
 * one past the bound: a page of an organization's 100,000 clients no longer reads all of them to count them. Pages
 * past the bound are reached by `next`, whose cursor carries "over the count" along the walk.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { COUNT_EXACT_UP_TO } from './list.js';

const { kontor, org } = useKontor();
const link = (absolute: string) => {
  const url = new URL(absolute);
  return `${url.pathname}${url.search}`;
};

/** Gives the organization `total` clients named "Client 00001"…, in one statement. */
async function clientsUpTo(total: number): Promise<void> {
  await kontor.db.raw('DELETE FROM clients WHERE organization_id = ?', [org.id]);
  await kontor.db.raw(
    `INSERT INTO clients (organization_id, name) SELECT ?, 'Client ' || lpad(g::text, 5, '0') FROM generate_series(1, ?) g`,
    [org.id, total],
  );
}

describe('a list counted up to its bound', () => {
  beforeAll(() => expect(COUNT_EXACT_UP_TO).toBe(10_000));

  it('counts exactly up to the bound', async () => {
    await clientsUpTo(COUNT_EXACT_UP_TO);
    const first = await org.api.get('/api/v1/clients/?ordering=name&page_size=200');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(COUNT_EXACT_UP_TO);
    // The last page by number: full, and nothing after it.
    const last = await org.api.get('/api/v1/clients/?ordering=name&page_size=100&page=100');
    expect(last.body.count).toBe(COUNT_EXACT_UP_TO);
    expect(last.body.results.at(-1).name).toBe('Client 10000');
    expect(last.body.next).toBeNull();
    // A search narrows what is counted.
    expect((await org.api.get('/api/v1/clients/?search=Client 0999')).body.count).toBe(10);
  });

  it('answers null past the bound, on pages by number and along the cursor walk, which still reaches the end', async () => {
    await clientsUpTo(COUNT_EXACT_UP_TO + 1);
    const first = await org.api.get('/api/v1/clients/?ordering=name&page_size=200');
    expect(first.body.count).toBeNull();
    expect(first.body.next).toContain('page=2');
    // The deepest page by number: its next is a cursor, which carries "more than counted".
    const deep = await org.api.get('/api/v1/clients/?ordering=name&page_size=200&page=50');
    expect(deep.status).toBe(200);
    expect(deep.body.count).toBeNull();
    expect(deep.body.results.at(-1).name).toBe('Client 10000');
    expect(deep.body.previous).toContain('page=49');
    expect(deep.body.next).toContain('cursor=');
    const end = await org.api.get(link(deep.body.next));
    expect(end.status).toBe(200);
    expect(end.body.count).toBeNull();
    expect(end.body.results.map((row: { name: string }) => row.name)).toEqual(['Client 10001']);
    expect(end.body.next).toBeNull();
    // Back from the end by its cursor: the page before, still uncounted.
    const back = await org.api.get(link(end.body.previous));
    expect(back.body.count).toBeNull();
    expect(back.body.results.at(-1).name).toBe('Client 10000');
    // A narrower query under the bound is counted again.
    expect((await org.api.get('/api/v1/clients/?search=Client 1000')).body.count).toBe(2);
  });

  it('reads at most one row past the bound to count', async () => {
    await clientsUpTo(COUNT_EXACT_UP_TO + 1);
    const statements: string[] = [];
    const listen = (query: { sql: string }) => statements.push(query.sql);
    kontor.db.on('query', listen);
    try {
      // The first page, a page by offset and one past the last page (no row for the count to ride on: counted apart).
      for (const query of ['page_size=25', 'page_size=25&ordering=name&page=3', 'page_size=5&page=3&search=Client 0999'])
        await org.api.get(`/api/v1/clients/?${query}`);
    } finally {
      kontor.db.off('query', listen);
    }
    const counts = statements.filter((sql) => /count\(\*\)/i.test(sql));
    expect(counts.length).toBeGreaterThanOrEqual(3);
    for (const sql of counts) expect(sql).toContain(`limit ${COUNT_EXACT_UP_TO + 1}`);
  });
});
