/**
 * Limits hold across processes: two API processes share one rate-limit
 * allowance per credential, and two worker processes together never run more
 * deliveries to one endpoint than its `max_concurrency`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStringOf } from '../backend/src/platform/db/migrate.js';
import { TEST_SECRET_KEY, startTestKontor, type TestKontor } from '../backend/src/dev/test-support/kontor.js';
import { cliEntry, type RunningServer, startServer } from './support.js';

const RATE_LIMIT = 20;
const MAX_CONCURRENCY = 3;
const INVOICES = 30;

let kontor: TestKontor;
let databaseUrl: string;
const apis: RunningServer[] = [];
const workers: ChildProcess[] = [];

const env = () => ({
  DATABASE_URL: databaseUrl,
  PORT: '0',
  LOG_LEVEL: 'warn',
  KONTOR_WORKER: 'false',
  KONTOR_RATE_LIMIT: String(RATE_LIMIT),
  KONTOR_RATE_LIMIT_WINDOW: '600',
  // Requests counted, not their cost: on a busy machine a list's statement may pass the free 50 ms and cost a
  // point more (rate-limit-cost.test.ts tests that).
  KONTOR_RATE_LIMIT_COST_MS: '3600000',
  KONTOR_WEBHOOK_ALLOW_PRIVATE: 'true',
  // The processes open the signing secrets the test's Kontor sealed.
  KONTOR_SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
});

function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [cliEntry, 'worker'], { env: { ...process.env, ...env() }, stdio: ['ignore', 'pipe', 'inherit'] });
  workers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

/** A receiver that holds each request for a while and records how many it held at once. */
async function slowReceiver(holdMs: number) {
  let current = 0;
  const state = { maxConcurrent: 0, ids: new Set<string>(), url: '' };
  const server: Server = createServer((req, res) => {
    current += 1;
    state.maxConcurrent = Math.max(state.maxConcurrent, current);
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        current -= 1;
        state.ids.add(String(req.headers['webhook-id']));
        res.end('ok');
      }, holdMs),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`;
  return { state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  kontor = await startTestKontor({ worker: false });
  databaseUrl = connectionStringOf(kontor.db);
  apis.push(...(await Promise.all([startServer(env()), startServer(env())])));
  await Promise.all([startWorkerProcess(), startWorkerProcess()]);
}, 120_000);
afterAll(async () => {
  for (const worker of workers) worker.kill('SIGTERM');
  await Promise.all(apis.map((api) => api.stop()));
  await kontor.close();
});

describe('limits across processes', () => {
  it('two API processes share one rate-limit allowance per credential', async () => {
    const org = await kontor.createOrganization();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 10; i++) {
      const api = apis[i % 2]!;
      const res = await fetch(`${api.baseUrl}/api/v1/clients/`, { headers: { authorization: `Bearer ${org.apiKey}` } });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    // Counted per process, each would have granted all 30.
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.slice(RATE_LIMIT).every((s) => s === 429)).toBe(true);
  });

  it("two workers together keep to an endpoint's max_concurrency", async () => {
    const org = await kontor.createOrganization();
    const receiver = await slowReceiver(150);
    try {
      // Through the test's own app (no tight rate limit): what matters here is the workers.
      const api = (path: string, body: unknown) => org.api.post(path, body);
      const webhook = await api('/api/automation/webhooks/', {
        url: receiver.state.url,
        events: ['INVOICE_CREATED'],
        max_concurrency: MAX_CONCURRENCY,
      });
      expect(webhook.status).toBe(201);
      const client = await api('/api/v1/clients/', { name: 'Limits' });
      for (let i = 0; i < INVOICES; i++)
        expect((await api('/api/v1/invoices/', { client_id: client.body.id, items: [{ description: 'x', unit_price: '1' }] })).status).toBe(
          201,
        );
      const deadline = Date.now() + 60_000;
      while (receiver.state.ids.size < INVOICES && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(receiver.state.ids.size).toBe(INVOICES);
      expect(receiver.state.maxConcurrent).toBeLessThanOrEqual(MAX_CONCURRENCY);
      expect(receiver.state.maxConcurrent).toBeGreaterThan(1);
    } finally {
      await receiver.close();
    }
  }, 90_000);
});
