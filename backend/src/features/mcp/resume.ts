/**
 * Resuming a response stream that was cut, on any process.
 *
 * Answers to a tool call travel on the response stream of the POST that made it, held by one process. When that
 * process stops (a restart, a crash) or the connection breaks, the stream ends before the answer. The SDK client then
 * resumes it: it sends `GET` with the last event id it read, to whichever process the balancer picks. Events are not
 * kept, so nothing can be replayed; instead the first event of every such stream is a mark naming the process and the
 * client's request ids it carries, and a resume answers each of those requests with an error the client can act on
 * (retry), rather than leaving it to wait for its time-out. A stream that ends with every answer written ends with
 * a mark naming no request: its resume is refused (405) and the client stops.
 */
import { ErrorCode, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';

const MARK = 'k1';
/** How long the client waits before resuming a cut stream. */
const RESUME_AFTER_MS = 500;

const INTERRUPTED =
  'The Kontor process serving this call stopped, or the connection to it broke, before the call was answered. ' +
  "A call waiting for a person's answer created nothing; another call may have finished: call it again " +
  '(with the same idempotency_key, a call that did finish answers its result without creating twice).';

/** The SSE event that opens (or, naming no request, closes) a response stream. */
export function streamMark(holder: string, requests: readonly RequestId[]): string {
  const id = `${MARK}.${holder}.${Buffer.from(JSON.stringify(requests)).toString('base64url')}`;
  return requests.length > 0 ? `id: ${id}\nretry: ${RESUME_AFTER_MS}\ndata: \n\n` : `id: ${id}\ndata: \n\n`;
}

function requestsOf(lastEventId: string): { holder: string; requests: RequestId[] } | null {
  const [mark, holder, encoded, ...rest] = lastEventId.split('.');
  if (mark !== MARK || !holder || encoded === undefined || rest.length > 0) return null;
  try {
    const requests = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(requests) || requests.length > 100) return null;
    if (!requests.every((id) => typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id)))) return null;
    return { holder, requests: requests as RequestId[] };
  } catch {
    return null;
  }
}

/** The event stream that answers a resume: each request of the cut stream interrupted; null when there is none. */
export function interruptedCalls(lastEventId: string): string | null {
  const cut = requestsOf(lastEventId);
  if (!cut || cut.requests.length === 0) return null;
  const done = streamMark(cut.holder, []).split('\n')[0];
  return cut.requests
    .map((id) => {
      const message: JSONRPCMessage = {
        jsonrpc: '2.0',
        id,
        error: { code: ErrorCode.ConnectionClosed, message: INTERRUPTED, data: { retryable: true } },
      };
      return `${done}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;
    })
    .join('');
}
