/**
 * A body's chunks take turns (body.ts, loop-turns.ts): its first INLINE_SCAN_BYTES are scanned as they arrive, the
 * rest each in its turn, the body paused meanwhile. A socket's read is up to 64 KiB, and the poll phase scanned the
 * first 64 KiB of every body on every connection back to back.
 */
import { EventEmitter } from 'node:events';
import type { Context } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { readBodyText } from './body.js';
import { JsonScanner } from './json-scanner.js';
import { INLINE_SCAN_BYTES, SCAN_STEP_BYTES } from './loop-turns.js';

/** A request that records when it is paused and resumed, its chunks given by the test. */
function fakeRequest(length: number) {
  const req = Object.assign(new EventEmitter(), {
    calls: [] as string[],
    pause: () => void req.calls.push('pause'),
    resume: () => void req.calls.push('resume'),
    unpipe: () => undefined,
  });
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(length) };
  const ctx = { req, get: (name: string) => headers[name.toLowerCase()] ?? '' } as unknown as Context;
  return { req, ctx };
}

describe('a body read in turns', () => {
  it('scans its first 16 KiB as they arrive and waits for a turn for each chunk past them', async () => {
    const text = JSON.stringify({ notes: 'x'.repeat(40 * 1024) });
    const bytes = Buffer.from(text);
    const first = bytes.subarray(0, 8 * 1024);
    const second = bytes.subarray(8 * 1024, 8 * 1024 + 16 * 1024);
    const rest = bytes.subarray(first.length + second.length);
    expect(first.length).toBeLessThan(INLINE_SCAN_BYTES);
    const { req, ctx } = fakeRequest(bytes.length);
    const read = readBodyText(ctx, 1024 * 1024);
    req.emit('data', first);
    // Within the first INLINE_SCAN_BYTES: scanned at once, the body not paused.
    expect(req.calls).toEqual([]);
    req.emit('data', second);
    // Past them (24 KiB in all, under the 64 KiB a socket reads at once): the body waits for the chunk's turn.
    expect(req.calls).toEqual(['pause']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(req.calls).toEqual(['pause', 'resume']);
    req.emit('data', rest);
    expect(req.calls).toEqual(['pause', 'resume', 'pause']);
    req.emit('end');
    const scanned = await read;
    expect(scanned.text).toBe(text);
    expect(scanned.depth).toBe(1);
  });

  it('scans a 64 KiB read past the first bytes in steps of 16 KiB', async () => {
    const text = JSON.stringify({ notes: 'x'.repeat(100 * 1024) });
    const bytes = Buffer.from(text);
    // Called through: the spy records each piece the scanner was fed.
    const feed = vi.spyOn(JsonScanner.prototype, 'feed');
    try {
      const { req, ctx } = fakeRequest(bytes.length);
      const read = readBodyText(ctx, 1024 * 1024);
      req.emit('data', bytes.subarray(0, 64 * 1024));
      req.emit('data', bytes.subarray(64 * 1024));
      req.emit('end');
      await read;
      const pieces = feed.mock.calls.map(([piece]) => piece.length);
      expect(Math.max(...pieces)).toBeLessThanOrEqual(SCAN_STEP_BYTES);
      expect(pieces.reduce((sum, length) => sum + length, 0)).toBe(text.length);
    } finally {
      feed.mockRestore();
    }
  });

  it('answers a small body in the turn it arrived in', async () => {
    const text = '{"name":"Small"}';
    const { req, ctx } = fakeRequest(text.length);
    const read = readBodyText(ctx, 1024 * 1024);
    req.emit('data', Buffer.from(text));
    req.emit('end');
    expect(req.calls).toEqual([]);
    expect((await read).text).toBe(text);
  });
});
