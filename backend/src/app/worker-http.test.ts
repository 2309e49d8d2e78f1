/**
 * A worker's own port: /healthz, /readyz (ready, a delivery backlog past its limit, draining) and /metrics with the
 * fleet's figures. The worker's loop is not needed for these, so none runs: what is due stays due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../dev/test-support/fixture.js';
import { type WorkerHttp, startWorkerHttp } from './worker-http.js';

const TOKEN = 'worker-metrics-token-0123456789';
const { kontor, org } = useKontor({ metricsToken: TOKEN, workerBacklogMaxAgeSeconds: 60 });
let http: WorkerHttp;
let base: string;
let webhookId: number;

const get = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${base}${path}`, { headers });
  return { status: answer.status, text: await answer.text() };
};
/** One sample's value from the Prometheus text. */
const sample = (text: string, name: string) => {
  const line = text.split('\n').find((one) => one.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

beforeAll(async () => {
  http = await startWorkerHttp(kontor.deps, 0);
  base = `http://127.0.0.1:${http.port}`;
  webhookId = (await org.api.post('/api/automation/webhooks/', { url: 'https://example.com/hook', events: ['INVOICE_CREATED'] })).body.id;
});
afterAll(() => http?.close());

describe("a worker's port", () => {
  it('answers /healthz, and /readyz ready while no delivery waits past its limit', async () => {
    expect((await get('/healthz')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready' });
  });

  it('serves /metrics only with the token, with the pool, outbox, deliveries, claims, audit buffer and MCP sessions', async () => {
    expect((await get('/metrics')).status).toBe(401);
    // A change records an event; with no worker running it stays in the outbox.
    expect((await org.api.post('/api/v1/clients/', { name: 'Metrics Outbox s.r.o.' })).status).toBe(201);
    const { status, text } = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(status).toBe(200);
    for (const state of ['used', 'idle', 'waiting'])
      expect(sample(text, `kontor_db_pool_connections{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'kontor_outbox_events')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kontor_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
    for (const state of ['due', 'in_flight', 'failed_last_minute'])
      expect(sample(text, `kontor_webhook_deliveries{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE kontor_webhook_claim_duration_seconds histogram');
    expect(sample(text, 'kontor_audit_buffered_records')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'kontor_mcp_sessions{scope="open"}')).toBe(0);
  });

  it('answers /readyz 503 naming the backlog when a delivery has waited past the limit, and ready once it is gone', async () => {
    const [delivery] = await kontor
      .db('webhook_deliveries')
      .insert({
        organization_id: org.id,
        webhook_id: webhookId,
        message_id: 'msg_backlog_test',
        event_type: 'PING',
        payload: JSON.stringify({ type: 'PING' }),
        status: 'pending',
        next_attempt_at: kontor.db.raw(`now() - interval '10 minutes'`),
      })
      .returning<Array<{ id: number }>>('id');
    const late = await get('/readyz');
    expect(late.status).toBe(503);
    expect(JSON.parse(late.text)).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('KONTOR_WORKER_BACKLOG_MAX_AGE=60'),
    });
    const { text } = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(sample(text, 'kontor_webhook_delivery_oldest_due_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(text, 'kontor_webhook_deliveries{state="due"}')).toBe(1);

    await kontor.db('webhook_deliveries').where({ id: delivery!.id }).update({ status: 'succeeded' });
    expect((await get('/readyz')).status).toBe(200);
  });

  it('answers /readyz 503 draining once the worker is told to stop', async () => {
    http.readiness.draining = true;
    const draining = await get('/readyz');
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.text)).toMatchObject({ status: 'draining' });
    expect((await get('/healthz')).status).toBe(200);
  });
});
