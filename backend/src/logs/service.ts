/** The audit log as its readers see it: an organization's entries, newest first. */
import type { ListResult } from '../db/list.js';
import type { Deps } from '../deps.js';
import { notFound } from '../platform/errors.js';
import type { ReadService } from '../resource/routes.js';
import type { AuditEntry, AuditListQuery } from './schemas.js';
import { findAuditEntry, listAuditEntries, rowToAuditEntry } from './store.js';

export function logService({ db }: Pick<Deps, 'db'>): ReadService<AuditEntry, AuditListQuery> {
  return {
    async list(organizationId, query): Promise<ListResult<AuditEntry>> {
      const result = await listAuditEntries(db, organizationId, query);
      return { count: result.count, rows: result.rows.map(rowToAuditEntry) };
    },
    async get(organizationId, id) {
      const row = await findAuditEntry(db, organizationId, id);
      if (!row) throw notFound('The log entry');
      return rowToAuditEntry(row);
    },
  };
}
