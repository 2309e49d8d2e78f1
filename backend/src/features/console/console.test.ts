/**
 * How Kontor serves the console's build: the page for every address under
 * /console/ (never cached), hashed assets cached for good, a strict
 * Content-Security-Policy, 404 for a missing asset, and a clear 503 when the
 * console was not built.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../../dev/test-support/kontor.js';
import { consoleRoutes } from './routes.js';

let kontor: TestKontor;
beforeAll(async () => {
  kontor = await startTestKontor();
});
afterAll(() => kontor?.close());

describe('the console route', () => {
  it('serves the app for every console address, with its assets cached and a strict content policy', async () => {
    const page = await fetch(`${kontor.url}/console/flows/12`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const asset = /\/console\/assets\/[^"]+\.js/.exec(html)![0];
    const script = await fetch(`${kontor.url}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    // fetch asks for gzip, deflate and br, and unpacks what it gets.
    expect(script.headers.get('content-encoding')).toMatch(/^(br|gzip|deflate)$/);
    expect(await script.text()).toContain('react');
    expect((await fetch(`${kontor.url}/console/assets/missing.js`)).status).toBe(404);
    const redirect = await fetch(`${kontor.url}/console`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/console/']);
  });

  it('answers 503 with the command to run when the console is not built', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'kontor-console-'));
    const app = new Koa();
    const router = new Router();
    consoleRoutes(router, `${empty}/`);
    app.use(router.routes());
    const server = app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/console/flows`);
      expect([answer.status, await answer.text()]).toEqual([503, expect.stringContaining('npm run build')]);
    } finally {
      server.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
