/** The tables this platform owns (only its SQL writes them) and the others its SQL reads (scripts/check-tables.mjs). */
export const TABLES = {
  owns: [
    'events',
    'event_sequences',
    'audit_log',
    'idempotency_keys',
    'idempotency_keys_superseded',
    'rate_limit_windows',
    'worker_heartbeats',
    'process_heartbeats',
  ],
  reads: [],
};
