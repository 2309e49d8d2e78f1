/**
 * Writes audit records. Two ways in:
 *
 * - `record`: off the request path. Records wait in memory and go to the
 *   database in batches, a few times a second; a crash loses at most the last
 *   fraction of a second. For reads, deliveries, flow runs.
 * - `recordDurably`: the caller waits until its record is written. For writes:
 *   no change is answered before its entry is in the database. Records that
 *   arrive while a batch is being written go together in the next one (a group
 *   commit), so a burst of writes costs one INSERT per round trip, not per write.
 *
 * A failing database is retried until the buffer's cap, then logged as dropped. With a journal (journal.ts), each
 * entry `record` takes is also appended to a file before its call is answered, so a killed process loses none.
 */
import type { Logger } from 'pino';
import type { Db, Tx } from '../db/knex.js';
import { AnonymousSampler, isAnonymousFailure } from './anonymous.js';
import type { AuditRecord } from './record.js';
import { redactUrl } from './redact.js';
import type { AuditJournal } from './journal.js';
import { auditColumns, insertAuditRecords, insertAuditRows } from './store.js';
import { withStatementTimeout } from '../db/statement-timeout.js';

/**
 * An error in what was written, not in reaching the database: a data exception (SQLSTATE class 22, such as text
 * Postgres cannot hold), or a batch too large for one string. Retrying it cannot succeed.
 */
const refusesTheData = (error: unknown) => error instanceof RangeError || String((error as { code?: unknown }).code ?? '').startsWith('22');

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
  /** Anonymous failed calls kept whole per minute; the rest are counted into one summary (default 20). */
  anonymousPerMinute?: number;
  /** Where the entries held in memory are also kept, so that a killed process loses none (journal.ts). */
  journal?: AuditJournal;
}

/** How often the entries of stopped processes are looked for again after the database could not take them. */
const REPLAY_RETRY_MS = 30_000;

interface Waiting {
  record: AuditRecord;
  written(error?: unknown): void;
}

export class AuditWriter {
  private buffer: AuditRecord[] = [];
  private waiting: Waiting[] = [];

