/**
 * The fleet holds when any one of its processes dies: two API processes and two workers (the built server and CLI, as
 * operators run them) on one database, behind a round-robin balancer whose health check is /readyz, under a steady
 * load of invoice creates with Idempotency-Keys (retried as a client would), with an MCP session open through the
 * balancer and a webhook receiver. Each process in turn is SIGKILLed and restarted. Then: every 201 is one row (no key
 * wrote twice) with its audit entry, every row's INVOICE_CREATED reached the receiver (a message twice only as the
 * retry of an attempt that never settled), the MCP session kept working under its id, the other processes answered
 * /readyz 200 throughout, each restarted one was ready within 5 s (of its own time on a core), and the leases a dead
 * worker held ran out within the lease time the docs state and were then taken over by a live worker.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaseBook } from '../backend/src/features/webhooks/leases/book.js';
import { connectionStringOf } from '../backend/src/platform/db/migrate.js';
import { type Lease, leasesHeldBy, repeatsBeyondAttempts, takenOver } from '../backend/src/dev/test-support/deliveries.js';
import {
  ApiClient,
  TEST_SECRET_KEY,
  startTestKontor,
  type TestKontor,
  type TestOrganization,
} from '../backend/src/dev/test-support/kontor.js';
import { Client, StreamableHTTPClientTransport } from '../backend/src/dev/test-support/mcp-client.js';
import { unusedPort } from '../backend/src/dev/test-support/ports.js';
import { type Receiver, startReceiver } from '../backend/src/dev/test-support/receiver.js';
import { type RoundRobin, roundRobin } from '../backend/src/dev/test-support/round-robin.js';
import { until } from '../backend/src/dev/test-support/until.js';
import { type Member, type Outage, failedProbesOutside, readyAfter, watchReadiness } from './fleet.js';
import { startServer, startWorker } from './support.js';

const WEBHOOK_TIMEOUT_SECONDS = 3;
/** How long a dead worker's leases last: the product's own rule (docs/architecture.md), for the timeout set here. */
const LEASE_MS = new LeaseBook({ slots: 1, perOrganization: 1, timeoutSeconds: WEBHOOK_TIMEOUT_SECONDS }).leaseSeconds * 1000;
/** The contract's bound on a restarted process. */
const READY_WITHIN_MS = 5_000;
const WRITERS = 3;
const WRITE_PAUSE_MS = 400;
/** As long as a supervisor takes to restart a process, so that the balancer and the clients meet it dead. */
const DEAD_FOR_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let kontor: TestKontor;
let org: TestOrganization;
let receiver: Receiver;
let proxy: RoundRobin;
let mcp: Client | undefined;
let clientId: number;
const fleet: Member[] = [];
let watching: { stop(): Promise<void> } | undefined;

const environment = () => ({
  DATABASE_URL: connectionStringOf(kontor.db),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  KONTOR_SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
  KONTOR_RATE_LIMIT: '1000000',
  KONTOR_RATE_LIMIT_ORGANIZATION: '1000000',
  KONTOR_WEBHOOK_ALLOW_PRIVATE: 'true',
  KONTOR_WEBHOOK_TIMEOUT: String(WEBHOOK_TIMEOUT_SECONDS),
  KONTOR_WEBHOOK_RETRY_SCHEDULE: '0.5,1,1,2,2,5',
});

/** Starts (or restarts, on the same port) a member; generous, since a start on a loaded machine waits long for a core. */
async function start(member: Member, timeoutMs = 180_000): Promise<void> {
  const port = String(new URL(member.base).port);
  const onSpawn = (child: ChildProcess) => void (member.pid = child.pid);
  member.process =
    member.kind === 'api'
      ? await startServer({ ...environment(), PORT: port, KONTOR_WORKER: 'false' }, timeoutMs, { onSpawn })
      : await startWorker({ ...environment(), KONTOR_WORKER_PORT: port }, timeoutMs, { onSpawn });
}

