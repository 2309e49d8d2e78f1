/**
 * Rate limits counted by cost: an ordinary request costs one point, an expensive one a point per started unit of its
 * database and processing time, so expensive requests reach 429 sooner, naming the limit their cost spent.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type TestKontor, startTestKontor } from '../../dev/test-support/kontor.js';
import { holdThread } from '../../dev/test-support/loop-turns.js';
import { extraPointsOf, rateLimit } from './rate-limit.js';
import { bodyPointsOf, costed, pagePointsOf } from './request-cost.js';

const QUOTA = 40;
let kontor: TestKontor;

beforeAll(async () => {
  kontor = await startTestKontor({
    rateLimitPoints: QUOTA,
    rateLimitOrganizationPoints: 10_000,
    rateLimitWindowSeconds: 600,
    rateLimitCostMs: 25,
    rateLimitBurstSeconds: 0,
  });
});
afterAll(async () => {
  await kontor?.close();
});

const remaining = (header: string | null, limit: string) => Number(new RegExp(`"${limit}";r=(\\d+)`).exec(header ?? '')?.[1]);

describe('rate limits counted by cost', () => {
  it('charge one point per started unit beyond the first two', () => {
    expect([0, 3, 25, 50, 50.1, 75, 75.5, 1000].map((ms) => extraPointsOf(ms, 25))).toEqual([0, 0, 0, 0, 1, 1, 2, 38]);
  });

  it('charge a body one point per started 64 KiB beyond its first, a refused one per started 16 KiB', () => {
    const sizes = [0, 1, 16_384, 16_385, 65_536, 65_537, 131_072, 131_073, 650_000, 1_048_576];
    expect(sizes.map((bytes) => bodyPointsOf(bytes))).toEqual([0, 0, 0, 0, 0, 1, 1, 2, 9, 15]);
    expect(sizes.map((bytes) => bodyPointsOf(bytes, true))).toEqual([0, 0, 0, 1, 3, 4, 7, 8, 39, 63]);
  });

  it('charge a list page one point per started 25 results beyond the first 25', () => {
    const page = (results: number) => ({
      count: results,
      next: null,
      previous: null,
      results: Array.from({ length: results }, () => ({})),
    });
    expect([0, 1, 25, 50, 51, 100, 101, 200].map((results) => pagePointsOf(page(results)))).toEqual([0, 0, 0, 1, 2, 3, 4, 7]);
    expect([undefined, null, 'text', { id: 1 }, { results: 'x' }].map(pagePointsOf)).toEqual([0, 0, 0, 0, 0]);
  });

  it("count a large body's bytes, a refused one's four times as finely", async () => {
    // The unit no request reaches: only the bodies' bytes add points.
    const roomy = await startTestKontor({
      rateLimitPoints: 1_000,
      rateLimitOrganizationPoints: 10_000,
      rateLimitWindowSeconds: 600,
      rateLimitCostMs: 60_000,
      // Bodies read and scanned, not refused from their Content-Length (body-limit.test.ts charges those).
      routeBodyLimitBytes: 1024 * 1024,
    });
    onTestFinished(() => roomy.close());
    const tenant = await roomy.createOrganization();
    const left = async () => remaining((await tenant.api.get('/api/v1/clients/')).headers.get('ratelimit'), 'credential');
    /** The points a request spent beyond its one, once its charge landed (each GET asked meanwhile costs one). */
    const extraOf = async (send: () => Promise<number>) => {
      const before = await left();
      await send();
      let asked = 0;
      return expect.poll(async () => before - (await left()) - 1 - ++asked, { timeout: 5_000 });
    };
    // 200,031 bytes of an unknown member, refused 422: thirteen started 16 KiB, twelve beyond the first.
    const unknown = JSON.stringify({ name: 'x', notes_unknown: 'a'.repeat(200_000) });
    await (
      await extraOf(async () => (await tenant.api.request('POST', '/api/v1/clients/', { json: JSON.parse(unknown) })).status)
    ).toBe(12);
    // An invoice of 200 long lines, taken: two started 64 KiB, one beyond the first (refused, it would cost six).
    const { body: client } = await tenant.api.post('/api/v1/clients/', { name: 'Large invoice' });
    const items = Array.from({ length: 200 }, (_, i) => ({ description: `Line ${i} ${'d'.repeat(480)}`, unit_price: '1' }));
    const invoice = JSON.stringify({ client_id: client.id, items });
    expect([bodyPointsOf(Buffer.byteLength(invoice)), bodyPointsOf(Buffer.byteLength(invoice), true)]).toEqual([1, 6]);
    const taken = async () => {
      const { status } = await tenant.api.request('POST', '/api/v1/invoices/', { json: JSON.parse(invoice) });
      expect(status).toBe(201);
      return status;
    };
    await (await extraOf(taken)).toBe(1);
    // 60,000 members refused at the 1,001st of its object (413), the rest dropped unread to its end: as many bytes.
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`f${i}`, 1])));
    const refused = async () => {
      const answer = await tenant.api.request('POST', '/api/v1/clients/', { json: JSON.parse(wide) });
      expect(answer.body).toMatchObject({ code: 'too_many_members' });
      return answer.status;
    };
    await (await extraOf(refused)).toBe(bodyPointsOf(Buffer.byteLength(wide), true));
    // A page of 120 clients: five started 25, four beyond the first; the default page of 25, none.
    await roomy.db.raw(`INSERT INTO clients (organization_id, name) SELECT ?, 'Client ' || g FROM generate_series(1, 120) g`, [tenant.id]);
    await (await extraOf(async () => (await tenant.api.get('/api/v1/clients/?page_size=200')).status)).toBe(4);
    await (await extraOf(async () => (await tenant.api.get('/api/v1/clients/')).status)).toBe(0);
  });

  it('count an ordinary request as exactly one point', async () => {
    // A unit no list of an empty organization reaches, even on a loaded machine: what is checked is that the cost's
    // accounting adds nothing to a request under its unit, not how fast the machine is at the time.
    const roomy = await startTestKontor({
      rateLimitPoints: QUOTA,
      rateLimitOrganizationPoints: 10_000,
      rateLimitWindowSeconds: 600,
      rateLimitCostMs: 60_000,
      // Bodies read and scanned, not refused from their Content-Length (body-limit.test.ts charges those).
      routeBodyLimitBytes: 1024 * 1024,
    });
    onTestFinished(() => roomy.close());
    const tenant = await roomy.createOrganization();
    const left: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await tenant.api.get('/api/v1/clients/');
      expect(answer.status).toBe(200);
      left.push(remaining(answer.headers.get('ratelimit'), 'credential'));
    }
    expect(left).toEqual([39, 38, 37, 36, 35, 34, 33, 32]);
    const statuses = [];
    for (let i = 0; i < QUOTA - 8 + 1; i++) statuses.push((await tenant.api.get('/api/v1/clients/')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(QUOTA - 8);
    expect(statuses.at(-1)).toBe(429);
  });

  it("answer without waiting for the cost's charge, and count it all the same", async () => {
    const subject = 'credential:api_key:515151@600s';
    const limiter = rateLimit({
      points: 40,
      organizationPoints: 10_000,
      windowSeconds: 600,
      burstSeconds: 0,
      costUnitMs: 25,
      db: kontor.db,
    });
    const ctx = {
      path: '/api/v1/clients/',
      ip: '127.0.0.1',
      state: { principal: { kind: 'api_key', id: 515151, organizationId: 515151 } },
      set: () => undefined,
    } as never;
    // 90 ms of work (up to 100 ms, should the machine be busy): two points more than the one paid on arrival.
    const expensive = async () => costed(() => holdThread(90));
    // The first request takes a lease of two (a twentieth of 40); the second spends what is left of it on arrival, so its
    // charge goes to Postgres.
    await limiter(ctx, async () => undefined);
    await limiter.settled();
    const usedBefore = Number((await kontor.db('rate_limit_windows').where({ subject }).first()).used);
    // Another transaction holds the subject's row: a charge that must reach Postgres waits until it lets go.
    const holder = await kontor.db.transaction();
    try {
      await holder.raw('SELECT used FROM rate_limit_windows WHERE subject = ? FOR UPDATE', [subject]);
      const answered = await Promise.race([
        limiter(ctx, expensive).then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('waited for the charge'), 3000)),
      ]);
      expect(answered).toBe('answered');
    } finally {
      await holder.commit();
    }
    await limiter.settled();
    const row = await kontor.db('rate_limit_windows').where({ subject }).first();
    // Counted in Postgres once the row was let go: two points, or three when a busy machine stretched the 90 ms past 100.
    expect([usedBefore + 2, usedBefore + 3]).toContain(Number(row.used));
  });

  it('bring expensive requests to 429 long before their count does, naming the cost limit, with Retry-After', async () => {
    const tenant = await kontor.createOrganization();
    // An audit log a search must read through: each search holds the database well past one unit.
    await kontor.db.raw(
      `INSERT INTO audit_log (organization_id, kind, method, url, status, request, response)
       SELECT ?, 'api', 'POST', '/api/v1/clients/' || g, 201,
              json_build_object('body', repeat(md5(g::text), 40)), json_build_object('body', repeat(md5((g + 1)::text), 40))
       FROM generate_series(1, 40000) g`,
      [tenant.id],
    );
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof tenant.api.get>> | undefined;
    for (let i = 0; i < QUOTA; i++) {
      const answer = await tenant.api.get('/api/automation/logs/?search=absent-text');
      statuses.push(answer.status);
      if (answer.status === 429) {
        refused = answer;
        break;
      }
    }
    const answered = statuses.filter((s) => s === 200).length;
    // Counted in requests, all 40 would have been answered.
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(QUOTA / 2);
    expect(refused?.body).toMatchObject({ status: 429, code: 'rate_limited', limit: 'credential_cost' });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // The organization was charged as well as the key; the charges are settled after the answers, so they may land a
    // little after the last one.
    const used = async () =>
      ((await kontor.db('rate_limit_windows').where('subject', 'like', `organization:${tenant.id}@%`).select('used'))[0]?.used ??
        0) as number;
    await expect.poll(used, { timeout: 5_000 }).toBeGreaterThan(answered + 20);
  });
});
