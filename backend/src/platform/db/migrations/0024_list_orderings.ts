/**
 * An index behind every ordering a list accepts, so that a page in any order (and the keyset cursor of a deep
 * page) is a walk of an index from a position, never a sort of the organization's rows: one index per ordering,
 * on the list's scope (the organization, or the parent of a nested list) then the field then the id, the
 * tie-breaker every list orders by. Scanned backwards, the same index serves `-field`.
 *
 * Orderings of the audit log other than `created_at` are refused from now on rather than indexed: every request
 * writes a row there, and each index would slow them all.
 *
 * `api_keys_organization_idx` (organization, created_at DESC) lacked the id: replaced.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

const INDEXES: ReadonlyArray<readonly [table: string, scope: string, fields: readonly string[]]> = [
  ['clients', 'organization_id', ['name', 'created_at', 'updated_at']],
  ['employees', 'organization_id', ['name', 'created_at', 'hourly_rate']],
  ['invoices', 'organization_id', ['number', 'issue_date', 'due_date', 'total', 'created_at']],
  ['tasks', 'organization_id', ['due_date', 'created_at', 'updated_at', 'title']],
  ['time_entries', 'organization_id', ['date', 'minutes', 'created_at']],
  ['flows', 'organization_id', ['name', 'created_at']],
  ['flow_runs', 'flow_id', ['started_at']],
  ['api_keys', 'organization_id', ['created_at', 'name', 'last_used_at']],
  ['webhooks', 'organization_id', ['created_at', 'url']],
  ['webhook_deliveries', 'webhook_id', ['created_at']],
];

const name = (table: string, field: string) => `${table}_order_${field}_idx`;

export async function up(db: Knex): Promise<void> {
  await db.raw('DROP INDEX api_keys_organization_idx');
  // time_entries alone had no index leading with the organization: `?ordering=id` (and the default's tie-breaker).
  await db.raw('CREATE INDEX time_entries_order_id_idx ON time_entries (organization_id, id)');
  for (const [table, scope, fields] of INDEXES)
    for (const field of fields) await db.raw(`CREATE INDEX ${name(table, field)} ON ${table} (${scope}, ${field}, id)`);
}

export async function down(db: Knex): Promise<void> {
  for (const [table, , fields] of INDEXES) for (const field of fields) await db.raw(`DROP INDEX ${name(table, field)}`);
  await db.raw('DROP INDEX time_entries_order_id_idx');
  await db.raw('CREATE INDEX api_keys_organization_idx ON api_keys (organization_id, created_at DESC)');
}
