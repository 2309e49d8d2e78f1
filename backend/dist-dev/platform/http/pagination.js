import { absoluteUrl } from './api.js';
/** `{count, next, previous, results}` with absolute links that keep the other query parameters. */
export function pageBody(ctx, params, result, toApi) {
    const link = (page) => {
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
//# sourceMappingURL=pagination.js.map