import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { startTestKontor } from '../../dev/test-support/kontor.js';
import { useKontor } from '../../dev/test-support/fixture.js';

const METRICS_TOKEN = 'scrape-me-0123456789abcdef';
const { kontor, org } = useKontor({ metricsToken: METRICS_TOKEN });

function expectSecurityHeaders(headers: Headers, path: string): void {
  expect(headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(headers.get('x-frame-options'), path).toBe('DENY');
  expect(headers.get('referrer-policy'), path).toBe('no-referrer');
  expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it('are on every answer: pages, JSON, errors, unknown paths and health checks', async () => {
    for (const [path, status] of [
      ['/api/docs/', 200],
      ['/api/docs/init.js', 200],
      ['/api/openapi.json', 200],
      ['/api/v1/clients/', 200],
      ['/api/v1/clients/999999/', 404],
      ['/api/v1/nowhere/', 404],
      ['/healthz', 200],
      ['/console/', 200],
    ] as const) {
      const res = await org.api.get(path);
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(res.headers, path);
    }
    const refused = await kontor.client().get('/api/v1/clients/');
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers, 'anonymous');
  });

  it('gives the API reference a policy that allows only its own scripts', async () => {
    const csp = (await kontor.client().get('/api/docs/')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect((await org.api.get('/api/v1/clients/')).headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('marks API answers no-store, errors included, while the reference assets stay cacheable', async () => {
    for (const path of ['/api/v1/clients/', '/api/automation/api-keys/', '/api/v1/clients/999999/']) {
      expect((await org.api.get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    const created = await org.api.post('/api/v1/clients/', { name: 'Cache test' });
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect((await kontor.client().get('/api/docs/assets/swagger-ui.css')).headers.get('cache-control')).toContain('max-age');
  });
});

describe('/metrics', () => {
  it('answers only with the operator token', async () => {
    expect((await kontor.client().get('/metrics')).status).toBe(401);
    const wrong = await kontor.client('Bearer not-the-token-at-all').get('/metrics');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('content-type')).toContain('application/problem+json');
    expect(wrong.text).not.toContain('kontor_http_requests_total');
    const right = await kontor.client(`Bearer ${METRICS_TOKEN}`).get('/metrics');
    expect(right.status).toBe(200);
    expect(right.text).toContain('kontor_http_requests_total');
  });

  it('is off when no token is configured', async () => {
    const plain = await startTestKontor();
    try {
      const res = await plain.client().get('/metrics');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('kontor_http_requests_total');
    } finally {
      await plain.close();
    }
  });
});

describe('pagination links', () => {
  async function nextLink(url: string, host: string): Promise<string> {
    const res = await request(`${url}/api/v1/clients/?page_size=1`, { headers: { host, authorization: org.api.authorization! } });
    return ((await res.body.json()) as { next: string }).next;
  }

  it('ignore the Host header: they point at the address the request came in on', async () => {
    await org.api.post('/api/v1/clients/', { name: 'Link one' });
    await org.api.post('/api/v1/clients/', { name: 'Link two' });
    const next = await nextLink(kontor.url, 'evil.example');
    expect(next.startsWith(`${kontor.url}/api/v1/clients/?`)).toBe(true);
    expect(next).not.toContain('evil.example');
  });

  it('are built from KONTOR_PUBLIC_URL when it is set', async () => {
    const behind = await startTestKontor({ publicUrl: 'https://kontor.example.com/base' });
    try {
      const owner = await behind.createOrganization();
      await owner.api.post('/api/v1/clients/', { name: 'One' });
      await owner.api.post('/api/v1/clients/', { name: 'Two' });
      const res = await request(`${behind.url}/api/v1/clients/?page_size=1`, {
        headers: { host: 'evil.example', authorization: owner.api.authorization! },
      });
      const { next } = (await res.body.json()) as { next: string };
      expect(next).toBe('https://kontor.example.com/base/api/v1/clients/?page_size=1&page=2');
    } finally {
      await behind.close();
    }
  });
});
