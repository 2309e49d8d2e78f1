/**
 * Each route's body limit: a route taking a document (`largeBody`: an invoice's items, a flow) reads up to
 * KONTOR_BODY_LIMIT (1 MiB), every other route up to KONTOR_ROUTE_BODY_LIMIT (here 64 KiB; by default the same 1 MiB); a body declared larger is
 * refused 413 `payload_too_large` from its Content-Length before a byte of it is read, and pays for the bytes Node
 * drops to keep the connection.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { bodyPointsOf } from './request-cost.js';

const { kontor, org } = useKontor({
  rateLimitPoints: 1_000,
  rateLimitOrganizationPoints: 10_000,
  rateLimitWindowSeconds: 600,
  // A unit of time no request reaches: only the body's bytes add points.
  rateLimitCostMs: 60_000,
  // An operator's hardening: by default every route takes KONTOR_BODY_LIMIT (the contract's 1 MiB).
  routeBodyLimitBytes: 64 * 1024,
});

const clients = async () => Number((await kontor.db('clients').where({ organization_id: org.id }).count({ n: '*' }).first())!.n);

/**
 * POSTs headers declaring `declared` bytes (null: chunked, no length) and sends only `sent` and never the end: the
 * answer must not wait for the rest.
 */
function postDeclaring(path: string, declared: number | null, sent: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${kontor.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${org.apiKey}`,
        'content-type': 'application/json',
        ...(declared === null ? {} : { 'content-length': String(declared) }),
      },
    });
    req.once('error', reject);
    req.once('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.once('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown> });
      });
    });
    req.write(sent);
  });
}

const remaining = (header: string | null) => Number(/"credential";r=(\d+)/.exec(header ?? '')?.[1]);

describe("a route's body limit", () => {
  it('refuses a body declared over 64 KiB on an ordinary route from its Content-Length, unread, and creates nothing', async () => {
    const before = await clients();
    const answer = await postDeclaring('/api/v1/clients/', 650_000, '{"name":"Unread"');
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'payload_too_large', detail: 'The body is larger than the limit of 65536 bytes.' });
    expect(await clients()).toBe(before);
  });

  it('refuses a body streamed without Content-Length at its first chunk past 64 KiB', async () => {
    const answer = await postDeclaring('/api/v1/clients/', null, JSON.stringify({ name: 'Streamed', notes: 'x'.repeat(70_000) }));
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'payload_too_large' });
  });

  it('takes a body over 64 KiB on a route taking a document (an invoice of many items)', async () => {
    const { body: client } = await org.api.post('/api/v1/clients/', { name: 'Large invoice' });
    const items = Array.from({ length: 150 }, (_, i) => ({ description: `Line ${i} ${'d'.repeat(480)}`, unit_price: '1' }));
    const body = { client_id: client.id, items };
    expect(JSON.stringify(body).length).toBeGreaterThan(64 * 1024);
    const res = await org.api.post('/api/v1/invoices/', body);
    expect(res.status).toBe(201);
  });

  it('charges the declared bytes of a body refused unread, one point per started 16 KiB beyond the first', async () => {
    const left = async () => remaining((await org.api.get('/api/v1/clients/')).headers.get('ratelimit'));
    const before = await left();
    await postDeclaring('/api/v1/clients/', 650_000, '{');
    let asked = 0;
    // Each GET asked meanwhile costs one; the refused POST one plus its bytes.
    await expect.poll(async () => before - (await left()) - 1 - ++asked, { timeout: 5_000 }).toBe(bodyPointsOf(650_000, true));
  });
});
