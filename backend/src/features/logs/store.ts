/** Reading the audit log: pages with filters and search, one entry. */
import type { Queryable } from '../../platform/db/knex.js';
import { type ListResult, likePattern, listPage } from '../../platform/db/list.js';
import type { AuditEntry, AuditListQuery } from './schemas.js';

export interface AuditRow {
  id: number;
  organization_id: number | null;
  kind: AuditEntry['kind'];
  method: string;
  url: string;
  status: number | null;
  duration_ms: number | null;
  credential: string | null;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  error: string | null;
  created_at: Date;
}

export const rowToAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  kind: row.kind,
  method: row.method,
  url: row.url,
  status: row.status,
  duration_ms: row.duration_ms,
  credential: row.credential,
  request: row.request,
  response: row.response,
  error: row.error,
  created_at: row.created_at.toISOString(),
});

function statusFilter(query: ReturnType<Queryable>, status: string): void {
  if (/^\d{3}$/.test(status)) query.where('status', Number(status));
  else if (/^[1-5]xx$/.test(status)) query.whereBetween('status', [Number(status[0]) * 100, Number(status[0]) * 100 + 99]);
  else if (status === 'success') query.where('status', '<', 400).whereNull('error');
  else if (status === 'failure') query.where((q) => q.where('status', '>=', 400).orWhereNull('status').orWhereNotNull('error'));
}

export function listAuditEntries(
  db: Queryable,
  organizationId: number,
  params: AuditListQuery,
  options: { searchBodies: boolean },
): Promise<ListResult<AuditRow>> {
  const query = db('audit_log').where({ organization_id: organizationId }).select('*');
  if (params.kind) query.where('kind', params.kind);
  if (params.status) statusFilter(query, params.status);
  if (params.since) query.where('created_at', '>=', params.since);
  if (params.until) query.where('created_at', '<', params.until);
  if (params.reads === false) query.whereNotIn('method', ['GET', 'HEAD']);
  // Search reaches into the stored bodies too, so it is applied here rather than as a plain column list.
  const { search, ...rest } = params;
  if (search) {
    const pattern = likePattern(search);
    query.where((q) => {
      q.where('url', 'ilike', pattern).orWhere('credential', 'ilike', pattern).orWhere('error', 'ilike', pattern);
      if (options.searchBodies) q.orWhereRaw('request::text ILIKE ?', [pattern]).orWhereRaw('response::text ILIKE ?', [pattern]);
    });
    // A flow run's or an e-mail's address and error hold the run's data (a client's e-mail): searching them was a
    // yes-or-no answer about what the entry withholds from this caller (logs/visibility.ts).
    if (!options.searchBodies) query.whereIn('kind', ['api', 'webhook']);
  }
  return listPage<AuditRow>(query, rest, {
    searchColumns: [],
    // Only the ordering its index serves (migration 0024 says why the others are refused).
    orderingColumns: { created_at: 'created_at' },
    idColumn: 'id',
    defaultOrdering: '-created_at',
  });
}

export async function findAuditEntry(db: Queryable, organizationId: number, id: number): Promise<AuditRow | undefined> {
  return db<AuditRow>('audit_log').where({ organization_id: organizationId, id }).first();
}
