/**
 * Records every call to /api/ once its answer is known, failures included:
 * it sits outside the problem middleware, so it sees the problem body a
 * thrown error became.
 */
import type { Middleware } from 'koa';
import type { Principal } from '../principal.js';
import { REDACTED, redactRawBody } from './redact.js';
import type { AuditWriter } from './writer.js';

const LOGGED_REQUEST_HEADERS = ['content-type', 'content-length', 'user-agent', 'idempotency-key', 'x-request-id'];
const LOGGED_RESPONSE_HEADERS = ['content-type', 'location', 'idempotent-replayed', 'retry-after'];

function pickHeaders(headers: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));
}

function loggableBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return String(body);
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return '[stream]';
  return body;
}

/**
 * A sign-in body keeps its e-mail only, whatever else was sent (a misspelt
 * password field too); a body that is not JSON is kept as text with its
 * secret-named members redacted, since the JSON redaction cannot see into it.
 */
function loggableRequestBody(path: string, parsed: unknown, raw: string | undefined): unknown {
  if (path.startsWith('/api/v1/auth/')) {
    if (parsed === undefined && raw === undefined) return null;
    const email = (parsed as { email?: unknown } | null | undefined)?.email;
    return typeof email === 'string' ? { email, rest: REDACTED } : REDACTED;
  }
  if (parsed !== undefined) return parsed;
  return raw === undefined ? null : redactRawBody(raw);
}

export function auditMiddleware(audit: AuditWriter): Middleware {
  return async function auditApiCall(ctx, next) {
    if (!audit.enabled || !ctx.path.startsWith('/api/')) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const principal = ctx.state.principal as Principal | undefined;
      const requestBody = loggableRequestBody(ctx.path, ctx.request.body, ctx.request.rawBody);
      audit.record({
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
          body: loggableBody(ctx.state.auditResponse ?? ctx.body),
        },
        error:
          (ctx.state.auditError as string | null | undefined) ??
          (ctx.status >= 400 ? ((ctx.body as { code?: string } | undefined)?.code ?? null) : null),
        createdAt: new Date(),
      });
    }
  };
}
