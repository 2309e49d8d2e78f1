import type { Queryable } from '../../platform/db/knex.js';
import { crudTable } from '../../platform/resource/table.js';
import { type ListResult, childrenOf, listPage, mapRows } from '../../platform/db/list.js';
import type { Delivery, DeliveryListQuery, Webhook } from './schemas.js';

export interface WebhookRow {
  id: number;
  organization_id: number;
  url: string;
  events: string[];
  description: string;
  is_active: boolean;
  max_concurrency: number;
  rate_limit: number | null;
  ordered: boolean;
  signature_scheme: 'v1' | 'v1a';
  public_key: string | null;
  filter: Record<string, Record<string, unknown>> | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  failing_since: Date | null;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface DeliveryRow {
  id: number;
  organization_id: number;
  webhook_id: number;
  event_id: number | null;
  message_id: string;
  event_type: string;
  payload: Record<string, unknown>;
  status: Delivery['status'];
  attempts: number;
  next_attempt_at: Date | null;
  last_status_code: number | null;
  last_error: string | null;
  sequence: number | null;
  leased_until: Date | null;
  leased_by: string | null;
  claimed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface AttemptRow {
  delivery_id: number;
  attempt: number;
  started_at: Date;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_body: string | null;
  next_retry_at: Date | null;
}

export const rowToWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  event: row.events.length === 1 ? row.events[0]! : null,
  events: row.events,
  is_active: row.is_active,
  max_concurrency: row.max_concurrency,
  rate_limit: row.rate_limit,
  ordered: row.ordered,
  signature_scheme: row.signature_scheme,
  public_key: row.public_key,
  filter: row.filter,
  description: row.description,
  disabled_reason: row.disabled_reason,
  failing_since: row.failing_since?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export function rowToDelivery(row: DeliveryRow, attempts: readonly AttemptRow[]): Delivery {
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    event_id: row.event_id,
    message_id: row.message_id,
    event_type: row.event_type,
    payload: row.payload,
    sequence: row.sequence,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    attempt_log: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      started_at: attempt.started_at.toISOString(),
      duration_ms: attempt.duration_ms,
      status_code: attempt.status_code,
      error: attempt.error,
      response_body: attempt.response_body,
      next_retry_at: attempt.next_retry_at?.toISOString() ?? null,
    })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const webhooksTable = crudTable<WebhookRow>({
  table: 'webhooks',
  searchColumns: ['webhooks.url', 'webhooks.description'],
  orderingColumns: { created_at: 'webhooks.created_at', id: 'webhooks.id', url: 'webhooks.url' },
  defaultOrdering: '-id',
  filterColumns: { is_active: 'is_active', url: 'url' },
});

/**
 * How many endpoints an organization has, counted under a lock on the organization's row that its other counts for a
 * new endpoint wait on until this transaction ends: concurrent creations cannot pass a limit together.
 */
export async function countWebhooksForNew(trx: Queryable, organizationId: number): Promise<number> {
  // NO KEY UPDATE: serialises these counts without holding back rows that reference the organization.
  await trx('organizations').where({ id: organizationId }).forNoKeyUpdate().select('id');
  const row = await trx('webhooks').where({ organization_id: organizationId }).count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

/**
 * The filters of an organization's other endpoints, read under the same lock on the organization's row as the count
 * above: two endpoints saved at once cannot pass the filters' limit together.
 */
export async function filtersOfOthers(
  trx: Queryable,
  organizationId: number,
  exceptId: number | null,
): Promise<Array<WebhookRow['filter']>> {
  await trx('organizations').where({ id: organizationId }).forNoKeyUpdate().select('id');
  const rows = await trx<WebhookRow>('webhooks')
    .where({ organization_id: organizationId })
    .whereNotNull('filter')
    .modify((query) => (exceptId === null ? query : query.whereNot({ id: exceptId })))
    .select('filter');
  return (rows as Array<Pick<WebhookRow, 'filter'>>).map((row) => row.filter);
}

export async function updateWebhookState(
  db: Queryable,
  id: number,
  values: Partial<Pick<WebhookRow, 'failing_since' | 'is_active' | 'disabled_reason'>>,
): Promise<void> {
  await db('webhooks')
    .where({ id })
    .update({ ...values, updated_at: db.fn.now() });
}

/** Turns an active endpoint off; false when it was off already (another worker was first). */
export async function disableWebhook(db: Queryable, id: number, reason: string): Promise<boolean> {
  const changed = await db('webhooks')
    .where({ id, is_active: true })
    .update({ is_active: false, disabled_reason: reason, updated_at: db.fn.now() });
  return changed > 0;
}

/** A delivery per endpoint; one already made for this event and endpoint is not made again. */
export async function insertDelivery(
  db: Queryable,
  values: Pick<DeliveryRow, 'organization_id' | 'webhook_id' | 'event_id' | 'message_id' | 'event_type' | 'payload'>,
): Promise<DeliveryRow | undefined> {
  const [row] = await db('webhook_deliveries')
    .insert({ ...values, payload: JSON.stringify(values.payload), next_attempt_at: db.fn.now() })
    .onConflict(db.raw('(webhook_id, event_id) WHERE event_id IS NOT NULL'))
    .ignore()
    .returning('*');
  return row as DeliveryRow | undefined;
}

export async function findDelivery(db: Queryable, organizationId: number, id: number): Promise<Delivery | undefined> {
  const row = await db<DeliveryRow>('webhook_deliveries').where({ organization_id: organizationId, id }).first();
  if (!row) return undefined;
  return rowToDelivery(row, await attemptsOf(db, [row.id]).then((map) => map.get(row.id) ?? []));
}

const attemptsOf = (db: Queryable, deliveryIds: readonly number[]) =>
  childrenOf<AttemptRow>(db, 'webhook_attempts', 'delivery_id', deliveryIds, 'attempt');

export async function listDeliveries(
  db: Queryable,
  organizationId: number,
  webhookId: number,
  params: DeliveryListQuery,
): Promise<ListResult<Delivery>> {
  const query = db('webhook_deliveries').where({ organization_id: organizationId, webhook_id: webhookId }).select('*');
  if (params.status) query.where('status', params.status);
  if (params.event_type) query.where('event_type', params.event_type);
  const page = await listPage<DeliveryRow>(query, params, {
    searchColumns: ['message_id', 'event_type', 'last_error'],
    orderingColumns: { created_at: 'created_at', id: 'id' },
    idColumn: 'id',
    defaultOrdering: '-id',
  });
  const attempts = await attemptsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return mapRows(page, (row) => rowToDelivery(row, attempts.get(row.id) ?? []));
}

/** Until when a worker holds the delivery (null: none does), its row locked until the transaction ends. */
export async function leaseOfDelivery(trx: Queryable, id: number): Promise<Date | null> {
  const row = await trx<DeliveryRow>('webhook_deliveries').where({ id }).forUpdate().first('leased_until');
  return row?.leased_until ?? null;
}

export async function updateDelivery(
  db: Queryable,
  id: number,
  values: Partial<Pick<DeliveryRow, 'status' | 'attempts' | 'next_attempt_at' | 'last_status_code' | 'last_error' | 'leased_until'>>,
): Promise<void> {
  await db('webhook_deliveries')
    .where({ id })
    .update({ ...values, updated_at: db.fn.now() });
}
