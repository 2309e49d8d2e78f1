/**
 * What every feature is built from, made once per process by a composition
 * root (server.ts, cli.ts, the test Kontor, the benchmarks) and handed down
 * to app.ts (the route table) and worker.ts (the task table). A part that
 * needs less asks for `Pick<Deps, …>`; there is no other shape of this bag.
 */
import type { Logger } from 'pino';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { AuditJournal } from '../platform/audit/journal.js';
import { AuditWriter } from '../platform/audit/writer.js';
import { connectionStringOf } from '../platform/db/migrate.js';
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
    journal: config.auditEnabled && config.auditJournalDir ? journalFor(db, config.auditJournalDir, logger) : undefined,
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

/**
 * The journal of this database: a folder per database (by its address, without the password), so that processes of
 * two installations sharing a data folder never write each other's entries.
 */
function journalFor(db: Db, dir: string, logger: Logger): AuditJournal {
  const connection = connectionStringOf(db);
  let address = connection;
  try {
    const url = new URL(connection);
    url.password = '';
    address = url.toString();
  } catch {
    // Not a URL (a socket path): its text names the database as well.
  }
  const database = createHash('sha256').update(address).digest('hex').slice(0, 16);
  return new AuditJournal(path.join(dir, database), logger);
}

/** Writes what the audit buffer holds and closes the mail transport and connection pool (not the database). */
export async function closeDeps(deps: Deps): Promise<void> {
  deps.mailer.close();
  await deps.outbound.close();
  await deps.audit.close();
}
