/**
 * The one way Kontor POSTs to someone else's server: webhook deliveries and
 * the flows' send-to-platform action both come through here.
 *
 * - Signed with Standard Webhooks headers (`webhook-id`, `-timestamp`, `-signature`).
 * - Dialled through the SSRF guard (ssrf.ts): no private targets unless the operator allows them.
 * - One overall deadline for connecting, sending and reading: a receiver that answers slowly,
 *   or streams without end, costs at most `timeoutMs`.
 * - At most `ANSWER_KEPT_BYTES` of the answer are read; then the body is dropped, so a huge or
 *   endless answer costs 4 KiB of memory, not its size.
 */
import type { Dispatcher } from 'undici';
import { systemRecord } from '../audit/record.js';
import type { AuditRecord } from '../audit/record.js';
import { type PrivateTargets, guardedAgent } from './ssrf.js';
import { signedHeaders } from './signing.js';

/** How much of a receiver's answer is kept (and shown in deliveries and the audit log). */
export const ANSWER_KEPT_BYTES = 4096;
/** The longest `Retry-After` honoured; beyond it the caller's schedule decides. */
const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

export interface SignedPost {
  url: string;
  /** The JSON body, exactly as signed. */
  body: string;
  /** `webhook-id`: the same on every retry of one message, so receivers can drop duplicates. */
  messageId: string;
  /** The signing secrets: two while a rotated secret is still honoured. */
  secrets: readonly string[];
  userAgent: string;
  now: Date;
}

export interface PostAnswer {
  /** Null when no answer came (refused address, network error, time-out). */
  statusCode: number | null;
  /** Null for a 2xx answer; otherwise what went wrong, in words. */
  error: string | null;
  /** The first `ANSWER_KEPT_BYTES` of the answer, or null without an answer. */
  body: string | null;
  /** Seconds the receiver asked us to wait (`Retry-After`), if it said. */
  retryAfterSeconds: number | null;
  durationMs: number;
  /** The headers sent, signature included. */
  sentHeaders: Record<string, string>;
}

export interface Outbound {
  postSigned(message: SignedPost): Promise<PostAnswer>;
  close(): Promise<void>;
}

export interface OutboundOptions {
  /** Private, loopback and link-local targets: refused (false), all allowed (true), or CIDRs allowed. */
  allowPrivate: PrivateTargets;
  /** The whole exchange's deadline. */
  timeoutMs: number;
}

/** Builds the outbound path once per process: one connection pool shared by every POST. */
export function createOutbound(options: OutboundOptions): Outbound {
  const dispatcher = guardedAgent(options.allowPrivate, { connectTimeoutMs: options.timeoutMs });
  return {
    postSigned: (message) => postSigned(dispatcher, options.timeoutMs, message),
    close: () => dispatcher.close(),
  };
}

/**
 * One POST through undici's dispatch API: the answer's status and headers, then at most `ANSWER_KEPT_BYTES` of its
 * body, handed over as they arrive. `request()` does the same through a readable stream per answer and an abort
 * signal per deadline, at about twice the CPU per POST (docs/benchmarks.md).
 */
