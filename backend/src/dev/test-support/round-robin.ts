/**
 * A round-robin HTTP proxy on 127.0.0.1, as a balancer without sticky sessions: each request goes to the next
 * upstream in turn, streamed both ways (an event stream reaches the client as it is written). Each request is logged
 * with the upstream that served it and its body, so that a test can show where its requests went. An upstream that
 * does not answer is answered 502, as a balancer with no health check would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxied {
  upstream: number;
  /** The base URL of the upstream that served it (the list may change under a test's health check). */
  target: string;
  method: string;
  /** The request's `Mcp-Session-Id`, if any. */
  session: string | undefined;
  body: string;
  status: number;
}

export interface RoundRobin {
  url: string;
  /** The upstream base URLs, in turn; replace one to point at a restarted process. */
  upstreams: string[];
  log: Proxied[];
  close(): Promise<void>;
}

export async function roundRobin(upstreams: string[]): Promise<RoundRobin> {
  const log: Proxied[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const upstream = next++ % upstreams.length;
      const base = upstreams[upstream]!;
      const target = new URL(request.url ?? '/', base);
      const body = Buffer.concat(chunks);
      const session = request.headers['mcp-session-id'];
      const entry: Proxied = {
        upstream,
        target: base,
        method: request.method ?? 'GET',
        session: typeof session === 'string' ? session : undefined,
        body: body.toString('utf8'),
        status: 0,
      };
      log.push(entry);
      const forwarded = http.request(target, { method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
        entry.status = answer.statusCode ?? 0;
        response.writeHead(entry.status, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      });
      forwarded.on('error', () => {
        if (response.headersSent) return void response.destroy();
        entry.status = 502;
        response.writeHead(502, { 'content-type': 'text/plain' }).end('upstream unavailable');
      });
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreams,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
