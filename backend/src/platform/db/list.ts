/**
 * Paging, text search and ordering of a list query, the same for every resource.
 */
import type { Knex } from 'knex';
import { Problem } from '../errors.js';
import { type StatementCache, runCompiled, valuesOf } from './compiled.js';
import { mapInTurns } from '../lib/heavy-line.js';

export interface ListParams {
  page: number;
  page_size: number;
  search?: string;
  ordering?: string;
  /** As sent; the route decodes it into `keyset` (platform/http/cursor.ts). */
  cursor?: string;
  keyset?: Keyset;
}

/** A row's place in an ordering: its field's value as Postgres writes it in text (exact to the microsecond), and its id. */
export interface Position {
  value: string | null;
  id: number;
}

/**
 * Where a cursor page starts: the rows after (`next`) or before (`previous`) a position, the page's number, and the
 * list's count when the walk began, carried so that no page of a walk counts the whole list again.
 */
export interface Keyset {
  from: Position;
  direction: 'next' | 'previous';
  page: number;
  /** The walk's count; null when the list held more than COUNT_EXACT_UP_TO rows (no count is made past it). */
  count?: number | null;
}

export interface ListSpec {
  /**
   * Columns searched by `?search=`, ignoring case and diacritics. The same list, in the same order,
   * is indexed by migration 0005 (`<table>_search_trgm`); a different list would not use the index.
   */
  searchColumns: readonly string[];
  /** More ways a row is found (an invoice by its client's name), OR-ed with the columns. */
  searchAlso?: (folded: Knex.Raw) => Knex.Raw;
  /**
   * API field name → column, for `?ordering=`. Each has an index on (scope, column, id) (migration 0024), which the
   * list-orderings test checks with EXPLAIN; an ordering without one is not offered.
   */
  orderingColumns: Readonly<Record<string, string>>;
  /** The fields among them whose column may be null (ordered last ascending, first descending, as Postgres does). */
  nullableOrderings?: readonly string[];
  /** The id column, the tie-breaker that keeps pages stable. */
  idColumn: string;
  /** Order when none is asked for (newest first). */
  defaultOrdering: string;
  /** Pages without a search go as prepared statements (db/prepared.ts): for a page costlier to plan than to run. */
  prepared?: boolean;
  /**
   * Pages by offset without a search as statements compiled once per shape and run on pg (db/compiled.ts): `base`
   * builds the list's query (as the one given) with `values` replaced by the markers it is given.
   */
  compiled?: CompiledList;
}

export interface CompiledList {
  cache: StatementCache;
  /** What decides the statement's text besides the ordering (the filters given). */
  shape: string;
  db: Knex;
  values: readonly unknown[];
  base(markers: number[]): Knex.QueryBuilder;
}

export interface ListResult<Row> {
  /** Exact up to COUNT_EXACT_UP_TO rows; null past it. */
  count: number | null;
  rows: Row[];
  /** The first and last rows' positions, and whether rows lie before and after them, for the page's links. */
  window?: PageWindow;
}

export interface PageWindow {
  first: Position;
  last: Position;
  page: number;
  before: boolean;
  after: boolean;
}

/** Rows skipped from which a page by offset reads the skipped rows' ids alone (see offsetPage in listPage). */
const DEFERRED_FROM_ROWS = 250;

/**
 * A list's `count` is exact up to this many rows and null past it: the count reads at most one row more, off the
 * index, where counting every row read all of an organization's 100,000 clients at each page (8.8 ms of Postgres, the
 * most of a deep page's time). It is also as deep as `?page=` reaches (MAX_OFFSET_ROWS in cursor.ts): past it pages
 * are reached by following `next`, which needs no count.
 */
export const COUNT_EXACT_UP_TO = 10_000;

/**
 * The same page with its rows mapped (to the API's shape), its window kept: a large page's rows in steps of the heavy
 * line (lib/heavy-line.ts), so that a page of 200 invoices, runs, entries or deliveries does not hold the loop while
 * other organizations' requests wait, as the plain resources' pages no longer did.
 */
