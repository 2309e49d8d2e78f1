import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startTestKontor } from '../../dev/test-support/kontor.js';
import { useKontor } from '../../dev/test-support/fixture.js';
import { systemRecord } from './record.js';
import { pruneAuditLog } from './store.js';
import { AuditWriter } from './writer.js';

const { kontor, org } = useKontor();

const rowsFor = async (url: string) => {
  await kontor.audit.flush();
  return kontor.db('audit_log').where({ url }).orderBy('id');
};

describe('what the audit log keeps', () => {
  it('redacts credentials in query strings, like headers', async () => {
    const res = await org.api.get(`/api/v1/clients/?api_key=${org.apiKey}&page=1&access_token=abc123`);
    expect(res.status).toBe(400);
    await kontor.audit.flush();
    const entries = (await org.api.get('/api/automation/logs/?status=400&page_size=5')).body.results;
    const entry = entries.find((candidate: { url: string }) => candidate.url.startsWith('/api/v1/clients/?'));
    expect(entry.url).toBe('/api/v1/clients/?api_key=[redacted]&page=1&access_token=[redacted]');
    expect(JSON.stringify(await kontor.db('audit_log').select('url'))).not.toContain(org.apiKey);
  });

  it('keeps no password of a malformed or misspelt sign-in body', async () => {
    const malformed = await kontor.client().request('POST', '/api/v1/auth/token/', {
      body: `{"email": "${org.ownerEmail}", "password": "hunter2-malformed"`,
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const misspelt = await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail, pasword: 'hunter2-misspelt' });
    expect(misspelt.status).toBe(422);
    const rows = await rowsFor('/api/v1/auth/token/');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('hunter2');
    expect(rows.at(-1).request.body).toEqual({ email: org.ownerEmail, rest: '[redacted]' });
  });

  it('shows sign-ins in the Log of the organization whose user they name, failed or not, the token redacted', async () => {
    const wrong = await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail, password: 'not the password' });
    expect(wrong.status).toBe(401);
    const right = await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail, password: org.ownerPassword });
    expect(right.status).toBe(200);
    const stranger = `nobody-${Date.now()}@example.com`;
    expect((await kontor.client().post('/api/v1/auth/token/', { email: stranger, password: 'x' })).status).toBe(401);
    await kontor.audit.flush();
    const entries = (await org.api.get('/api/automation/logs/?search=auth/token&page_size=20')).body.results as Array<{
      status: number;
      request: { body: unknown };
      response: { body: unknown };
    }>;
    const mine = entries.filter((entry) => JSON.stringify(entry.request.body).includes(org.ownerEmail));
    expect(mine.map((entry) => entry.status).sort()).toEqual(expect.arrayContaining([200, 401]));
    expect(JSON.stringify(mine)).not.toContain(right.body.token);
    expect(mine.find((entry) => entry.status === 200)!.response.body).toMatchObject({ token: '[redacted]' });
    // An e-mail that names no user belongs to no organization: its try is in no one's Log.
    expect(JSON.stringify(entries)).not.toContain(stranger);
  });

  it('redacts secret members of any other body that is not JSON', async () => {
    const res = await org.api.request('POST', '/api/v1/clients/', {
      body: '{"name": "x", "token": "tok-not-json", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    const rows = await rowsFor('/api/v1/clients/');
    expect(JSON.stringify(rows)).not.toContain('tok-not-json');
    expect(JSON.stringify(rows)).toContain('\\"name\\": \\"x\\"');
  });
});

describe('durability', () => {
  it("has a write's entry in the database when its answer arrives, without a flush", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => org.api.post('/api/v1/clients/', { name: `Durable ${n}` })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const entries = await kontor
      .db('audit_log')
      .where({ organization_id: org.id, method: 'POST', url: '/api/v1/clients/', status: 201 })
      .whereRaw("(response->'body'->>'id')::bigint = ANY(?::bigint[])", [answers.map((answer) => answer.body.id as number)])
      .count({ n: '*' })
      .first();
    expect(entries).toEqual({ n: 20 });
  });
});

describe('anonymous failures', () => {
  it('are kept whole up to the per-minute sample, the rest counted into one summary', async () => {
    const sampled = await startTestKontor({ auditAnonymousPerMinute: 5 });
    try {
      for (let i = 0; i < 30; i++) expect((await sampled.client().get('/api/v1/invoices/')).status).toBe(401);
      await sampled.client('Bearer sk_nonsense').get('/api/v1/invoices/');
      await sampled.audit.flush();
      expect(
        await sampled.db('audit_log').whereNull('organization_id').where({ url: '/api/v1/invoices/' }).count({ n: '*' }).first(),
      ).toEqual({ n: 5 });
      // The window closes (here: on shutdown) with one summary of what was only counted.
      await sampled.audit.close();
      const summary = await sampled.db('audit_log').where({ method: 'SUMMARY' }).first();
      expect(summary.request.body).toMatchObject({ kept_whole: 5, only_counted: 26, by_status: { 401: 26 } });
      expect(await sampled.db('audit_log').count({ n: '*' }).first()).toEqual({ n: 6 });
    } finally {
      await sampled.close();
    }
  });

  it('never sample away the calls of a signed-in organization', async () => {
    for (let i = 0; i < 25; i++) await org.api.get('/api/v1/clients/999999/');
    expect((await rowsFor('/api/v1/clients/999999/')).length).toBe(25);
  });
});

