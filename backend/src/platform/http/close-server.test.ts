/** A stop that waits on no client: keep-alive connections end once idle, and any left are cut after the grace. */
import { type AddressInfo } from 'node:net';
import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { closeServer, createHttpServer } from './http-server.js';

function get(port: number, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', agent, path: '/' }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

describe('closeServer', () => {
  it('ends a keep-alive connection that was busy when the stop began, once its answer is out', async () => {
    let release = () => {};
    const server = createHttpServer(
      (_request, response) => {
        release = () => response.end('ok');
      },
      { requestTimeoutSeconds: 30 },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true });
    const answered = get((server.address() as AddressInfo).port, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    // The grace is far longer than the test: the stop must end because the connection went idle, not by the cut.
    const stopped = closeServer(server, 600_000).then(() => (closed = true));
    release();
    expect(await answered).toBe(200);
    await stopped;
    expect(closed).toBe(true);
    agent.destroy();
  });

  it('cuts a connection still busy after the grace', async () => {
    const server = createHttpServer(() => {}, { requestTimeoutSeconds: 30 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true });
    const answered = get((server.address() as AddressInfo).port, agent).catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await closeServer(server, 100);
    expect(await answered).toMatch(/socket hang up|ECONNRESET/);
    agent.destroy();
  });
});
