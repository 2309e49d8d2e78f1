import { listPage } from '../db/list.js';
export function crudTable(spec) {
    const { table } = spec;
    return {
        list(db, organizationId, params) {
            const query = db(table).where(`${table}.organization_id`, organizationId).select(`${table}.*`);
            for (const [name, column] of Object.entries(spec.filterColumns)) {
                const value = params[name];
                if (value !== undefined)
                    query.where(`${table}.${column}`, value);
            }
            return listPage(query, params, { ...spec, idColumn: `${table}.id` });
        },
        async find(db, organizationId, id, options = {}) {
            const query = db(table).where({ organization_id: organizationId, id }).first();
            if (options.forUpdate)
                query.forUpdate();
            return (await query);
        },
        async insert(db, organizationId, values) {
            const [row] = await db(table)
                .insert({ ...values, organization_id: organizationId })
                .returning('*');
            return row;
        },
        async update(db, organizationId, id, values) {
            const [row] = await db(table)
                .where({ organization_id: organizationId, id })
                .update({ ...values, updated_at: db.fn.now() })
                .returning('*');
            return row;
        },
        async remove(db, organizationId, id) {
            const deleted = await db(table).where({ organization_id: organizationId, id }).delete();
            return deleted > 0;
        },
    };
}
//# sourceMappingURL=table.js.map