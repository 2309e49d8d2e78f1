/** `timestamptz` as pg hands it to Kontor (knex.ts): the Date Postgres's text names, in any of its output forms. */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import './knex.js';

const read = (text: string) => pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ)(text) as unknown;

describe('timestamptz', () => {
  it('is read as the instant its text names, whatever the session time zone wrote', () => {
    expect((read('2026-11-29 22:23:21.123456+00') as Date).toISOString()).toBe('2026-11-29T22:23:21.123Z');
    expect((read('2026-11-29 23:23:21.9+01') as Date).toISOString()).toBe('2026-11-29T22:23:21.900Z');
    expect((read('2026-11-29 16:53:21-05:30') as Date).toISOString()).toBe('2026-11-29T22:23:21.000Z');
    expect((read('2026-03-29 03:00:00+02') as Date).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('keeps years before 100 and before Christ, and the infinities', () => {
    expect((read('0099-01-01 00:00:00+00') as Date).getUTCFullYear()).toBe(99);
    expect((read('0001-01-01 00:00:00+00 BC') as Date).getUTCFullYear()).toBe(0);
    expect([read('infinity'), read('-infinity')]).toEqual([Infinity, -Infinity]);
  });
});
