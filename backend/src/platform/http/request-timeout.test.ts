/**
 * A client that sends its request slowly (a slow-loris: a byte now and then) gets 408 once the request time-out
 * has passed, and its connection is closed; nothing of the half-sent body is written.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor({ requestTimeoutSeconds: 1 });

/** Sends a request's head and then its body a byte every 100 ms, at most `bytes`; what came back once the server closed. */
function dripRequest(path: string, body: string): Promise<{ answer: string; sentBytes: number; closedAfterMs: number }> {
  const url = new URL(kontor.url);
  const socket = connect(Number(url.port), url.hostname);
  const started = Date.now();
  let answer = '';
  let sentBytes = 0;
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: ${url.host}`,
      `Authorization: Bearer ${org.apiKey}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n'),
  );
  const drip = setInterval(() => {
    if (sentBytes < body.length && socket.writable) socket.write(body[sentBytes++]!);
  }, 100);
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, sentBytes, closedAfterMs: Date.now() - started });
    });
  });
}

describe('the request time-out', () => {
  it('answers 408 to a body sent a byte at a time, closes the connection and writes nothing', async () => {
    // 300 bytes at 10 a second would take 30 s; the time-out is 1 s.
    const body = JSON.stringify({ name: 'Slow Loris GmbH', notes: 'x'.repeat(260) });
    const { answer, sentBytes } = await dripRequest('/api/v1/clients/', body);
    expect(sentBytes).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('application/problem+json');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 408, code: 'request_timeout' });
    expect(await kontor.db('clients').where({ organization_id: org.id, name: 'Slow Loris GmbH' }).first()).toBeUndefined();
  }, 20_000);

  it('leaves alone requests that arrive whole, before and after a pause longer than the time-out', async () => {
    const res = await org.api.post('/api/v1/clients/', { name: 'Quick GmbH' });
    expect(res.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await org.api.get(`/api/v1/clients/${res.body.id}/`)).status).toBe(200);
  });
});
