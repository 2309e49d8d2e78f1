/**
 * Attempts of every organization are settled together, in one statement: one
 * whose webhook was deleted meanwhile must not take the others down with it.
 */
import { describe, expect, it } from 'vitest';
import { makeWebhook } from '../../../dev/test-support/factories.js';
import { useKontor } from '../../../dev/test-support/fixture.js';
import type { TestOrganization } from '../../../dev/test-support/kontor.js';
import { settleBatch } from './store.js';

const { kontor, org } = useKontor();

/** A pending PING delivery to a new webhook of the organization; its id and attempt count. */
async function pendingDelivery(owner: TestOrganization) {
  const webhook = await makeWebhook(owner.api, 'https://example.com/hook');
  expect((await owner.api.post(`/api/automation/webhooks/${webhook.id}/test/`)).status).toBeLessThan(300);
  const delivery = await kontor.db('webhook_deliveries').where({ webhook_id: webhook.id }).first();
  return { webhook, id: Number(delivery.id), attempts: Number(delivery.attempts) };
}

const settlement = (delivery: { id: number; attempts: number }) => ({
  delivery_id: delivery.id,
  attempt: delivery.attempts,
  started_at: new Date(),
  duration_ms: 5,
  status_code: 200,
  error: null,
  response_body: 'ok',
  next_retry_at: null,
  status: 'succeeded' as const,
});

describe('settling attempts in a batch', () => {
  it("records another organization's attempts when one batch holds a delivery whose webhook was deleted", async () => {
    const other = await kontor.createOrganization('Deletes its webhook');
    const gone = await pendingDelivery(other);
    const kept = await pendingDelivery(org);
    expect((await other.api.delete(`/api/automation/webhooks/${gone.webhook.id}/`)).status).toBe(204);
    await settleBatch(kontor.db, [settlement(gone), settlement(kept)]);
    expect(await kontor.db('webhook_deliveries').where({ id: kept.id }).first()).toMatchObject({ status: 'succeeded' });
    expect(await kontor.db('webhook_attempts').where({ delivery_id: kept.id })).toHaveLength(1);
  });
});
