import type { Queryable } from '../db/knex.js';
import { auditJson, redactString } from './redact.js';
import type { AuditMessage, AuditRecord } from './record.js';

/** The jsonb text of one side of an exchange; the body is spliced in as already-serialised JSON. */
function messageJson(message: AuditMessage, bodyLimitBytes: number): string {
  return `{"headers":${redactString(JSON.stringify(message.headers))},"body":${auditJson(message.body, bodyLimitBytes)}}`;
}

export async function insertAuditRecords(db: Queryable, records: readonly AuditRecord[], bodyLimitBytes: number): Promise<void> {
  if (records.length === 0) return;
  await db('audit_log').insert(
    records.map((record) => ({
      organization_id: record.organizationId,
      kind: record.kind,
      method: record.method,
      url: record.url,
      status: record.status,
      duration_ms: record.durationMs,
      credential: record.credential,
      request: messageJson(record.request, bodyLimitBytes),
      response: messageJson(record.response, bodyLimitBytes),
      error: record.error,
      created_at: record.createdAt,
    })),
  );
}
