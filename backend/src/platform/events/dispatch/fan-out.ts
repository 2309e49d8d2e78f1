/**
 * The fan-out: takes up to `limit` undispatched events (nothing while another worker is fanning out), numbers them per
 * organization, marks them dispatched and runs each consumer over them (consumer.ts): one statement, so one round
 * trip and its own transaction. The statement's text is made once per list of consumers.
 */
import type { Queryable } from '../../db/knex.js';
import type { EventConsumer } from './consumer.js';

export interface FannedOut {
  events: number;
  /** False when another worker was fanning out: it takes the events (none were looked at). */
  tookTurn: boolean;
  /** What each consumer made, under its name. */
  [consumer: string]: number | boolean;
}

export type FanOut = (db: Queryable, limit: number) => Promise<FannedOut>;

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;
/** Names the statement uses itself, which a consumer's would shadow. */
const TAKEN = new Set(['turn', 'batch', 'counts', 'bumped', 'numbered', 'dispatched', 'events', 'took_turn']);

export function fanOutWith(consumers: readonly EventConsumer[]): FanOut {
  const names = new Set<string>();
  for (const { name } of consumers) {
    if (!IDENTIFIER.test(name) || TAKEN.has(name) || names.has(name) || name.endsWith('_notified'))
      throw new Error(`fan-out: "${name}" cannot name a consumer`);
    names.add(name);
  }
  const steps = consumers.flatMap((consumer) => [
    `${consumer.name} AS (${consumer.sql})`,
    ...(consumer.notify
      ? [`${consumer.name}_notified AS (SELECT pg_notify(?, '') FROM (SELECT 1 FROM ${consumer.name} LIMIT 1) AS made)`]
      : []),
  ]);
  // A common table expression that only selects runs only if it is read (those that write always run): each is counted.
  const answers = consumers.flatMap((consumer) => [
    `(SELECT count(*) FROM ${consumer.name})::integer AS ${consumer.name}`,
    ...(consumer.notify ? [`(SELECT count(*) FROM ${consumer.name}_notified) AS ${consumer.name}_notified`] : []),
  ]);
  const bindings = consumers.flatMap((consumer) => [...consumer.bindings, ...(consumer.notify ? [consumer.notify] : [])]);
  const sql = `WITH turn AS (
       -- One fan-out at a time, all workers together: two would wait on each other's sequence counters (or deadlock on
       -- them) and each make smaller batches; a worker that finds another fanning out leaves the events to it.
       SELECT pg_try_advisory_xact_lock(1802399348, 1) AS mine
     ), batch AS (
       SELECT id, organization_id FROM events
        WHERE dispatched_at IS NULL AND (SELECT mine FROM turn)
        ORDER BY id LIMIT ?::integer FOR UPDATE SKIP LOCKED
     ), counts AS (
       SELECT organization_id, count(*)::bigint AS n FROM batch GROUP BY organization_id
     ), bumped AS (
       INSERT INTO event_sequences AS s (organization_id, last)
       SELECT organization_id, n FROM counts ORDER BY organization_id
       ON CONFLICT (organization_id) DO UPDATE SET last = s.last + excluded.last
       RETURNING organization_id, last
     ), numbered AS (
       SELECT batch.id, bumped.last - counts.n + row_number() OVER (PARTITION BY batch.organization_id ORDER BY batch.id) AS sequence
         FROM batch JOIN counts USING (organization_id) JOIN bumped USING (organization_id)
     ), dispatched AS (
       UPDATE events SET dispatched_at = statement_timestamp(), sequence = numbered.sequence
         FROM numbered WHERE events.id = numbered.id
       RETURNING events.id, events.organization_id, events.type, events.data, events.created_at, events.sequence
     )${steps.map((step) => `, ${step}`).join('\n     ')}
     SELECT (SELECT count(*) FROM dispatched)::integer AS events,${answers.map((answer) => ` ${answer},`).join('')}
            (SELECT mine FROM turn) AS took_turn`;

  return async (db, limit) => {
    const { rows } = await db.raw<{ rows: Array<Record<string, number | boolean>> }>(sql, [limit, ...bindings]);
    const row = rows[0] ?? {};
    const answer: FannedOut = { events: Number(row.events ?? 0), tookTurn: row.took_turn === true };
    for (const { name } of consumers) answer[name] = Number(row[name] ?? 0);
    return answer;
  };
}
