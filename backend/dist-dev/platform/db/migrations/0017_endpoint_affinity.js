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
export async function up(db) {
    await db.raw(`
    ${AFFINITY_CLAIM_FUNCTION}
    CREATE OR REPLACE FUNCTION claim_webhook_deliveries(claimer text, settlements jsonb, holdings jsonb, max_rows integer,
                                             per_organization integer, lease_seconds double precision)
    RETURNS TABLE (delivery jsonb, webhook jsonb, webhook_id bigint, slots integer)
    LANGUAGE sql VOLATILE
    AS $fn$ SELECT * FROM claim_webhook_deliveries(claimer, settlements, holdings, max_rows, per_organization, lease_seconds, true) $fn$;
  `);
}
export async function down(db) {
    await db.raw(`
    DROP FUNCTION claim_webhook_deliveries(text, jsonb, jsonb, integer, integer, double precision, boolean);
    ${FAIR_LEASES_CLAIM_FUNCTION}
  `);
}
//# sourceMappingURL=0017_endpoint_affinity.js.map