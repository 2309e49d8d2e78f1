/**
 * Grants: each worker's share of an endpoint's max_concurrency, with twice
 * its share leased so that the next request starts as one ends. Two
 * pipelines on one database; a receiver that holds requests until told.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, makeWebhook } from '../../test-support/factories.js';
import { useKontor } from '../../test-support/fixture.js';
import { until } from '../../test-support/until.js';
import { type Pipeline, startPipeline } from './pump.js';

const { kontor, org } = useKontor({ webhookTimeoutSeconds: 5 });

/** Counts requests in flight and holds each until `release` (or answers at once once `open`). */
function holdingReceiver() {
  const state = { inFlight: 0, maxInFlight: 0, ids: [] as string[], held: [] as ServerResponse[], open: false, url: '' };
  const answer = (res: ServerResponse) => {
    state.inFlight -= 1;
    res.end('ok');
  };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.ids.push(String(req.headers['webhook-id']));
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      if (state.open) answer(res);
      else state.held.push(res);
    });
  });
  return {
    state,
    release: () => state.held.splice(0).forEach(answer),
    listen: () =>
      new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)).then(() => {
        state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hold`;
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const receiver = holdingReceiver();
beforeAll(() => receiver.listen());
afterAll(() => receiver.close());

describe('grants', () => {
  it('keeps two workers within max_concurrency, and a stopping worker gives back what it leased and did not send', async () => {
    const hook = await makeWebhook(org.api, receiver.state.url, { events: ['CLIENT_CREATED'], max_concurrency: 2 });
    for (let i = 0; i < 6; i++) await makeClient(org.api);
    const deliveries = () => kontor.db('webhook_deliveries').where({ webhook_id: hook.id });

    const first: Pipeline = startPipeline(kontor.deps);
    await until(
      async () => receiver.state.inFlight,
      (n) => n === 2,
      'two requests held',
      10_000,
      25,
    );
    // Its share is 2, and it has leased the next two already.
    const grants = await kontor.db('webhook_grants').where({ webhook_id: hook.id });
    expect(grants).toEqual([expect.objectContaining({ slots: 2 })]);
    await until(
      () => deliveries().whereNotNull('leased_until').where('leased_until', '>', new Date()),
      (leased) => leased.length === 4,
      'four leased',
      10_000,
      25,
    );

    // A second worker gets no share while the first holds the endpoint's whole max_concurrency.
    const second = startPipeline(kontor.deps);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(receiver.state.inFlight).toBe(2);

    // The first stops: its requests under way end, its two unsent leases go back with their attempts uncounted.
    const stopped = first.stop();
    receiver.state.open = true;
    receiver.release();
    await stopped;
    expect(await kontor.db('webhook_grants').where({ webhook_id: hook.id, worker: grants[0].worker })).toEqual([]);

    // The second takes over at once (not after the first's leases would have run out) and sends the rest.
    await until(
      async () => new Set(receiver.state.ids).size,
      (n) => n === 6,
      'six delivered',
      10_000,
      25,
    );
    await until(
      () => deliveries().where({ status: 'succeeded' }),
      (settled) => settled.length === 6,
      'all settled',
      10_000,
      25,
    );
    await second.stop();

    expect(receiver.state.maxInFlight).toBe(2);
    // Every id once: nothing was sent twice, and no attempt was counted that was not made.
    expect(receiver.state.ids).toHaveLength(6);
    const rows = await deliveries();
    expect(rows.map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await kontor.db('webhook_grants').where({ webhook_id: hook.id })).toEqual([]);
  });

  it('holds back new requests at once when max_concurrency is lowered', async () => {
    const lowered = holdingReceiver();
    await lowered.listen();
    const pipeline = startPipeline(kontor.deps);
    try {
      const hook = await makeWebhook(org.api, lowered.state.url, { events: ['CLIENT_CREATED'], max_concurrency: 4 });
      for (let i = 0; i < 12; i++) await makeClient(org.api);
      await until(
        async () => lowered.state.inFlight,
        (n) => n === 4,
        'four requests held',
        10_000,
        25,
      );
      expect((await org.api.patch(`/api/automation/webhooks/${hook.id}/`, { max_concurrency: 1 })).status).toBe(200);
      // The next claim says so, though it leases nothing new (the worker holds eight already, four of them waiting)…
      await until(
        () => kontor.db('webhook_grants').where({ webhook_id: hook.id }),
        (grants) => grants.map((grant) => grant.slots).join() === '1',
        'a grant of one',
        10_000,
        25,
      );
      // …and when the four requests end, one of the waiting four goes out, not all of them.
      lowered.release();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lowered.state.inFlight).toBe(1);
      lowered.state.maxInFlight = 1;
      lowered.state.open = true;
      lowered.release();
      await until(
        async () => new Set(lowered.state.ids).size,
        (n) => n === 12,
        'twelve delivered',
        10_000,
        25,
      );
      expect(lowered.state.maxInFlight).toBe(1);
    } finally {
      await pipeline.stop();
      await lowered.close();
    }
  });
});
