/**
 * The README's quick start: `npm start` on an empty data folder creates the
 * first organization, prints the owner's login, an API key and the URLs,
 * serves the API and the console on the embedded Postgres, and stops cleanly on SIGTERM;
 * a second start finds the same data and prints no new credentials.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-start-'));
const env = {
  KONTOR_DATA_DIR: dataDir,
  KONTOR_EMBEDDED_PG_PORT: String(50000 + Math.floor(Math.random() * 4000)),
  PORT: '0',
  LOG_LEVEL: 'warn',
};

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('boots on the embedded database, prints a working key, and keeps its data across restarts', async () => {
    const first = await startServer(env);
    const banner = first.output();
    const key = /API key:\s+(sk_[0-9A-Za-z]{32,})/.exec(banner)?.[1];
    const login = /Owner login:\s+(\S+) \/ (\S+)/.exec(banner);
    expect(key, banner).toBeDefined();
    expect(login, banner).not.toBeNull();
    expect(banner).toContain(`${first.baseUrl}/api/docs/`);
    expect(banner).toContain(`${first.baseUrl}/console/`);
    // The build (run by npm start and npm test) made the console; the server serves it.
    const console = await fetch(`${first.baseUrl}/console/`);
    expect([console.status, await console.text()]).toEqual([200, expect.stringContaining('<div id="root"></div>')]);

    const created = await fetch(`${first.baseUrl}/api/v1/clients/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Survives restarts' }),
    });
    expect(created.status).toBe(201);
    const token = await fetch(`${first.baseUrl}/api/v1/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: login![1], password: login![2] }),
    });
    expect(token.status).toBe(200);
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    // The quick start's key for sealed secrets, generated once into the data folder, for its owner only.
    expect((await stat(path.join(dataDir, 'secret.key'))).mode & 0o777).toBe(0o600);
    const sealedKey = await readFile(path.join(dataDir, 'secret.key'), 'utf8');
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await startServer(env);
    expect(second.output()).not.toContain('API key:');
    const list = await fetch(`${second.baseUrl}/api/v1/clients/`, { headers: { authorization: `Api-Key ${key}` } });
    const page = (await list.json()) as { results: Array<{ name: string }> };
    expect(page.results.map((c) => c.name)).toEqual(['Survives restarts']);
    expect(await readFile(path.join(dataDir, 'secret.key'), 'utf8')).toBe(sealedKey);
    expect(await second.stop('SIGINT')).toBe(0);
  }, 120_000);

  it('refuses a bad setting with a message naming it', async () => {
    await expect(startServer({ ...env, PORT: 'eighty' }, 20_000)).rejects.toThrow(/PORT="eighty" is not valid/);
    await expect(startServer({ ...env, PORT: '0', LOG_LEVEL: 'chatty' }, 20_000)).rejects.toThrow(/LOG_LEVEL/);
  }, 60_000);
});
