/**
 * Records every call to /api/ once its answer is known, failures included:
 * it sits outside the problem middleware, so it sees the problem body a
 * thrown error became.
 *
 * A write's answer waits for its entry: Koa sends the answer only after this
 * middleware returns, so no change is answered before its entry is in the
 * database, and a crash cannot lose the entry of an answered write. Reads,
 * refusals (429: nothing was changed) and the sampled failures of callers
 * without a credential are written in batches (writer.ts). An answer streamed from inside (MCP's event streams)
 * has left already; its entry is written after.
 */
import type { Context, Middleware } from 'koa';
import type { Principal } from '../principal.js';
import { Problem } from '../errors.js';
import { isAnonymousFailure } from './anonymous.js';
import { REDACTED, auditJson, redactRawBody } from './redact.js';
import { AuditedJson, type AuditRecord, JsonText } from './record.js';
import type { AuditWriter } from './writer.js';
import { commitWithEntry, entryCommitted, runInUnit } from './with-writes.js';
import type { Db } from '../db/knex.js';
import type { RouteWrapper } from '../http/api.js';
import { pageTextInSteps } from '../http/page-text.js';

const LOGGED_REQUEST_HEADERS = ['content-type', 'content-length', 'user-agent', 'idempotency-key', 'x-request-id'];
const LOGGED_RESPONSE_HEADERS = ['content-type', 'location', 'idempotent-replayed', 'retry-after'];

function pickHeaders(headers: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of names) if (headers[name] !== undefined) picked[name] = headers[name];
  return picked;
}

function loggableBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return String(body);
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return '[stream]';
  return body;
}

/**
 * The answer's JSON body, serialised here for the client and the log alike (Koa sends the text as it is): a page of
 * invoices was otherwise written out twice per request, once to answer and once for its entry.
 */
