/**
 * The pipeline's statements plan below jit_above_cost on the running server, with an empty and with a full queue:
 * above it, a stock PostgreSQL (JIT on) compiles the statement on every call, which made each claim take 10 s and
 * more while the claim function turned sequential scans off (a cost of 10^10 before PostgreSQL 18).
 *
 * A property of the plans, not of time: auto_explain reports the plan of every statement, those inside the database
 * functions too (log_nested_statements), to this connection as a NOTICE, and each plan's total cost is compared with
 * the bar. Claims are repeated, so that the functions' generic plans (from the sixth call) are looked at as well.
 */
import knex, { type Knex } from 'knex';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../dev/test-support/global-setup.js';
import { createTestDatabase } from '../../../dev/test-support/kontor.js';
import { fanOutWith } from '../../../platform/events/dispatch/fan-out.js';
import { flowTriggers } from '../../flows/triggers.js';
import { webhookDeliveries } from '../fan-out.js';
import { claimDue, type Settlement, settleBatch } from './store.js';

/** The fan-out as the composition root makes it: webhook deliveries and flow triggers in one statement. */
const fanOutBatch = fanOutWith([webhookDeliveries, flowTriggers]);

/** jit_above_cost's default: the bar where the server leaves it off (or JIT is not available). */
const DEFAULT_JIT_ABOVE_COST = 100_000;

interface Explained {
  'Query Text': string;
  Plan: { 'Total Cost': number };
}

let drop: () => Promise<void>;
/** The connection whose plans are looked at. */
let db: Knex;
/** Another, which fills the database without reporting a plan for every foreign key check. */
let plain: Knex;
const plans: Explained[] = [];
let bar = DEFAULT_JIT_ABOVE_COST;

beforeAll(async () => {
  const made = await createTestDatabase();
  drop = made.drop;
  plain = made.db;
  // One connection, which reports the plan of every statement it runs: the superuser's, as only a superuser may load
  // auto_explain and set it.
  db = knex({
    client: 'pg',
    connection: { connectionString: withDatabase(inject('postgresSuperuserUrl'), new URL(made.url).pathname.slice(1)) },
    pool: {
      min: 1,
      max: 1,
      afterCreate: (connection: pg.Client, done: (error: Error | null, connection: pg.Client) => void) => {
        connection.on('notice', (notice) => {
          const at = notice.message?.indexOf('{') ?? -1;
          if (notice.message?.startsWith('duration:') && at >= 0) plans.push(JSON.parse(notice.message.slice(at)) as Explained);
        });
        connection
          .query(
            `LOAD 'auto_explain';
             SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on;
             SET auto_explain.log_format = 'json'; SET auto_explain.log_level = 'notice'; SET client_min_messages = 'notice'`,
          )
          .then(
            () => done(null, connection),
            (error: Error) => done(error, connection),
          );
      },
    },
  });
  const server = (
    await made.db.raw(
      `SELECT current_setting('server_version') AS version, current_setting('jit') AS jit,
              current_setting('jit_above_cost')::float8 AS jit_above_cost, pg_jit_available() AS jit_available`,
    )
  ).rows[0] as { version: string; jit: string; jit_above_cost: number; jit_available: boolean };
  if (server.jit_above_cost > 0) bar = server.jit_above_cost;
  // What the run measured against: in the test log, for the CI matrix's record.
  process.stdout.write(
    `PostgreSQL ${server.version}: jit ${server.jit}, pg_jit_available() ${server.jit_available}, jit_above_cost ${bar}\n`,
  );
});

afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

