/**
 * Grants: each worker's share of an endpoint's max_concurrency (split among
 * the workers that want it), with more than its share leased so that the next
 * request starts as one ends. Two pipelines on one database; a receiver that
 * holds requests until told.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, makeWebhook } from '../../../dev/test-support/factories.js';
import { useKontor } from '../../../dev/test-support/fixture.js';
import { until } from '../../../dev/test-support/until.js';
import { type Pipeline, startPipeline } from '../../../app/pipeline.js';

const { kontor, org } = useKontor({ webhookTimeoutSeconds: 5 });

/** Counts requests in flight (by webhook-id) and holds each until `release` (or answers at once once `open`). */
function holdingReceiver() {
  const state = {
    inFlight: 0,
    maxInFlight: 0,
    ids: [] as string[],
    inFlightIds: new Set<string>(),
    held: [] as Array<{ id: string; res: ServerResponse }>,
    open: false,
    url: '',
  };
  const answer = ({ id, res }: { id: string; res: ServerResponse }) => {
    state.inFlight -= 1;
    state.inFlightIds.delete(id);
    res.end('ok');
  };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      state.ids.push(id);
      state.inFlight += 1;
      state.inFlightIds.add(id);
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      if (state.open) answer({ id, res });
      else state.held.push({ id, res });
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

/** Waits as every step here does: reads every 25 ms, for 10 s at most. */
const soon = <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) => until(read, done, what, 10_000, 25);

/**
 * With the first worker holding all four requests to `webhookId` and a second worker just started that asks for a
 * share: waits for its grant of 0, then for a claim of the first (which gives it its new share, two, its grant staying
 * at the four in flight), then lets the four requests end, after which each worker has two in flight.
 */
async function splitTwoAndTwo(webhookId: number, held: ReturnType<typeof holdingReceiver>): Promise<void> {
  const grants = () => kontor.db('webhook_grants').where({ webhook_id: webhookId }).orderBy('slots');
  await soon(grants, (rows) => rows.map((row) => row.slots).join() === '0,4', 'the second worker asking for a share');
  const firstGrant = (await grants()).find((row) => row.slots === 4)!;
  await soon(
    () => kontor.db('webhook_grants').where({ webhook_id: webhookId, worker: firstGrant.worker }).first(),
    (row) => row.slots === 4 && new Date(row.expires_at) > new Date(firstGrant.expires_at),
    'a claim of the first worker',
  );
  // Its four requests end: it starts only its share, lowers its grant to two and wakes the second, who takes two.
  held.release();
  await soon(
    async () => ({ grants: (await grants()).map((row) => row.slots).join(), inFlight: held.state.inFlight }),
    (now) => now.grants === '2,2' && now.inFlight === 4,
    'two requests from each worker',
  );
}

const receiver = holdingReceiver();
beforeAll(() => receiver.listen());
afterAll(() => receiver.close());

