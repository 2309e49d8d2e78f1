/**
 * What features are built from: one object made in app.ts, handed to every
 * feature's routes. Tests make their own with a test clock and their database.
 */
import type { Logger } from 'pino';
import type { AuditWriter } from './audit/writer.js';
import type { Config } from './config.js';
import type { Db } from './db/knex.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface Deps {
  db: Db;
  config: Config;
  logger: Logger;
  audit: AuditWriter;
  clock: Clock;
}
