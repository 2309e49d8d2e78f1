/**
 * Anything thrown, as a Problem: our own as they are, a database refusal
 * that input or a concurrent request caused as the answer a client can act
 * on, a database that cannot be reached as a 503 to retry, an HTTP error of
 * Koa's by its status, and anything else as an opaque 500.
 */
import { STATUS_CODES } from 'node:http';
import { problemFromDatabaseError, problemFromUnavailableDatabase } from './database-errors.js';
import { Problem } from './errors.js';
const CODE_BY_STATUS = {
    400: 'bad_request',
    401: 'authentication_failed',
    403: 'permission_denied',
    404: 'not_found',
    405: 'method_not_allowed',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'validation_error',
    429: 'rate_limited',
};
/** Turns anything thrown into a Problem; unknown errors become an opaque 500. */
export function toProblem(error) {
    if (error instanceof Problem)
        return error;
    const fromDatabase = problemFromDatabaseError(error) ?? problemFromUnavailableDatabase(error);
    if (fromDatabase)
        return fromDatabase;
    const httpError = error;
    const status = httpError?.status ?? httpError?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
        const detail = httpError.expose && httpError.message ? httpError.message : (STATUS_CODES[status] ?? 'Bad request');
        return new Problem(status, CODE_BY_STATUS[status] ?? 'bad_request', detail, { cause: error });
    }
    return new Problem(500, 'internal_error', 'Something went wrong on our side; it has been logged.', { cause: error });
}
//# sourceMappingURL=to-problem.js.map