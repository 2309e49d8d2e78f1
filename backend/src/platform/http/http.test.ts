import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { LEASE_SECONDS } from '../idempotency/keys.js';

const { kontor, org } = useKontor({ bodyLimitBytes: 4096 });

function expectProblem(res: { status: number; headers: Headers; body: any }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(res.body).toMatchObject({ status, code, title: expect.any(String), detail: expect.any(String) });
}

describe('error answers', () => {
  it('400 parse_error for malformed JSON', async () => {
    const res = await org.api.request('POST', '/api/v1/clients/', {
      body: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expectProblem(res, 400, 'parse_error');
  });

  it('422 saying a date that does not exist is not a calendar date, and how dates and e-mails are written', async () => {
    const { body: client } = await org.api.post('/api/v1/clients/', { name: 'Dates' });
    const item = { description: 'x', quantity: '1', unit_price: '1' };
    const post = (issue_date: string) => org.api.post('/api/v1/invoices/', { client_id: client.id, issue_date, items: [item] });
    // It had said 'must match format "date"', as if 2026-02-30 were written wrongly.
    expect((await post('2026-02-30')).body.errors).toEqual([{ field: 'issue_date', message: '"2026-02-30" is not a calendar date' }]);
    expect((await post('30.2.2026')).body.errors).toEqual([
      { field: 'issue_date', message: 'must be a date written YYYY-MM-DD, such as "2026-03-31"' },
    ]);
    const employee = await org.api.post('/api/v1/employees/', { name: 'E', email: 'not-an-email' });
    expect(employee.status).toBe(422);
  });

  it('400 parse_error for a write without a body', async () => {
    expectProblem(await org.api.request('POST', '/api/v1/clients/'), 400, 'parse_error');
  });

  it('401 and 403', async () => {
    expectProblem(await kontor.client().get('/api/v1/clients/'), 401, 'authentication_failed');
    const { body } = await org.api.post('/api/automation/api-keys/', { name: 'ro', scopes: ['clients:read'] });
    expectProblem(await kontor.client(`Bearer ${body.key}`).post('/api/v1/clients/', { name: 'x' }), 403, 'permission_denied');
  });

  it('404 for unknown endpoints, unknown ids and malformed ids alike', async () => {
    expectProblem(await org.api.get('/api/v1/nothing/'), 404, 'not_found');
    expectProblem(await org.api.get('/api/v1/clients/987654/'), 404, 'not_found');
    expectProblem(await org.api.get('/api/v1/clients/abc/'), 404, 'not_found');
    expectProblem(await org.api.get('/api/v1/clients/99999999999999999999/'), 404, 'not_found');
  });

  it('405 with Allow for a method the endpoint lacks', async () => {
    const res = await org.api.request('PUT', '/api/v1/clients/');
    expectProblem(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toMatch(/GET.*POST|POST.*GET/);
  });

  it('409 for a conflicting change', async () => {
    const { body: client } = await org.api.post('/api/v1/clients/', { name: 'Has invoice' });
    await org.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'x', unit_price: '1' }] });
    expectProblem(await org.api.delete(`/api/v1/clients/${client.id}/`), 409, 'client_has_invoices');
  });

  it('413 past the body limit, and nothing is written', async () => {
    const before = (await org.api.get('/api/v1/clients/')).body.count;
    const res = await org.api.post('/api/v1/clients/', { name: 'Big', notes: 'x'.repeat(5000) });
    expectProblem(res, 413, 'payload_too_large');
    expect((await org.api.get('/api/v1/clients/')).body.count).toBe(before);
  });

  it('415 for a body that is not JSON', async () => {
    const res = await org.api.request('POST', '/api/v1/clients/', {
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(res, 415, 'unsupported_media_type');
    const none = await org.api.request('POST', '/api/v1/clients/', { body: '{"name":"x"}', headers: { 'content-type': 'text/plain' } });
    expectProblem(none, 415, 'unsupported_media_type');
  });

  // A compressed body answered "not valid JSON" with binary garbage, and UTF-16 was read as UTF-8.
  it('415 for a compressed body or a charset other than UTF-8; 400 for bytes that are not UTF-8', async () => {
    const json = '{"name":"Zipped"}';
    const zipped = await org.api.request('POST', '/api/v1/clients/', {
      body: json,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expectProblem(zipped, 415, 'unsupported_media_type');
    expect(zipped.body.detail).toContain('Content-Encoding: gzip');
    const utf16 = await org.api.request('POST', '/api/v1/clients/', {
      body: json,
      headers: { 'content-type': 'application/json; charset=utf-16' },
    });
    expectProblem(utf16, 415, 'unsupported_media_type');
    expect(utf16.body.detail).toContain('charset=utf-16');
    const named = await org.api.request('POST', '/api/v1/clients/', {
      body: json,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    });
    expect(named.status).toBe(201);
    const ascii = await org.api.request('POST', '/api/v1/clients/', {
      body: json,
      headers: { 'content-type': 'application/json; charset=US-ASCII' },
    });
    expect(ascii.status).toBe(201);
    const broken = await fetch(`${kontor.url}/api/v1/clients/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${org.apiKey}`, 'content-type': 'application/json' },
      body: Buffer.concat([Buffer.from('{"name":"Bad '), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'parse_error', detail: 'The body is not valid UTF-8.' });
  });

  it('422 validation_error naming each field', async () => {
    const res = await org.api.post('/api/v1/invoices/', {
      client_id: 'one',
      items: [{ description: '', quantity: '-1', unit_price: 'abc' }],
    });
    expectProblem(res, 422, 'validation_error');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'client_id' }),
        expect.objectContaining({ field: 'items[0].description' }),
        expect.objectContaining({ field: 'items[0].quantity', message: 'must be greater than 0' }),
        expect.objectContaining({ field: 'items[0].unit_price' }),
      ]),
    );
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body', async () => {
    const headers = { 'idempotency-key': 'create-acme-1' };
    const first = await org.api.post('/api/v1/clients/', { name: 'Idempotent Acme' }, headers);
    const second = await org.api.post('/api/v1/clients/', { name: 'Idempotent Acme' }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(second.body).toEqual(first.body);
    expect((await org.api.get('/api/v1/clients/?search=Idempotent Acme')).body.count).toBe(1);
  });

  it('refuses an empty or malformed key and writes nothing (an empty one had been ignored: no replay, as if none were sent)', async () => {
    for (const key of ['', 'with space', 'x'.repeat(256)]) {
      const res = await org.api.post('/api/v1/clients/', { name: 'Keyed wrongly' }, { 'idempotency-key': key });
      expectProblem(res, 400, 'invalid_idempotency_key');
    }
    expect((await org.api.get('/api/v1/clients/?search=Keyed wrongly')).body.count).toBe(0);
  });

  it('answers 422 when the key comes back with another body', async () => {
    const headers = { 'idempotency-key': 'create-acme-2' };
    await org.api.post('/api/v1/clients/', { name: 'First body' }, headers);
    expectProblem(await org.api.post('/api/v1/clients/', { name: 'Second body' }, headers), 422, 'idempotency_key_reused');
  });

  it('lets only one of concurrent requests with one key run; the others wait (409) or replay', async () => {
    const racers = await Promise.all(
      Array.from({ length: 8 }, () => org.api.post('/api/v1/clients/', { name: 'Race winner' }, { 'idempotency-key': 'race' })),
    );
    const statuses = racers.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(racers.filter((r) => r.status === 201 && !r.headers.get('idempotent-replayed')).length).toBe(1);
    for (const busy of racers.filter((r) => r.status === 409)) expectProblem(busy, 409, 'idempotency_key_in_use');
    expect((await org.api.get('/api/v1/clients/?search=Race winner')).body.count).toBe(1);
  });

  /** Holds `key` as a running request of the first API key would, its lease renewed `silentSeconds` ago. */
  async function holdKey(key: string, body: unknown, leaseLeftSeconds: number, silentSeconds = 0) {
    const { createHash } = await import('node:crypto');
    const { default: stringify } = await import('safe-stable-stringify');
    const keyRow = await kontor.db('api_keys').where({ organization_id: org.id }).orderBy('id').first();
    await kontor.db('idempotency_keys').insert({
      organization_id: org.id,
      credential: `api_key:${keyRow.id}`,
      key,
      method: 'POST',
      path: '/api/v1/clients/',
      request_hash: createHash('sha256')
        .update(`POST /api/v1/clients/\n${stringify(body)}`)
        .digest('hex'),
      state: 'running',
      holder: 'another process',
      lease_until: kontor.db.raw('now() + make_interval(secs => ?::float8)', [leaseLeftSeconds]),
      created_at: kontor.db.raw('now() - make_interval(secs => ?::float8)', [silentSeconds]),
    });
  }

  it('answers 409 for a running request with the same body, Retry-After 1 while its holder is heard from', async () => {
    const body = { name: 'Slow one' };
    await holdKey('slow', body, LEASE_SECONDS);
    const res = await org.api.post('/api/v1/clients/', body, { 'idempotency-key': 'slow' });
    expectProblem(res, 409, 'idempotency_key_in_use');
    expect(res.headers.get('retry-after')).toBe('1');
  });

  it('tells the real wait for a key whose holder went silent, and lets the key go when its lease has run out', async () => {
    const body = { name: 'Silent one' };
    // Last renewed 7 s ago: its lease has 3 s left.
    await holdKey('silent', body, LEASE_SECONDS - 7, 7);
    const busy = await org.api.post('/api/v1/clients/', body, { 'idempotency-key': 'silent' });
    expectProblem(busy, 409, 'idempotency_key_in_use');
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(2);
    expect(Number(busy.headers.get('retry-after'))).toBeLessThanOrEqual(3);

    await holdKey('dead', body, -1, LEASE_SECONDS + 1);
    const taken = await org.api.post('/api/v1/clients/', body, { 'idempotency-key': 'dead' });
    expect(taken.status).toBe(201);
    expect((await org.api.post('/api/v1/clients/', body, { 'idempotency-key': 'dead' })).body.id).toBe(taken.body.id);
  });

  it('refuses a key reused on another path or another object, even with the same body, and creates nothing', async () => {
    const headers = { 'idempotency-key': 'one-key-two-paths' };
    const body = { name: 'Reused Key' };
    expect((await org.api.post('/api/v1/clients/', body, headers)).status).toBe(201);
    expectProblem(await org.api.post('/api/v1/employees/', body, headers), 422, 'idempotency_key_reused');
    // The same path without its slash is the same request.
    expect((await org.api.post('/api/v1/clients', body, headers)).headers.get('idempotent-replayed')).toBe('true');
    expect((await org.api.get('/api/v1/employees/?search=Reused Key')).body.count).toBe(0);
    expect((await org.api.get('/api/v1/clients/?search=Reused Key')).body.count).toBe(1);
  });

  it('keys belong to one organization: another organization has its own, another credential of it is refused', async () => {
    const other = await kontor.createOrganization();
    const headers = { 'idempotency-key': 'shared-name' };
    expect((await org.api.post('/api/v1/clients/', { name: 'Mine' }, headers)).headers.get('idempotent-replayed')).toBeNull();
    expect((await other.api.post('/api/v1/clients/', { name: 'Mine' }, headers)).headers.get('idempotent-replayed')).toBeNull();
    // A second integration of the organization with the same key and body: no second client, and not the first's answer.
    const { body } = await org.api.post('/api/automation/api-keys/', { name: 'second integration', scopes: ['clients:write'] });
    const second = kontor.client(`Bearer ${body.key}`);
    expectProblem(await second.post('/api/v1/clients/', { name: 'Mine' }, headers), 422, 'idempotency_key_reused');
    expect((await org.api.get('/api/v1/clients/?search=Mine')).body.count).toBe(1);
    // The first credential still gets its answer replayed.
    expect((await org.api.post('/api/v1/clients/', { name: 'Mine' }, headers)).headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('audit log', () => {
  it('records successes and failures with bodies, and never a secret', async () => {
    await org.api.post('/api/v1/clients/', { name: 'Audited s.r.o.' });
    await org.api.post('/api/v1/clients/', { name: '' });
    const newKey = await org.api.post('/api/automation/api-keys/', { name: 'audited key' });
    await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail, password: org.ownerPassword });
    await kontor.audit.flush();

    const success = await org.api.get('/api/automation/logs/?status=201&search=Audited%20s.r.o.');
    expect(success.body.results[0]).toMatchObject({
      kind: 'api',
      method: 'POST',
      url: '/api/v1/clients/',
      status: 201,
      credential: expect.stringMatching(/^key sk_/),
      request: { body: { name: 'Audited s.r.o.' } },
      response: { body: { name: 'Audited s.r.o.' } },
    });
    const failure = await org.api.get('/api/automation/logs/?status=failure&search=validation_error');
    expect(failure.body.results[0]).toMatchObject({
      status: 422,
      error: 'validation_error',
      response: { body: { code: 'validation_error' } },
    });

    const everything = JSON.stringify(await kontor.db('audit_log').select('*'));
    expect(everything).not.toContain(org.apiKey);
    expect(everything).not.toContain(newKey.body.key);
    expect(everything).not.toContain(org.ownerPassword);
    expect(everything).not.toMatch(/sk_[0-9A-Za-z]{20,}/);
    expect(everything).not.toMatch(/kt_[0-9A-Za-z]{20,}/);
  });

  it('filters by kind, status class and time window, newest first', async () => {
    await kontor.audit.flush();
    const all = await org.api.get('/api/automation/logs/?kind=api&status=4xx');
    expect(all.body.results.every((e: { status: number }) => e.status >= 400 && e.status < 500)).toBe(true);
    const times = all.body.results.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const future = await org.api.get('/api/automation/logs/?since=2999-01-01T00:00:00Z');
    expect(future.body.count).toBe(0);
    expect((await org.api.get('/api/automation/logs/?status=teapot')).status).toBe(400);
  });

  it('records a request that failed with an unauthenticated caller without an organization', async () => {
    await kontor.client('Bearer sk_wrongwrongwrongwrongwrongwrongwrong').get('/api/v1/clients/');
    await kontor.audit.flush();
    const row = await kontor.db('audit_log').whereNull('organization_id').andWhere({ status: 401 }).first();
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain('sk_wrongwrong');
  });
});
