/**
 * Webhook filters compare numbers as numbers.
 *
 * Migration 0011 wrote the pattern that tells a number in its SQL through
 * Knex's `raw`, which took each `?` for a binding: the function installed
 * held `'^-$1[0-9]+([.][0-9]+)$2$'`, which no value matches, so every
 * condition compared text ("999.50" >= "1000" held, "1000.00" = 1000 did not),
 * and filters let the wrong events through without a word. The pattern here
 * is written without `?`.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

/** The function as 0011 meant it, with a pattern Knex leaves alone; `pattern` is the one installed. */
const compareFunction = (pattern: string) => `
  CREATE OR REPLACE FUNCTION webhook_filter_compare(op text, actual jsonb, expected jsonb) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE AS $fn$
  DECLARE
    a text := CASE WHEN jsonb_typeof(actual) IN ('string', 'number', 'boolean') THEN actual #>> '{}' END;
    e text := CASE WHEN jsonb_typeof(expected) IN ('string', 'number', 'boolean') THEN expected #>> '{}' END;
    numeric_pattern CONSTANT text := '${pattern}';
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
`;

export async function up(db: Knex): Promise<void> {
  await db.raw(compareFunction('^-{0,1}[0-9]+([.][0-9]+){0,1}$'));
}

export async function down(db: Knex): Promise<void> {
  // Back to what 0011 installed (see above).
  await db.raw(compareFunction('^-$1[0-9]+([.][0-9]+)$2$'));
}
