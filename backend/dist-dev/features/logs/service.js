import { notFound } from '../../platform/errors.js';
import { findAuditEntry, listAuditEntries, rowToAuditEntry } from './store.js';
import { readsEverything, visibleEntry } from './visibility.js';
export function logService({ db }) {
    return {
        /** Bodies holding data the caller cannot read are withheld, and only a caller who reads everything searches them. */
        async list(organizationId, query, { principal }) {
            const result = await listAuditEntries(db, organizationId, query, { searchBodies: readsEverything(principal) });
            return { count: result.count, rows: result.rows.map((row) => visibleEntry(rowToAuditEntry(row), principal)) };
        },
        async get(organizationId, id, { principal }) {
            const row = await findAuditEntry(db, organizationId, id);
            if (!row)
                throw notFound('The log entry');
            return visibleEntry(rowToAuditEntry(row), principal);
        },
    };
}
//# sourceMappingURL=service.js.map