/**
 * Rate limits per credential and per organization, shared by processes on one database, taken in leases rather than
 * a round trip per request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestKontor, startTestKontor } from '../../dev/test-support/kontor.js';
import { rateLimit } from './rate-limit.js';
import { leaseSizeOf } from './allowance.js';

let first: TestKontor;
let second: TestKontor;

// These count requests at quotas of a few: a unit of a minute keeps a cold process's first statements from costing
// more than one point (rate-limit-cost.test.ts counts cost).
const COUNT_ONLY = { rateLimitCostMs: 60_000, rateLimitBurstSeconds: 0 };

beforeAll(async () => {
  first = await startTestKontor({ rateLimitPoints: 4, rateLimitOrganizationPoints: 6, rateLimitWindowSeconds: 60, ...COUNT_ONLY });
  // A second API process on the same database.
  second = await startTestKontor({
    databaseUrl: first.databaseUrl,
    rateLimitPoints: 4,
    rateLimitOrganizationPoints: 6,
    rateLimitWindowSeconds: 60,
    ...COUNT_ONLY,
  });
});
afterAll(async () => {
  await second?.stop();
  await first?.close();
});

describe('rate limits', () => {
  it('count a credential across processes: headers on every answer, 429 naming the limit with Retry-After', async () => {
    const tenant = await first.createOrganization();
    const elsewhere = second.client(`Bearer ${tenant.apiKey}`);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await (i % 2 === 0 ? tenant.api : elsewhere).get('/api/v1/clients/'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[0]!.headers.get('ratelimit-policy')).toBe('"credential";q=4;w=60, "organization";q=6;w=60');
    expect(answers[0]!.headers.get('ratelimit')).toMatch(/^"credential";r=3;t=\d+, "organization";r=5;t=\d+$/);
    const refused = answers[4]!;
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ status: 429, code: 'rate_limited', limit: 'credential' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("do not count a sign-in against its address: a colleague signs in where the address's anonymous allowance is spent", async () => {
    const tenant = await first.createOrganization();
    const anonymous = first.client();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await anonymous.get('/api/v1/clients/')).status);
    expect(statuses.at(-1)).toBe(429);
    const signedIn = await anonymous.post('/api/v1/auth/token/', { email: tenant.ownerEmail, password: tenant.ownerPassword });
    expect(signedIn.status).toBe(200);
  });

  it("hold an organization's credentials together: a new key does not bring a new allowance", async () => {
    const tenant = await first.createOrganization();
    const minted = await tenant.api.post('/api/automation/api-keys/', { name: 'second key' });
    expect(minted.status).toBe(201);
    const other = first.client(`Bearer ${minted.body.key}`);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await (i % 2 === 0 ? other : tenant.api).get('/api/v1/clients/')).status);
    // The key creation was the organization's first request: six in all, then its limit.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await other.get('/api/v1/clients/');
    expect(refused.body).toMatchObject({ status: 429, code: 'rate_limited', limit: 'organization' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another organization is not affected.
    expect((await (await first.createOrganization()).api.get('/api/v1/clients/')).status).toBe(200);
  });

  it('take a lease of several requests at a time, not a database write per request', async () => {
    const generous = await startTestKontor({
      databaseUrl: first.databaseUrl,
      rateLimitPoints: 600,
      rateLimitOrganizationPoints: 600,
      // Counted, not costed: on a loaded machine the requests' statements ran past the free units and their cost
      // charges took a second lease (used 40), though the leases were right.
      ...COUNT_ONLY,
    });
    try {
      const tenant = await generous.createOrganization();
      for (let i = 0; i < 5; i++) expect((await tenant.api.get('/api/v1/clients/')).status).toBe(200);
      const rows = await generous.db('rate_limit_windows').where('subject', 'like', `organization:${tenant.id}@%`).select('used');
      // Five requests, one lease of 20 counted in Postgres.
      expect(leaseSizeOf(600)).toBe(20);
      expect(rows).toEqual([{ used: 20 }]);
    } finally {
      await generous.stop();
    }
  });

  // A count made under a window of years must not hold a credential for years once the window is set back to 60 s.
  it('are kept per window: a count made under another window is not used', async () => {
    const ctx = () =>
      ({
        path: '/api/v1/clients/',
        ip: '127.0.0.1',
        state: { principal: { kind: 'api_key', id: 424242, organizationId: 424242 } },
        set: () => undefined,
      }) as never;
    const next = async () => undefined;
    const daily = rateLimit({ points: 1, organizationPoints: 10, windowSeconds: 86_400, burstSeconds: 0, db: first.db });
    await daily(ctx(), next);
    await expect(daily(ctx(), next)).rejects.toMatchObject({ status: 429 });
    await expect(
      rateLimit({ points: 1, organizationPoints: 10, windowSeconds: 60, burstSeconds: 0, db: first.db })(ctx(), next),
    ).resolves.toBeUndefined();
  });
});
