/**
 * Every ordering a list offers is served by an index, on its first page and on the deep pages its cursors reach:
 * on lists of thousands of rows the planner walks an index in order (no sort, no sequential scan of the listed
 * table). Cursors walk a whole list exactly once in either direction, nulls included, and are refused when edited,
 * foreign to the list or to the query.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();
/** Copies of each seeded row: enough that the lists run past KEYSET_FROM_ROWS (1000) and sorting would cost. */
const COPIES = 1500;
let flowId = 0;
let webhookId = 0;

/** Copies an organization's rows of a table, with the given columns varied by the copy's number `g`. */
async function multiply(table: string, overrides: Record<string, string>): Promise<void> {
  const columns = (
    await kontor.db.raw(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ? AND is_identity = 'NO' AND is_generated = 'NEVER'`,
      [table],
    )
  ).rows.map((row: { column_name: string }) => row.column_name) as string[];
  const values = columns.map((column) => overrides[column] ?? `t.${column}`);
  await kontor.db.raw(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${values.join(', ')} FROM ${table} t CROSS JOIN generate_series(1, ${COPIES}) g WHERE t.organization_id = ?`,
    [org.id],
  );
}

beforeAll(async () => {
  const client = (await org.api.post('/api/v1/clients/', { name: 'Alpha Logistics' })).body;
  const employee = (await org.api.post('/api/v1/employees/', { name: 'Jana Nováková', hourly_rate: '50.00' })).body;
  await org.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'Audit', unit_price: '100' }] });
  await org.api.post('/api/v1/tasks/', { title: 'With a due date', due_date: '2026-12-01' });
  await org.api.post('/api/v1/tasks/', { title: 'Without one' });
  await org.api.post('/api/v1/time-entries/', { employee_id: employee.id, minutes: 30 });
  const flow = await org.api.post('/api/automation/flows/', {
    name: 'Orderings',
    mode: 'automation',
    graph: { nodes: [{ id: 't', type: 'trigger.task_created', params: {}, position: { x: 0, y: 0 } }], connections: [] },
  });
  flowId = flow.body.id;
  expect((await org.api.post(`/api/automation/flows/${flowId}/run/`, { context: {} })).status).toBe(200);
  webhookId = (await org.api.post('/api/automation/webhooks/', { url: 'https://example.com/hook', events: ['INVOICE_CREATED'] })).body.id;
  expect((await org.api.post(`/api/automation/webhooks/${webhookId}/test/`)).status).toBeLessThan(300);
  await org.api.post('/api/automation/api-keys/', { name: 'second', scopes: ['clients:read'] });

  const earlier = (column: string) => `t.${column} - g * interval '1 minute'`;
  const copy = (column: string) => `t.${column} || ' ' || g`;
  await multiply('clients', { name: copy('name'), created_at: earlier('created_at'), updated_at: earlier('updated_at') });
  await multiply('employees', { name: copy('name'), hourly_rate: 't.hourly_rate + g' });
  await multiply('invoices', { number: copy('number'), total: 't.total + g', issue_date: 't.issue_date - g', due_date: 't.due_date - g' });
  // A task without a due date stays without one: half the copies order among the nulls.
  await multiply('tasks', { title: copy('title'), due_date: 't.due_date + g % 400' });
  await multiply('time_entries', { minutes: 't.minutes + g', date: 't.date - g % 300' });
  await multiply('flows', { name: copy('name') });
  await multiply('flow_runs', { event_id: 'NULL', started_at: earlier('started_at') });
  await multiply('webhooks', { url: `t.url || '/' || g` });
  await multiply('webhook_deliveries', { event_id: 'NULL', created_at: earlier('created_at') });
  await multiply('api_keys', {
    key_hash: copy('key_hash'),
    name: copy('name'),
    last_used_at: `CASE WHEN g % 3 = 0 THEN NULL ELSE now() - g * interval '1 minute' END`,
  });
  await multiply('audit_log', { created_at: earlier('created_at') });
  await multiply('users', { email: `g || '.' || t.email`, name: copy('name'), created_at: earlier('created_at') });
  await kontor.db.raw('ANALYZE');
}, 300_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** Nodes that make the page's rows: the plan without the count's subquery (an InitPlan). */
function pageNodes(node: PlanNode): PlanNode[] {
  const inner = (node.Plans ?? []).filter(
    (child) => child['Parent Relationship'] !== 'InitPlan' && child['Parent Relationship'] !== 'SubPlan',
  );
  return [node, ...inner.flatMap(pageNodes)];
}

