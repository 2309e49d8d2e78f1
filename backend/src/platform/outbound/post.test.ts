/**
 * The one outbound path: a huge or endless answer costs its first 4 KiB of
 * memory and at most the deadline, for webhook deliveries and the flows'
 * send-to-platform action alike (both go through postSigned).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor, type TestOrganization } from '../../dev/test-support/kontor.js';
import { ANSWER_KEPT_BYTES, createOutbound } from './post.js';

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** Answers 200 with `bytes` of body (Infinity: never stops), at the speed the socket takes it. */
async function streamingServer(bytes: number): Promise<{ url: string; sent: () => number; close(): Promise<void> }> {
  let sent = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'text/plain' });
    let left = bytes;
    const pump = () => {
      while (left > 0) {
        const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        left -= chunk.length;
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('close', () => (left = 0));
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform`,
    sent: () => sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The most the heap and buffers grew above where they were, sampled while `work` runs. */
async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
  globalThis.gc?.();
  const used = () => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const before = used();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, used()) - before;
}

describe('postSigned', () => {
  it('keeps 4 KiB of an endless answer and stops reading it, well before its deadline', async () => {
    const endless = await streamingServer(Infinity);
    const outbound = createOutbound({ allowPrivate: true, timeoutMs: 30_000 });
    try {
      const started = performance.now();
      let answer: Awaited<ReturnType<typeof outbound.postSigned>> | undefined;
      const growth = await peakGrowth(async () => {
        answer = await outbound.postSigned({
          url: endless.url,
          body: '{}',
          messageId: 'msg_1',
          secrets: ['whsec_dGVzdHNlY3JldA=='],
          userAgent: 'test',
          now: new Date(),
        });
      });
      expect(answer).toMatchObject({ statusCode: 200, error: null });
      expect(answer!.body).toHaveLength(ANSWER_KEPT_BYTES);
      expect(growth).toBeLessThan(10 * MB);
      // Dropped after the first chunks, not drained until the 30 s deadline.
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await outbound.close();
      await endless.close();
    }
  });

  it('ends an answer that never completes at its deadline, as a failure naming it', async () => {
    const server = createServer((request, response) => {
      request.resume();
      response.writeHead(200);
      response.write('partial');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const outbound = createOutbound({ allowPrivate: true, timeoutMs: 500 });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const answer = await outbound.postSigned({
        url,
        body: '{}',
        messageId: 'msg_2',
        secrets: ['whsec_dGVzdHNlY3JldA=='],
        userAgent: 'test',
        now: new Date(),
      });
      expect(answer.statusCode).toBeNull();
      expect(answer.error).toContain('within 0.5 s');
    } finally {
      await outbound.close();
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('Retry-After', () => {
  it('is read as seconds or an HTTP date, and anything else is ignored', async () => {
    let header = '';
    const server = createServer((request, response) => {
      request.resume();
      response.writeHead(429, { 'retry-after': header });
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const outbound = createOutbound({ allowPrivate: true, timeoutMs: 5000 });
    const now = new Date('2026-11-23T10:00:00Z');
    const retryAfter = async (value: string) => {
      header = value;
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      return (
        await outbound.postSigned({ url, body: '{}', messageId: 'msg_3', secrets: ['whsec_dGVzdHNlY3JldA=='], userAgent: 'test', now })
      ).retryAfterSeconds;
    };
    try {
      expect(await retryAfter('120')).toBe(120);
      expect(await retryAfter('Mon, 23 Nov 2026 10:02:00 GMT')).toBe(120);
      // Date.parse read "foo 3000" as the year 3000: the retry waited the longest honoured, 24 hours.
      expect(await retryAfter('foo 3000')).toBeNull();
      expect(await retryAfter('2026-11-23')).toBeNull();
    } finally {
      await outbound.close();
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("the flows' send-to-platform action", () => {
  let kontor: TestKontor;
  let org: TestOrganization;
  let platform: Awaited<ReturnType<typeof streamingServer>>;
  beforeAll(async () => {
    kontor = await startTestKontor();
    org = await kontor.createOrganization();
    platform = await streamingServer(50 * MB);
  });
  afterAll(async () => {
    await platform.close();
    await kontor.close();
  });

  it('receives a 50 MB answer with flat memory: 4 KiB kept, the rest never read', async () => {
    const graph = {
      nodes: [
        { id: 'new', type: 'trigger.client_created', params: {}, position: { x: 0, y: 0 } },
        { id: 'push', type: 'send_to_platform', params: { url: platform.url }, position: { x: 0, y: 100 } },
      ],
      connections: [{ from: 'new', to: 'push', output: 'main' }],
    };
    const flow = (await org.api.post('/api/automation/flows/', { name: 'Big answer', mode: 'automation', graph })).body;
    let run: { status: number; body: { status: string; trace: Array<{ node: string; result?: unknown }> } } | undefined;
    const growth = await peakGrowth(async () => {
      run = await org.api.post(`/api/automation/flows/${flow.id}/run/`, { context: { client: { id: 1, name: 'A' } }, live: true });
    });
    expect(run!.status).toBe(200);
    expect(run!.body.status).toBe('completed');
    expect(run!.body.trace.find((step) => step.node === 'push')?.result).toMatchObject({ status: 200 });
    expect(growth).toBeLessThan(10 * MB);
    expect(platform.sent()).toBeLessThan(50 * MB);
  });
});
