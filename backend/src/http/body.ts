/**
 * Reads JSON request bodies: 415 for another media type, charset or a
 * compressed body, 400 for malformed JSON or UTF-8, 413 past the limit, 422 for what no field may hold (input-guard.ts). The raw text is kept for the idempotency hash and
 * the audit log.
 */
import contentType from 'content-type';
import type { Middleware } from 'koa';
import getRawBody from 'raw-body';
import { Problem, badRequest } from '../platform/errors.js';
import { checkJsonBody } from './input-guard.js';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body; undefined when the request had none. */
    body?: unknown;
    /** The body as received, for hashing and the audit log. */
    rawBody?: string;
  }
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

function isJson(header: string | undefined): boolean {
  if (!header) return false;
  try {
    const { type } = contentType.parse(header);
    return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
  } catch {
    return false;
  }
}

/** A charset other than UTF-8, which JSON is read in (RFC 8259); null when none is named or it is UTF-8. */
function otherCharset(header: string): string | null {
  const charset = contentType.parse(header).parameters.charset?.toLowerCase();
  return charset === undefined || charset === 'utf-8' || charset === 'utf8' ? null : charset;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function jsonBody(limitBytes: number): Middleware {
  return async function readJsonBody(ctx, next) {
    if (!METHODS_WITH_BODY.has(ctx.method) || !hasBody(ctx.req.headers)) return next();
    if (!isJson(ctx.get('content-type'))) {
      throw new Problem(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
    }
    // Read as UTF-8 anyway, a UTF-16 or compressed body came out as garbage or a misleading parse error.
    const charset = otherCharset(ctx.get('content-type'));
    if (charset) throw new Problem(415, 'unsupported_media_type', `Send the JSON body in UTF-8; charset=${charset} is not read.`);
    const encoding = ctx.get('content-encoding').trim().toLowerCase();
    if (encoding && encoding !== 'identity')
      throw new Problem(415, 'unsupported_media_type', `Send the body uncompressed; Content-Encoding: ${encoding} is not read.`);
    let text: string;
    try {
      const bytes = await getRawBody(ctx.req, { limit: limitBytes, length: ctx.get('content-length') || undefined });
      try {
        text = strictUtf8.decode(bytes);
      } catch (error) {
        throw new Problem(400, 'parse_error', 'The body is not valid UTF-8.', { cause: error });
      }
    } catch (error) {
      if (error instanceof Problem) throw error;
      const status = (error as { status?: number }).status;
      if (status === 413) {
        throw new Problem(413, 'payload_too_large', `The body is larger than the limit of ${limitBytes} bytes.`, { cause: error });
      }
      throw new Problem(400, 'parse_error', 'The request body could not be read.', { cause: error });
    }
    ctx.request.rawBody = text;
    if (text.trim() === '') return next();
    try {
      ctx.request.body = JSON.parse(text);
    } catch (error) {
      throw badRequest('parse_error', `The body is not valid JSON: ${(error as Error).message}`);
    }
    checkJsonBody(ctx.request.body);
    return next();
  };
}