/** The SQL of the page query a request ran (the one selecting `__position`), with its bindings. */
async function pageQueryOf(path: string): Promise<{ sql: string; bindings: readonly unknown[]; body: any }> {
  const seen: Array<{ sql: string; bindings: readonly unknown[] }> = [];
  const listen = (query: { sql: string; bindings?: readonly unknown[] }) => {
    if (query.sql.includes('__position')) seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  kontor.db.on('query', listen);
  try {
    const res = await org.api.get(path);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    expect(seen.length, path).toBeGreaterThan(0);
    return { ...seen[0]!, body: res.body };
  } finally {
    kontor.db.off('query', listen);
  }
}

async function expectIndexServed(path: string): Promise<any> {
  const { sql, bindings, body } = await pageQueryOf(path);
  const table = /from "(\w+)"/.exec(sql)![1]!;
  // The pg dialect logs native placeholders ($1, $2, … in order); knex.raw takes ?.
  const result = await kontor.db.raw(`EXPLAIN (FORMAT JSON) ${sql.replace(/\$\d+/g, '?')}`, bindings as never);
  const plan = (result.rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0]!.Plan;
  const nodes = pageNodes(plan);
  const shown = JSON.stringify(nodes.map((node) => [node['Node Type'], node['Relation Name'], node['Index Name']]));
  // A sort is allowed only of what the planner expects to be at most the page itself (a cursor into a handful of
  // nulls, say), never of the list.
  const sorted = nodes.filter((node) => /Sort/.test(node['Node Type']) && (node['Plan Rows'] ?? Infinity) > 26);
  expect(sorted, `${path} sorts: ${shown}`).toEqual([]);
  const scans = nodes.filter((node) => node['Relation Name'] === table);
  expect(scans.length, `${path}: ${shown}`).toBe(1);
  expect(scans[0]!['Node Type'], `${path}: ${shown}`).toMatch(/^Index (Only )?Scan$/);
  return body;
}

/** Every list of the API with its orderings, as the OpenAPI document declares them. */
async function listsAndOrderings(): Promise<Array<[path: string, ordering: string]>> {
  const doc = (await org.api.get('/api/openapi.json')).body as {
    paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string; schema: { enum?: string[] } }> } }>;
  };
  const cases: Array<[string, string]> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const ordering = item.get?.parameters?.find((parameter) => parameter.name === 'ordering' && parameter.in === 'query');
    if (!ordering) continue;
    const concrete = path.replace('{id}', String(path.startsWith('/api/automation/flows/') ? flowId : webhookId));
    for (const value of ordering.schema.enum ?? []) cases.push([concrete, value]);
  }
  return cases;
}

const link = (url: string) => url.replace(kontor.url, '');

