/**
 * Writes audit records off the request path: records wait in memory and go to
 * the database in batches, a few times a second, so a request never waits on
 * its own log line. A crash loses at most the last fraction of a second; a
 * failing database is retried until the buffer's cap, then logged as dropped.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/knex.js';
import type { AuditRecord } from './record.js';
import { insertAuditRecords } from './store.js';

export interface AuditWriterOptions {
  enabled: boolean;
  /** How often the buffer is written (default 200 ms). */
  flushIntervalMs?: number;
  /** Rows per INSERT (default 500). */
  batchSize?: number;
  /** Records held while the database is unreachable (default 50,000). */
  maxBuffered?: number;
  /** Bodies longer than this (bytes of JSON) are cut to a preview. */
  bodyLimitBytes: number;
}

export class AuditWriter {
  private buffer: AuditRecord[] = [];
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly batchSize: number;
  private readonly maxBuffered: number;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    readonly options: AuditWriterOptions,
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.maxBuffered = options.maxBuffered ?? 50_000;
    if (options.enabled) {
      this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 200);
      this.timer.unref();
    }
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  record(record: AuditRecord): void {
    if (!this.options.enabled) return;
    if (this.buffer.length >= this.maxBuffered) {
      this.logger.error({ dropped: 1 }, 'audit buffer full; a record was dropped');
      return;
    }
    this.buffer.push(record);
  }

  /** Writes everything recorded so far; concurrent calls share one pass. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    this.flushing = this.writeAll().finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  private async writeAll(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, this.batchSize);
      try {
        await insertAuditRecords(this.db, batch, this.options.bodyLimitBytes);
      } catch (error) {
        this.buffer.unshift(...batch);
        this.logger.error({ err: error, pending: this.buffer.length }, 'audit log write failed; will retry');
        return;
      }
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
