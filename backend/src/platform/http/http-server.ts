/**
 * The Node HTTP server the API is served from, with the limits a client must
 * keep to before Koa sees its request, and problem-details answers when it
 * does not (client-error.ts).
 */
import { type RequestListener, type Server, createServer } from 'node:http';
import { answerClientErrors } from './client-error.js';

/** How often, at most, open connections are looked at for a request that is late (Node's default is 30 s). */
const MAX_CHECK_INTERVAL_MS = 5_000;
const MIN_CHECK_INTERVAL_MS = 100;

export function createHttpServer(listener: RequestListener, { requestTimeoutSeconds }: { requestTimeoutSeconds: number }): Server {
  const requestTimeout = Math.round(requestTimeoutSeconds * 1000);
  const server = createServer(
    {
      // The whole request, headers and body, within the time-out: a client that sends a byte now and then no longer
      // holds a connection (and a body reader) for Node's default five minutes. Answering is not limited by it.
      requestTimeout,
      headersTimeout: requestTimeout,
      // Late requests are found at this interval: the time-out is kept to within a tenth of itself.
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, Math.max(MIN_CHECK_INTERVAL_MS, requestTimeout / 10)),
    },
    listener,
  );
  answerClientErrors(server);
  return server;
}

/**
 * Stops taking connections and ends the open ones. Node's close() ends only the keep-alive connections idle at that
 * moment: one busy then stays open once its answer is out, and a client sending on it kept the stop waiting for ever
 * (seen under load in test/read-audit-sigterm.test.ts). Idle ones are closed as they become idle, and whatever is
 * still open after `graceMs` (a request longer than the request time-out) is cut, so a stop is bounded.
 */
export function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
  });
}
