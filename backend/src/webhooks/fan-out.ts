/**
 * Webhooks' side of an event: one delivery per subscribed endpoint. Running
 * it twice makes no second delivery (one per event and endpoint), so a
 * retried or recovered dispatch job is harmless.
 */
import { type Db, inTransaction } from '../db/knex.js';
import { findEvent } from '../events/store.js';
import { createDelivery } from './service.js';
import { subscribers } from './store.js';

export async function deliverEvent(db: Db, eventId: number): Promise<{ deliveries: number }> {
  return inTransaction(db, async (trx) => {
    const event = await findEvent(trx, eventId);
    if (!event) return { deliveries: 0 };
    let deliveries = 0;
    for (const webhook of await subscribers(trx, event.organization_id, event.type)) {
      const message = { type: event.type, timestamp: event.created_at, data: event.data, eventId: event.id, messageId: `msg_${event.id}` };
      if (await createDelivery(trx, webhook, message)) deliveries += 1;
    }
    return { deliveries };
  });
}
