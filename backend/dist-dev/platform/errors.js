/**
 * Errors as data (RFC 9457 problem details). Services throw `Problem`s; the
 * HTTP layer's problem middleware (http/problem.ts) turns whatever was thrown
 * into an `application/problem+json` response. Anything that is not a Problem
 * is a bug: it answers a plain 500 and is logged with its stack, never shown.
 * Nothing here knows Koa, so services, the worker and the CLI use it alike.
 */
import { STATUS_CODES } from 'node:http';
export class Problem extends Error {
    status;
    code;
    headers;
    extensions;
    constructor(status, code, detail, options = {}) {
        super(detail, { cause: options.cause });
        this.status = status;
        this.code = code;
        this.name = 'Problem';
        this.extensions = options.extensions ?? {};
        this.headers = options.headers ?? {};
    }
    toBody() {
        return {
            type: 'about:blank',
            title: STATUS_CODES[this.status] ?? 'Error',
            status: this.status,
            code: this.code,
            detail: this.message,
            ...this.extensions,
        };
    }
}
export const badRequest = (code, detail, extensions) => new Problem(400, code, detail, { extensions });
export const validationError = (errors, detail, status = 422) => new Problem(status, 'validation_error', detail ?? summarise(errors), { extensions: { errors } });
export const notFound = (what = 'The object') => new Problem(404, 'not_found', `${what} was not found.`);
export const conflict = (detail, code = 'conflict') => new Problem(409, code, detail);
export const authenticationFailed = (detail) => new Problem(401, 'authentication_failed', detail, {
    headers: { 'WWW-Authenticate': 'Bearer realm="kontor", Api-Key realm="kontor", Token realm="kontor"' },
});
export const permissionDenied = (detail) => new Problem(403, 'permission_denied', detail);
function summarise(errors) {
    const first = errors[0];
    if (!first)
        return 'The request is not valid.';
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    return `${first.field ? `${first.field}: ` : ''}${first.message}${more}`;
}
//# sourceMappingURL=errors.js.map