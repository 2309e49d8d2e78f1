import { listPage } from '../../platform/db/list.js';
export const rowToApiKey = (row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
});
export async function insertApiKey(db, values) {
    const [row] = await db('api_keys').insert(values).returning('*');
    return row;
}
/** Keys whose every scope is in `within` (the caller's reach); all keys when undefined. */
export function listApiKeys(db, organizationId, params, within) {
    const query = db('api_keys').where({ organization_id: organizationId }).select('*');
    // An array literal: the scopes are words, colons and stars only (see scopesWithin).
    if (within)
        query.whereRaw('scopes <@ ?::text[]', [`{${within.map((scope) => `"${scope}"`).join(',')}}`]);
    if (params.revoked !== undefined)
        query.where((q) => (params.revoked ? q.whereNotNull('revoked_at') : q.whereNull('revoked_at')));
    return listPage(query, params, {
        searchColumns: ['name', 'prefix'],
        orderingColumns: { created_at: 'created_at', name: 'name', last_used_at: 'last_used_at' },
        idColumn: 'id',
        defaultOrdering: '-created_at',
    });
}
export async function findApiKey(db, organizationId, id) {
    return db('api_keys').where({ organization_id: organizationId, id }).first();
}
/** Live keys whose public prefix matches; the caller compares hashes in constant time. */
export async function findLiveKeysByPrefix(db, prefix) {
    return db('api_keys').where({ prefix }).whereNull('revoked_at');
}
export async function revokeApiKey(db, organizationId, id) {
    const [row] = await db('api_keys')
        .where({ organization_id: organizationId, id })
        .update({ revoked_at: db.raw('coalesce(revoked_at, now())') })
        .returning('*');
    return row;
}
export async function touchApiKey(db, id) {
    await db('api_keys').where({ id }).update({ last_used_at: db.fn.now() });
}
//# sourceMappingURL=store.js.map