/**
 * The batched event pipeline:
 * - events are an outbox read in batches: `dispatched_at` is set when their
 *   deliveries are made, `sequence` numbers them per organization in that order;
 * - deliveries are leased by a worker (`leased_until`) instead of one queue job
 *   each, so per-endpoint and per-organization limits are counted in Postgres,
 *   across every worker process;
 * - endpoints get `max_concurrency`, `rate_limit` (per second) and `ordered`;
 * - the API rate limit's counters (rate-limiter-flexible's Postgres store, its
 *   own table layout), shared by every API process.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE events ADD COLUMN dispatched_at timestamptz, ADD COLUMN sequence bigint;
    -- Events recorded before this migration were dispatched by one queue job each.
    UPDATE events SET dispatched_at = created_at;
    CREATE INDEX events_undispatched_idx ON events (id) WHERE dispatched_at IS NULL;

    CREATE TABLE event_sequences (
      organization_id  bigint PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
      last             bigint NOT NULL
    );

    ALTER TABLE webhooks
      ADD COLUMN max_concurrency integer NOT NULL DEFAULT 10 CHECK (max_concurrency BETWEEN 1 AND 100),
      ADD COLUMN rate_limit      integer CHECK (rate_limit BETWEEN 1 AND 10000),
      ADD COLUMN ordered         boolean NOT NULL DEFAULT false,
      -- v1: HMAC with the whsec_ secret; v1a: ed25519, the secret column holds the whsk_ key and public_key its whpk_.
      ADD COLUMN signature_scheme text NOT NULL DEFAULT 'v1' CHECK (signature_scheme IN ('v1', 'v1a')),
      ADD COLUMN public_key      text,
      -- JSON conditions on the event, e.g. {"data.total": {"gte": "1000"}}; null delivers every subscribed event.
      ADD COLUMN filter          jsonb;

    -- One condition: numbers (and numeric strings, as money is written) compare as numbers, anything else as text.
    CREATE FUNCTION webhook_filter_compare(op text, actual jsonb, expected jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE AS $fn$
    DECLARE
      a text := CASE WHEN jsonb_typeof(actual) IN ('string', 'number', 'boolean') THEN actual #>> '{}' END;
      e text := CASE WHEN jsonb_typeof(expected) IN ('string', 'number', 'boolean') THEN expected #>> '{}' END;
      numeric_pattern CONSTANT text := '^-?[0-9]+([.][0-9]+)?$';
      both_numeric boolean := a ~ numeric_pattern AND e ~ numeric_pattern;
      cmp integer;
    BEGIN
      IF op = 'exists' THEN RETURN (actual IS NOT NULL AND jsonb_typeof(actual) <> 'null') = (expected = 'true'::jsonb); END IF;
      IF op = 'in' THEN
        RETURN EXISTS (SELECT 1 FROM jsonb_array_elements(expected) AS x WHERE webhook_filter_compare('eq', actual, x));
      END IF;
      IF a IS NULL OR e IS NULL THEN RETURN op = 'ne'; END IF;
      cmp := CASE WHEN both_numeric THEN sign(a::numeric - e::numeric)::integer
                  WHEN a < e THEN -1 WHEN a > e THEN 1 ELSE 0 END;
      RETURN CASE op WHEN 'eq' THEN cmp = 0 WHEN 'ne' THEN cmp <> 0 WHEN 'gt' THEN cmp > 0 WHEN 'gte' THEN cmp >= 0
                     WHEN 'lt' THEN cmp < 0 WHEN 'lte' THEN cmp <= 0 ELSE false END;
    END $fn$;

    -- Every condition of every path must hold.
    CREATE FUNCTION webhook_filter_matches(filter jsonb, doc jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE AS $fn$
      SELECT filter IS NULL OR NOT EXISTS (
        SELECT 1 FROM jsonb_each(filter) AS path, jsonb_each(path.value) AS cond
         WHERE NOT webhook_filter_compare(cond.key, doc #> string_to_array(path.key, '.'), cond.value))
    $fn$;

    ALTER TABLE webhook_deliveries
      ADD COLUMN sequence      bigint,
      ADD COLUMN leased_until  timestamptz,
      ADD COLUMN claimed_at    timestamptz;
    UPDATE webhook_deliveries SET next_attempt_at = coalesce(next_attempt_at, now()) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (webhook_id, id) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_leased_idx ON webhook_deliveries (organization_id, webhook_id) WHERE leased_until IS NOT NULL;
    CREATE INDEX webhook_deliveries_claimed_idx ON webhook_deliveries (webhook_id, claimed_at) WHERE claimed_at IS NOT NULL;
    CREATE INDEX webhook_deliveries_failed_idx ON webhook_deliveries (webhook_id, created_at) WHERE status = 'failed';

    CREATE TABLE api_rate_limits (
      key     varchar(255) PRIMARY KEY,
      points  integer NOT NULL DEFAULT 0,
      expire  bigint
    );
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP TABLE api_rate_limits;
    DROP INDEX webhook_deliveries_failed_idx;
    DROP INDEX webhook_deliveries_claimed_idx;
    DROP INDEX webhook_deliveries_leased_idx;
    DROP INDEX webhook_deliveries_pending_idx;
    ALTER TABLE webhook_deliveries DROP COLUMN claimed_at, DROP COLUMN leased_until, DROP COLUMN sequence;
    DROP FUNCTION webhook_filter_matches(jsonb, jsonb);
    DROP FUNCTION webhook_filter_compare(text, jsonb, jsonb);
    ALTER TABLE webhooks DROP COLUMN filter, DROP COLUMN public_key, DROP COLUMN signature_scheme, DROP COLUMN ordered, DROP COLUMN rate_limit, DROP COLUMN max_concurrency;
    DROP TABLE event_sequences;
    DROP INDEX events_undispatched_idx;
    ALTER TABLE events DROP COLUMN sequence, DROP COLUMN dispatched_at;
  `);
}
