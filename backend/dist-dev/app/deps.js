import { AuditWriter } from '../platform/audit/writer.js';
import { createMailer } from '../platform/outbound/email.js';
import { createOutbound } from '../platform/outbound/post.js';
/** Builds the audit writer, mailer and outbound path on top of a database, config, logger and clock. */
export function createDeps(base, options = {}) {
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
export async function closeDeps(deps) {
    deps.mailer.close();
    await deps.outbound.close();
    await deps.audit.close();
}
//# sourceMappingURL=deps.js.map