import type { Context } from 'koa';
import type { ListParams, ListResult } from '../db/list.js';
import { absoluteUrl } from './api.js';

export interface PageBody<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** `{count, next, previous, results}` with absolute links that keep the other query parameters. */
export function pageBody<Row, T>(ctx: Context, params: ListParams, result: ListResult<Row>, toApi: (row: Row) => T): PageBody<T> {
  const link = (page: number) => {
    const query = new URLSearchParams(ctx.querystring);
    query.set('page', String(page));
    query.set('page_size', String(params.page_size));
    return absoluteUrl(ctx, `${ctx.path}?${query.toString()}`);
  };
  const hasNext = params.page * params.page_size < result.count;
  return {
    count: result.count,
    next: hasNext ? link(params.page + 1) : null,
    previous: params.page > 1 ? link(Math.min(params.page - 1, Math.max(1, Math.ceil(result.count / params.page_size)))) : null,
    results: result.rows.map(toApi),
  };
}
