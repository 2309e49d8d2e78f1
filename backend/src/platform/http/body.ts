/**
 * Reads JSON request bodies: 415 for another media type, charset or a
 * compressed body, 400 for malformed JSON or UTF-8, 413 past the limit in bytes or members, 422 for what no field may hold (input-guard.ts). The raw text is kept for the idempotency hash and
 * the audit log.
 */
import type { IncomingMessage } from 'node:http';
import contentType from 'content-type';
import type { Context, Middleware } from 'koa';
import { Problem, badRequest } from '../errors.js';
import type { BodyShape } from './body-shape.js';
import { CleanText, checkJsonBody } from './input-guard.js';
import { JsonScanner, type UnknownMembers } from './json-scanner.js';
import { INLINE_SCAN_BYTES, SCAN_STEP_BYTES, heavyStep, sizedStep } from './loop-turns.js';
import { addBodyBytes, costed } from './request-cost.js';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body; undefined when the request had none. */
    body?: unknown;
    /** The body as received, for hashing and the audit log. */
    rawBody?: string;
    /** The first name the body gives twice in one object (json-scanner.ts), for checkJsonBody. */
    repeatedName?: string | null;
    /** The most arrays and objects the body holds open at once (json-scanner.ts), for checkJsonBody. */
    bodyDepth?: number;
    /** Members the body names that its route's schema does not know: the body is refused for them, never parsed. */
    unknownMembers?: UnknownMembers | null;
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

/** A body's text and what the JsonScanner found in it while it was read. */
export interface ScannedText {
  text: string;
  /** The first name given twice in one object, as a field path, for checkJsonBody's 422. */
  repeated: string | null;
  /** The most arrays and objects open at once, for checkJsonBody. */
  depth: number;
  /** Members named that `shape` does not know (JsonScanner.unknownMembers), or null. */
  unknown: UnknownMembers | null;
  /** Whether checkJsonBody would find nothing in the text (CleanText): a body refused for its unknown members is not parsed. */
  clean: boolean;
}

const unreadable = (cause: unknown) => new Problem(400, 'parse_error', 'The request body could not be read.', { cause });
const tooLarge = (limitBytes: number) => new Problem(413, 'payload_too_large', `The body is larger than the limit of ${limitBytes} bytes.`);

/**
 * The JSON body's text, at most `limitBytes`, scanned chunk by chunk as it arrives (json-scanner.ts): 415 for a
 * charset other than UTF-8 or a compressed body (read as UTF-8 anyway, UTF-16 or gzip came out as garbage and a
 * misleading parse error), 413 past the limit in bytes or members (before the rest is read), 400 for bytes that are
 * not UTF-8 (never replacement characters). The REST API and the MCP endpoint both read bodies here.
 */
export async function readBodyText(ctx: Context, limitBytes: number, shape: BodyShape | null = null): Promise<ScannedText> {
  const charset = otherCharset(ctx.get('content-type'));
  if (charset) throw new Problem(415, 'unsupported_media_type', `Send the JSON body in UTF-8; charset=${charset} is not read.`);
  const encoding = ctx.get('content-encoding').trim().toLowerCase();
  if (encoding && encoding !== 'identity')
    throw new Problem(415, 'unsupported_media_type', `Send the body uncompressed; Content-Encoding: ${encoding} is not read.`);
  const header = ctx.get('content-length');
  const declared = header === '' ? undefined : Number(header);
  if (declared !== undefined && declared > limitBytes) {
    // Refused unread; Node still drops the declared bytes to the end of the body to keep the connection, so the
    // request pays for them (request-cost.ts), as for a body refused at its bounds.
    addBodyBytes(declared);
    throw tooLarge(limitBytes);
  }
  // The bytes read, or to be dropped unread to the end: the request pays for them whatever the answer
  // (request-cost.ts), a body refused at its 1,001st member as much as one parsed.
  const read = { bytes: 0 };
  try {
    return await readScanned(ctx.req, limitBytes, declared, read, shape);
  } finally {
    addBodyBytes(read.bytes);
  }
}

/**
 * Reads and drops the rest of a body refused before its end, up to what the byte limit still allows: left unread,
 * the connection was reset under the client still sending it, which then never saw the 413.
 */
function discardRest(req: IncomingMessage, allowed: number): void {
  let left = allowed;
  const drop = (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) {
      req.off('data', drop);
      req.pause();
    }
  };
  req.on('data', drop);
  req.once('end', () => req.off('data', drop));
  req.resume();
}