describe('grants', () => {
  it('keeps two workers within max_concurrency, and a stopping worker gives back what it leased and did not send', async () => {
    const hook = await makeWebhook(org.api, receiver.state.url, { events: ['CLIENT_CREATED'], max_concurrency: 2 });
    for (let i = 0; i < 10; i++) await makeClient(org.api);
    const deliveries = () => kontor.db('webhook_deliveries').where({ webhook_id: hook.id });

    const first: Pipeline = startPipeline(kontor.deps, { helping: () => true });
    await soon(
      async () => receiver.state.inFlight,
      (n) => n === 2,
      'two requests held',
    );
    // Its share is 2, and it has leased four more already (twice the limit), to start as requests end.
    const grants = await kontor.db('webhook_grants').where({ webhook_id: hook.id });
    expect(grants).toEqual([expect.objectContaining({ slots: 2 })]);
    await soon(
      () => deliveries().whereNotNull('leased_until').where('leased_until', '>', new Date()),
      (leased) => leased.length === 6,
      'six leased',
    );

    // A second worker asks for a share (a grant of 0) but gets none while the first has both requests in flight.
    const second = startPipeline(kontor.deps, { helping: () => true });
    await soon(
      () => kontor.db('webhook_grants').where({ webhook_id: hook.id }).orderBy('slots'),
      (rows) => rows.map((row) => row.slots).join() === '0,2',
      'the second worker waiting for a share',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(receiver.state.inFlight).toBe(2);

    // The first stops: its requests under way end, its four unsent leases go back with their attempts uncounted.
    const stopped = first.stop();
    receiver.state.open = true;
    receiver.release();
    await stopped;
    expect(await kontor.db('webhook_grants').where({ webhook_id: hook.id, worker: grants[0].worker })).toEqual([]);

    // The second takes over at once (not after the first's leases would have run out) and sends the rest.
    await soon(
      async () => new Set(receiver.state.ids).size,
      (n) => n === 10,
      'ten delivered',
    );
    await soon(
      () => deliveries().where({ status: 'succeeded' }),
      (settled) => settled.length === 10,
      'all settled',
    );
    await second.stop();

    expect(receiver.state.maxInFlight).toBe(2);
    // Every id once: nothing was sent twice, and no attempt was counted that was not made.
    expect(receiver.state.ids).toHaveLength(10);
    const rows = await deliveries();
    expect(rows.map((row) => row.attempts)).toEqual(Array(10).fill(1));
    expect(await kontor.db('webhook_grants').where({ webhook_id: hook.id })).toEqual([]);
  });

  it('splits an endpoint between two workers, the first giving up half as its requests end', async () => {
    const shared = holdingReceiver();
    await shared.listen();
    const first = startPipeline(kontor.deps, { helping: () => true });
    let second: Pipeline | undefined;
    const hook = await makeWebhook(org.api, shared.state.url, { events: ['CLIENT_CREATED'], max_concurrency: 4 });
    try {
      for (let i = 0; i < 24; i++) await makeClient(org.api);
      await soon(
        async () => shared.state.inFlight,
        (n) => n === 4,
        'four requests held by the first worker',
      );
      second = startPipeline(kontor.deps, { helping: () => true });
      await splitTwoAndTwo(hook.id, shared);
      const senders = await kontor
        .db('webhook_deliveries')
        .where({ webhook_id: hook.id })
        .whereIn('message_id', [...shared.state.inFlightIds])
        .distinct('leased_by');
      expect(senders).toHaveLength(2);

      shared.state.open = true;
      shared.release();
      await soon(
        () => kontor.db('webhook_deliveries').where({ webhook_id: hook.id, status: 'succeeded' }),
        (settled) => settled.length === 24,
        'all settled',
      );
      expect(shared.state.maxInFlight).toBe(4);
      expect(shared.state.ids).toHaveLength(24);
      expect((await kontor.db('webhook_deliveries').where({ webhook_id: hook.id })).map((row) => row.attempts)).toEqual(Array(24).fill(1));
    } finally {
      await Promise.all([first.stop(), second?.stop()]);
      await org.api.delete(`/api/automation/webhooks/${hook.id}/`);
      await shared.close();
    }
  });

  it('leaves an endpoint with the worker that holds it while the other has no core to spare', async () => {
    const kept = holdingReceiver();
    await kept.listen();
    const first = startPipeline(kontor.deps, { helping: () => false });
    let firstStopped: Promise<void> | undefined;
    let second: Pipeline | undefined;
    const hook = await makeWebhook(org.api, kept.state.url, { events: ['CLIENT_CREATED'], max_concurrency: 4 });
    const grants = () => kontor.db('webhook_grants').where({ webhook_id: hook.id }).orderBy('slots');
    try {
      for (let i = 0; i < 24; i++) await makeClient(org.api);
      await soon(
        async () => kept.state.inFlight,
        (n) => n === 4,
        'four requests held by the first worker',
      );
      const firstWorker = (await grants())[0]!.worker;
      let asked = 0;
      second = startPipeline(kontor.deps, {
        helping: () => {
          asked += 1;
          return false;
        },
      });
      // The second claims (it is asked whether to help before each claim) and asks for no share: no grant of 0.
      await soon(
        async () => asked,
        (n) => n >= 2,
        'two claims of the second worker',
      );
      expect((await grants()).map((row) => [row.worker, row.slots])).toEqual([[firstWorker, 4]]);
      // As its requests end, the first keeps its whole share: four more go out, all its own.
      kept.release();
      await soon(
        async () => kept.state.inFlight,
        (n) => n === 4,
        'the next four requests',
      );
      const senders = await kontor
        .db('webhook_deliveries')
        .where({ webhook_id: hook.id })
        .whereIn('message_id', [...kept.state.inFlightIds])
        .distinct('leased_by');
      expect(senders.map((row) => row.leased_by)).toEqual([firstWorker]);
      expect((await grants()).map((row) => [row.worker, row.slots])).toEqual([[firstWorker, 4]]);

      // The first stops: the second, not asking, still takes what is left free, and sends the rest.
      firstStopped = first.stop();
      kept.state.open = true;
      kept.release();
      await firstStopped;
      await soon(
        () => kontor.db('webhook_deliveries').where({ webhook_id: hook.id, status: 'succeeded' }),
        (settled) => settled.length === 24,
        'all settled',
      );
      expect(kept.state.maxInFlight).toBe(4);
      expect(kept.state.ids).toHaveLength(24);
    } finally {
      await Promise.all([firstStopped ?? first.stop(), second?.stop()]);
      await org.api.delete(`/api/automation/webhooks/${hook.id}/`);
      await kept.close();
    }
  });

  it('ends a split when the worker that asked no longer has a core to spare: one of the two gives way', async () => {
    const shared = holdingReceiver();
    await shared.listen();
    const first = startPipeline(kontor.deps, { helping: () => false });
    let helps = true;
    let second: Pipeline | undefined;
    const hook = await makeWebhook(org.api, shared.state.url, { events: ['CLIENT_CREATED'], max_concurrency: 4 });
    const grants = () => kontor.db('webhook_grants').where({ webhook_id: hook.id }).orderBy('slots');
    const senders = async () =>
      (
        await kontor
          .db('webhook_deliveries')
          .where({ webhook_id: hook.id })
          .whereIn('message_id', [...shared.state.inFlightIds])
          .distinct('leased_by')
      ).length;
    try {
      for (let i = 0; i < 60; i++) await makeClient(org.api);
      await soon(
        async () => shared.state.inFlight,
        (n) => n === 4,
        'four requests held by the first worker',
      );
      second = startPipeline(kontor.deps, { helping: () => helps });
      await splitTwoAndTwo(hook.id, shared);
      expect(await senders()).toBe(2);

      // The second no longer helps: one of the two gives way as its requests end, and the other takes the endpoint.
      helps = false;
      for (let round = 1; ; round++) {
        shared.release();
        await soon(
          async () => shared.state.inFlight,
          (n) => n === 4,
          `four requests in flight again (round ${round})`,
        );
        if ((await grants()).map((row) => row.slots).join() === '4') break;
        expect(round, 'rounds until one worker holds all four').toBeLessThan(6);
      }
      expect(await senders()).toBe(1);

      shared.state.open = true;
      shared.release();
      await soon(
        () => kontor.db('webhook_deliveries').where({ webhook_id: hook.id, status: 'succeeded' }),
        (settled) => settled.length === 60,
        'all settled',
      );
      expect(shared.state.maxInFlight).toBe(4);
      expect(shared.state.ids).toHaveLength(60);
    } finally {
      await Promise.all([first.stop(), second?.stop()]);
      await org.api.delete(`/api/automation/webhooks/${hook.id}/`);
      await shared.close();
    }
  });

  it('holds back new requests at once when max_concurrency is lowered', async () => {
    const lowered = holdingReceiver();
    await lowered.listen();
    const pipeline = startPipeline(kontor.deps);
    try {
      const hook = await makeWebhook(org.api, lowered.state.url, { events: ['CLIENT_CREATED'], max_concurrency: 4 });
      for (let i = 0; i < 12; i++) await makeClient(org.api);
      await soon(
        async () => lowered.state.inFlight,
        (n) => n === 4,
        'four requests held',
      );
      expect((await org.api.patch(`/api/automation/webhooks/${hook.id}/`, { max_concurrency: 1 })).status).toBe(200);
      const loweredAt = Date.now();
      // The next claim says so, though it leases nothing new; the grant stays at the four in flight until they end.
      const leaseMs = (2 * kontor.deps.config.webhookTimeoutSeconds + 15) * 1000;
      await soon(
        () => kontor.db('webhook_grants').where({ webhook_id: hook.id }),
        (grants) => grants.length === 1 && new Date(grants[0].expires_at).getTime() >= loweredAt + leaseMs,
        'a claim after the change',
      );
      expect((await kontor.db('webhook_grants').where({ webhook_id: hook.id }))[0].slots).toBe(4);
      // …and when the four requests end, one of the waiting four goes out, not all of them.
      lowered.release();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lowered.state.inFlight).toBe(1);
      await soon(
        () => kontor.db('webhook_grants').where({ webhook_id: hook.id }),
        (grants) => grants.map((grant) => grant.slots).join() === '1',
        'a grant of one once one request is in flight',
      );
      lowered.state.maxInFlight = 1;
      lowered.state.open = true;
      lowered.release();
      await soon(
        async () => new Set(lowered.state.ids).size,
        (n) => n === 12,
        'twelve delivered',
      );
      expect(lowered.state.maxInFlight).toBe(1);
    } finally {
      await pipeline.stop();
      await lowered.close();
    }
  });
});
