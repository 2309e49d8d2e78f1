/**
 * Errors as data (RFC 9457 problem details). Services throw `Problem`s; one
 * middleware at the top of the chain turns whatever was thrown into an
 * `application/problem+json` response. Anything that is not a Problem is a bug:
 * it answers a plain 500 and is logged with its stack, never shown.
 */
import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { problemFromDatabaseError } from './database-errors.js';

export interface FieldError {
  field: string;
  message: string;
  /** Graph errors (`invalid_graph`) also name the node at fault and the rule broken. */
  node?: string | null;
  code?: string;
}

export interface ProblemBody {
  type: string;
  status: number;
  code: string;
  title: string;
  detail: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

export class Problem extends Error {
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    options: { extensions?: Record<string, unknown>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'Problem';
    this.extensions = options.extensions ?? {};
    this.headers = options.headers ?? {};
  }

  toBody(): ProblemBody {
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

export const badRequest = (code: string, detail: string, extensions?: Record<string, unknown>) =>
  new Problem(400, code, detail, { extensions });

export const validationError = (errors: FieldError[], detail?: string, status = 422) =>
  new Problem(status, 'validation_error', detail ?? summarise(errors), { extensions: { errors } });

export const notFound = (what = 'The object') => new Problem(404, 'not_found', `${what} was not found.`);

export const conflict = (detail: string, code = 'conflict') => new Problem(409, code, detail);

export const authenticationFailed = (detail: string) =>
  new Problem(401, 'authentication_failed', detail, {
    headers: { 'WWW-Authenticate': 'Bearer realm="kontor", Api-Key realm="kontor", Token realm="kontor"' },
  });

export const permissionDenied = (detail: string) => new Problem(403, 'permission_denied', detail);

function summarise(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return 'The request is not valid.';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${first.field ? `${first.field}: ` : ''}${first.message}${more}`;
}

/** Errors thrown by Koa itself and by its helpers carry `status` and `expose`. */
interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

const CODE_BY_STATUS: Record<number, string> = {
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
export function toProblem(error: unknown): Problem {
  if (error instanceof Problem) return error;
  const fromDatabase = problemFromDatabaseError(error);
  if (fromDatabase) return fromDatabase;
  const httpError = error as HttpLikeError;
  const status = httpError?.status ?? httpError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const detail = httpError.expose && httpError.message ? httpError.message : (STATUS_CODES[status] ?? 'Bad request');
    return new Problem(status, CODE_BY_STATUS[status] ?? 'bad_request', detail, { cause: error });
  }
  return new Problem(500, 'internal_error', 'Something went wrong on our side; it has been logged.', { cause: error });
}

export function problemMiddleware(logger: Logger): Middleware {
  return async function problems(ctx, next) {
    try {
      await next();
      if (ctx.body === undefined || ctx.body === null) {
        if (ctx.status === 404) throw new Problem(404, 'not_found', `No endpoint at ${ctx.path}.`);
        if (ctx.status === 405) throw new Problem(405, 'method_not_allowed', `${ctx.method} is not allowed here; see the Allow header.`);
        if (ctx.status === 501) throw new Problem(501, 'not_implemented', `${ctx.method} is not implemented.`);
      }
    } catch (error) {
      const problem = toProblem(error);
      if (problem.status >= 500) logger.error({ err: error, method: ctx.method, url: ctx.url }, 'request failed');
      ctx.status = problem.status;
      ctx.set(problem.headers);
      ctx.type = 'application/problem+json';
      ctx.body = problem.toBody();
    }
  };
}
