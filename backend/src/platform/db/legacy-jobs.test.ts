/**
 * Migration 0021: queued jobs of the tasks no worker runs any more are settled as their handlers would have settled
 * them, and the event an old `dispatch_event` job carried is delivered (put back in the outbox), not lost.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { makeWebhook } from '../../dev/test-support/factories.js';
import { useKontor } from '../../dev/test-support/fixture.js';
import { type Receiver, startReceiver } from '../../dev/test-support/receiver.js';
import { up } from './migrations/0021_settle_legacy_jobs.js';

const { kontor, org } = useKontor({ worker: true });
let hook: Receiver | undefined;
afterAll(() => hook?.close());

const legacyJobs = async () =>
  Number(
    (
      await kontor.db.raw<{ rows: Array<{ n: string }> }>(
        `SELECT count(*) AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
          WHERE t.identifier IN ('dispatch_event', 'deliver_webhook')`,
      )
    ).rows[0]!.n,
  );

describe('settling the legacy jobs (migration 0021)', () => {
  it("puts a queued dispatch_event job's event back in the outbox, so that it is delivered, and drops deliver_webhook jobs", async () => {
    hook = await startReceiver();
    await makeWebhook(org.api, hook.url, { events: ['CLIENT_CREATED'] });
    // As migration 0011 left an event whose one queue job had not run yet: marked dispatched, its job still queued.
    const [event] = await kontor
      .db('events')
      .insert({
        organization_id: org.id,
        type: 'CLIENT_CREATED',
        data: JSON.stringify({ id: 1, name: 'Queued before the outbox' }),
        dispatched_at: kontor.db.fn.now(),
      })
      .returning('id');
    const eventId = Number((event as { id: number }).id);
    await kontor.db.raw(`SELECT graphile_worker.add_job('dispatch_event', json_build_object('event_id', ?::bigint))`, [eventId]);
    await kontor.db.raw(`SELECT graphile_worker.add_job('deliver_webhook', json_build_object('delivery_id', 1))`);
    expect(await legacyJobs()).toBe(2);

    await up(kontor.db);

    expect(await legacyJobs()).toBe(0);
    await hook.waitFor((received) => received.some((one) => one.headers['webhook-id'] === `msg_${eventId}`));
    // Run again (a second process migrating), it finds nothing to settle.
    await up(kontor.db);
    expect(await legacyJobs()).toBe(0);
  });
});
