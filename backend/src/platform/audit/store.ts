import { type Queryable, inTransaction } from '../db/knex.js';
import { auditJson, jsonbSafe, redactString, redactUrl } from './redact.js';
import type { AuditMessage, AuditRecord } from './record.js';

/** The jsonb text of one side of an exchange; the body is spliced in as already-serialised JSON. */
function messageJson(message: AuditMessage, bodyLimitBytes: number): string {
  return `{"headers":${jsonbSafe(redactString(JSON.stringify(message.headers)))},"body":${auditJson(message.body, bodyLimitBytes)}}`;
}

/**
 * One entry as a row of `json_to_recordset`: its `request` and `response` are the texts above, spliced in unparsed
 * (`json`, not `jsonb`, keeps them as written). NULs and lone surrogates, which Postgres refuses in text and in JSON
 * escapes, become U+FFFD: one such character had failed its whole batch.
 */
function auditRowJson(record: AuditRecord, bodyLimitBytes: number): string {
  const columns = jsonbSafe(
    JSON.stringify({
      organization_id: record.organizationId,
      kind: record.kind,
      method: record.method,
      url: redactUrl(record.url),
      status: record.status,
      duration_ms: record.durationMs,
      credential: record.credential,
      error: record.error,
      created_at: record.createdAt,
    }),
  );
  return `${columns.slice(0, -1)},"request":${messageJson(record.request, bodyLimitBytes)},"response":${messageJson(record.response, bodyLimitBytes)}}`;
}

/** The most JSON text one statement carries: far below V8's longest string, which bodies of a raised limit could pass. */
const STATEMENT_CHARS = 32 * 1024 * 1024;

const INSERT_ROWS = `INSERT INTO audit_log (organization_id, kind, method, url, status, duration_ms, credential, error, created_at, request, response)
  SELECT organization_id, kind, method, url, status, duration_ms, credential, error, created_at, request, response
    FROM ROWS FROM (json_to_recordset(?::json) AS (organization_id bigint, kind text, method text, url text, status integer,
         duration_ms double precision, credential text, error text, created_at timestamptz, request json, response json))
         WITH ORDINALITY AS r(organization_id, kind, method, url, status, duration_ms, credential, error, created_at, request, response, n)
   ORDER BY n`;

/**
 * Writes a batch of entries, all or none: one statement with one parameter per 32 MiB of rows (the rows as a JSON
 * array). Knex's insert of the same rows built a placeholder per column and row, most of the audit writer's cost in
 * a worker delivering thousands a second.
 */
export async function insertAuditRecords(db: Queryable, records: readonly AuditRecord[], bodyLimitBytes: number): Promise<void> {
  if (records.length === 0) return;
  const statements: string[][] = [[]];
  let chars = 0;
  for (const record of records) {
    const row = auditRowJson(record, bodyLimitBytes);
    if (chars + row.length > STATEMENT_CHARS && statements.at(-1)!.length > 0) {
      statements.push([]);
      chars = 0;
    }
    statements.at(-1)!.push(row);
    chars += row.length + 1;
  }
  const write = async (queryable: Queryable) => {
    // Named (db/prepared.ts): one text whatever the batch, so each connection plans it once. A write's entry goes in a
    // batch of its own or of a few, where parsing and planning the statement cost Postgres as much as inserting it.
    for (const rows of statements) await queryable.raw(INSERT_ROWS, [`[${rows.join(',')}]`]).options({ prepared: true });
  };
  await (statements.length === 1 ? write(db) : inTransaction(db, write));
}

const PRUNE_BATCH = 5_000;
const PRUNE_MAX_BATCHES = 200;

/** Deletes entries older than `retentionDays` before `now`, in batches so no lock is held long. Answers how many went. */
export async function pruneAuditLog(db: Queryable, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  let deleted = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch++) {
    const result = await db.raw<{ rowCount: number }>(
      'DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log WHERE created_at < ?::timestamptz LIMIT ?::integer)',
      [cutoff, PRUNE_BATCH],
    );
    deleted += result.rowCount;
    if (result.rowCount < PRUNE_BATCH) break;
  }
  return deleted;
}
