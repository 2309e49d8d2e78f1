/**
 * The audit log's record: what producers (the API middleware, deliveries,
 * flow runs, e-mail) hand to the writer. Reading the log is the logs/ feature.
 */
export const AUDIT_KINDS = ['api', 'webhook', 'flow', 'email'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * A body already written as JSON text: the answer as sent, serialised once for the client and the log. The log keeps
 * it as the JSON it is, not as a string.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * A body already in the form the log keeps (redacted, and cut to a preview when long): written as it is. A large
 * request body is made so when its entry is recorded, so that the entry holds a few KiB rather than the parsed body.
 */
export class AuditedJson {
  constructor(readonly text: string) {}
}

/** One side of an exchange: a few headers and the body, as sent (redacted and capped when written). */
export interface AuditMessage {
  headers: Record<string, unknown>;
  body: unknown;
}

/**
 * One entry as a producer hands it to the writer. Bodies are kept by
 * reference and serialised only when the batch is written, after the answer
 * has gone out; producers must not change them afterwards.
 */
export interface AuditRecord {
  organizationId: number | null;
  kind: AuditKind;
  method: string;
  url: string;
  status: number | null;
  durationMs: number | null;
  credential: string | null;
  request: AuditMessage;
  response: AuditMessage;
  error: string | null;
  createdAt: Date;
  /** Set by the writer when the entry was put in its journal (journal.ts): its number there and its columns, made once. */
  journaled?: { seq: number; columns: Array<string | null> };
}

/** What a producer says about something Kontor did on its own: no caller, and empty sides by default. */
export interface SystemEvent {
  organizationId: number | null;
  kind: AuditRecord['kind'];
  method: string;
  url: string;
  status?: number | null;
  durationMs?: number | null;
  request?: Partial<AuditMessage>;
  response?: Partial<AuditMessage>;
  error?: string | null;
  createdAt: Date;
}

/** The audit entry of a delivery, a flow run, an e-mail: one shape, built in one place. */
export function systemRecord(event: SystemEvent): AuditRecord {
  return {
    organizationId: event.organizationId,
    kind: event.kind,
    method: event.method,
    url: event.url,
    status: event.status ?? null,
    durationMs: event.durationMs === null || event.durationMs === undefined ? null : Math.round(event.durationMs * 1000) / 1000,
    credential: null,
    request: { headers: {}, body: null, ...event.request },
    response: { headers: {}, body: null, ...event.response },
    error: event.error ?? null,
    createdAt: event.createdAt,
  };
}
