/** The audit log as its readers see it: an organization's entries, newest first. */
import { type ListResult, mapRows } from '../../platform/db/list.js';
import type { Deps } from '../../app/deps.js';
import { notFound } from '../../platform/errors.js';
import type { Caller } from '../../platform/resource/routes.js';
import type { AuditEntry, AuditListQuery } from './schemas.js';
import { findAuditEntry, listAuditEntries, rowToAuditEntry } from './store.js';
import { readsEverything, visibleEntry } from './visibility.js';

export function logService({ db }: Pick<Deps, 'db'>) {
  return {
    /** Bodies holding data the caller cannot read are withheld, and only a caller who reads everything searches them. */
    async list(organizationId: number, query: AuditListQuery, { principal }: Caller): Promise<ListResult<AuditEntry>> {
      const result = await listAuditEntries(db, organizationId, query, { searchBodies: readsEverything(principal) });
      return mapRows(result, (row) => visibleEntry(rowToAuditEntry(row), principal));
    },
    async get(organizationId: number, id: number, { principal }: Caller): Promise<AuditEntry> {
      const row = await findAuditEntry(db, organizationId, id);
      if (!row) throw notFound('The log entry');
      return visibleEntry(rowToAuditEntry(row), principal);
    },
  };
}
