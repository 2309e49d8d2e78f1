import { validationError } from '../errors.js';
/**
 * Checks that every referenced row exists in the same organization, answering
 * one 422 that names each field whose object was not found.
 */
export async function checkReferences(db, organizationId, references) {
    const errors = [];
    // One after another: `db` is often a transaction, one connection, where queries sent together queue anyway and
    // pg warns (and pg 9 refuses) a query sent while another runs.
    for (const [field, [table, id]] of Object.entries(references)) {
        if (id === null || id === undefined)
            continue;
        const found = await db(table).where({ organization_id: organizationId, id }).first('id');
        if (!found)
            errors.push({ field, message: `no ${table.replace(/_/g, ' ').replace(/s$/, '')} with id ${id}` });
    }
    if (errors.length > 0)
        throw validationError(errors.sort((a, b) => a.field.localeCompare(b.field)));
}
//# sourceMappingURL=references.js.map