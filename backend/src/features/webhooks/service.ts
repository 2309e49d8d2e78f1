/**
 * Webhook subscriptions: create (the secret is shown once), change, rotate
 * the secret, delete, send a test PING, and redeliver.
 */
import { mapRows } from '../../platform/db/list.js';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../app/deps.js';
import { resourcesOfEvent } from '../../platform/events/resources.js';
import { type Principal, hasScope } from '../../platform/principal.js';
import { inTransaction, type Tx } from '../../platform/db/knex.js';
import { Problem, conflict, notFound, validationError } from '../../platform/errors.js';
import { secretBoxFor } from '../../platform/lib/secret-box.js';
import { notifyDeliveries, notifyEndpointChanged, requeueFailedSince } from './pipeline/store.js';
import { savedUrlProblem } from '../../platform/outbound/urls.js';
import type { ReadService } from '../../platform/resource/routes.js';
import type { Delivery, DeliveryListQuery, Webhook, WebhookCreate, WebhookListQuery, WebhookPatch } from './schemas.js';
import { generateSecret, generateSigningKeyPair } from '../../platform/outbound/signing.js';
import { checkFilter, checkFilterBudget } from './filter.js';
import {
  countWebhooksForNew,
  filtersOfOthers,
  type DeliveryRow,
  findDelivery,
  insertDelivery,
  leaseOfDelivery,
  listDeliveries,
  rowToWebhook,
  updateDelivery,
  type WebhookRow,
  webhooksTable,
} from './store.js';

/** A new signing secret for a scheme: the secret shown once (v1), or the secret key kept and the public key shown (v1a). */
function newSigningSecret(scheme: 'v1' | 'v1a'): { secret: string; shown: string | null; publicKey: string | null } {
  if (scheme === 'v1') {
    const secret = generateSecret();
    return { secret, shown: secret, publicKey: null };
  }
  const { secretKey, publicKey } = generateSigningKeyPair();
  return { secret: secretKey, shown: null, publicKey };
}

/** How long the old secret keeps signing after a rotation. */
const ROTATION_OVERLAP_HOURS = 24;

export interface Message {
  type: string;
  timestamp: Date;
  data: unknown;
  eventId: number | null;
  messageId: string;
}

/**
 * A delivery of a message to one endpoint, due now (the workers are notified
 * at commit). Answers undefined when this event already has a delivery to this endpoint.
 */
export async function createDelivery(
  trx: Tx,
  webhook: Pick<WebhookRow, 'id' | 'organization_id'>,
  message: Message,
): Promise<DeliveryRow | undefined> {
  const payload = { type: message.type, timestamp: message.timestamp.toISOString(), data: message.data };
  const delivery = await insertDelivery(trx, {
    organization_id: webhook.organization_id,
    webhook_id: webhook.id,
    event_id: message.eventId,
    message_id: message.messageId,
    event_type: message.type,
    payload,
  });
  if (delivery) await notifyDeliveries(trx);
  return delivery;
}

