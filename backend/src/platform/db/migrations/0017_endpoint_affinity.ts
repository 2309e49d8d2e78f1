/**
 * An endpoint stays with the worker that serves it, unless another worker
 * has a core to spare (two workers no slower than one).
 *
 * A worker that found an endpoint's deliveries due while another worker held
 * its whole max_concurrency registered a grant of 0, which made the holder
 * give up half as its requests ended: every busy endpoint was split evenly
 * among the workers. Split across processes, each process sends half the
 * requests for the same fixed work per turn of its event loop; on a machine
 * whose cores are already busy (two cores, Postgres beside the workers) the
 * two workers used 1.8 times the CPU per delivery of one, and delivered 0.66
 * to 0.83 times as fast. Now a claim says whether its worker is
 * `helping`: only then does it ask for a share others hold (the grant of 0).
 * A worker not helping takes no part of an endpoint another worker is
 * granted, and where two hold one (split while one was helping) the one
 * outranked, by the smaller grant or, grants equal, by name, gives way: its
 * share is 0, it gives back what it leased there and keeps a grant only for
 * its requests in flight, so the split ends instead of lasting while both
 * have deliveries for it. A holder still gives way to a worker that asks. A
 * grant not renewed for 5 s (its worker may have died) outranks no one: the
 * other worker keeps its part of a split meanwhile.
 *
 * A grant is not capped at what its worker could start under its own limits
 * (tried: the worker's share, returned by the claim, stayed above the grant,
 * and the workers together could exceed max_concurrency when its slots freed).
 *
 * The function is 0016's with those changes and the new argument. The
 * old signature stays, as 0016 behaved (always helping), so that workers of
 * the previous version keep claiming until they are restarted.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';
import { FAIR_LEASES_CLAIM_FUNCTION } from './0016_fair_leases.js';
import { replacedOnce } from './frozen/replace-once.js';

const AFFINITY_CLAIM_FUNCTION = replacedOnce('0017', FAIR_LEASES_CLAIM_FUNCTION, [
  // Whether the worker asks for a share others hold.
  [
    'per_organization integer, lease_seconds double precision)',
    'per_organization integer, lease_seconds double precision, helping boolean)',
  ],
  // A grant of 0 (asking for a share) only from a worker helping; one that gives way (not helping, a share of 0) keeps
  // a grant only for what it has in flight, since it gives back what waits (pump.ts).
  [
    'WHERE shares.held + coalesce(leased_per_hook.n, 0) > 0 OR shares.sending > 0 OR (shares.share = 0 AND shares.due)',
    `WHERE (shares.held + coalesce(leased_per_hook.n, 0) > 0 AND (helping OR shares.share > 0))
            OR shares.sending > 0 OR (helping AND shares.share = 0 AND shares.due)`,
  ],
  // Whether another worker's grant there, renewed in the last 5 s (its worker alive), outranks this worker's: larger,
  // or as large and the first by name. (A grant not renewed still counts against max_concurrency until it runs out.)
  [
    '(SELECT g.slots FROM webhook_grants g WHERE g.webhook_id = w.id AND g.worker = claimer) AS granted_before,',
    `(SELECT g.slots FROM webhook_grants g WHERE g.webhook_id = w.id AND g.worker = claimer) AS granted_before,
               coalesce((SELECT true FROM webhook_grants g
                          WHERE g.webhook_id = w.id AND g.worker <> claimer AND g.slots > 0
                            AND g.expires_at > claim_time + make_interval(secs => greatest(lease_seconds - 5, 0))
                            AND (g.slots, claimer) > (coalesce((SELECT m.slots FROM webhook_grants m WHERE m.webhook_id = w.id AND m.worker = claimer), 0), g.worker)
                          LIMIT 1), false) AS outranked,`,
  ],
  // A worker not helping takes no part of an endpoint another holds, and gives way where it is outranked.
  [
    'greatest(0, least((hooks.ceiling + hooks.others) / (hooks.others + 1), hooks.ceiling - hooks.others_slots))::integer AS share,',
    `(CASE WHEN NOT helping AND hooks.outranked THEN 0
                     ELSE greatest(0, least((hooks.ceiling + hooks.others) / (hooks.others + 1), hooks.ceiling - hooks.others_slots)) END)::integer AS share,`,
  ],
]);

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
