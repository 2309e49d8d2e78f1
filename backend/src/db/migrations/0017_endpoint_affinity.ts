/**
 * An endpoint stays with the worker that serves it, unless another worker
 * has a core to spare (issue 15: two workers no slower than one).
 *
 * A worker that found an endpoint's deliveries due while another worker held
 * its whole max_concurrency registered a grant of 0, which made the holder
 * give up half as its requests ended: every busy endpoint was split evenly
 * among the workers. Split across processes, each process sends half the
 * requests for the same fixed work per turn of its event loop; on a machine
 * whose cores are already busy (two cores, Postgres beside the workers) the
 * two workers used 1.8 times the CPU per delivery of one, and delivered 0.66
 * to 0.83 times as fast (measured). Now a claim says whether its worker is
 * `helping`: only then does it ask for a share others hold (the grant of 0).
 * Either way it takes what the others' grants leave free, and a holder still
 * gives way to a worker that asks.
 *
 * A grant is also no more than its worker could have in flight there under
 * its own limits (its slots, its organization's allowance), as the worker
 * says in `holdings` (`startable`; `least` passes over it when absent): a
 * worker whose slots are full keeps no part of an endpoint it cannot use, and
 * the others take it without asking.
 *
 * The function is 0016's with those changes and the new argument. The
 * old signature stays, as 0016 behaved (always helping), so that workers of
 * the previous version keep claiming until they are restarted.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';
import { FAIR_LEASES_CLAIM_FUNCTION } from './0016_fair_leases.js';

/** `text` with `from` replaced by `to`, where `from` occurs exactly once (so a change to 0016 cannot go unnoticed). */
function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`migration 0017: expected one occurrence of ${from}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const AFFINITY_CLAIM_FUNCTION = [
  // Whether the worker asks for a share others hold.
  [
    'per_organization integer, lease_seconds double precision)',
    'per_organization integer, lease_seconds double precision, helping boolean)',
  ],
  ['OR shares.sending > 0 OR (shares.share = 0 AND shares.due)', 'OR shares.sending > 0 OR (helping AND shares.share = 0 AND shares.due)'],
  // What it could have in flight at each endpoint it holds, under its own limits: its grant is no more than that.
  [
    'SELECT x.webhook_id, x.held, x.sending FROM jsonb_to_recordset(holdings) AS x(webhook_id bigint, held integer, sending integer)',
    'SELECT x.webhook_id, x.held, x.sending, x.startable FROM jsonb_to_recordset(holdings) AS x(webhook_id bigint, held integer, sending integer, startable integer)',
  ],
  [
    'coalesce(mine.held, 0) AS held, coalesce(mine.sending, 0) AS sending,',
    'coalesce(mine.held, 0) AS held, coalesce(mine.sending, 0) AS sending, mine.startable,',
  ],
  [
    'greatest(least(shares.share, shares.held + coalesce(leased_per_hook.n, 0)), shares.sending) AS slots',
    'greatest(least(shares.share, shares.held + coalesce(leased_per_hook.n, 0), shares.startable), shares.sending) AS slots',
  ],
].reduce((text, [from, to]) => replaceOnce(text, from!, to!), FAIR_LEASES_CLAIM_FUNCTION);

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ${AFFINITY_CLAIM_FUNCTION}
    CREATE OR REPLACE FUNCTION claim_webhook_deliveries(claimer text, settlements jsonb, holdings jsonb, max_rows integer,
                                             per_organization integer, lease_seconds double precision)
    RETURNS TABLE (delivery jsonb, webhook jsonb, webhook_id bigint, slots integer)
    LANGUAGE sql VOLATILE
    AS $fn$ SELECT * FROM claim_webhook_deliveries(claimer, settlements, holdings, max_rows, per_organization, lease_seconds, true) $fn$;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP FUNCTION claim_webhook_deliveries(text, jsonb, jsonb, integer, integer, double precision, boolean);
    ${FAIR_LEASES_CLAIM_FUNCTION}
  `);
}