export function webhookService({ db, config, clock }: Pick<Deps, 'db' | 'config' | 'clock'>) {
  /** Literal private addresses are refused up front; names are checked when dialled (see ssrf.ts). */
  function checkUrl(url: string): void {
    const problem = savedUrlProblem(url, config.webhookAllowPrivate);
    if (problem) throw validationError([{ field: 'url', message: problem.message }]);
  }

  function subscription(input: { event?: string; events?: string[] }, required: boolean): string[] | undefined {
    if (input.event !== undefined && input.events !== undefined) {
      throw validationError([{ field: 'event', message: 'send either event or events, not both' }]);
    }
    const events = input.events ?? (input.event !== undefined ? [input.event] : undefined);
    if (required && !events) throw validationError([{ field: 'events', message: 'is required (or the single event form)' }]);
    return events;
  }

  async function find(
    organizationId: number,
    id: number,
    trx: Tx | typeof db = db,
    options: { forUpdate?: boolean } = {},
  ): Promise<WebhookRow> {
    const row = await webhooksTable.find(trx, organizationId, id, options);
    if (!row) throw notFound('The webhook');
    return row;
  }

  return {
    async list(organizationId: number, query: WebhookListQuery) {
      const result = await webhooksTable.list(db, organizationId, query);
      return mapRows(result, rowToWebhook);
    },

    get: async (organizationId: number, id: number): Promise<Webhook> => rowToWebhook(await find(organizationId, id)),

    async create(organizationId: number, input: WebhookCreate): Promise<Webhook & { secret: string | null }> {
      const events = subscription(input, true)!;
      checkUrl(input.url);
      checkFilter(input.filter);
      const scheme = input.signature_scheme ?? 'v1';
      const { secret, shown, publicKey } = newSigningSecret(scheme);
      const row = await inTransaction(db, async (trx) => {
        // Fan-out matches each event against every endpoint of its organization, all organizations' events in turn:
        // without a limit, one organization's thousands of endpoints slowed every other's events.
        const limit = config.webhooksPerOrganization;
        if ((await countWebhooksForNew(trx, organizationId)) >= limit)
          throw new Problem(
            422,
            'limit_reached',
            `This organization has ${limit} webhooks, the most allowed (the operator's KONTOR_WEBHOOKS_PER_ORGANIZATION); delete one it no longer needs first.`,
          );
        if (input.filter) checkFilterBudget(await filtersOfOthers(trx, organizationId, null), input.filter);
        return webhooksTable.insert(trx, organizationId, {
          url: input.url,
          events,
          description: input.description ?? '',
          is_active: input.is_active ?? true,
          max_concurrency: input.max_concurrency ?? 10,
          rate_limit: input.rate_limit ?? null,
          ordered: input.ordered ?? false,
          signature_scheme: scheme,
          filter: input.filter ? JSON.stringify(input.filter) : null,
          public_key: publicKey,
          secret: secretBoxFor(config).seal(secret),
        });
      });
      return { ...rowToWebhook(row), secret: shown };
    },

    async update(organizationId: number, id: number, patch: WebhookPatch): Promise<Webhook> {
      const events = subscription(patch, false);
      if (patch.url !== undefined) checkUrl(patch.url);
      checkFilter(patch.filter);
      const { event: _event, events: _events, filter, ...plain } = patch;
      const values: Record<string, unknown> = { ...plain };
      if (filter !== undefined) values.filter = filter === null ? null : JSON.stringify(filter);
      if (events) values.events = events;
      // Turning an endpoint back on clears the record of why it was turned off.
      if (patch.is_active === true) Object.assign(values, { disabled_reason: null, failing_since: null });
      const row = await inTransaction(db, async (trx) => {
        if (filter) checkFilterBudget(await filtersOfOthers(trx, organizationId, id), filter, (await find(organizationId, id, trx)).filter);
        const updated = await webhooksTable.update(trx, organizationId, id, values);
        if (updated) await notifyEndpointChanged(trx, id);
        return updated;
      });
      if (!row) throw notFound('The webhook');
      return rowToWebhook(row);
    },

    async remove(organizationId: number, id: number): Promise<void> {
      const removed = await inTransaction(db, async (trx) => {
        const gone = await webhooksTable.remove(trx, organizationId, id);
        if (gone) await notifyEndpointChanged(trx, id);
        return gone;
      });
      if (!removed) throw notFound('The webhook');
    },

    async rotateSecret(organizationId: number, id: number): Promise<Webhook & { secret: string | null }> {
      const { row, shown } = await inTransaction(db, async (trx) => {
        // One rotation at a time, each from the secret the last one left: four at once had each answered a secret, and
        // deliveries were signed with the last and the one before them all, so three of the four never verified.
        const current = await find(organizationId, id, trx, { forUpdate: true });
        const { secret, shown, publicKey } = newSigningSecret(current.signature_scheme);
        const rotated = await webhooksTable.update(trx, organizationId, id, {
          secret: secretBoxFor(config).seal(secret),
          public_key: publicKey,
          previous_secret: current.secret,
          previous_secret_expires_at: new Date(clock.now().getTime() + ROTATION_OVERLAP_HOURS * 3600_000),
        });
        await notifyEndpointChanged(trx, id);
        return { row: rotated, shown };
      });
      return { ...rowToWebhook(row!), secret: shown };
    },

    /** Sends PING through the queue, like any delivery, and answers the delivery to follow. */
    async test(organizationId: number, id: number) {
      return inTransaction(db, async (trx) => {
        const webhook = await find(organizationId, id, trx);
        // Queued to an inactive endpoint, the PING failed at once ("the webhook is inactive") after a 202.
        if (!webhook.is_active) throw conflict('The webhook is inactive; activate it before sending a test.', 'webhook_inactive');
        // Unique per PING: two tests of one endpoint in a millisecond shared an id (a receiver drops the second).
        const messageId = `msg_ping_${webhook.id}_${clock.now().getTime()}_${randomBytes(6).toString('hex')}`;
        const data = { message: 'Test delivery from Kontor', webhook_id: webhook.id };
        const delivery = await createDelivery(trx, webhook, { type: 'PING', timestamp: clock.now(), data, eventId: null, messageId });
        return (await findDelivery(trx, organizationId, delivery!.id))!;
      });
    },

    /** Attempts a delivery again now, whatever its state, with the same `webhook-id`. */
    async redeliver(organizationId: number, deliveryId: number) {
      return inTransaction(db, async (trx) => {
        const delivery = await findDelivery(trx, organizationId, deliveryId);
        if (!delivery) throw notFound('The delivery');
        const webhook = await find(organizationId, delivery.webhook_id, trx);
        if (!webhook.is_active) throw conflict('The webhook is inactive; activate it before redelivering.', 'webhook_inactive');
        // Leased, an attempt is under way or about to start, and its outcome is written over the delivery when it ends:
        // a redelivery asked meanwhile had answered 202 and was never sent. Locked, no worker leases it meanwhile.
        const leasedUntil = await leaseOfDelivery(trx, deliveryId);
        if (leasedUntil && leasedUntil > clock.now())
          throw conflict(
            `An attempt of this delivery is under way (its lease runs until ${leasedUntil.toISOString()}); redeliver it once that attempt has ended.`,
            'delivery_in_flight',
          );
        await updateDelivery(trx, deliveryId, { status: 'pending', next_attempt_at: clock.now() });
        await notifyDeliveries(trx);
        return (await findDelivery(trx, organizationId, deliveryId))!;
      });
    },

    /** Queues every failed delivery of the endpoint since a time again, with their webhook-ids, as one job. */
    async recover(organizationId: number, id: number, since: Date): Promise<{ queued: number }> {
      const webhook = await find(organizationId, id);
      // A time still to come recovers nothing, ever: a mistyped year, or a local time read as UTC, would answer 0 quietly.
      if (since > clock.now())
        throw validationError([
          { field: 'since', message: `is in the future (now is ${clock.now().toISOString()}); no delivery has failed since then` },
        ]);
      if (!webhook.is_active) throw conflict('The webhook is inactive; activate it before recovering its deliveries.', 'webhook_inactive');
      return { queued: await requeueFailedSince(db, webhook.id, since) };
    },
  };
}

