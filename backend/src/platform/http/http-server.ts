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
