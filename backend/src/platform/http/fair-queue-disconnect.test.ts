/**
 * A request waiting for its turn whose client closed the connection leaves the queue and does no work: tested with a
 * real socket closed early, on a server with one slot held by another work.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { clientGone, fairQueue } from './fair-queue.js';
import { requestTurns } from './fair-share.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));
const until = async (done: () => boolean) => {
  for (const end = Date.now() + 2000; !done() && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('a work whose client left while it waited', () => {
  it('leaves the queue at once, never runs, and lets the next work have the slot', async () => {
    const queue = fairQueue({ slots: 1, perOrganization: 1, waitMs: 60_000 });
    let release!: () => void;
    const holder = queue.take(1, () => new Promise<void>((resolve) => (release = resolve)));
    const gone = new AbortController();
    let ran = false;
    const abandoned = queue.take(2, async () => void (ran = true), gone.signal);
    const next = queue.take(3, async () => 'next');
    await settle();
    expect([queue.working, queue.waiting]).toEqual([1, 2]);
    gone.abort();
    await expect(abandoned).rejects.toMatchObject({ status: 499, code: 'client_closed_request' });
    expect(queue.waiting).toBe(1);
    release();
    await expect(next).resolves.toBe('next');
    await holder;
    expect(ran).toBe(false);
    // Already gone before it asked: refused without queueing.
    await expect(queue.take(4, async () => 'late', AbortSignal.abort())).rejects.toEqual(clientGone());
  });

  it('is a request whose socket closed: it leaves the queue, its route never runs', async () => {
    const queue = fairQueue({ slots: 1, perOrganization: 1, waitMs: 60_000 });
    const app = new Koa();
    const routed: string[] = [];
    app.silent = true;
    app.use(async (ctx, next) => {
      ctx.state.principal = { kind: 'api_key', id: 1, organizationId: 7 };
      await next();
    });
    app.use(requestTurns(queue));
    app.use((ctx) => {
      routed.push(ctx.path);
      ctx.body = { ok: true };
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    let release!: () => void;
    const holder = queue.take(8, () => new Promise<void>((resolve) => (release = resolve)));
    try {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('GET /api/v1/clients/ HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await until(() => queue.waiting === 1);
      expect(queue.waiting).toBe(1);
      socket.destroy();
      await until(() => queue.waiting === 0);
      expect(queue.waiting).toBe(0);
      release();
      await holder;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(routed).toEqual([]);
      // A client that stays is served as before.
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1/clients/`);
      expect(answer.status).toBe(200);
      expect(routed).toEqual(['/api/v1/clients/']);
    } finally {
      release();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
