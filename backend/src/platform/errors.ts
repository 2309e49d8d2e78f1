/**
 * Errors as data (RFC 9457 problem details). Services throw `Problem`s; the
 * HTTP layer's problem middleware (http/problem.ts) turns whatever was thrown
 * into an `application/problem+json` response. Anything that is not a Problem
 * is a bug: it answers a plain 500 and is logged with its stack, never shown.
 * Nothing here knows Koa, so services, the worker and the CLI use it alike.
 */
import { STATUS_CODES } from 'node:http';

/** One way a value that reads more than one way can be meant: what to send to mean it, and that reading in words. */
export interface FieldReading {
  /** Send this as the field's value to mean this reading: it reads one way only ("1500", "1.5", "1500 EUR", "90 min"). */
  value: string;
  /** The reading as a person says it: `1500 ("," grouping thousands)`. */
  how: string;
}

export interface FieldError {
  field: string;
  message: string;
  /** Graph errors (`invalid_graph`) also name the node at fault and the rule broken. */
  node?: string | null;
  /** A machine word for the rule broken: `ambiguous_value` when the value reads more than one way. */
  code?: string;
  /** With `ambiguous_value`: the readings the field may be meant as, each with the value that says it outright. */
  readings?: FieldReading[];
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

/** Errors a problem lists at most; past them it says how many there were (`error_count`), not each one. */
export const MAX_LISTED_ERRORS = 20;

/**
 * 422 (or `status`) `validation_error` with the first MAX_LISTED_ERRORS field errors, and `error_count` when there
 * were more (`count`, when the caller listed only the first ones), so that a body of thousands of faults answers a
 * problem of bounded size.
 */
export const validationError = (errors: FieldError[], detail?: string, status = 422, count = errors.length) =>
  new Problem(status, 'validation_error', detail ?? summarise(errors, count), {
    extensions:
      count > MAX_LISTED_ERRORS || errors.length > MAX_LISTED_ERRORS
        ? { errors: errors.slice(0, MAX_LISTED_ERRORS), error_count: Math.max(count, errors.length) }
        : { errors },
  });

export const notFound = (what = 'The object') => new Problem(404, 'not_found', `${what} was not found.`);

export const conflict = (detail: string, code = 'conflict') => new Problem(409, code, detail);

export const authenticationFailed = (detail: string) =>
  new Problem(401, 'authentication_failed', detail, {
    headers: { 'WWW-Authenticate': 'Bearer realm="kontor", Api-Key realm="kontor", Token realm="kontor"' },
  });

export const permissionDenied = (detail: string) => new Problem(403, 'permission_denied', detail);

/** What a session signed in with a one-time password is told, whatever else it asks for. */
export const PASSWORD_CHANGE_DETAIL =
  'You signed in with a one-time password, which whoever invited you or reset your password gave you: choose your own first, with POST /api/v1/auth/password/ and {"current_password": <the one-time password>, "new_password": <your own>} (the console asks for it when you sign in). Until then this session may only read /api/v1/auth/me/, change the password and sign out.';

export const passwordChangeRequired = () => new Problem(403, 'password_change_required', PASSWORD_CHANGE_DETAIL);

function summarise(errors: FieldError[], count: number): string {
  const first = errors[0];
  if (!first) return 'The request is not valid.';
  const more = count > 1 ? ` (and ${count - 1} more)` : '';
  return `${first.field ? `${first.field}: ` : ''}${first.message}${more}`;
}
