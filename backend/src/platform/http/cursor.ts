/**
 * Keyset cursors of list pages. A `next` link past the first few pages carries `?cursor=`: the position of the
 * page's last row (its ordering field's value and its id), so the next page is read from that row of the
 * ordering's index on, however deep, instead of counting off every row before it (`OFFSET`). A `previous` link
 * from a cursor page carries the position of its first row, read backwards.
 *
 * A cursor is opaque to clients and validated, not secret: a checksum binds it to the list's path and to the query
 * it was made for (filters, search and ordering; `page_size` may change), so an edited cursor or one from another
 * list or query answers 400 naming `cursor`. Forged with care it could only name another position in the caller's
 * own list, which every page of the list shows anyway, or another count, which is only reported back.
 *
 * A cursor carries the list's count as its walk began (the page before the first cursor page counted it), so a cursor
 * page's `count` is that count, not a recount: counting reads the whole list, most of a deep page's time. A list past
 * COUNT_EXACT_UP_TO rows (db/list.ts) has no count: its cursors carry -1, read back as null.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { Keyset, ListParams } from '../db/list.js';
import { badCursor } from '../db/list.js';
import { validationError } from '../errors.js';

/** Pages starting this many rows in or deeper are linked by cursor; shallower ones by `?page=`, as before. */
export const KEYSET_FROM_ROWS = 1000;

/** `?page=` reaching this many rows in or deeper is refused: such a page is reached by following `next`. */
export const MAX_OFFSET_ROWS = 10_000;

/** A cursor's count for a list with more rows than are counted (null in the page). */
const OVER_THE_COUNT = -1;

const OUTSIDE_BINDING = new Set(['page', 'page_size', 'cursor']);

/** What a cursor is bound to: the path (with or without its slash) and the rest of the query, in a fixed order. */
function binding(ctx: Context): string {
  const query = [...new URLSearchParams(ctx.querystring)]
    .filter(([name]) => !OUTSIDE_BINDING.has(name))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  return JSON.stringify([ctx.path.replace(/\/$/, ''), query]);
}

const checksum = (payload: string, ctx: Context) =>
  createHash('sha256')
    .update(`${payload}\n${binding(ctx)}`)
    .digest('base64url')
    .slice(0, 22);

export function encodeCursor(ctx: Context, keyset: Keyset): string {
  const payload = Buffer.from(
    JSON.stringify([
      keyset.from.value,
      keyset.from.id,
      keyset.direction === 'next' ? 'n' : 'p',
      keyset.page,
      keyset.count === null ? OVER_THE_COUNT : keyset.count,
    ]),
  ).toString('base64url');
  return `${payload}.${checksum(payload, ctx)}`;
}

function decodeCursor(ctx: Context, cursor: string): Keyset {
  const [payload = '', sum, ...rest] = cursor.split('.');
  if (sum === undefined || rest.length > 0 || !/^[\w-]+$/.test(payload)) throw badCursor('is not written as this list writes cursors');
  if (sum !== checksum(payload, ctx)) throw badCursor('was not given by this list for this query, or was edited');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch (error) {
    throw badCursor('is not written as this list writes cursors', error);
  }
  const [value, id, direction, page, count] = Array.isArray(decoded) ? (decoded as unknown[]) : [];
  if (
    (typeof value !== 'string' && value !== null) ||
    !Number.isSafeInteger(id) ||
    (id as number) < 1 ||
    (direction !== 'n' && direction !== 'p') ||
    !Number.isSafeInteger(page) ||
    (page as number) < 1 ||
    // Cursors made before the count rode along have none: their pages count.
    (count !== undefined && count !== null && (!Number.isSafeInteger(count) || (count as number) < OVER_THE_COUNT))
  )
    throw badCursor('is not written as this list writes cursors');
  const keyset: Keyset = { from: { value, id: id as number }, direction: direction === 'n' ? 'next' : 'previous', page: page as number };
  return typeof count === 'number' ? { ...keyset, count: count === OVER_THE_COUNT ? null : count } : keyset;
}

/** The list parameters with the cursor decoded; a `?page=` too deep to count off refused. */
export function listParams<P extends ListParams>(ctx: Context, query: P): P {
  if (query.cursor !== undefined) return { ...query, keyset: decodeCursor(ctx, query.cursor) };
  if ((query.page - 1) * query.page_size >= MAX_OFFSET_ROWS)
    throw validationError(
      [
        {
          field: 'page',
          message: `starts ${MAX_OFFSET_ROWS} or more rows into the list; follow the next link, which carries a cursor for deep pages`,
        },
      ],
      `The query is not valid: page starts ${MAX_OFFSET_ROWS} or more rows into the list; follow the next link instead.`,
      400,
    );
  return query;
}