/** A webhook's deliveries, each with its attempts, as the API lists them. */
/**
 * A delivery as this caller may see it: its payload only when the caller may read the data its event carries, as
 * for subscribing (a `webhooks:read` key had read every invoice through the deliveries of an invoice webhook).
 */
export function visibleDelivery(delivery: Delivery, principal: Principal | undefined): Delivery {
  const lacking = resourcesOfEvent(delivery.event_type).filter((resource) => !principal || !hasScope(principal, `${resource}:read`));
  if (lacking.length === 0) return delivery;
  return { ...delivery, payload: { withheld: `needs ${lacking.map((resource) => `${resource}:read`).join(', ')}` } };
}

export function deliveryService({ db }: Pick<Deps, 'db'>): ReadService<Delivery, DeliveryListQuery> {
  return {
    async list(organizationId, query, caller) {
      const webhookId = caller?.parentId;
      if (webhookId === undefined || !(await webhooksTable.find(db, organizationId, webhookId))) throw notFound('The webhook');
      const page = await listDeliveries(db, organizationId, webhookId, query);
      return { ...page, rows: page.rows.map((delivery) => visibleDelivery(delivery, caller?.principal)) };
    },
    async get(organizationId, id, caller) {
      const delivery = await findDelivery(db, organizationId, id);
      if (!delivery) throw notFound('The delivery');
      return visibleDelivery(delivery, caller?.principal);
    },
  };
}