function postSigned(dispatcher: Dispatcher, timeoutMs: number, message: SignedPost): Promise<PostAnswer> {
  const started = performance.now();
  const sentHeaders = {
    'content-type': 'application/json',
    'user-agent': message.userAgent,
    ...signedHeaders(message.secrets, message.messageId, Math.floor(message.now.getTime() / 1000), message.body),
  };
  const elapsed = () => Math.round((performance.now() - started) * 1000) / 1000;
  const failed = (reason: string): PostAnswer => ({
    statusCode: null,
    error: reason,
    body: null,
    retryAfterSeconds: null,
    durationMs: elapsed(),
    sentHeaders,
  });
  return new Promise<PostAnswer>((resolve) => {
    let settled = false;
    let controller: Dispatcher.DispatchController | null = null;
    let statusCode = 0;
    let retryAfter: string | string[] | undefined;
    const chunks: Buffer[] = [];
    let kept = 0;
    /** Answers once; what undici reports after that (the abort of a capped or late answer) is not news. */
    const answer = (outcome: PostAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const answered = (): PostAnswer => {
      const ok = statusCode >= 200 && statusCode < 300;
      return {
        statusCode,
        error: ok ? null : `receiver answered ${statusCode}`,
        body: Buffer.concat(chunks).toString('utf8'),
        retryAfterSeconds: parseRetryAfter(retryAfter, message.now),
        durationMs: elapsed(),
        sentHeaders,
      };
    };
    // One deadline for connecting, sending and reading; a request still waiting for a connection is aborted when it gets one.
    const deadline = setTimeout(() => {
      answer(failed(`no complete answer within ${timeoutMs / 1000} s`));
      controller?.abort(new Error('deadline passed'));
    }, timeoutMs);
    let target: URL;
    try {
      target = new URL(message.url);
    } catch {
      // Not the URL itself: the error is kept in the audit log, and a URL may carry a secret in its query.
      return answer(failed('the URL does not parse'));
    }
    try {
      dispatcher.dispatch(
        {
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: 'POST',
          headers: sentHeaders,
          body: message.body,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        },
        {
          onRequestStart(started) {
            controller = started;
            if (settled) started.abort(new Error('deadline passed'));
          },
          onResponseStart(_controller, status, headers) {
            // 1xx answers (103 Early Hints) come before the real one.
            if (status < 200) return;
            statusCode = status;
            retryAfter = headers['retry-after'];
          },
          onResponseData(own, chunk) {
            if (settled) return;
            const room = ANSWER_KEPT_BYTES - kept;
            if (chunk.length <= room) {
              chunks.push(chunk);
              kept += chunk.length;
              return;
            }
            // Enough is kept: the rest is dropped with the connection, not read (an endless answer stops costing at once).
            chunks.push(chunk.subarray(0, room));
            answer(answered());
            own.abort(new Error('answer capped'));
          },
          onResponseEnd() {
            answer(answered());
          },
          onResponseError(_controller, error) {
            const cause = (error as { cause?: Error }).cause;
            answer(failed(cause?.message ?? error.message));
          },
        },
      );
    } catch (error) {
      answer(failed((error as Error).message));
    }
  });
}

/** "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT" or "Sun Nov  6 08:49:37 1994". */
const HTTP_DATE =
  /^(?:[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]+, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/;

function parseRetryAfter(header: string | string[] | undefined, now: Date): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const text = value.trim();
  // Seconds, or an HTTP date (RFC 9110: IMF-fixdate, or the obsolete RFC 850 and asctime forms, all in GMT). Anything
  // else is ignored: Date.parse read "foo 3000" as the year 3000, and the retry waited the longest we honour, 24 h.
  const seconds = /^\d+$/.test(text)
    ? Number(text)
    : HTTP_DATE.test(text)
      ? (Date.parse(text.endsWith('GMT') ? text : `${text} GMT`) - now.getTime()) / 1000
      : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, MAX_RETRY_AFTER_SECONDS) : null;
}

/** The audit entry of one POST: what was sent (signature hidden), what came back, how long it took. */
export function auditOfPost(
  post: Pick<SignedPost, 'url' | 'body' | 'now'>,
  answer: PostAnswer,
  entry: { organizationId: number; kind: 'webhook' | 'flow'; about: Record<string, unknown> },
): AuditRecord {
  return systemRecord({
    organizationId: entry.organizationId,
    kind: entry.kind,
    method: 'POST',
    url: post.url,
    status: answer.statusCode,
    durationMs: answer.durationMs,
    request: {
      headers: { ...answer.sentHeaders, 'webhook-signature': '[signed]', ...entry.about },
      body: JSON.parse(post.body) as unknown,
    },
    response: { headers: {}, body: answer.body },
    error: answer.error,
    createdAt: post.now,
  });
}
