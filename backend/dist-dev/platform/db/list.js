/**
 * The folded text of some columns, as the search indexes hold it: `kontor_fold` is lower case
 * without diacritics ("Novák" → "novak", "Schröder" → "schroder").
 */
export const foldedText = (columns) => `kontor_fold(${columns.map((column) => `coalesce(${column}, '')`).join(" || ' ' || ")})`;
/** `%` and `_` in a search term are text, not patterns. */
export function likePattern(term) {
    return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
export async function listPage(query, params, spec) {
    if (params.search !== undefined && params.search.trim() !== '') {
        const folded = query.client.raw('kontor_fold(?)', [likePattern(params.search.trim())]);
        query.where((where) => {
            if (spec.searchColumns.length > 0)
                where.orWhereRaw(`${foldedText(spec.searchColumns)} LIKE ?`, [folded]);
            if (spec.searchAlso)
                where.orWhereRaw(spec.searchAlso(folded));
        });
    }
    const ordering = params.ordering ?? spec.defaultOrdering;
    const descending = ordering.startsWith('-');
    const column = spec.orderingColumns[descending ? ordering.slice(1) : ordering] ?? spec.idColumn;
    const direction = descending ? 'desc' : 'asc';
    const counted = query
        .clone()
        .select(query.client.raw('count(*) OVER () AS __count'))
        .orderBy(column, direction)
        .orderBy(spec.idColumn, direction)
        .limit(params.page_size)
        .offset((params.page - 1) * params.page_size);
    const rows = (await counted);
    // Past the last page the window function has no row to ride on: count apart.
    const count = rows[0] ? Number(rows[0].__count) : params.page > 1 ? await countAll(query) : 0;
    for (const row of rows)
        delete row.__count;
    return { count, rows };
}
async function countAll(query) {
    const result = (await query.clone().clearSelect().clearOrder().count({ count: '*' }).first());
    return Number(result?.count ?? 0);
}
/**
 * The child rows of several parents in one query, grouped by parent in the
 * given order: an invoice's items, a delivery's attempts. Every parent has an
 * entry, empty when it has no children.
 */
export async function childrenOf(db, table, parentColumn, parentIds, orderColumn) {
    const byParent = new Map(parentIds.map((id) => [id, []]));
    if (parentIds.length === 0)
        return byParent;
    const rows = (await db(table).whereIn(parentColumn, parentIds).orderBy([parentColumn, orderColumn]));
    for (const row of rows)
        byParent.get(row[parentColumn])?.push(row);
    return byParent;
}
//# sourceMappingURL=list.js.map