/**
 * The fan-out lead: every worker is notified of every event, and only the one
 * that holds the lead fans out at once; the others look at their polls. Two
 * pipelines on one database, each on a database handle of its own so that its
 * fan-out statements can be counted.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createDb } from '../../../platform/db/knex.js';
import { makeClient, makeWebhook } from '../../../dev/test-support/factories.js';
import { useKontor } from '../../../dev/test-support/fixture.js';
import type { TestOrganization } from '../../../dev/test-support/kontor.js';
import { startReceiver } from '../../../dev/test-support/receiver.js';
import { until } from '../../../dev/test-support/until.js';
import { startPipeline } from '../../../app/pipeline.js';
import { FAN_OUT_LEAD_FREE } from '../../../platform/events/dispatch/lead.js';

// Requests held by a test's receiver stay in flight until it answers.
const { kontor, org } = useKontor({ webhookTimeoutSeconds: 30 });

/** How often an idle pipeline looks for work unasked (app/pipeline.ts POLL_MS). */
const POLL_MS = 500;

function countedPipeline() {
  const db = createDb({ connectionString: kontor.databaseUrl });
  const counted = { fanOuts: 0 };
  db.on('query', (query: { sql: string }) => {
    if (query.sql.includes('pg_try_advisory_xact_lock(1802399348, 1)')) counted.fanOuts += 1;
  });
  const pipeline = startPipeline({ ...kontor.deps, db }, { helping: () => false });
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= pipeline.stop().then(() => db.destroy()));
  // Stopped when the test ends, if the test did not stop it.
  onTestFinished(stop);
  return { counted, stop };
}

/** A receiver of an organization's CLIENT_CREATED events, closed when the test ends. */
async function subscribedReceiver(api: TestOrganization['api']) {
  const hook = await startReceiver();
  onTestFinished(() => hook.close());
  await makeWebhook(api, hook.url, { events: ['CLIENT_CREATED'] });
  return hook;
}

