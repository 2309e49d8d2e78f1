/**
 * A failure repeated by a retry loop is written once, then counted: the count comes with the next line after the
 * window, or from the sweep once the failure has stopped; other lines pass as they come.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { quietRepeats } from './log-repeats.js';

function logged() {
  let clock = 0;
  const lines: Array<Record<string, unknown>> = [];
  const into = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const filter = quietRepeats(30_000, () => clock, null);
  const logger = pino({ hooks: { logMethod: filter.logMethod } }, into);
  return { logger, lines, filter, advance: (ms: number) => (clock += ms), settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('quietRepeats', () => {
  it('writes a repeated failure once, then its count with the next one after the window', async () => {
    const { logger, lines, advance, settle } = logged();
    // Every 250 ms for 30 s: the 121st falls at the window's end.
    for (let i = 0; i <= 120; i += 1) {
      logger.error({ err: refused() }, 'audit log write failed; will retry');
      advance(250);
    }
    await settle();
    expect(lines.map((line) => [line.msg, line.repeated ?? null])).toEqual([
      ['audit log write failed; will retry', null],
      ['audit log write failed; will retry', 119],
      ['audit log write failed; will retry', null],
    ]);
  });

  it('writes the count by the sweep when the failure stops, and nothing when it came once', async () => {
    const { logger, lines, filter, advance, settle } = logged();
    logger.warn({ err: refused() }, 'could not listen for notifications');
    logger.warn({ err: refused() }, 'could not listen for notifications');
    logger.warn({ err: refused() }, 'could not listen for notifications');
    logger.error({ err: refused() }, 'claiming deliveries failed; retrying');
    advance(30_000);
    filter.sweep();
    await settle();
    expect(lines.map((line) => [line.msg, line.repeated ?? null])).toEqual([
      ['could not listen for notifications', null],
      ['claiming deliveries failed; retrying', null],
      ['could not listen for notifications', 2],
    ]);
  });

  it('lets through errors without a code, other codes, other messages and lines below a warning', async () => {
    const { logger, lines, settle } = logged();
    for (let i = 0; i < 3; i += 1) {
      logger.error({ err: new Error('a bug') }, 'request failed');
      logger.info({ err: refused() }, 'reconnecting');
    }
    logger.error({ err: refused() }, 'event fan-out failed; retrying');
    logger.error({ err: Object.assign(new Error('terminating'), { code: '57P01' }) }, 'event fan-out failed; retrying');
    await settle();
    expect(lines).toHaveLength(8);
  });
});
