/**
 * Flows' part of the fan-out (platform/events/dispatch/): a `start_flow_runs` job for each event of an organization
 * with active flows. Flow work queues per organization (graphile-worker runs one job of a named queue at a time), so
 * one organization's flows hold at most one worker slot. Runs are unique per flow, trigger and event, so an event
 * fanned out twice starts each run once.
 */
import type { EventConsumer } from '../../platform/events/dispatch/consumer.js';
import { addJobsSql } from '../../platform/queue/jobs.js';

export const flowTriggers: EventConsumer = {
  name: 'flow_jobs',
  sql: `SELECT ${addJobsSql('start_flow_runs', { payload: { event_id: 'e.id' }, queue: `'flows:' || e.organization_id`, orderBy: 'e.id' })}
         FROM dispatched e
        WHERE EXISTS (SELECT 1 FROM flows f WHERE f.organization_id = e.organization_id AND f.is_active)
       HAVING count(*) > 0`,
  bindings: [],
};
