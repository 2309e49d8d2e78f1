/**
 * An organization's short window: a minute's points cannot all be spent in its first seconds, on one process or
 * across several.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestKontor, startTestKontor } from '../../dev/test-support/kontor.js';
import { burstPointsOf } from './rate-limit.js';

let first: TestKontor;
let second: TestKontor;

// 12 points a minute: 4 in a window of 10 seconds (twice the even share), long enough for five requests on a busy
// machine to fall in one. The unit of a minute keeps cost out of the count.
const LIMITS = {
  rateLimitPoints: 600,
  rateLimitOrganizationPoints: 12,
  rateLimitWindowSeconds: 60,
  rateLimitBurstSeconds: 10,
  rateLimitCostMs: 60_000,
};

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
    expect(answers[0]!.headers.get('ratelimit-policy')).toBe(
      '"credential";q=600;w=60, "organization";q=12;w=60, "organization_burst";q=4;w=10',
    );
    const refused = answers[4]!;
    expect(refused.body).toMatchObject({ status: 429, code: 'rate_limited', limit: 'organization_burst' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    // Another organization is not affected.
    expect((await (await first.createOrganization()).api.get('/api/v1/clients/')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
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