function sentAsJson(ctx: Context): unknown {
  const body = ctx.body as unknown;
  const made = (ctx as Context & { [PAGE_TEXT]?: JsonText })[PAGE_TEXT];
  if (made !== undefined && body === made.text) return made;
  if (body === undefined || body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return body;
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return body;
  let text: string;
  try {
    text = JSON.stringify(body);
  } catch {
    // Koa fails it as it sends it; the log says what it can.
    return body;
  }
  if (ctx.respond !== false) ctx.body = text;
  return new JsonText(text);
}

/**
 * A sign-in body keeps its e-mail only, whatever else was sent (a misspelt
 * password field too); a body that is not JSON is kept as text with its
 * secret-named members redacted, since the JSON redaction cannot see into it.
 */
/** The scanner reads JSON leniently (a misspelt literal passes it): a text it found whole may still not parse. */
function parsedOrNothing(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function loggableRequestBody(path: string, parsed: unknown, raw: string | undefined, limitBytes: number, whole: boolean): unknown {
  if (path.startsWith('/api/v1/auth/')) {
    if (parsed === undefined && raw === undefined) return null;
    // A sign-in refused for an unknown member was not parsed: its e-mail is read here (a few hundred bytes).
    if (parsed === undefined && whole && raw !== undefined && raw.length <= 4096) parsed = parsedOrNothing(raw);
    const email = (parsed as { email?: unknown } | null | undefined)?.email;
    return typeof email === 'string' ? { email, rest: REDACTED } : REDACTED;
  }
  // A body past the log's limit is kept as its preview, its size and its SHA-256, made from the text as sent: the
  // parsed body (19,000 members at the bounds) was otherwise serialised again for a 4 KiB preview, and held in memory
  // until its entry was written.
  if ((parsed !== undefined || whole) && raw !== undefined && raw.length > limitBytes)
    return new AuditedJson(auditJson(new JsonText(raw), limitBytes, { digest: true }));
  if (parsed !== undefined) return parsed;
  // A body refused for its unknown members, unparsed (body.ts): kept as JSON text, as it would have been parsed.
  if (whole && raw !== undefined) return new JsonText(raw);
  return raw === undefined ? null : redactRawBody(raw);
}

/** When the audit middleware took the call: its entry's duration counts from there. */
const STARTED = Symbol('auditStarted');
/** A large page's text, made in steps (page-text.ts): sent, and kept as the JSON it is. */
const PAGE_TEXT = Symbol('auditPageText');

/**
 * A large page is serialised in steps of the heavy line before its entry is made from it (page-text.ts); anything else
 * in sentAsJson, at once.
 */
async function serialisePageInSteps(ctx: Context, making: Promise<string>): Promise<void> {
  const text = await making;
  ctx.body = text;
  (ctx as Context & { [PAGE_TEXT]?: JsonText })[PAGE_TEXT] = new JsonText(text);
}

/**
 * Around a route that asks for it (`auditWithWrites`), with the audit log on: its writes join one transaction, and
 * once it has answered, its entry is inserted there and both commit (with-writes.ts), before the request's turn ends.
 * An entry or commit that fails answers 503 `audit_unavailable`, with nothing committed.
 */
export function auditWithWrites(audit: AuditWriter, db: Db): RouteWrapper {
  return async function inTheWritesTransaction(ctx, route, run) {
    if (!audit.enabled || !route.auditWithWrites) return run();
    // A route that throws leaves its unit to the middleware, which knows the problem it became.
    await runInUnit(ctx, db, run);
    const started = (ctx as Context & { [STARTED]?: number })[STARTED] ?? performance.now();
    try {
      await commitWithEntry(ctx, (trx) => audit.recordIn(trx, auditRecord(ctx, started, audit.options.bodyLimitBytes)));
    } catch (error) {
      ctx.app.emit('error', error, ctx);
      ctx.remove('Location');
      throw auditUnavailable();
    }
  };
}

export function auditMiddleware(audit: AuditWriter): Middleware {
  return async function auditApiCall(ctx, next) {
    if (!audit.enabled || !ctx.path.startsWith('/api/')) return next();
    const started = performance.now();
    (ctx as Context & { [STARTED]?: number })[STARTED] = started;
    let record: AuditRecord | undefined;
    try {
      await next();
      const making = ctx.respond === false ? null : pageTextInSteps(ctx.body);
      if (making) await serialisePageInSteps(ctx, making);
    } finally {
      // Committed with the route's writes (above): nothing more to record.
      if (!entryCommitted(ctx)) record = auditRecord(ctx, started, audit.options.bodyLimitBytes);
    }
    if (record === undefined) return;
    const safe = SAFE_METHODS.has(ctx.method);
    // A route that wrote in its unit and then threw: the entry, with the problem it became, commits with the writes.
    if (!safe) {
      try {
        if (await commitWithEntry(ctx, (trx) => audit.recordIn(trx, record))) return;
      } catch (error) {
        // Neither committed (unless the commit's answer was what got lost): the answer says so, and its entry, which
        // says no change, goes with the reads'.
        ctx.app.emit('error', error, ctx);
        answerAuditUnavailable(ctx);
        audit.record(auditRecord(ctx, started, audit.options.bodyLimitBytes));
        return audit.journaled();
      }
    }
    // A refusal (429) changed nothing, so it waits for nothing: a flood of refused writes costs no commit each.
    if (safe || isAnonymousFailure(record) || ctx.respond === false || record.status === 429) {
      audit.record(record);
      // Its journal line written before Koa sends the answer (writer.ts).
      return audit.journaled();
    }
    try {
      await audit.recordDurably(record);
    } catch (error) {
      // The change may be made, but it cannot be answered as done without its entry: a retry with the same
      // Idempotency-Key gets the kept answer, with its entry written then. The answer given has its entry, with the
      // reads' (buffered, journaled, retried): before, a request answered so left none.
      ctx.app.emit('error', error, ctx);
      answerAuditUnavailable(ctx);
      audit.record(auditRecord(ctx, started, audit.options.bodyLimitBytes));
      return audit.journaled();
    }
  };
}

const auditUnavailable = () =>
  new Problem(503, 'audit_unavailable', 'The audit log cannot be written; retry with the same Idempotency-Key.', {
    headers: { 'Retry-After': '1' },
  });

function answerAuditUnavailable(ctx: Context): void {
  const problem = auditUnavailable();
  ctx.remove('Location');
  ctx.set(problem.headers);
  ctx.status = problem.status;
  ctx.type = 'application/problem+json';
  ctx.body = problem.toBody();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function auditRecord(ctx: Context, started: number, bodyLimitBytes: number): AuditRecord {
  const principal = ctx.state.principal as Principal | undefined;
  // Before the body becomes its text: the problem's code is read from it.
  const error =
    (ctx.state.auditError as string | null | undefined) ??
    (ctx.status >= 400 ? ((ctx.body as { code?: string } | undefined)?.code ?? null) : null);
  const requestBody = loggableRequestBody(
    ctx.path,
    ctx.request.body,
    ctx.request.rawBody,
    bodyLimitBytes,
    Boolean(ctx.request.unknownMembers),
  );
  return {
    // A call without a credential may still name its organization (a sign-in names its user's).
    organizationId: principal?.organizationId ?? (ctx.state.auditOrganizationId as number | null | undefined) ?? null,
    kind: 'api',
    method: ctx.method,
    url: ctx.originalUrl,
    status: ctx.status,
    durationMs: Math.round((performance.now() - started) * 1000) / 1000,
    credential: principal?.label ?? null,
    request: { headers: pickHeaders(ctx.headers, LOGGED_REQUEST_HEADERS), body: requestBody },
    // A streamed answer (MCP) leaves what it did in auditResponse and auditError.
    response: {
      headers: pickHeaders(ctx.response.headers, LOGGED_RESPONSE_HEADERS),
      body: loggableBody(ctx.state.auditResponse ?? sentAsJson(ctx)),
    },
    error,
    createdAt: new Date(),
  };
}
