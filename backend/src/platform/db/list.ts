/**
 * Paging, text search and ordering of a list query, the same for every resource.
 */
import type { Knex } from 'knex';

export interface ListParams {
  page: number;
  page_size: number;
  search?: string;
  ordering?: string;
}

export interface ListSpec {
  /**
   * Columns searched by `?search=`, ignoring case and diacritics. The same list, in the same order,
   * is indexed by migration 0005 (`<table>_search_trgm`); a different list would not use the index.
   */
  searchColumns: readonly string[];
  /** More ways a row is found (an invoice by its client's name), OR-ed with the columns. */
  searchAlso?: (folded: Knex.Raw) => Knex.Raw;
  /** API field name → column, for `?ordering=`. */
  orderingColumns: Readonly<Record<string, string>>;
  /** The id column, the tie-breaker that keeps pages stable. */
  idColumn: string;
  /** Order when none is asked for (newest first). */
  defaultOrdering: string;
}

export interface ListResult<Row> {
  count: number;
  rows: Row[];
}

/**
 * The folded text of some columns, as the search indexes hold it: `kontor_fold` is lower case
 * without diacritics ("Novák" → "novak", "Schröder" → "schroder").
 */
export const foldedText = (columns: readonly string[]) =>
  `kontor_fold(${columns.map((column) => `coalesce(${column}, '')`).join(" || ' ' || ")})`;

/** `%` and `_` in a search term are text, not patterns. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listPage<Row>(query: Knex.QueryBuilder, params: ListParams, spec: ListSpec): Promise<ListResult<Row>> {
  if (params.search !== undefined && params.search.trim() !== '') {
    const folded = query.client.raw('kontor_fold(?)', [likePattern(params.search.trim())]);
    query.where((where) => {
      if (spec.searchColumns.length > 0) where.orWhereRaw(`${foldedText(spec.searchColumns)} LIKE ?`, [folded]);
      if (spec.searchAlso) where.orWhereRaw(spec.searchAlso(folded));
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
  const rows = (await counted) as Array<Row & { __count: number | string }>;
  // Past the last page the window function has no row to ride on: count apart.
  const count = rows[0] ? Number(rows[0].__count) : params.page > 1 ? await countAll(query) : 0;
  for (const row of rows) delete (row as { __count?: unknown }).__count;
  return { count, rows };
}

async function countAll(query: Knex.QueryBuilder): Promise<number> {
  const result = (await query.clone().clearSelect().clearOrder().count({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(result?.count ?? 0);
}

/**
 * The child rows of several parents in one query, grouped by parent in the
 * given order: an invoice's items, a delivery's attempts. Every parent has an
 * entry, empty when it has no children.
 */
export async function childrenOf<Row>(
  db: Knex | Knex.Transaction,
  table: string,
  parentColumn: keyof Row & string,
  parentIds: readonly number[],
  orderColumn: string,
): Promise<Map<number, Row[]>> {
  const byParent = new Map<number, Row[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return byParent;
  const rows = (await db(table).whereIn(parentColumn, parentIds).orderBy([parentColumn, orderColumn])) as Row[];
  for (const row of rows) byParent.get(row[parentColumn] as number)?.push(row);
  return byParent;
}
