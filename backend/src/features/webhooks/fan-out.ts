/**
 * Webhooks' part of the fan-out (platform/events/dispatch/): a delivery for each event and each active endpoint of its
 * organization subscribed to its type whose filter it passes, numbered by the event's sequence, and the workers told
 * that deliveries are due. Never to the endpoint an event is about (ABOUT_AN_ENDPOINT). A delivery is unique per event
 * and endpoint, so an event fanned out twice is delivered once.
 */
import type { EventConsumer } from '../../platform/events/dispatch/consumer.js';
import { ABOUT_AN_ENDPOINT, DELIVERIES_CHANNEL } from './pipeline/store.js';

export const webhookDeliveries: EventConsumer = {
  name: 'deliveries',
  sql: `INSERT INTO webhook_deliveries (organization_id, webhook_id, event_id, message_id, event_type, payload, sequence, next_attempt_at)
       SELECT e.organization_id, w.id, e.id, 'msg_' || e.id, e.type,
              jsonb_build_object('type', e.type, 'timestamp', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'sequence', e.sequence, 'data', e.data),
              e.sequence, statement_timestamp()
         FROM dispatched e
         JOIN webhooks w ON w.organization_id = e.organization_id AND w.is_active AND w.events && ARRAY[e.type, '*']
        WHERE NOT (e.type = ANY(?::text[]) AND w.id::text IS NOT DISTINCT FROM e.data->>'webhook_id')
          AND webhook_filter_matches(w.filter, jsonb_build_object('type', e.type, 'data', e.data))
        ORDER BY e.sequence, w.id
       ON CONFLICT (webhook_id, event_id) WHERE event_id IS NOT NULL DO NOTHING
       RETURNING 1`,
  bindings: [ABOUT_AN_ENDPOINT],
  notify: DELIVERIES_CHANNEL,
};
