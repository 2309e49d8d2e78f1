/**
 * Flows' part of the fan-out (platform/events/dispatch/): a `start_flow_runs` job for each event of an organization
 * one of whose active flows has a trigger on that event's type. Flow work queues per organization (graphile-worker
 * runs one job of a named queue at a time), so one organization's flows hold at most one worker slot; an event no
 * flow starts on takes no turn in that queue, where it cost as much as one that starts a run, and held up the runs of
 * the events behind it. Runs are unique per flow, trigger and event, so an event fanned out twice starts each run once.
 */
import { MODES, blocksOf } from '@kontor/flow-engine/blocks';
import type { EventConsumer } from '../../platform/events/dispatch/consumer.js';
import { addJobsSql } from '../../platform/queue/jobs.js';

/** Each trigger block's type and the event it starts on, as the runner matches them (`block.event`). */
const TRIGGER_EVENTS = MODES.flatMap((mode) => blocksOf(mode))
  .filter((block) => block.kind === 'trigger' && typeof block.event === 'string')
  .map((block) => [block.type, block.event!] as const);

const SQL_TEXT = /^[a-z_.A-Z]+$/;
for (const [type, event] of TRIGGER_EVENTS)
  if (!SQL_TEXT.test(type) || !SQL_TEXT.test(event)) throw new Error(`flow triggers: "${type}" on "${event}" cannot be written in SQL`);
const triggerEvents = [...new Set(TRIGGER_EVENTS.map(([type, event]) => `('${type}', '${event}')`))].join(', ');

export const flowTriggers: EventConsumer = {
  name: 'flow_jobs',
  sql: `SELECT ${addJobsSql('start_flow_runs', { payload: { event_id: 'e.id' }, queue: `'flows:' || e.organization_id`, orderBy: 'e.id' })}
         FROM dispatched e
        WHERE EXISTS (
                SELECT 1 FROM flows f CROSS JOIN LATERAL jsonb_array_elements(f.graph -> 'nodes') AS node
                 WHERE f.organization_id = e.organization_id AND f.is_active
                   AND (node ->> 'type', e.type) IN (VALUES ${triggerEvents}))
       HAVING count(*) > 0`,
  bindings: [],
};
