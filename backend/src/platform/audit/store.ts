import { type Queryable, inTransaction } from '../db/knex.js';
import { auditJson, jsonbSafe, redactString, redactUrl } from './redact.js';
import type { AuditMessage, AuditRecord } from './record.js';

/** The jsonb text of one side of an exchange; the body is spliced in as already-serialised JSON. */
function messageJson(message: AuditMessage, bodyLimitBytes: number): string {
  return `{"headers":${jsonbSafe(redactString(JSON.stringify(message.headers)))},"body":${auditJson(message.body, bodyLimitBytes)}}`;
}

/**
 * Postgres holds no NUL in text: it becomes U+FFFD, as in the JSON columns (jsonbSafe). A lone surrogate becomes U+FFFD
 * in pg's UTF-8.
 */
const textOf = (value: string | null) => (value === null ? null : value.replace(/\0/g, '\ufffd'));
/** As JSON wrote them before: a number that is not finite is null, an invalid date is null. */
const numberOf = (value: number | null) => (value !== null && Number.isFinite(value) ? String(value) : null);
const dateOf = (value: Date): string | null => value.toJSON();

/** A Postgres array literal of texts: each element quoted, its quotes and backslashes escaped; null as NULL. */
const arrayLiteral = (values: ReadonlyArray<string | null>) =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${value.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

/** The columns before `request` and `response`, which go as JSON arrays (their texts already JSON: nothing to escape). */
const JSON_COLUMNS = 9;

/** One entry as the statement's columns, in its order: `request` and `response` as the JSON texts above. */
export function auditColumns(record: AuditRecord, bodyLimitBytes: number): Array<string | null> {
  return [
    numberOf(record.organizationId),
    textOf(record.kind),
    textOf(record.method),
    textOf(redactUrl(record.url)),
    numberOf(record.status),
    numberOf(record.durationMs),
    textOf(record.credential),
    textOf(record.error),
    dateOf(record.createdAt),
    messageJson(record.request, bodyLimitBytes),
    messageJson(record.response, bodyLimitBytes),
  ];
}

/** The most text one statement carries: far below V8's longest string, which bodies of a raised limit could pass. */
const STATEMENT_CHARS = 32 * 1024 * 1024;

/**
 * One parameter per column: an array with one element per entry, and for `request` and `response` a JSON array of
 * their texts (`json_array_elements` hands each back as written). Not a JSON array of rows read by `json_to_recordset`:
 * Postgres parsed each row's JSON there at several times the cost of inserting it (a read's entry carries a 4 KiB
 * preview of its answer). Not text arrays for the bodies either: escaping their quotes and backslashes for an array
 * literal cost Node as much as Postgres saved.
 */
const INSERT_ROWS = `INSERT INTO audit_log (organization_id, kind, method, url, status, duration_ms, credential, error, created_at, request, response)
  SELECT organization_id, kind, method, url, status, duration_ms, credential, error, created_at, request, response
    FROM ROWS FROM (unnest(?::bigint[]), unnest(?::text[]), unnest(?::text[]), unnest(?::text[]), unnest(?::integer[]),
                    unnest(?::double precision[]), unnest(?::text[]), unnest(?::text[]), unnest(?::timestamptz[]),
                    json_array_elements(?::json), json_array_elements(?::json))
         WITH ORDINALITY AS r(organization_id, kind, method, url, status, duration_ms, credential, error, created_at, request, response, n)
   ORDER BY n`;

/**
 * Writes a batch of entries, all or none: one statement per 32 MiB of entries, one parameter per column. Knex's insert
 * of the same rows built a placeholder per column and row, most of the audit writer's cost in a worker delivering
 * thousands a second.
 */
export async function insertAuditRecords(db: Queryable, records: readonly AuditRecord[], bodyLimitBytes: number): Promise<void> {
  await insertAuditRows(
    db,
    records.map((record) => record.journaled?.columns ?? auditColumns(record, bodyLimitBytes)),
  );
}

/** Entries already made into their columns (auditColumns): the journal's, written again after a crash. */
export async function insertAuditRows(db: Queryable, rows: ReadonlyArray<Array<string | null>>): Promise<void> {
  if (rows.length === 0) return;
  const statements: Array<Array<Array<string | null>>> = [[]];
  let chars = 0;
  for (const row of rows) {
    const length = row.reduce((sum, value) => sum + (value?.length ?? 4) + 3, 0);
    if (chars + length > STATEMENT_CHARS && statements.at(-1)!.length > 0) {
      statements.push([]);
      chars = 0;
    }
    statements.at(-1)!.push(row);
    chars += length;
  }
  const write = async (queryable: Queryable) => {
    // Named (db/prepared.ts): one text whatever the batch, so each connection plans it once. A write's entry goes in a
    // batch of its own or of a few, where parsing and planning the statement cost Postgres as much as inserting it.
    for (const rows of statements) {
      const columns = rows[0]!.map((_, column) =>
        column < JSON_COLUMNS ? arrayLiteral(rows.map((row) => row[column] ?? null)) : `[${rows.map((row) => row[column]).join(',')}]`,
      );
      await queryable.raw(INSERT_ROWS, columns).options({ prepared: true });
    }
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