  /** Records waiting in memory to be written (for the metrics). */
  get buffered(): number {
    return this.buffer.length;
  }
  private writingNow: Promise<void> | undefined;
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly batchSize: number;
  private readonly maxBuffered: number;
  private readonly anonymous: AnonymousSampler;
  private flushTimeoutMs: number | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    readonly options: AuditWriterOptions,
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.maxBuffered = options.maxBuffered ?? 50_000;
    this.anonymous = new AnonymousSampler(options.anonymousPerMinute ?? 20);
    if (options.enabled) {
      this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 200);
      this.timer.unref();
      if (options.journal) void this.replayJournal(options.journal);
    }
  }

  /** Writes the journals of processes that stopped with entries unwritten; tried again later while the database is away. */
  private async replayJournal(journal: AuditJournal): Promise<void> {
    try {
      await journal.replayOrphans((rows) => this.insertRows(rows));
    } catch (error) {
      this.logger.error({ err: error }, 'audit journal: the entries of a stopped process could not be written; will retry');
      setTimeout(() => void this.replayJournal(journal), REPLAY_RETRY_MS).unref();
    }
  }

  /** Rows the database refuses as data are dropped one by one, said in the log, like the writer's own (writeEach). */
  private async insertRows(rows: Array<Array<string | null>>): Promise<void> {
    try {
      await insertAuditRows(this.db, rows);
    } catch (error) {
      if (!refusesTheData(error)) throw error;
      for (const row of rows)
        await insertAuditRows(this.db, [row]).catch((one: unknown) => {
          if (!refusesTheData(one)) throw one;
          this.logger.error({ err: one }, 'an audit entry the database refuses was dropped');
        });
    }
  }

  /**
   * Runs the flushes under a statement timeout: in the API process the reads' class, so that the connection a flush
   * takes keeps the timeout the lists on it hold. Outside any request a flush would `RESET` it, and the next list on
   * that connection `SET` it again: two round trips per flush. A flush cancelled by its timeout is retried, as when the
   * database cannot be reached.
   */
  flushUnder(ms: number): void {
    this.flushTimeoutMs = ms;
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  record(record: AuditRecord): void {
    if (!this.options.enabled) return;
    if (isAnonymousFailure(record) && !this.anonymous.admit(record, Date.now(), this.buffer)) return;
    if (this.buffer.length >= this.maxBuffered) {
      this.logger.error({ dropped: 1 }, 'audit buffer full; a record was dropped');
      return;
    }
    this.buffer.push(record);
    // Before the call is answered (the middleware waits for `journaled()` before Koa sends it): a kill after the answer
    // finds it.
    const journal = this.options.journal;
    if (journal) {
      const columns = auditColumns(record, this.options.bodyLimitBytes);
      const seq = journal.stage(columns);
      if (seq !== null) record.journaled = { seq, columns };
      // Written at the end of this turn of the loop whether or not anyone waits (a delivery's, a flow run's entry).
      void journal.staged();
    }
  }

  /**
   * Resolves once the entries recorded so far are in the journal (those of one turn of the event loop go in one write);
   * undefined without a journal or when none waits. A call is answered only after it.
   */
  journaled(): Promise<void> | undefined {
    return this.options.journal?.staged();
  }

  /** The journal's entries up to the last of these are in the database (the buffer is written in order). */
  private journalWritten(records: readonly AuditRecord[]): void {
    const journal = this.options.journal;
    if (!journal) return;
    let last = 0;
    for (const record of records) last = Math.max(last, record.journaled?.seq ?? 0);
    if (last > 0) journal.writtenThrough(last);
  }

  /**
   * Writes `record` now, with the others waiting: resolves once it is in the database, or (an entry the database
   * refuses, said in the log) can never be. Rejects when the database cannot be reached, and keeps nothing: the caller
   * answers otherwise (503 `audit_unavailable`) and records the entry of that answer. Kept for a later flush, the
   * record was written beside it, and the log told of an answer no client got.
   */
  recordDurably(record: AuditRecord): Promise<void> {
    if (!this.options.enabled) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiting.push({ record, written: (error) => (error === undefined ? resolve() : reject(error as Error)) });
      this.writeWaiting();
    });
  }

  /**
   * Writes `record` in `trx`, the transaction of the write it tells of (with-writes.ts): it commits with that write or
   * not at all. Rejects as the INSERT does; the caller rolls back.
   */
  async recordIn(trx: Tx, record: AuditRecord): Promise<void> {
    if (!this.options.enabled) return;
    await insertAuditRecords(trx, [record], this.options.bodyLimitBytes);
  }

  private writeWaiting(): void {
    if (this.writingNow) return;
    this.writingNow = (async () => {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.batchSize);
        const records = batch.map((entry) => entry.record);
        try {
          await insertAuditRecords(this.db, records, this.options.bodyLimitBytes);
        } catch (error) {
          if (refusesTheData(error)) await this.writeEach(records);
          else {
            this.logger.error({ err: error, entries: records.length }, 'audit log write failed; its callers answer so');
            for (const entry of batch) entry.written(error);
            continue;
          }
        }
        for (const entry of batch) entry.written();
      }
    })().finally(() => {
      this.writingNow = undefined;
      // Arrived after the loop's last look, before this turn ended.
      if (this.waiting.length > 0) this.writeWaiting();
    });
  }

  /** Writes everything recorded so far; concurrent calls share one pass. */
  async flush(): Promise<void> {
    this.anonymous.closeIfDue(Date.now(), this.buffer, false);
    while (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    const ms = this.flushTimeoutMs;
    this.flushing = (ms === undefined ? this.writeAll() : withStatementTimeout(ms, () => this.writeAll())).finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  private async writeAll(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, this.batchSize);
      try {
        await insertAuditRecords(this.db, batch, this.options.bodyLimitBytes);
        this.journalWritten(batch);
      } catch (error) {
        if (!refusesTheData(error)) return this.putBack(batch, error);
        // The database refused something in the batch, and would refuse it at every retry while the buffer filled up
        // behind it: the entries go one by one, and only those refused are dropped, each said in the log.
        await this.writeEach(batch);
      }
    }
  }

  /** Entries not written for a reason that may pass (the database unreachable): first in line at the next flush. */
  private putBack(records: AuditRecord[], error: unknown): void {
    this.buffer.unshift(...records);
    this.logger.error({ err: error, pending: this.buffer.length }, 'audit log write failed; will retry');
  }

  private async writeEach(batch: AuditRecord[]): Promise<void> {
    for (const [index, record] of batch.entries()) {
      try {
        await insertAuditRecords(this.db, [record], this.options.bodyLimitBytes);
      } catch (error) {
        if (!refusesTheData(error)) return this.putBack(batch.slice(index), error);
        this.logger.error(
          { err: error, kind: record.kind, method: record.method, url: redactUrl(record.url), at: record.createdAt },
          'an audit entry the database refuses was dropped',
        );
      }
      this.journalWritten([record]);
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    while (this.writingNow) await this.writingNow;
    this.anonymous.closeIfDue(Date.now(), this.buffer, true);
    await this.flush();
    // What the flush could not write (the database away) stays in the journal for the next process.
    this.options.journal?.close();
  }
}
