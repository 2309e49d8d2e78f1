/**
 * Requests that Node's HTTP parser refuses before Koa sees them (headers or
 * URL over the size limit, a malformed request line) are answered as
 * problem details too. Node's own answer is a bare status line; this one
 * says what went wrong in the same shape as every other error.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Problem } from '../errors.js';

const BY_PARSER_CODE: Record<string, readonly [status: number, code: string, detail: string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'headers_too_large',
    'The request line or headers are larger than the server accepts; shorten the URL or the headers.',
  ],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'payload_too_large', 'The chunk extensions are larger than the server accepts.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request did not arrive in time.'],
  // curl sends "?search=Novák" as raw UTF-8, which HTTP does not allow in a URL.
  HPE_INVALID_URL: [
    400,
    'bad_request',
    'The URL holds characters that must be percent-encoded (a space, or a letter such as "á"); encode them, for example with curl -G --data-urlencode "search=Novák".',
  ],
};
const MALFORMED = [400, 'bad_request', 'The request is not valid HTTP.'] as const;

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, code, detail] = BY_PARSER_CODE[error.code ?? ''] ?? MALFORMED;
    const problem = new Problem(status, code, detail).toBody();
    const body = JSON.stringify(problem);
    const head = [
      `HTTP/1.1 ${status} ${problem.title}`,
      'Content-Type: application/problem+json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  });
}
