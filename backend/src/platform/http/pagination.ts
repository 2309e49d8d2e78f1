import type { Context } from 'koa';
import type { Keyset, ListParams, ListResult } from '../db/list.js';
import { absoluteUrl } from './api.js';
import { KEYSET_FROM_ROWS, encodeCursor } from './cursor.js';

export interface PageBody<T> {
  /** Exact up to COUNT_EXACT_UP_TO rows (db/list.ts); null past it. */
  count: number | null;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * `{count, next, previous, results}` with absolute links that keep the other query parameters. Shallow pages link
 * by `?page=`; deeper ones, and every page after a cursor page, by `?cursor=` (platform/http/cursor.ts).
 */
export function pageBody<Row, T>(ctx: Context, params: ListParams, result: ListResult<Row>, toApi: (row: Row) => T): PageBody<T> {
  const url = (set: (query: URLSearchParams) => void) => {
    const query = new URLSearchParams(ctx.querystring);
    query.delete('cursor');
    set(query);
    query.set('page_size', String(params.page_size));
    return absoluteUrl(ctx, `${ctx.path}?${query.toString()}`);
  };
  // Without a query sent (most pages), the link URLSearchParams would write (digits need no escaping), without it.
  const byPage = (page: number) =>
    ctx.querystring === ''
      ? absoluteUrl(ctx, `${ctx.path}?page=${page}&page_size=${params.page_size}`)
      : url((query) => query.set('page', String(page)));
  const byCursor = (keyset: Keyset) =>
    url((query) => {
      query.delete('page');
      query.set('cursor', encodeCursor(ctx, keyset));
    });
  const { window } = result;
  let next: string | null = null;
  let previous: string | null = null;
  if (window?.after) {
    const page = window.page + 1;
    next =
      !params.keyset && (page - 1) * params.page_size < KEYSET_FROM_ROWS
        ? byPage(page)
        : byCursor({ from: window.last, direction: 'next', page, count: result.count });
  }
  if (params.keyset) {
    const page = window ? window.page - 1 : 0;
    if (window?.before)
      previous = page <= 1 ? byPage(1) : byCursor({ from: window.first, direction: 'previous', page, count: result.count });
  } else if (params.page > 1) {
    const last = result.count === null ? params.page - 1 : Math.max(1, Math.ceil(result.count / params.page_size));
    previous = byPage(Math.min(params.page - 1, last));
  }
  return { count: result.count, next, previous, results: result.rows.map(toApi) };
}