function readScanned(
  req: IncomingMessage,
  limitBytes: number,
  declared: number | undefined,
  read: { bytes: number },
  shape: BodyShape | null,
): Promise<ScannedText> {
  return new Promise((resolve, reject) => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const scanner = new JsonScanner(shape);
    const looks = new CleanText();
    const parts: string[] = [];
    let received = 0;
    let settled = false;
    /** Chunks waiting for their turn to be scanned (loop-turns.ts), and whether the body ended meanwhile. */
    let queued = 0;
    let ended = false;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
      req.off('close', onClose);
    };
    const fail = (error: Problem) => {
      if (settled) return;
      settled = true;
      cleanup();
      read.bytes = received;
      if (error.code === 'too_many_members') {
        discardRest(req, limitBytes - received);
        read.bytes = Math.max(received, Math.min(declared ?? limitBytes, limitBytes));
      } else {
        // Left unread, like raw-body does on its limit: the answer goes out, the rest of the body is not waited for.
        req.unpipe();
        req.pause();
      }
      reject(error);
    };
    /** Decodes and scans a piece; false when the body was refused. */
    const take = (chunk: Buffer | null): boolean => {
      if (settled) return false;
      let piece: string;
      try {
        piece = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      } catch (error) {
        fail(new Problem(400, 'parse_error', 'The body is not valid UTF-8.', { cause: error }));
        return false;
      }
      try {
        scanner.feed(piece);
      } catch (error) {
        fail(error instanceof Problem ? error : unreadable(error));
        return false;
      }
      looks.feed(piece);
      parts.push(piece);
      return true;
    };
    const finish = () => {
      if (settled) return;
      if (declared !== undefined && received !== declared) return fail(unreadable(new Error('The body ended before its Content-Length.')));
      if (!take(null)) return;
      settled = true;
      cleanup();
      read.bytes = received;
      const depth = scanner.depth;
      resolve({
        text: parts.join(''),
        repeated: scanner.end(),
        depth,
        unknown: scanner.unknownMembers(),
        clean: looks.clean(depth, scanner.mayBeInexact),
      });
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) return fail(tooLarge(limitBytes));
      // The first INLINE_SCAN_BYTES are scanned as they come; past them a chunk waits for its turn, and the body waits
      // with it: every chunk that arrived on every connection was otherwise scanned in one poll phase, back to back.
      if (received <= INLINE_SCAN_BYTES && queued === 0) return void take(chunk);
      req.pause();
      // A socket's read of 64 KiB in steps of SCAN_STEP_BYTES, each its own step of the line: one such read took a
      // whole budget of the loop's turn.
      for (let from = 0; from < chunk.length; from += SCAN_STEP_BYTES) {
        const piece = chunk.subarray(from, from + SCAN_STEP_BYTES);
        queued += 1;
        void heavyStep(() => take(piece)).then((taken) => {
          queued -= 1;
          if (!taken || settled) return;
          if (ended && queued === 0) finish();
          else if (queued === 0) req.resume();
        });
      }
    };
    const onEnd = () => {
      ended = true;
      if (queued === 0) finish();
    };
    const onError = (error?: unknown) => fail(unreadable(error));
    const onClose = () => {
      // The body was all read; its last chunks wait for their turn.
      if (ended) return;
      fail(unreadable(new Error('The connection closed before the body ended.')));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
    req.on('close', onClose);
  });
}

/**
 * Reads a JSON body's text into `ctx.request.rawBody` (415, 413, 400 as `readBodyText` answers); `parseJsonBody` parses
 * it. Two steps, so that the organization's turn (fair-share.ts) is taken between them: reading waits on the client,
 * parsing is the event loop's work. `ruleOf` gives the route's byte limit (api.ts `largeBody`) and its body shape
 * (body-shape.ts), if any: a body naming a member it does not know is left unparsed, and its route answers 422 naming
 * them (api.ts), as its validator would.
 */
export function readJsonBody(ruleOf: (ctx: Context) => { limitBytes: number; shape: BodyShape | null }): Middleware {
  return async function readJsonText(ctx, next) {
    if (!METHODS_WITH_BODY.has(ctx.method) || !hasBody(ctx.req.headers)) return next();
    if (!isJson(ctx.get('content-type'))) {
      throw new Problem(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
    }
    const { limitBytes, shape } = ruleOf(ctx);
    const { text, repeated, depth, unknown, clean } = await readBodyText(ctx, limitBytes, shape);
    ctx.request.rawBody = text;
    ctx.request.repeatedName = repeated;
    ctx.request.bodyDepth = depth;
    // Left unparsed only when the checks of checkJsonBody would find nothing: their 422s come first, as they did.
    ctx.request.unknownMembers = unknown && repeated === null && clean ? unknown : null;
    return next();
  };
}

export function parseJsonBody(): Middleware {
  return async function parseJson(ctx, next) {
    const text = ctx.request.rawBody;
    // A body naming unknown members is refused for them by its route, unparsed: the parse and the checks of 19,000
    // members were twice the scan's CPU again (docs/benchmarks.md).
    if (text === undefined || text.trim() === '' || ctx.request.unknownMembers) return next();
    // A large body's parse and checks wait for their turn (loop-turns.ts), then its validation for another.
    await sizedStep(text.length, () =>
      costed(() => {
        try {
          ctx.request.body = JSON.parse(text);
        } catch (error) {
          throw badRequest('parse_error', `The body is not valid JSON: ${(error as Error).message}`);
        }
        checkJsonBody(ctx.request.body, text, ctx.request.repeatedName ?? null, ctx.request.bodyDepth);
      }),
    );
    return next();
  };
}