/** Organizations with endpoints (one ordered, one rate-limited each), settled history, and events not yet fanned out. */
async function fill(): Promise<void> {
  await plain.raw(`
    INSERT INTO organizations (name) SELECT 'Plan ' || i FROM generate_series(1, 4) AS i;
    INSERT INTO webhooks (organization_id, url, events, secret, ordered, rate_limit)
    SELECT o.id, 'https://example.com/' || o.id || '/' || i, ARRAY['*'], 'whsec_plan', i = 1, CASE WHEN i = 2 THEN 50 END
      FROM organizations o, generate_series(1, 5) AS i;
    INSERT INTO events (organization_id, type, data, dispatched_at, sequence)
    SELECT w.organization_id, 'CLIENT_UPDATED', jsonb_build_object('id', i), now(), i FROM webhooks w, generate_series(1, 1000) AS i;
    INSERT INTO webhook_deliveries (organization_id, webhook_id, event_id, message_id, event_type, payload, status, attempts)
    SELECT e.organization_id, w.id, e.id, 'msg_' || e.id, e.type, jsonb_build_object('type', e.type, 'data', e.data), 'succeeded', 1
      FROM events e JOIN webhooks w ON w.organization_id = e.organization_id;
    INSERT INTO webhook_deliveries (organization_id, webhook_id, message_id, event_type, payload, next_attempt_at)
    SELECT w.organization_id, w.id, 'msg_due_' || w.id || '_' || i, 'PING', '{"type": "PING", "data": {}}', now() - interval '1 minute'
      FROM webhooks w, generate_series(1, 200) AS i;
    INSERT INTO events (organization_id, type, data)
    SELECT o.id, 'CLIENT_CREATED', jsonb_build_object('id', i) FROM organizations o, generate_series(1, 300) AS i;
  `);
  await plain.raw('ANALYZE');
}

const limits = { limit: 100, perOrganization: 50, leaseSeconds: 60, helping: true };

/** Every plan reported while `work` ran whose cost reaches the bar, and how many plans were reported. */
async function costsOf(work: () => Promise<void>): Promise<{ seen: Explained[]; over: Array<{ query: string; cost: number }> }> {
  const from = plans.length;
  await work();
  const seen = plans.slice(from);
  const highest = seen.reduce((top, plan) => (plan.Plan['Total Cost'] > top.Plan['Total Cost'] ? plan : top));
  process.stdout.write(
    `${seen.length} plans, the highest ${highest.Plan['Total Cost']}: ${highest['Query Text'].slice(0, 80).replace(/\s+/g, ' ')}\n`,
  );
  const over = seen
    .filter((plan) => plan.Plan['Total Cost'] >= bar)
    .map((plan) => ({ query: plan['Query Text'].slice(0, 200), cost: plan.Plan['Total Cost'] }));
  return { seen, over };
}

const settled = (delivery: { id: number; attempts: number }): Settlement => ({
  delivery_id: delivery.id,
  attempt: delivery.attempts,
  started_at: new Date(),
  duration_ms: 12,
  status_code: 200,
  error: null,
  response_body: 'ok',
  next_retry_at: null,
  status: 'succeeded',
});

describe('the pipeline plans below jit_above_cost', () => {
  for (const queue of ['empty', 'full'] as const) {
    describe(`with an ${queue} queue`, () => {
      beforeAll(async () => {
        if (queue === 'full') await fill();
      });

      it('fans out a batch of events', async () => {
        const { seen, over } = await costsOf(async () => {
          for (let turn = 0; turn < 3; turn++) await fanOutBatch(db, 100);
        });
        expect(seen.length).toBeGreaterThan(0);
        expect(over).toEqual([]);
      });

      it('claims (custom and generic plans, settling the previous claim first) and settles', async () => {
        let last: Array<{ id: number; attempts: number }> = [];
        const { seen, over } = await costsOf(async () => {
          for (let turn = 0; turn < 8; turn++) {
            const worker = `plan-worker-${turn % 2}`;
            const claim = await claimDue(db, worker, { ...limits, helping: turn % 3 !== 2 }, { settleFirst: last.map(settled) });
            last = claim.leased.map(({ delivery }) => ({ id: delivery.id, attempts: delivery.attempts }));
          }
          await settleBatch(db, last.map(settled));
        });
        // The claim's own statement, seen inside the function (not only the call).
        expect(seen.some((plan) => plan['Query Text'].includes('pending_hooks'))).toBe(true);
        if (queue === 'full') expect(seen.some((plan) => plan['Query Text'].includes('FOR KEY SHARE'))).toBe(true);
        expect(over).toEqual([]);
      });
    });
  }
});
