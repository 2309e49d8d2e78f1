/**
 * Several organizations whose endpoints never answer, each within its own allowance, fill a worker's slots and
 * leases between them; another organization's delivery still goes out at once, through the slots and leases kept
 * for organizations with nothing in flight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeadServer, startDeadServer } from '../../../dev/test-support/dead-server.js';
import { makeClient, makeInvoice, makeWebhook } from '../../../dev/test-support/factories.js';
import { useKontor } from '../../../dev/test-support/fixture.js';
import { type Receiver, startReceiver } from '../../../dev/test-support/receiver.js';
import { until } from '../../../dev/test-support/until.js';

// 10 slots (2 kept), 3 requests and 6 leases per organization: four noisy organizations lease 24 > 20.
const { kontor } = useKontor({ worker: true, webhookSlots: 10, webhookOrganizationConcurrency: 3, webhookTimeoutSeconds: 30 });

/** Accepts requests and never answers. */
let dead: DeadServer;
let hook: Receiver;
beforeAll(async () => {
  dead = await startDeadServer();
  hook = await startReceiver();
});
afterAll(async () => {
  await hook.close();
  await dead.close();
});

describe('the slots and leases kept for newcomers', () => {
  it("deliver a quiet organization's PING at once beside four organizations whose endpoints never answer", async () => {
    for (let n = 0; n < 4; n++) {
      const noisy = await kontor.createOrganization(`Noisy ${n}`);
      for (let i = 0; i < 3; i++) await makeWebhook(noisy.api, `${dead.url}/dead/${n}/${i}`, { events: ['INVOICE_CREATED'] });
      const client = await makeClient(noisy.api);
      for (let i = 0; i < 3; i++) await makeInvoice(noisy.api, client.id);
    }
    const leased = async () =>
      Number((await kontor.db('webhook_deliveries').where('leased_until', '>', kontor.db.fn.now()).count({ n: '*' }).first())!.n);
    // Every slot but those kept is held by a request that will not be answered, and every lease but those kept is taken.
    await until(
      async () => ({ waiting: dead.waiting, leased: await leased() }),
      ({ waiting, leased: held }) => waiting >= 9 && held >= 20,
      'the noisy organizations holding the worker',
      20_000,
    );

    const quiet = await kontor.createOrganization('Quiet');
    const webhook = await makeWebhook(quiet.api, hook.url, { events: ['TASK_COMPLETED'] });
    await quiet.api.post(`/api/automation/webhooks/${webhook.id}/test/`);
    // Without the kept slots and leases it waits for the dead requests' time-out (30 s).
    await hook.waitFor((received) => received.length === 1, 5_000);
    expect(dead.waiting).toBeLessThanOrEqual(9);
  }, 60_000);
});
