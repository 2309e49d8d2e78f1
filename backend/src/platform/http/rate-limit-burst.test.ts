/**
 * An organization's short window: a minute's points cannot all be spent in its first seconds, on one process or
 * across several.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestKontor, startTestKontor } from '../../dev/test-support/kontor.js';
import { burstPointsOf } from './rate-limit.js';

let first: TestKontor;
let second: TestKontor;

// 60 points a minute: 4 in any 2 seconds (twice the even share). The unit of a minute keeps cost out of the count.
const LIMITS = { rateLimitPoints: 600, rateLimitOrganizationPoints: 60, rateLimitWindowSeconds: 60, rateLimitBurstSeconds: 2, rateLimitCostMs: 60_000 };

beforeAll(async () => {
  first = await startTestKontor(LIMITS);
  second = await startTestKontor({ databaseUrl: first.databaseUrl, ...LIMITS });
});
afterAll(async () => {
  await second?.stop();
  await first?.close();
});

describe("an organization's short window", () => {
  it('is twice the even share of the long window, at least one point', () => {
    expect(burstPointsOf(60, 60, 2)).toBe(4);
    expect(burstPointsOf(3000, 60, 2)).toBe(200);
    expect(burstPointsOf(1, 3600, 1)).toBe(1);
  });

  it('refuses the points past it with 429 `organization_burst`, across processes, and lets them through once it ends', async () => {
    const tenant = await first.createOrganization();
    const elsewhere = second.client(`Bearer ${tenant.apiKey}`);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await (i % 2 === 0 ? tenant.api : elsewhere).get('/api/v1/clients/'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[0]!.headers.get('ratelimit-policy')).toBe('"credential";q=600;w=60, "organization";q=60;w=60, "organization_burst";q=4;w=2');
    const refused = answers[4]!;
    expect(refused.body).toMatchObject({ status: 429, code: 'rate_limited', limit: 'organization_burst' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    // Another organization is not affected.
    expect((await (await first.createOrganization()).api.get('/api/v1/clients/')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await tenant.api.get('/api/v1/clients/')).status).toBe(200);
  });

  it('is off at 0 seconds: the long window alone counts', async () => {
    const off = await startTestKontor({ databaseUrl: first.databaseUrl, ...LIMITS, rateLimitBurstSeconds: 0 });
    try {
      const tenant = await off.createOrganization();
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await tenant.api.get('/api/v1/clients/')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await tenant.api.get('/api/v1/clients/')).headers.get('ratelimit-policy')).not.toContain('organization_burst');
    } finally {
      await off.stop();
    }
  });
});
