import { inTransaction } from '../db/knex.js';
import { recordEvent } from '../events/outbox.js';
import { Unchanged, changedNothing, unlessUnchanged } from './unchanged.js';
import { conflict, notFound } from '../errors.js';
import { PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, isPgError } from '../db/pg-errors.js';
export function plainResourceService(spec) {
    const { db, table, toApi, events = {} } = spec;
    const emit = async (trx, organizationId, types, data) => {
        // The spec's event types are those whose data is a T, which the generic signature cannot see.
        for (const type of types)
            if (type)
                await recordEvent(trx, organizationId, ...[type, data]);
    };
    const write = (organizationId, id, fields, partial) => unlessUnchanged(() => inTransaction(db, async (trx) => {
        const existing = await table.find(trx, organizationId, id, { forUpdate: true });
        if (!existing)
            throw notFound(spec.name);
        const checked = (await spec.beforeWrite?.(trx, organizationId, fields, existing, partial)) ?? fields;
        const updated = toApi((await table.update(trx, organizationId, id, spec.toColumns(checked))));
        const before = toApi(existing);
        if (changedNothing(before, updated))
            throw new Unchanged(before);
        await emit(trx, organizationId, [events.updated, ...(events.alsoOnUpdate?.(before, updated) ?? [])], updated);
        return updated;
    }));
    return {
        async list(organizationId, query) {
            const result = await table.list(db, organizationId, query);
            return { count: result.count, rows: result.rows.map(toApi) };
        },
        async get(organizationId, id) {
            const row = await table.find(db, organizationId, id);
            if (!row)
                throw notFound(spec.name);
            return toApi(row);
        },
        create: (organizationId, input) => inTransaction(db, async (trx) => {
            const fields = await spec.withDefaults(input, { db: trx, organizationId });
            const checked = (await spec.beforeWrite?.(trx, organizationId, fields, null, false)) ?? fields;
            const created = toApi(await table.insert(trx, organizationId, spec.toColumns(checked)));
            await emit(trx, organizationId, [events.created], created);
            return created;
        }),
        replace: async (organizationId, id, input) => write(organizationId, id, await spec.withDefaults(input, { db, organizationId }), false),
        update: (organizationId, id, fields) => write(organizationId, id, fields, true),
        async remove(organizationId, id) {
            try {
                await inTransaction(db, async (trx) => {
                    const existing = await table.find(trx, organizationId, id, { forUpdate: true });
                    if (!existing)
                        throw notFound(spec.name);
                    await table.remove(trx, organizationId, id);
                    await emit(trx, organizationId, [events.deleted], toApi(existing));
                });
            }
            catch (error) {
                if (isPgError(error, PG_FOREIGN_KEY_VIOLATION) || isPgError(error, PG_RESTRICT_VIOLATION))
                    throw conflict(spec.inUse.detail, spec.inUse.code);
                throw error;
            }
        },
    };
}
//# sourceMappingURL=service.js.map