export async function mapRows<Row, T>(result: ListResult<Row>, toApi: (row: Row) => T): Promise<ListResult<T>> {
  return { ...result, rows: await mapInTurns(result.rows, toApi) };
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

/** The list's query (its scope and filters), or what builds it when it is needed. */
export type ListQuery = Knex.QueryBuilder | (() => Knex.QueryBuilder);

interface Order {
  column: string;
  idColumn: string;
  descending: boolean;
  nullable: boolean;
}

interface Extra {
  __count?: number | string | null;
  __position?: string | null;
}

/**
 * A page of a list: by offset for `?page=`, or from a keyset position (a cursor), which walks the ordering's index
 * from that row instead of counting rows off. The count rides on the page's query as a scalar subquery, evaluated
 * once (a window function would read every row of the list before the LIMIT to count them).
 */
export async function listPage<Row>(query: ListQuery, params: ListParams, spec: ListSpec): Promise<ListResult<Row>>;
/**
 * The same page mapped by `toApi`, which reads the fields it wants: the page's own columns stay on the rows, where
 * deleting them made each row a slow dictionary object for the mapper to read (a page of invoices, every list).
 */
export async function listPage<Row, T>(
  query: ListQuery,
  params: ListParams,
  spec: ListSpec,
  toApi: (row: Row) => T,
): Promise<ListResult<T>>;
export async function listPage<Row, T>(
  source: ListQuery,
  params: ListParams,
  spec: ListSpec,
  toApi?: (row: Row) => T,
): Promise<ListResult<Row | T>> {
  const searching = params.search !== undefined && params.search.trim() !== '';
  // Built only when the page goes through Knex: a compiled page needs no query of its own.
  let built: Knex.QueryBuilder | undefined;
  const queryOf = (): Knex.QueryBuilder => {
    if (built) return built;
    const query = (built = typeof source === 'function' ? source() : source);
    if (searching) {
      const folded = query.client.raw('kontor_fold(?)', [likePattern(params.search!.trim())]);
      query.where((where) => {
        if (spec.searchColumns.length > 0) where.orWhereRaw(`${foldedText(spec.searchColumns)} LIKE ?`, [folded]);
        if (spec.searchAlso) where.orWhereRaw(spec.searchAlso(folded));
      });
    }
    if (spec.prepared && !searching) query.options({ prepared: true });
    return query;
  };
  const ordering = params.ordering ?? spec.defaultOrdering;
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  const order: Order = {
    column: spec.orderingColumns[field] ?? spec.idColumn,
    idColumn: spec.idColumn,
    descending,
    nullable: spec.nullableOrderings?.includes(field) ?? false,
  };
  // Counts at most COUNT_EXACT_UP_TO + 1 rows; the limit is written into the text (no binding), so a compiled page's
  // statement keeps one binding per slot (compiled.ts).
  const counterOf = (base: Knex.QueryBuilder) =>
    base.client
      .queryBuilder()
      .count({ count: '*' })
      .from(
        base
          .clone()
          .clearSelect()
          .clearOrder()
          .select(base.client.raw('1'))
          .limit(COUNT_EXACT_UP_TO + 1, { skipBinding: true })
          .as('capped'),
      );
  // A cursor page reports the count its walk began with: counting reads every row of the list, which is most of a deep
  // page's time, and the walk's pages stay consistent with one another.
  const carried = params.keyset?.count;
  // `counted`: the list the count is of, when the page's rows are narrowed further (offsetPage).
  const build = (backwards: boolean, limit: number, base = queryOf(), counted = base) => {
    const direction = order.descending !== backwards ? 'desc' : 'asc';
    const page = base.clone();
    if (carried === undefined) page.select(base.client.raw('(?) AS __count', [counterOf(counted)]));
    return page
      .select(base.client.raw(`(${order.column})::text AS __position`))
      .orderBy(order.column, direction)
      .orderBy(spec.idColumn, direction)
      .limit(limit);
  };
  const offset = (params.page - 1) * params.page_size;
  /**
   * A page past the first by offset: the rows skipped are counted off the ordering's index alone (their ids, an
   * index-only scan), and only the page's own rows are read from the table, where the plain OFFSET read every row it
   * skipped (a page 100 deep read 9,900 rows it did not answer).
   */
  const offsetPage = () => {
    // A few rows skipped cost less than a second scan's planning and join.
    if (offset < DEFERRED_FROM_ROWS) return build(false, params.page_size).offset(offset);
    const base = queryOf();
    const direction = order.descending ? 'desc' : 'asc';
    const skipped = base
      .clone()
      .clearSelect()
      .select(spec.idColumn)
      .orderBy(order.column, direction)
      .orderBy(spec.idColumn, direction)
      .limit(params.page_size)
      .offset(offset);
    return build(false, params.page_size, base.clone().whereIn(spec.idColumn, skipped), base);
  };

  let rows: Array<Row & Extra>;
  let window: Omit<PageWindow, 'first' | 'last'>;
  if (params.keyset) {
    const { from, direction, page } = params.keyset;
    const backwards = direction === 'previous';
    // One row more than the page tells whether another page lies beyond it.
    const found = await keysetRows<Row>(build, order, from, backwards, params.page_size + 1);
    const more = found.length > params.page_size;
    rows = found.slice(0, params.page_size);
    if (backwards) rows.reverse();
    window = { page, before: backwards ? more : true, after: backwards ? true : more };
  } else if (spec.compiled && !searching && !spec.compiled.db.isTransaction) {
    const { cache, shape, db, values, base } = spec.compiled;
    const slots = values.length;
    // The first page has no OFFSET, as Knex writes it: with `OFFSET $n` its generic plan cost Postgres about twice the
    // CPU per list (the benchmark's floor sent the same statement and doubled too).
    const paged = offset > 0;
    const statement = cache.get(`${shape} ${ordering} ${paged}`, slots + (paged ? 2 : 1), (markers) => {
      const page = build(false, markers[slots]!, base(markers.slice(0, slots)));
      return paged ? page.offset(markers[slots + 1]!) : page;
    });
    rows = statement
      ? await runCompiled<Row & Extra>(db, statement, valuesOf(statement, [...values, params.page_size, offset]))
      : ((await offsetPage()) as Array<Row & Extra>);
    window = { page: params.page, before: params.page > 1, after: false };
  } else {
    rows = (await offsetPage()) as Array<Row & Extra>;
    window = { page: params.page, before: params.page > 1, after: false };
  }
  // Past the last page the subquery has no row to ride on: count apart.
  const counted = rows.find((row) => row.__count !== undefined && row.__count !== null);
  const capped = carried !== undefined ? carried : counted ? Number(counted.__count) : await countAll(counterOf(queryOf()));
  const count = capped === null || capped > COUNT_EXACT_UP_TO ? null : capped;
  // Past the exact count a full page may have more after it (a next page, empty at worst, rarely: only a page by
  // offset ending within page_size of COUNT_EXACT_UP_TO can be the last one and full).
  if (!params.keyset) window.after = count === null ? rows.length === params.page_size : params.page * params.page_size < count;
  const positions = rows.map((row) => ({ value: row.__position ?? null, id: Number((row as { id?: unknown }).id) }));
  const pageWindow = positions.length > 0 ? { ...window, first: positions[0]!, last: positions.at(-1)! } : undefined;
  if (toApi) return { count, rows: await mapInTurns(rows, toApi), window: pageWindow };
  for (const row of rows) {
    delete row.__count;
    delete row.__position;
  }
  return { count, rows, window: pageWindow };
}

/**
 * The rows after `from` in the order (before it when `backwards`), as index range scans: `(column, id) > (value, id)`
 * is a condition a btree index on (scope, column, id) starts from. A nullable column's nulls come last ascending and
 * first descending (as Postgres orders them), so its walk is two ranges, the values and the nulls, in that order.
 */
async function keysetRows<Row>(
  build: (backwards: boolean, limit: number) => Knex.QueryBuilder,
  order: Order,
  from: Position,
  backwards: boolean,
  limit: number,
): Promise<Array<Row & Extra>> {
  const { column, idColumn } = order;
  const descending = order.descending !== backwards;
  const beyond = descending ? '<' : '>';
  type Range = (q: Knex.QueryBuilder) => void;
  const values: Range = (q) => void q.whereRaw(`(${column}, ${idColumn}) ${beyond} (?, ?)`, [from.value, from.id]);
  const nulls =
    (afterId: boolean): Range =>
    (q) => {
      q.whereNull(column);
      if (afterId) q.where(idColumn, beyond, from.id);
    };
  const allValues: Range = (q) => void q.whereNotNull(column);
  let ranges: Range[];
  if (!order.nullable) {
    if (from.value === null) throw badCursor('names no value for a field that always has one');
    ranges = [values];
  } else if (from.value === null) ranges = descending ? [nulls(true), allValues] : [nulls(true)];
  else ranges = descending ? [values] : [values, nulls(false)];

  const rows: Array<Row & Extra> = [];
  for (const range of ranges) {
    if (rows.length >= limit) break;
    const q = build(backwards, limit - rows.length);
    range(q);
    try {
      rows.push(...((await q) as Array<Row & Extra>));
    } catch (error) {
      // A value its column cannot hold ("2026-13-45" for a date): an edited cursor, not a fault of ours.
      if (/^22/.test(String((error as { code?: unknown }).code))) throw badCursor('names a value its ordering cannot hold', error);
      throw error;
    }
  }
  return rows;
}

/** 400 naming `cursor`: one this list did not give, or edited. */
export const badCursor = (why: string, cause?: unknown) => {
  const errors = [{ field: 'cursor', message: `is not a cursor of this list (it ${why}); follow the next or previous link as given` }];
  return new Problem(400, 'validation_error', `The query is not valid: cursor ${why}.`, { extensions: { errors }, cause });
};

async function countAll(counter: Knex.QueryBuilder): Promise<number> {
  const result = (await counter.clone().first()) as { count: number | string } | undefined;
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