describe('retention', () => {
  it('deletes entries older than KONTOR_AUDIT_RETENTION_DAYS, anonymous ones too, and keeps the rest', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const day = 86_400_000;
    const row = (daysAgo: number, organizationId: number | null) => ({
      organization_id: organizationId,
      kind: 'api',
      method: 'GET',
      url: `/retention/${daysAgo}/${organizationId ?? 'anonymous'}`,
      request: '{}',
      response: '{}',
      created_at: new Date(now.getTime() - daysAgo * day),
    });
    await kontor.db('audit_log').insert([row(91, org.id), row(200, null), row(89, org.id), row(1, null)]);
    expect(await pruneAuditLog(kontor.db, 90, now)).toBeGreaterThanOrEqual(2);
    const left = (await kontor.db('audit_log').where('url', 'like', '/retention/%').select('url'))
      .map((r: { url: string }) => r.url)
      .sort();
    expect(left).toEqual(['/retention/1/anonymous', `/retention/89/${org.id}`]);
  });
});

describe('the writer', () => {
  it('keeps every column as recorded, in the order recorded, whatever characters a text or a body holds', async () => {
    const writer = new AuditWriter(kontor.db, pino({ level: 'silent' }), { enabled: true, bodyLimitBytes: 4096, flushIntervalMs: 60_000 });
    // What an array literal or a JSON text could mistake for its own syntax: quotes, backslashes, braces, commas, NULL.
    const awkward = 'a "quoted" \\ back\\slash, {brace}, NULL, \u00e9\u2603 \\"';
    const records = [
      systemRecord({
        organizationId: org.id,
        kind: 'webhook',
        method: 'POST',
        url: `https://hooks.test/awkward/1?q=${encodeURIComponent(awkward)}`,
        status: 502,
        durationMs: 12.345,
        error: awkward,
        request: { headers: { 'x-awkward': awkward }, body: { text: awkward, list: [1, null, 'NULL'] } },
        response: { body: awkward },
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
      }),
      systemRecord({
        organizationId: null,
        kind: 'flow',
        method: '',
        url: 'https://hooks.test/awkward/2',
        error: 'NULL',
        createdAt: new Date(),
      }),
      {
        ...systemRecord({ organizationId: org.id, kind: 'api', method: 'GET', url: 'https://hooks.test/awkward/3', createdAt: new Date() }),
        credential: awkward,
      },
    ];
    for (const record of records) writer.record(record);
    await writer.close();
    const rows = await kontor.db('audit_log').where('url', 'like', 'https://hooks.test/awkward/%').orderBy('id');
    expect(rows.map((row: { url: string }) => row.url)).toEqual(records.map((record) => record.url));
    expect(rows[0]).toMatchObject({
      organization_id: org.id,
      kind: 'webhook',
      method: 'POST',
      status: 502,
      duration_ms: 12.345,
      credential: null,
      error: awkward,
      request: { headers: { 'x-awkward': awkward }, body: { text: awkward, list: [1, null, 'NULL'] } },
      response: { headers: {}, body: awkward },
    });
    expect(new Date(rows[0].created_at).toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(rows[1]).toMatchObject({ organization_id: null, kind: 'flow', method: '', status: null, duration_ms: null, error: 'NULL' });
    expect(rows[1].request).toEqual({ headers: {}, body: null });
    expect(rows[2].credential).toBe(awkward);
  });

  it('keeps text Postgres cannot hold as U+FFFD, and drops only an entry the database refuses, saying so', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
    const writer = new AuditWriter(kontor.db, logger, { enabled: true, bodyLimitBytes: 4096, flushIntervalMs: 60_000 });
    const entry = (url: string, extra: Partial<Parameters<typeof systemRecord>[0]> = {}) =>
      systemRecord({ organizationId: org.id, kind: 'webhook', method: 'POST', url, createdAt: new Date(), ...extra });
    // A lone surrogate or a NUL in a text or a header had failed the whole batch, and every retry of it.
    writer.record(entry('https://hooks.test/poison/1'));
    writer.record(entry('https://hooks.test/poison/2', { error: 'cut in half \ud83d', request: { headers: { subject: 'a\u0000b' } } }));
    writer.record(entry('https://hooks.test/poison/3', { createdAt: new Date('+020000-01-01T00:00:00Z') }));
    writer.record(entry('https://hooks.test/poison/4'));
    await writer.flush();
    const rows = await kontor.db('audit_log').where('url', 'like', 'https://hooks.test/poison/%').orderBy('id');
    expect(rows.map((row: { url: string }) => row.url)).toEqual([
      'https://hooks.test/poison/1',
      'https://hooks.test/poison/2',
      'https://hooks.test/poison/4',
    ]);
    expect(rows[1].error).toBe('cut in half \ufffd');
    expect(rows[1].request.headers.subject).toBe('a\ufffdb');
    expect(lines.join('')).toContain('an audit entry the database refuses was dropped');
    expect(lines.join('')).toContain('poison/3');
    writer.record(entry('https://hooks.test/poison/5'));
    await writer.close();
    expect(await kontor.db('audit_log').where({ url: 'https://hooks.test/poison/5' }).first()).toBeDefined();
  });
});