async function newMember(name: string, kind: Member['kind']): Promise<Member> {
  const member: Member = {
    name,
    kind,
    base: `http://127.0.0.1:${await unusedPort()}`,
    process: undefined,
    pid: undefined,
    probes: [],
    outages: [],
  };
  fleet.push(member);
  return member;
}

/** Kills a member with SIGKILL, leaves it dead a moment, restarts it and waits until its /readyz answers 200. */
async function killAndRestart(member: Member, whileDead: () => Promise<void> = async () => {}): Promise<Outage> {
  const outage: Outage = { killedAt: Date.now(), restartedAt: 0, readyAt: undefined, waitedForCoreMs: undefined };
  member.outages.push(outage);
  expect(await member.process!.stop('SIGKILL')).toBeNull();
  await Promise.all([whileDead(), sleep(DEAD_FOR_MS)]);
  outage.restartedAt = Date.now();
  await start(member, 60_000);
  // Its start-up line printed (an API: listening, migrated, the app built; then 200 ms for the rest of its banner).
  const startedAt = Date.now();
  const ready = (await until(
    async () => readyAfter(member, outage.restartedAt),
    (probe) => probe !== undefined,
    `${member.name} to be ready`,
    60_000,
  ))!;
  outage.readyAt = ready.end;
  outage.waitedForCoreMs = ready.waitedMs;
  // Reported as it happens, so that a run that fails later still shows every restart's time.
  console.error(
    'fleet-kill restart',
    JSON.stringify({
      name: member.name,
      startedMs: startedAt - outage.restartedAt,
      readyMs: outage.readyAt - outage.restartedAt,
      waitedForCoreMs: Math.round(outage.waitedForCoreMs ?? 0),
    }),
  );
  return outage;
}

beforeAll(async () => {
  kontor = await startTestKontor();
  org = await kontor.createOrganization();
  clientId = (await org.api.post('/api/v1/clients/', { name: 'Fleet Kill s.r.o.' })).body.id;
  receiver = await startReceiver();
  // Each delivery in flight a second (within the webhook timeout), so that a worker killed under load holds leases.
  receiver.delayMs = 1_000;
  expect((await org.api.post('/api/automation/webhooks/', { url: receiver.url, events: ['INVOICE_CREATED'] })).status).toBe(201);
  const members = await Promise.all([
    newMember('api 1', 'api'),
    newMember('api 2', 'api'),
    newMember('worker 1', 'worker'),
    newMember('worker 2', 'worker'),
  ]);
  await Promise.all(members.map((member) => start(member)));
  proxy = await roundRobin(members.filter((member) => member.kind === 'api').map((member) => member.base));
  watching = watchReadiness(fleet, proxy);
}, 300_000);

afterAll(async () => {
  await watching?.stop();
  await mcp?.close().catch(() => undefined);
  await proxy?.close();
  await Promise.all(fleet.map((member) => member.process?.stop('SIGKILL')));
  await receiver?.close();
  await kontor?.close();
});

