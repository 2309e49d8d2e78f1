/**
 * Postgres refusals that input or a concurrent request can cause, as the
 * answers a client can act on. Services check what they can first (a
 * referenced client exists, a number is in range); these catch what slips
 * past a check, such as a client deleted between the check and the insert
 * that references it. Anything else stays an internal error.
 */
import { Problem, validationError } from './errors.js';

interface DatabaseError {
  code: string;
  severity: string;
  detail?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

function isDatabaseError(error: unknown): error is DatabaseError {
  const candidate = error as Partial<DatabaseError> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.severity === 'string' &&
    typeof candidate.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(candidate.code)
  );
}

/** `Key (organization_id, client_id)=(1, 7) is not present in table "clients".` → client_id (organization_id scopes every key). */
const keyColumn = (detail: string | undefined) => (/^Key \(([^)]+)\)=/.exec(detail ?? '')?.[1] ?? '').split(', ').pop()!;
const noun = (table: string) => table.replace(/_/g, ' ').replace(/s$/, '');

export function problemFromDatabaseError(error: unknown): Problem | undefined {
  if (!isDatabaseError(error)) return undefined;
  const { code, detail } = error;
  const options = { cause: error };
  switch (code) {
    case '23503': {
      const missing = /is not present in table "([^"]+)"/.exec(detail ?? '');
      if (missing) {
        const field = keyColumn(detail);
        return validationError(
          [{ field, message: `no ${noun(missing[1]!)} with this id (it may have just been deleted)` }],
          `${field}: the ${noun(missing[1]!)} it names does not exist (it may have just been deleted).`,
        );
      }
      const user = /is still referenced from table "([^"]+)"/.exec(detail ?? '')?.[1];
      return new Problem(
        409,
        'in_use',
        `This object is still in use${user ? ` by ${user.replace(/_/g, ' ')}` : ''}; remove those first.`,
        options,
      );
    }
    case '23001':
      return new Problem(409, 'in_use', 'This object is still in use; remove what uses it first.', options);
    case '23505':
      return new Problem(
        409,
        'conflict',
        `An object with ${keyColumn(detail) ? `this ${keyColumn(detail)}` : 'these values'} already exists.`,
        options,
      );
    case '23502':
      return validationError([{ field: error.column ?? '', message: 'is required' }]);
    case '23514':
      return new Problem(422, 'validation_error', `The values break a rule of the data (${error.constraint ?? 'a check'}).`, {
        ...options,
        extensions: { errors: [] },
      });
    case '57014': {
      // A statement cancelled by its request's statement_timeout (platform/db/statement-timeout.ts), or by someone
      // (pg_cancel_backend): nothing the client sent was wrong; the transaction it ran in is rolled back.
      const timedOut = /statement timeout/.test(String((error as { message?: unknown }).message ?? ''));
      if (!timedOut)
        return new Problem(503, 'query_canceled', 'The database cancelled the request; retry later.', {
          ...options,
          headers: { 'Retry-After': '5' },
        });
      return new Problem(
        503,
        'statement_timeout',
        'The request ran longer in the database than its statement timeout allows and was stopped. Retry later, or ask for less (a narrower filter, a smaller page).',
        { ...options, headers: { 'Retry-After': '5' }, extensions: { limit: 'statement_timeout' } },
      );
    }
    case '40001':
    case '40P01':
      return new Problem(409, 'conflict', 'A concurrent change got in the way; retry the request.', {
        ...options,
        headers: { 'Retry-After': '1' },
      });
    default:
      // 22xxx: data exceptions (out of range, too long, bad encoding); 54000: a value too large to index.
      if (code.startsWith('22') || code === '54000')
        return new Problem(422, 'validation_error', 'A value is outside what can be stored (too large, too long or out of range).', {
          ...options,
          extensions: { errors: [] },
        });
      return undefined;
  }
}

/** Socket errors of a connection to the database that is refused, cut or never answered. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * The database down, restarting or out of connections, as a 503 that clients retry (n8n and most HTTP clients do)
 * rather than an opaque 500: SQLSTATE class 08 (connection exceptions), 57P01–57P03 (shut down or starting), 53300
 * (too many connections), a refused or cut socket, a connection ended mid-query or before it, or no pooled connection in
 * time. The
 * API makes no other connections while it answers (deliveries go out from the worker), so a socket error is the
 * database's.
 */
export function problemFromUnavailableDatabase(error: unknown): Problem | undefined {
  const candidate = error as { code?: unknown; name?: unknown; message?: unknown } | null;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  const unavailable =
    /^08[0-9A-Z]{3}$/.test(code) ||
    ['57P01', '57P02', '57P03', '53300'].includes(code) ||
    UNREACHABLE_CODES.has(code) ||
    candidate.name === 'KnexTimeoutError' ||
    // Knex puts the statement before pg's message: "<sql> - Connection terminated unexpectedly". pg refuses, also
    // without a code, a query on a connection that failed or closed before it was sent: a pooled connection taken an
    // instant before its cut was read (pg_terminate_backend, a server restart) meets it.
    (typeof candidate.message === 'string' &&
      (/(^| - )Connection terminated( unexpectedly| due to connection timeout)?$/.test(candidate.message) ||
        /(^| - )Client (has encountered a connection error|was closed) and is not queryable$/.test(candidate.message)));
  if (!unavailable) return undefined;
  return new Problem(503, 'service_unavailable', 'The database cannot be reached just now; try again in a few seconds.', {
    cause: error,
    headers: { 'Retry-After': '5' },
  });
}

/**
 * What a flow's trace or an answer may say of a database refusal: its reason and code, never the statement. Knex
 * writes the SQL into the message ("insert into … - numeric field overflow"); the statement names tables and values.
 */
export function withoutStatement(error: unknown): unknown {
  if (!isDatabaseError(error)) return error;
  const reason = String((error as { message?: unknown }).message ?? '')
    .split(' - ')
    .pop();
  return new Error(`the database refused this step: ${reason} (code ${error.code})`, { cause: error });
}
