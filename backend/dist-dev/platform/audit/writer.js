import { AnonymousSampler, isAnonymousFailure } from './anonymous.js';
import { redactUrl } from './redact.js';
import { insertAuditRecords } from './store.js';
/**
 * An error in what was written, not in reaching the database: a data exception (SQLSTATE class 22, such as text
 * Postgres cannot hold), or a batch too large for one string. Retrying it cannot succeed.
 */
const refusesTheData = (error) => error instanceof RangeError || String(error.code ?? '').startsWith('22');
export class AuditWriter {
    db;
    logger;
    options;
    buffer = [];
    waiting = [];
    writingNow;
    flushing;
    timer;
    batchSize;
    maxBuffered;
    anonymous;
    constructor(db, logger, options) {
        this.db = db;
        this.logger = logger;
        this.options = options;
        this.batchSize = options.batchSize ?? 500;
        this.maxBuffered = options.maxBuffered ?? 50_000;
        this.anonymous = new AnonymousSampler(options.anonymousPerMinute ?? 20);
        if (options.enabled) {
            this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 200);
            this.timer.unref();
        }
    }
    get enabled() {
        return this.options.enabled;
    }
    record(record) {
        if (!this.options.enabled)
            return;
        if (isAnonymousFailure(record) && !this.anonymous.admit(record, Date.now(), this.buffer))
            return;
        if (this.buffer.length >= this.maxBuffered) {
            this.logger.error({ dropped: 1 }, 'audit buffer full; a record was dropped');
            return;
        }
        this.buffer.push(record);
    }
    /**
     * Writes `record` now, with the others waiting: resolves once it is in the database, or (an entry the database
     * refuses, said in the log) can never be. Rejects when the database cannot be reached; the record then waits in the
     * buffer for the next flush, like any other.
     */
    recordDurably(record) {
        if (!this.options.enabled)
            return Promise.resolve();
        return new Promise((resolve, reject) => {
            this.waiting.push({ record, written: (error) => (error === undefined ? resolve() : reject(error)) });
            this.writeWaiting();
        });
    }
    writeWaiting() {
        if (this.writingNow)
            return;
        this.writingNow = (async () => {
            while (this.waiting.length > 0) {
                const batch = this.waiting.splice(0, this.batchSize);
                const records = batch.map((entry) => entry.record);
                try {
                    await insertAuditRecords(this.db, records, this.options.bodyLimitBytes);
                }
                catch (error) {
                    if (refusesTheData(error))
                        await this.writeEach(records);
                    else {
                        this.putBack(records, error);
                        for (const entry of batch)
                            entry.written(error);
                        continue;
                    }
                }
                for (const entry of batch)
                    entry.written();
            }
        })().finally(() => {
            this.writingNow = undefined;
            // Arrived after the loop's last look, before this turn ended.
            if (this.waiting.length > 0)
                this.writeWaiting();
        });
    }
    /** Writes everything recorded so far; concurrent calls share one pass. */
    async flush() {
        this.anonymous.closeIfDue(Date.now(), this.buffer, false);
        while (this.flushing)
            await this.flushing;
        if (this.buffer.length === 0)
            return;
        this.flushing = this.writeAll().finally(() => {
            this.flushing = undefined;
        });
        await this.flushing;
    }
    async writeAll() {
        while (this.buffer.length > 0) {
            const batch = this.buffer.splice(0, this.batchSize);
            try {
                await insertAuditRecords(this.db, batch, this.options.bodyLimitBytes);
            }
            catch (error) {
                if (!refusesTheData(error))
                    return this.putBack(batch, error);
                // The database refused something in the batch, and would refuse it at every retry while the buffer filled up
                // behind it: the entries go one by one, and only those refused are dropped, each said in the log.
                await this.writeEach(batch);
            }
        }
    }
    /** Entries not written for a reason that may pass (the database unreachable): first in line at the next flush. */
    putBack(records, error) {
        this.buffer.unshift(...records);
        this.logger.error({ err: error, pending: this.buffer.length }, 'audit log write failed; will retry');
    }
    async writeEach(batch) {
        for (const [index, record] of batch.entries()) {
            try {
                await insertAuditRecords(this.db, [record], this.options.bodyLimitBytes);
            }
            catch (error) {
                if (!refusesTheData(error))
                    return this.putBack(batch.slice(index), error);
                this.logger.error({ err: error, kind: record.kind, method: record.method, url: redactUrl(record.url), at: record.createdAt }, 'an audit entry the database refuses was dropped');
            }
        }
    }
    async close() {
        if (this.timer)
            clearInterval(this.timer);
        while (this.writingNow)
            await this.writingNow;
        this.anonymous.closeIfDue(Date.now(), this.buffer, true);
        await this.flush();
    }
}
//# sourceMappingURL=writer.js.map