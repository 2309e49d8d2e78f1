/**
 * Input that would reach Postgres or recursive code raw: NUL, lone
 * surrogates, year 0000, JSON nested thousands of levels deep, a client
 * deleted while an invoice for it is being created, and requests Node's
 * parser refuses itself. Each is a 4xx problem naming what is wrong, and
 * writes nothing.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { until } from '../../dev/test-support/until.js';

const { kontor, org } = useKontor();

const clientCount = async () => Number((await kontor.db('clients').where({ organization_id: org.id }).count({ n: '*' }).first())?.n);

function expectProblem(res: { status: number; headers: Headers; body: any }, status: number, field?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(res.body).toMatchObject({ status, code: expect.any(String), title: expect.any(String), detail: expect.any(String) });
  if (field !== undefined) expect(res.body.errors.map((error: { field: string }) => error.field)).toContain(field);
}

describe('text no field may hold', () => {
  it('refuses NUL in a body field, a nested field and a field name, naming it, and writes nothing', async () => {
    const before = await clientCount();
    expectProblem(await org.api.post('/api/v1/clients/', { name: 'Nul\u0000Client' }), 422, 'name');
    expectProblem(await org.api.post('/api/v1/clients/', { name: 'Ok', address: { city: 'Br\u0000no' } }), 422, 'address.city');
    expectProblem(await org.api.post('/api/v1/clients/', { name: 'Ok', ['no\u0000tes']: 'x' }), 422, 'no\\u0000tes');
    expect(await clientCount()).toBe(before);
  });

  it('refuses a lone surrogate rather than storing U+FFFD, and keeps a real pair as sent', async () => {
    const before = await clientCount();
    expectProblem(
      await org.api.request('POST', '/api/v1/clients/', {
        body: '{"name": "Half \\ud83d pair"}',
        headers: { 'content-type': 'application/json' },
      }),
      422,
      'name',
    );
    expectProblem(
      await org.api.request('POST', '/api/v1/clients/', {
        body: '{"name": "x", "notes": "\\udc00"}',
        headers: { 'content-type': 'application/json' },
      }),
      422,
      'notes',
    );
    expect(await clientCount()).toBe(before);
    // Free text keeps what was sent, a direction control too; a name may not hold one (clients.test.ts).
    const ok = await org.api.post('/api/v1/clients/', { name: 'Whole 😀 pair', notes: 'RTL \u202eafter' });
    expect(ok.status).toBe(201);
    const stored = (await org.api.get(`/api/v1/clients/${ok.body.id}/`)).body;
    expect([stored.name, stored.notes]).toEqual(['Whole 😀 pair', 'RTL \u202eafter']);
  });

  it('refuses NUL and lone surrogates in query values with 400 naming the parameter', async () => {
    expectProblem(await org.api.get('/api/v1/clients/?search=%00'), 400, 'search');
    expectProblem(await org.api.get('/api/automation/logs/?search=a%ED%A0%80'), 400, 'search');
    expectProblem(await org.api.get('/api/v1/invoices/?status=paid&search=%F0%9F'), 400, 'search');
    expect((await org.api.get(`/api/v1/invoices/?search=${encodeURIComponent('😀 \u202e')}`)).status).toBe(200);
  });
});

describe('numbers a JSON number cannot hold as written', () => {
  const rawPatch = (path: string, body: string) =>
    org.api.request('PATCH', path, { body, headers: { 'content-type': 'application/json' } });

  it('refuses 99.999999999999999999 (it parsed to 100 and paid an invoice of 100.00 in full), naming the field', async () => {
    const client = (await org.api.post('/api/v1/clients/', { name: 'Float Paid Ltd', currency: 'EUR' })).body;
    const invoice = (
      await org.api.post('/api/v1/invoices/', { client_id: client.id, status: 'sent', items: [{ description: 'x', unit_price: '100.00' }] })
    ).body;
    const res = await rawPatch(`/api/v1/invoices/${invoice.id}/`, '{"amount_paid": 99.999999999999999999}');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'amount_paid', message: expect.stringContaining('send it as a string') }]);
    expect((await org.api.get(`/api/v1/invoices/${invoice.id}/`)).body).toMatchObject({ status: 'sent', amount_paid: '0.00' });
    // Written exactly, a number is taken as before; an integer past 2^53 is not.
    expect((await rawPatch(`/api/v1/invoices/${invoice.id}/`, '{"amount_paid": 12.50}')).body.amount_paid).toBe('12.50');
    const big = await org.api.request('POST', '/api/v1/clients/', {
      body: '{"name": "Big", "payment_terms_days": 9007199254740993}',
      headers: { 'content-type': 'application/json' },
    });
    expect(big.body.errors[0]).toMatchObject({ field: 'payment_terms_days', message: expect.stringContaining('send it as a string') });
  });

  it('refuses the body, naming no field, when the same value is also written exactly elsewhere in it', async () => {
    const res = await org.api.request('POST', '/api/v1/clients/', {
      body: '{"name": "Twice", "payment_terms_days": 100, "address": {"city": "x"}, "notes": "", "x": 99.999999999999999999}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: '', message: expect.stringContaining('99.999999999999999999') }]);
  });
});

describe('a name given twice in one object', () => {
  it('is refused, naming it, rather than JSON keeping the last (a dry run that also said false created the invoice)', async () => {
    const before = await clientCount();
    const cases: Array<[string, string]> = [
      ['{"name": "Twice", "name": "Thrice"}', 'name'],
      ['{"name": "A", "address": {"city": "x", "c\\u0069ty": "y"}}', 'address.city'],
    ];
    for (const [body, field] of cases) {
      const res = await org.api.request('POST', '/api/v1/clients/', { body, headers: { 'content-type': 'application/json' } });
      expectProblem(res, 422, field);
      expect(res.body.errors[0].message).toContain('twice');
    }
    // Given twice inside a member the schema does not know: refused for that member (body-shape.ts), never kept.
    const inUnknown = await org.api.request('POST', '/api/v1/clients/', {
      body: '{"name": "A", "notes": "{\\"name\\": 1, \\"name\\": 2}", "tags": [{"k": 1}, {"k": 2, "k": 3}]}',
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(inUnknown, 422, 'tags');
    expect(inUnknown.body.errors[0].message).toBe('is not a known field');
    expect(await clientCount()).toBe(before);
    const dryRun = await org.api.request('POST', '/api/automation/smart/invoice/', {
      body: '{"client": "Nobody", "amount": "100", "description": "x", "dry_run": true, "dry_run": false}',
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(dryRun, 422, 'dry_run');
    // The same name in two objects (tags above: only the second object's repeats), or inside a string, is no repetition.
    const fine = await org.api.request('POST', '/api/v1/clients/', {
      body: '{"name": "Once", "address": {"city": "x"}, "notes": "\\"name\\": 1, \\"city\\": 2, \\"name\\": 3"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(fine.status).toBe(201);
  });
});

describe('a value that breaks its pattern', () => {
  it('is told how the field is written, not the pattern', async () => {
    const res = await org.api.post('/api/automation/api-keys/', { name: 'bad scope', scopes: ['time-entries:read'] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'scopes[0]', message: expect.stringContaining('<resource>:<read|write|*>') }]);
    expect(res.body.errors[0].message).not.toContain('must match pattern');
  });
});

describe('dates', () => {
  it('refuses year 0000 in bodies and filters; takes years 1 and 9999', async () => {
    const client = (await org.api.post('/api/v1/clients/', { name: 'Dated' })).body;
    const invoice = (issue_date: string, due_date: string) =>
      org.api.post('/api/v1/invoices/', { client_id: client.id, issue_date, due_date, items: [{ description: 'x', unit_price: '1' }] });
    expectProblem(await invoice('0000-01-01', '2026-01-01'), 422, 'issue_date');
    expectProblem(await org.api.get('/api/automation/logs/?since=0000-01-01T00:00:00Z'), 400, 'since');
    expectProblem(await org.api.post('/api/v1/tasks/', { title: 'x', due_date: '0000-12-31' }), 422, 'due_date');
    expect((await invoice('0001-01-01', '9999-12-31')).status).toBe(201);
    expect((await org.api.get('/api/automation/logs/?since=9999-12-31T23:59:59Z')).status).toBe(200);
  });

  it('refuses a leap second and a time past 9999 once in UTC, naming the field', async () => {
    const { body: webhook } = await org.api.post('/api/automation/webhooks/', {
      url: 'https://example.com/hook',
      events: ['TASK_COMPLETED'],
    });
    expectProblem(await org.api.post(`/api/automation/webhooks/${webhook.id}/recover/`, { since: '2026-11-23T23:59:60Z' }), 422, 'since');
    expectProblem(await org.api.get(`/api/automation/logs/?since=${encodeURIComponent('9999-12-31T23:59:59-23:59')}`), 400, 'since');
    expect((await org.api.get(`/api/automation/logs/?since=${encodeURIComponent('2026-11-23T10:00:00+01:00')}`)).status).toBe(200);
    // A due date from the payment terms that would fall past 9999 says so (it said "must not be before issue_date").
    const client = (await org.api.post('/api/v1/clients/', { name: 'Late Payer' })).body;
    const late = await org.api.post('/api/v1/invoices/', {
      client_id: client.id,
      issue_date: '9999-12-31',
      items: [{ description: 'x', unit_price: '1' }],
    });
    expectProblem(late, 422, 'due_date');
    expect(late.body.errors[0].message).toContain('falls after 9999-12-31');
  });
});

describe('nesting', () => {
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('refuses JSON 5,000 levels deep before any recursive code, Idempotency-Key included', async () => {
    const flow = await org.api.post('/api/automation/flows/', {
      name: 'Deep',
      mode: 'automation',
      graph: { nodes: [{ id: 't', type: 'trigger.task_created', params: {}, position: { x: 0, y: 0 } }], connections: [] },
    });
    expect(flow.status).toBe(201);
    for (const [path, body] of [
      [`/api/automation/flows/${flow.body.id}/run/`, `{"context": ${deep(5000)}}`],
      ['/api/v1/clients/', `{"name": "x", "address": ${deep(5000)}}`],
      ['/api/v1/clients/', `[${'['.repeat(20000)}${']'.repeat(20000)}]`],
    ] as const) {
      const res = await org.api.request('POST', path, {
        body,
        headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${path}-${body.length}` },
      });
      expectProblem(res, 422);
      expect(res.body.errors[0].message).toContain('nested deeper than 64');
    }
    const flatter = await org.api.request('POST', `/api/automation/flows/${flow.body.id}/run/`, {
      body: `{"context": ${deep(30)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(flatter.status).toBe(200);
  });
});

const waitingLocks = async () => Number((await kontor.db.raw(`SELECT count(*) AS n FROM pg_locks WHERE NOT granted`)).rows[0].n);

describe('a client deleted while an invoice for it is created', () => {
  it('answers 422 naming client_id (the foreign key race), not 500, and leaves no invoice', async () => {
    const client = (await org.api.post('/api/v1/clients/', { name: 'Vanishing' })).body;
    const invoicesBefore = Number((await kontor.db('invoices').count({ n: '*' }).first())?.n);
    // The delete holds the client's row until it commits; the invoice's foreign key check waits for it, then fails.
    const trx = await kontor.db.transaction();
    await trx('clients').where({ id: client.id }).delete();
    const creating = org.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'x', unit_price: '1' }] });
    await until(waitingLocks, (n) => n > 0, 'the request to wait on the row lock');
    await trx.commit();
    const res = await creating;
    expectProblem(res, 422, 'client_id');
    expect(Number((await kontor.db('invoices').count({ n: '*' }).first())?.n)).toBe(invoicesBefore);
  });

  it('answers 409 when the invoice commits first and the delete comes after it', async () => {
    const client = (await org.api.post('/api/v1/clients/', { name: 'Busy' })).body;
    const trx = await kontor.db.transaction();
    const [{ id: invoiceRow }] = await trx('invoices')
      .insert({
        organization_id: org.id,
        client_id: client.id,
        number: `RACE-${client.id}`,
        status: 'draft',
        issue_date: '2026-01-01',
        due_date: '2026-01-15',
        currency: 'EUR',
        subtotal: '0',
        tax_total: '0',
        total: '0',
        amount_paid: '0',
        source: 'api',
      })
      .returning('id');
    const deleting = org.api.delete(`/api/v1/clients/${client.id}/`);
    await until(waitingLocks, (n) => n > 0, 'the request to wait on the row lock');
    await trx.commit();
    expectProblem(await deleting, 409);
    expect(await kontor.db('invoices').where({ id: invoiceRow }).first()).toBeDefined();
  });
});

describe("requests Node's parser refuses", () => {
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; type: string; body: any }>((resolve, reject) => {
      const req = httpRequest(`${kontor.url}${path}`, { headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body: JSON.parse(text) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers an over-long URL or header with 431 problem+json', async () => {
    for (const res of [
      await raw(`/api/v1/clients/?search=${'x'.repeat(40_000)}`),
      await raw('/healthz', { 'x-padding': 'y'.repeat(40_000) }),
    ]) {
      expect(res.status).toBe(431);
      expect(res.type).toContain('application/problem+json');
      expect(res.body).toMatchObject({ status: 431, code: 'headers_too_large', detail: expect.any(String) });
    }
  });

  it('says to percent-encode a URL sent with raw UTF-8 in it (curl "…?search=Novák")', async () => {
    const url = new URL(kontor.url);
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(Number(url.port), url.hostname, () =>
        socket.write(Buffer.from(`GET /api/v1/clients/?search=Novák HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`, 'utf8')),
      );
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 400,
      detail: expect.stringContaining('percent-encoded'),
    });
  });
});