describe('list orderings', () => {
  it('serves every ordering of every list from an index, first page and cursor pages alike', async () => {
    const cases = await listsAndOrderings();
    // 12 lists, each ordering ascending and descending.
    expect(new Set(cases.map(([path]) => path)).size).toBe(12);
    for (const [path, ordering] of cases) {
      await expectIndexServed(`${path}?ordering=${ordering}&page_size=25`);
      // An offset page this deep is counted off (up to MAX_OFFSET_ROWS), as the planner finds cheapest: it only hands out the cursor.
      const deep = (await org.api.get(`${path}?ordering=${ordering}&page_size=25&page=40`)).body;
      expect(deep.next, `${path} ${ordering}`).toContain('cursor=');
      const after = await expectIndexServed(link(deep.next));
      expect(after.previous, `${path} ${ordering}`).toContain('cursor=');
      await expectIndexServed(link(after.previous));
    }
  }, 300_000);

  // Pages by offset read only their own rows (db/list.ts offsetPage): each must still be the rows at its place.
  it.each([
    ['/api/v1/tasks/', 'due_date', 'due_date ASC NULLS LAST, id ASC', 'tasks'],
    ['/api/v1/tasks/', '-due_date', 'due_date DESC NULLS FIRST, id DESC', 'tasks'],
    ['/api/v1/clients/', '-updated_at', 'updated_at DESC, id DESC', 'clients'],
  ])('answers each page by offset of %s by %s with the rows at its place and the whole count', async (path, ordering, sql, table) => {
    const expected = (await kontor.db.raw(`SELECT id FROM ${table} WHERE organization_id = ? ORDER BY ${sql}`, [org.id])).rows.map(
      (row: { id: string | number }) => Number(row.id),
    );
    for (const page of [1, 2, 7, Math.ceil(expected.length / 50)]) {
      const res = await org.api.get(`${path}?ordering=${ordering}&page_size=50&page=${page}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.count).toBe(expected.length);
      expect((res.body.results as Array<{ id: number }>).map((row) => row.id)).toEqual(expected.slice((page - 1) * 50, page * 50));
    }
  });

  it('refuses an ordering no index serves, naming the ones offered', async () => {
    const res = await org.api.get('/api/automation/logs/?ordering=-duration_ms');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'ordering', message: 'must be one of: "created_at", "-created_at"' }]);
  });
});

describe('cursors', () => {
  /** The ids of a whole list, following `next` from page 1, and then `previous` back from the last page. */
  async function walk(path: string): Promise<{ forward: number[]; backward: number[]; count: number; cursors: number }> {
    const forward: number[] = [];
    const pages: number[][] = [];
    let cursors = 0;
    let url: string | null = path;
    let last: any;
    while (url) {
      const res: { status: number; text: string; body: any } = await org.api.get(url);
      expect(res.status, `${url}: ${res.text}`).toBe(200);
      last = res.body;
      const ids = (res.body.results as Array<{ id: number }>).map((row) => row.id);
      pages.push(ids);
      forward.push(...ids);
      if (res.body.next?.includes('cursor=')) cursors += 1;
      url = res.body.next ? link(res.body.next) : null;
    }
    const backward: number[] = [...pages.at(-1)!];
    let previous: string | null = last.previous ? link(last.previous) : null;
    while (previous) {
      const res = await org.api.get(previous);
      expect(res.status, `${previous}: ${res.text}`).toBe(200);
      backward.unshift(...(res.body.results as Array<{ id: number }>).map((row) => row.id));
      previous = res.body.previous ? link(res.body.previous) : null;
    }
    return { forward, backward, count: last.count, cursors };
  }

  it.each([
    ['due_date', 'due_date ASC NULLS LAST, id ASC'],
    ['-due_date', 'due_date DESC NULLS FIRST, id DESC'],
    ['title', 'title ASC, id ASC'],
  ])('walks the tasks by %s exactly once each way, nulls in their place', async (ordering, sql) => {
    const expected = (await kontor.db.raw(`SELECT id FROM tasks WHERE organization_id = ? ORDER BY ${sql}`, [org.id])).rows.map(
      (row: { id: string | number }) => Number(row.id),
    );
    expect(expected.length).toBe(2 * (COPIES + 1));
    const { forward, backward, count, cursors } = await walk(`/api/v1/tasks/?ordering=${ordering}&page_size=200`);
    expect(count).toBe(expected.length);
    expect(cursors).toBeGreaterThan(0);
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
  });

  it('refuses an edited cursor, one of another list and one of another query, naming cursor', async () => {
    const deep = (await org.api.get('/api/v1/clients/?ordering=name&page=40&page_size=25')).body;
    const cursor = new URL(deep.next).searchParams.get('cursor')!;
    const payload = JSON.parse(Buffer.from(cursor.split('.')[0]!, 'base64url').toString()) as unknown[];
    payload[1] = 1;
    const edited = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${cursor.split('.')[1]}`;
    for (const path of [
      `/api/v1/clients/?ordering=name&cursor=${edited}`,
      `/api/v1/clients/?ordering=name&cursor=${cursor.slice(0, -1)}`,
      `/api/v1/clients/?ordering=name&cursor=garbage`,
      `/api/v1/employees/?ordering=name&cursor=${cursor}`,
      `/api/v1/clients/?ordering=-name&cursor=${cursor}`,
      `/api/v1/clients/?ordering=name&currency=EUR&cursor=${cursor}`,
    ]) {
      const res = await org.api.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors.map((error: { field: string }) => error.field)).toEqual(['cursor']);
    }
    // The same cursor as given works, with another page size too.
    expect((await org.api.get(`/api/v1/clients/?ordering=name&cursor=${cursor}&page_size=10`)).body.results).toHaveLength(10);
  });

  it('reports on cursor pages the count its walk began with, not a recount', async () => {
    const first = (await org.api.get('/api/v1/tasks/?ordering=title&page=5&page_size=200')).body;
    expect(first.next).toContain('cursor=');
    const added = await org.api.post('/api/v1/tasks/', { title: 'Counted after the walk began' });
    expect(added.status).toBe(201);
    const cursorPage = (await org.api.get(link(first.next))).body;
    expect(cursorPage.count).toBe(first.count);
    expect((await org.api.get('/api/v1/tasks/?ordering=title&page_size=200')).body.count).toBe(first.count + 1);
    // A cursor made before counts rode along (four members) still works, and counts.
    const cursor = new URL(first.next).searchParams.get('cursor')!;
    const payload = (JSON.parse(Buffer.from(cursor.split('.')[0]!, 'base64url').toString()) as unknown[]).slice(0, 4);
    const { createHash } = await import('node:crypto');
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const binding = JSON.stringify(['/api/v1/tasks', [['ordering', 'title']]]);
    const sum = createHash('sha256').update(`${encoded}\n${binding}`).digest('base64url').slice(0, 22);
    const older = await org.api.get(`/api/v1/tasks/?ordering=title&cursor=${encoded}.${sum}&page_size=200`);
    expect(older.status, older.text).toBe(200);
    expect(older.body.count).toBe(first.count + 1);
    await org.api.delete(`/api/v1/tasks/${added.body.id}/`);
  });

  it('refuses a page given twice, written otherwise than in digits, or too deep to count off', async () => {
    const cases: Array<[string, string, string]> = [
      ['page=1&page=2', 'page', 'is given more than once; give it once'],
      ['page=1e3', 'page', 'must be a whole number written in plain digits, such as 2'],
      ['page_size=0x10', 'page_size', 'must be a whole number written in plain digits, such as 2'],
      ['page=401&page_size=25', 'page', 'starts 10000 or more rows into the list'],
    ];
    for (const [query, field, message] of cases) {
      const res = await org.api.get(`/api/v1/clients/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors, query).toEqual([{ field, message: expect.stringContaining(message) }]);
    }
    expect((await org.api.get('/api/v1/clients/?page=400&page_size=25')).status).toBe(200);
  });
});
