/**
 * An organization's leases are split among its endpoints (fairness within
 * one tenant).
 *
 * A claim leased an organization's deliveries oldest first up to its
 * allowance, whichever endpoint they were for: endpoints that never answer kept
 * theirs leased (in flight until the time-out, and next in line), so they held
 * every lease of their organization and its healthy endpoints got none until
 * one timed out (4 deliveries in 8 s beside 5 dead endpoints). Now an
 * endpoint holds at most its fair part of its organization's leases, all
 * workers together: the allowance divided among the organization's endpoints
 * that want deliveries, and one more while it has other active endpoints (the
 * healthy one has delivered everything for a moment, and must find its part
 * when its next deliveries come). An organization with one endpoint is not
 * limited. The function is 0014's with that one limit added.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';
import { SHARED_CLAIM_FUNCTION } from './0014_shared_endpoints.js';
import { replacedOnce } from './frozen/replace-once.js';

/** The claim function this migration installs: 0014's with the lease limit (0017 derives its own from it). */
export const FAIR_LEASES_CLAIM_FUNCTION = replacedOnce('0016', SHARED_CLAIM_FUNCTION, [
  // Replaces 0014's function.
  [`    CREATE FUNCTION claim_webhook_deliveries(`, `    CREATE OR REPLACE FUNCTION claim_webhook_deliveries(`],
  // The leases other workers hold at each endpoint.
  [
    'others.slots AS others_slots, others.workers AS others,\n',
    'others.slots AS others_slots, others.workers AS others, others.leased AS others_leased,\n',
  ],
  [
    `SELECT coalesce(sum(g.slots), 0)::integer AS slots, count(*)::integer AS workers FROM webhook_grants g`,
    `SELECT coalesce(sum(g.slots), 0)::integer AS slots, count(*)::integer AS workers,
                   coalesce(sum(g.leased), 0)::integer AS leased FROM webhook_grants g`,
  ],
  // Each organization's endpoints that want deliveries (and one more while it has others).
  [
    `          FROM hooks
      ), served AS (`,
    `          FROM hooks
      ), organization_endpoints AS (
        -- The endpoints of each organization its lease allowance is split among: those that want deliveries, and one
        -- more while it has other active endpoints (one of them may want some a moment later).
        SELECT wanting.organization_id,
               wanting.n + CASE WHEN EXISTS (SELECT 1 FROM webhooks w WHERE w.organization_id = wanting.organization_id AND w.is_active
                                               AND w.id NOT IN (SELECT shares.id FROM shares WHERE shares.wants))
                                THEN 1 ELSE 0 END AS n
          FROM (SELECT shares.organization_id, count(*)::integer AS n FROM shares WHERE shares.wants GROUP BY shares.organization_id) wanting
      ), served AS (`,
  ],
  // An endpoint's fair part of its organization's leases.
  [
    `               greatest(0, least(
                 CASE WHEN shares.ordered OR`,
    `               greatest(0, least(
                 -- Its fair part of its organization's leases, all workers together, when it has other endpoints:
                 -- endpoints that never answer cannot hold every lease of their organization.
                 CASE WHEN organization_endpoints.n > 1
                      THEN greatest(1, per_organization / organization_endpoints.n) - shares.held - shares.others_leased
                      ELSE per_organization END,
                 CASE WHEN shares.ordered OR`,
  ],
  [
    `          FROM shares WHERE shares.share > 0 AND shares.due`,
    `          FROM shares JOIN organization_endpoints USING (organization_id) WHERE shares.share > 0 AND shares.due`,
  ],
]);

export async function up(db: Knex): Promise<void> {
  await db.raw(FAIR_LEASES_CLAIM_FUNCTION);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP FUNCTION claim_webhook_deliveries(text, jsonb, jsonb, integer, integer, double precision);
    ${SHARED_CLAIM_FUNCTION}
  `);
}
