/**
 * Who reacts to events, as the fan-out sees them. The fan-out (fan-out.ts) takes a batch of events from the outbox,
 * numbers them per organization and marks them dispatched; what follows for each event is the business of its
 * consumers (webhook deliveries, flow triggers), each a piece of the same statement, so that a batch costs one round
 * trip and commits whole. The consumers are handed in by the composition root (app/pipeline.ts): this folder knows
 * none of them.
 *
 * Glossary:
 * - `dispatched`: the fan-out's common table expression that a consumer reads, one row per event of the batch:
 *   `id, organization_id, type, data, created_at, sequence`.
 * - consumer: one common table expression over `dispatched`, named by the consumer, whose rows are what it made
 *   (deliveries, jobs); the fan-out answers how many under that name.
 */
import type { Knex } from 'knex';

export interface EventConsumer {
  /** Its name in the statement (a SQL identifier) and in the fan-out's answer. */
  name: string;
  /** The body of its common table expression: a statement over `dispatched` that returns a row per thing made. */
  sql: string;
  bindings: readonly Knex.RawBinding[];
  /** A channel notified, when the transaction commits, if it made anything: so that the workers acting on it wake. */
  notify?: string;
}
