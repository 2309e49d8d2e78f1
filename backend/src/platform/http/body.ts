/**
 * Reads JSON request bodies: 415 for another media type, charset or a
 * compressed body, 400 for malformed JSON or UTF-8, 413 past the limit in bytes or members, 422 for what no field may hold (input-guard.ts). The raw text is kept for the idempotency hash and
 * the audit log.
 */
import contentType from 'content-type';
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';
import { Problem, badRequest } from '../errors.js';
import { checkJsonBody, checkJsonText } from './input-guard.js';
import { costed } from './request-cost.js';

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

/** UTF-8, which JSON is read in (RFC 8259), and US-ASCII, a part of it. */
const READ_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

/** A charset named that the body is not read in; null when none is named, or it is read. */
function otherCharset(header: string): string | null {
  let charset: string | undefined;
  try {
    charset = contentType.parse(header).parameters.charset?.toLowerCase();
  } catch {
    return null;
  }
  return charset === undefined || READ_CHARSETS.has(charset) ? null : charset;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body as text, at most `limitBytes`: 415 for a charset other than UTF-8 or a compressed body (read as UTF-8
 * anyway, UTF-16 or gzip came out as garbage and a misleading parse error), 413 past the limit, 400 for bytes that are
 * not UTF-8 (never replacement characters). The REST API and the MCP endpoint both read bodies here.
 */
export async function readBodyText(ctx: Context, limitBytes: number): Promise<string> {
  const charset = otherCharset(ctx.get('content-type'));
  if (charset) throw new Problem(415, 'unsupported_media_type', `Send the JSON body in UTF-8; charset=${charset} is not read.`);
  const encoding = ctx.get('content-encoding').trim().toLowerCase();
  if (encoding && encoding !== 'identity')
    throw new Problem(415, 'unsupported_media_type', `Send the body uncompressed; Content-Encoding: ${encoding} is not read.`);
  let bytes: Buffer;
  try {
    bytes = await getRawBody(ctx.req, { limit: limitBytes, length: ctx.get('content-length') || undefined });
  } catch (error) {
    if ((error as { status?: number }).status === 413)
      throw new Problem(413, 'payload_too_large', `The body is larger than the limit of ${limitBytes} bytes.`, { cause: error });
    throw new Problem(400, 'parse_error', 'The request body could not be read.', { cause: error });
  }
  try {
    return strictUtf8.decode(bytes);
  } catch (error) {
    throw new Problem(400, 'parse_error', 'The body is not valid UTF-8.', { cause: error });
  }
}

/**
 * Reads a JSON body's text into `ctx.request.rawBody` (415, 413, 400 as `readBodyText` answers); `parseJsonBody` parses
 * it. Two steps, so that the organization's turn (fair-share.ts) is taken between them: reading waits on the client,
 * parsing is the event loop's work.
 */
export function readJsonBody(limitBytes: number): Middleware {
  return async function readJsonText(ctx, next) {
    if (!METHODS_WITH_BODY.has(ctx.method) || !hasBody(ctx.req.headers)) return next();
    if (!isJson(ctx.get('content-type'))) {
      throw new Problem(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
    }
    ctx.request.rawBody = await readBodyText(ctx, limitBytes);
    return next();
  };
}

export function parseJsonBody(): Middleware {
  return function parseJson(ctx, next) {
    const text = ctx.request.rawBody;
    if (text === undefined || text.trim() === '') return next();
    costed(() => {
      checkJsonText(text);
      try {
        ctx.request.body = JSON.parse(text);
      } catch (error) {
        throw badRequest('parse_error', `The body is not valid JSON: ${(error as Error).message}`);
      }
      checkJsonBody(ctx.request.body, text);
    });
    return next();
  };
}
