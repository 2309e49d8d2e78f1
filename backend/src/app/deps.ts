/**
 * What every feature is built from, made once per process by a composition
 * root (server.ts, cli.ts, the test Kontor, the benchmarks) and handed down
 * to app.ts (the route table) and worker.ts (the task table). A part that
 * needs less asks for `Pick<Deps, …>`; there is no other shape of this bag.
 */
import type { Logger } from 'pino';
import { AuditWriter } from '../platform/audit/writer.js';
import type { Config } from './config.js';
import type { Db } from '../platform/db/knex.js';
import { type Mailer, createMailer } from '../platform/outbound/email.js';
import { type Outbound, createOutbound } from '../platform/outbound/post.js';
import type { Clock } from '../platform/clock.js';

export interface Deps {
  db: Db;
  config: Config;
  logger: Logger;
  clock: Clock;
  /** The audit log, written in batches off the request path. */
  audit: AuditWriter;
  /** E-mail through SMTP, or captured into the audit log without it. */
  mailer: Mailer;
  /** Signed POSTs to other servers (webhooks, flows), through the SSRF guard. */
  outbound: Outbound;
}

/** Builds the audit writer, mailer and outbound path on top of a database, config, logger and clock. */
export function createDeps(base: Pick<Deps, 'db' | 'config' | 'logger' | 'clock'>, options: { auditFlushIntervalMs?: number } = {}): Deps {
  const { db, config, logger } = base;
  const audit = new AuditWriter(db, logger, {
    enabled: config.auditEnabled,
    bodyLimitBytes: config.auditBodyLimitBytes,
    anonymousPerMinute: config.auditAnonymousPerMinute,
    flushIntervalMs: options.auditFlushIntervalMs,
  });
  return {
    ...base,
    audit,
    mailer: createMailer(config, audit),
    outbound: createOutbound({ allowPrivate: config.webhookAllowPrivate, timeoutMs: config.webhookTimeoutSeconds * 1000 }),
  };
}

/** Writes what the audit buffer holds and closes the mail transport and connection pool (not the database). */
export async function closeDeps(deps: Deps): Promise<void> {
  deps.mailer.close();
  await deps.outbound.close();
  await deps.audit.close();
}