describe('a fleet of two APIs and two workers, each SIGKILLed in turn under load', () => {
  it('loses no 201, event, audit entry or MCP session, and stays ready', async () => {
    const balanced = new ApiClient(proxy.url, `Bearer ${org.apiKey}`);
    let loading = true;

    // Writes: each key is retried until it is answered 201, on whatever a client may retry.
    const answered = new Map<string, number>();
    const unexpected: string[] = [];
    let keys = 0;
    let retries = 0;
    let replayed = 0;
    const write = async (key: string) => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const answer = await balanced
          .post('/api/v1/invoices/', { client_id: clientId, items: [{ description: key, unit_price: '10' }] }, { 'idempotency-key': key })
          .catch(() => null);
        if (answer?.status === 201) {
          if (answer.headers.get('idempotent-replayed') === 'true') replayed += 1;
          return void answered.set(key, answer.body.id as number);
        }
        const retryable =
          answer === null || answer.status === 502 || answer.status === 503 || answer.body?.code === 'idempotency_key_in_use';
        if (!retryable) return void unexpected.push(`${key}: ${answer.status} ${answer.text.slice(0, 300)}`);
        retries += 1;
        await sleep(1000 * Number(answer?.headers.get('retry-after') ?? 0.2));
      }
      unexpected.push(`${key}: no 201 within a minute`);
    };
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      while (loading) {
        await write(`fleet-${writer}-${(keys += 1)}`);
        await sleep(WRITE_PAUSE_MS);
      }
    });

    // An MCP session through the balancer, called all along; a call may fail only while an API process is down.
    mcp = new Client({ name: 'fleet-kill', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${proxy.url}/api/automation/mcp/`), {
      requestInit: { headers: { Authorization: `Bearer ${org.apiKey}` } },
    });
    await mcp.connect(transport);
    const session = transport.sessionId!;
    const calls: Array<{ start: number; end: number; error?: string }> = [];
    const call = async () => {
      const start = Date.now();
      try {
        await mcp!.callTool({ name: 'find_clients', arguments: { query: 'Fleet Kill' } }, undefined, { timeout: 15_000 });
        calls.push({ start, end: Date.now() });
      } catch (error) {
        calls.push({ start, end: Date.now(), error: String(error) });
      }
    };
    const caller = (async () => {
      while (loading) {
        await call();
        await sleep(300);
      }
    })();

    const [api1, api2, worker1, worker2] = fleet as [Member, Member, Member, Member];
    await until(
      async () => answered.size,
      (n) => n >= 20,
      'the load to be under way',
      60_000,
    );

    // An API killed while it holds a write, so that a client meets the crash.
    for (const api of [api1, api2]) {
      await until(
        async () => proxy.log.some((entry) => entry.target === api.base && entry.status === 0 && entry.body.includes(`"description"`)),
        Boolean,
        `a write in flight at ${api.name}`,
        30_000,
        5,
      );
      await killAndRestart(api);
      const before = answered.size;
      await until(
        async () => answered.size,
        (n) => n >= before + 10,
        `writes to go on after ${api.name} restarted`,
        60_000,
      );
    }

    // The worker with the fewest leases first, the other (which then holds the receiver's endpoint) last.
    const leasesOf = (member: Member) => leasesHeldBy(kontor.db, member.pid!);
    await until(
      async () => (await leasesOf(worker1)).length + (await leasesOf(worker2)).length,
      (n) => n > 0,
      'a worker to hold leases',
      30_000,
      10,
    );
    const order = (await leasesOf(worker1)).length <= (await leasesOf(worker2)).length ? [worker1, worker2] : [worker2, worker1];
    const takeovers: Array<{ worker: string; leased: number; runOutAfterKillMs: number; claimedAfterRunOutMs: number }> = [];
    for (const [index, worker] of order.entries()) {
      if (index === order.length - 1)
        await until(
          () => leasesOf(worker),
          (rows) => rows.length > 0,
          `${worker.name} to hold leases`,
          30_000,
          10,
        );
      let leased: Lease[] = [];
      // Read once it is dead: what it leased and never settled.
      const outage = await killAndRestart(worker, async () => void (leased = await leasesOf(worker)));
      if (leased.length === 0) continue;
      // Taken over by a live worker.
      const seen = new Map<number, number>();
      const claimedAt = (await until(
        () => takenOver(kontor.db, leased, LEASE_MS, seen),
        (found) => found !== null,
        `the deliveries ${worker.name} leased to be taken over`,
        LEASE_MS + 60_000,
        100,
      ))!;
      const runOut = Math.max(...leased.map((lease) => lease.leased_until!.getTime()));
      takeovers.push({
        worker: worker.name,
        leased: leased.length,
        runOutAfterKillMs: runOut - outage.killedAt,
        claimedAfterRunOutMs: Math.max(...leased.map((lease) => claimedAt.get(lease.id)! - lease.leased_until!.getTime())),
      });
    }

    loading = false;
    await Promise.all([...writers, caller]);
    await watching!.stop();

    // 0 lost 201s: every key answered 201, one row each, the row answered.
    expect(unexpected).toEqual([]);
    expect(answered.size).toBe(keys);
    const rows = (await kontor
      .db('invoices')
      .join('invoice_items', 'invoice_items.invoice_id', 'invoices.id')
      .where('invoices.organization_id', org.id)
      .select('invoices.id', 'invoice_items.description')) as Array<{ id: number; description: string }>;
    expect(rows).toHaveLength(keys);
    expect(new Map(rows.map((row) => [row.description, Number(row.id)]))).toEqual(
      new Map([...answered].map(([key, id]) => [key, Number(id)])),
    );

    // 0 lost audit entries: every 201 has its entry.
    const audited = new Set(
      (
        await kontor
          .db('audit_log')
          .where({ organization_id: org.id, method: 'POST', url: '/api/v1/invoices/', status: 201 })
          .select(kontor.db.raw("(response->'body'->>'id')::bigint AS id"))
      ).map((entry: { id: string }) => Number(entry.id)),
    );
    expect([...answered.values()].filter((id) => !audited.has(Number(id)))).toEqual([]);

    // 0 lost events: every row's INVOICE_CREATED arrived, under one webhook-id each, repeated only as a retry.
    const created = () => receiver.received.filter((entry) => entry.json?.type === 'INVOICE_CREATED');
    await receiver.waitFor(() => new Set(created().map((entry) => entry.json.data.id)).size >= rows.length, LEASE_MS + 60_000);
    expect(new Set(created().map((entry) => Number(entry.json.data.id)))).toEqual(new Set(rows.map((row) => Number(row.id))));
    const messageIds = created().map((entry) => String(entry.headers['webhook-id']));
    expect(new Set(messageIds).size).toBe(rows.length);
    expect(await repeatsBeyondAttempts(kontor.db, messageIds)).toEqual([]);

    // 0 MCP sessions lost: the same session answered all along, failing only while an API process was down.
    await call();
    expect(calls.at(-1)!.error).toBeUndefined();
    expect(transport.sessionId).toBe(session);
    expect(proxy.log.filter((entry) => entry.session === session && entry.status === 404)).toEqual([]);
    const apiOutages = [api1, api2].flatMap((api) => api.outages);
    expect(calls.filter((c) => c.error && !apiOutages.some((o) => c.end >= o.killedAt && c.start <= o.readyAt!))).toEqual([]);
    for (const outage of fleet.flatMap((member) => member.outages))
      expect(calls.some((c) => !c.error && c.start > outage.readyAt!)).toBe(true);

    // The others ready throughout.
    for (const member of fleet) expect(failedProbesOutside(member), `${member.name}'s failed probes`).toEqual([]);

    // A dead worker's leases run out within the lease time the docs state, and are then taken over by a live worker.
    expect(takeovers.length).toBeGreaterThan(0);
    for (const takeover of takeovers) {
      expect(takeover.runOutAfterKillMs, JSON.stringify(takeover)).toBeLessThanOrEqual(LEASE_MS);
      expect(takeover.claimedAfterRunOutMs, JSON.stringify(takeover)).toBeGreaterThanOrEqual(0);
    }

    console.error(
      'fleet-kill',
      JSON.stringify({
        writes: keys,
        retries,
        replayed,
        mcpCalls: calls.length,
        mcpFailed: calls.filter((c) => c.error).length,
        takeovers,
        leaseMs: LEASE_MS,
      }),
    );
  }, 240_000);

  /**
   * Counted on the process's own clock: from its spawn to its first /readyz 200, less the time it waited for a core
   * (a machine whose cores parallel test runs hold can make a start wait for its turn many times longer than it takes).
   * Both figures are in the message.
   */
  it('had each restarted process ready within 5 s of its restart', () => {
    const restarts = fleet.flatMap((member) =>
      member.outages.map((outage) => ({
        name: member.name,
        readyMs: outage.readyAt! - outage.restartedAt,
        waitedForCoreMs: Math.round(outage.waitedForCoreMs ?? 0),
      })),
    );
    expect(restarts).toHaveLength(fleet.length);
    console.error('fleet-kill restarts', JSON.stringify(restarts));
    for (const restart of restarts)
      expect(restart.readyMs - restart.waitedForCoreMs, JSON.stringify(restart)).toBeLessThan(READY_WITHIN_MS);
  });
});