/** The backends holding the lead of this database (at most one; other test files' databases have theirs). */
const leadHolders = async () =>
  (
    await kontor.db.raw<{ rows: Array<{ pid: number }> }>(
      `SELECT pid FROM pg_locks
        WHERE locktype = 'advisory' AND classid = 1802399348 AND objid = 2 AND objsubid = 2 AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    )
  ).rows.map((row) => row.pid);

describe('the fan-out lead', () => {
  it('fans out in the worker that holds it; another looks only at its polls, and takes it when the first stops', async () => {
    const hook = await subscribedReceiver(org.api);
    const leader = countedPipeline();
    await until(leadHolders, (pids) => pids.length === 1, 'the first worker taking the lead');
    const follower = countedPipeline();
    // Its first look, and the one its connection's wake-up makes, are behind it: from now on it looks at its polls.
    await until(
      async () => follower.counted.fanOuts,
      (n) => n >= 2,
      'the second worker looking at its start',
    );
    const followerBefore = follower.counted.fanOuts;
    const leaderBefore = leader.counted.fanOuts;
    const started = performance.now();
    for (let i = 0; i < 20; i++) await makeClient(org.api);
    await hook.waitFor((received) => received.length === 20);
    const polls = Math.floor((performance.now() - started) / POLL_MS) + 1;
    expect(follower.counted.fanOuts - followerBefore).toBeLessThanOrEqual(polls);
    // The leader looked when told (about once per event), not only at its polls.
    expect(leader.counted.fanOuts - leaderBefore).toBeGreaterThanOrEqual(10);

    // Stopping, the leader tells the others that the lead is free, and one takes it.
    const told: string[] = [];
    const listening = new pg.Client({ connectionString: kontor.databaseUrl });
    // A failure below must not leave this client to be cut by the database's teardown as an uncaught error.
    listening.on('error', () => undefined);
    await listening.connect();
    try {
      listening.on('notification', (message) => told.push(message.payload ?? ''));
      await listening.query('LISTEN kontor_events');
      const [leaderPid] = await leadHolders();
      // An operator sees who leads: the connection holding the lead is named after its worker.
      const named = await kontor.db.raw<{ rows: Array<{ application_name: string }> }>(
        'SELECT application_name FROM pg_stat_activity WHERE pid = ?',
        [leaderPid!],
      );
      expect(named.rows[0]!.application_name).toMatch(new RegExp(`^kontor-pipeline \\S+:${process.pid}:`));
      await leader.stop();
      await until(leadHolders, (pids) => pids.length === 1 && pids[0] !== leaderPid, 'the other worker taking the lead');
      // The other worker may take the lead at its poll before the notice reaches this listener: wait for the notice.
      await until(
        async () => told,
        (notices) => notices.includes(FAN_OUT_LEAD_FREE),
        'the leader telling the others that the lead is free',
      );
    } finally {
      await listening.end();
    }
    await makeClient(org.api);
    await hook.waitFor((received) => received.length === 21);
  });

  it('makes its leader look again soon when it finds another worker fanning out (who may have begun before the event)', async () => {
    const hook = await subscribedReceiver(org.api);
    const leader = countedPipeline();
    await until(leadHolders, (pids) => pids.length === 1, 'the worker taking the lead');
    await kontor.db.transaction(async (trx) => {
      // As another worker's fan-out statement holds the turn while it runs.
      await trx.raw('SELECT pg_advisory_xact_lock(1802399348, 1)');
      const before = leader.counted.fanOuts;
      const started = performance.now();
      await makeClient(org.api);
      await new Promise((resolve) => setTimeout(resolve, 2 * POLL_MS));
      const polls = Math.floor((performance.now() - started) / POLL_MS) + 1;
      // Woken by the event, it finds the turn taken and keeps looking, rather than waiting for its next poll.
      expect(leader.counted.fanOuts - before).toBeGreaterThan(polls + 1);
    });
    await hook.waitFor((received) => received.length === 1);
  });

  it('is handed on when its worker stops fanning out, before the last requests of that worker have ended', async () => {
    const mine = await kontor.createOrganization();
    const held: ServerResponse[] = [];
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => held.push(res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await makeWebhook(mine.api, `http://127.0.0.1:${(server.address() as AddressInfo).port}/held`, { events: ['CLIENT_CREATED'] });
    const leader = countedPipeline();
    const [leaderPid] = await until(leadHolders, (pids) => pids.length === 1, 'the first worker taking the lead');
    await makeClient(mine.api);
    await until(
      async () => held.length,
      (n) => n === 1,
      'its request in flight',
    );
    countedPipeline();
    let stopped = false;
    const stopping = leader.stop().then(() => (stopped = true));
    try {
      await until(leadHolders, (pids) => pids.length === 1 && pids[0] !== leaderPid, 'the other worker taking the lead');
      expect(stopped).toBe(false);
    } finally {
      held.splice(0).forEach((res) => res.end('ok'));
      await stopping;
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is taken again on a new connection when its connection is cut', async () => {
    const mine = await kontor.createOrganization();
    const hook = await subscribedReceiver(mine.api);
    countedPipeline();
    const [cut] = await until(leadHolders, (pids) => pids.length === 1, 'the worker taking the lead');
    await kontor.db.raw('SELECT pg_terminate_backend(?)', [cut!]);
    await until(leadHolders, (pids) => pids.length === 1 && pids[0] !== cut, 'the worker taking the lead again');
    await makeClient(mine.api);
    await hook.waitFor((received) => received.length === 1);
  });

  it('is no single point of failure: with the lead held by a worker that hangs, another fans out at its polls', async () => {
    const hook = await subscribedReceiver(org.api);
    // A worker that hangs: its connection holds the lead, and it never fans out.
    const hung = new pg.Client({ connectionString: kontor.databaseUrl });
    await hung.connect();
    await hung.query('SELECT pg_advisory_lock(1802399348, 2)');
    let hungEnded = false;
    onTestFinished(async () => {
      if (!hungEnded) await hung.end();
    });
    countedPipeline();
    const before = hook.received.length;
    await makeClient(org.api);
    await hook.waitFor((received) => received.length === before + 1);
    expect(await leadHolders()).toEqual([(await hung.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid]);
    // When its connection ends (the worker died), the lead is free and the running worker takes it.
    await hung.end();
    hungEnded = true;
    await until(leadHolders, (pids) => pids.length === 1, 'the running worker taking the lead');
  });
});
