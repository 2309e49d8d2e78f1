/**
 * Narrow keys and kept secrets:
 * - money rules the database holds too: no negative amounts or fees, a paid
 *   invoice has paid its total (NOT VALID: enforced on every write from now on,
 *   without refusing to migrate a database that already holds an odd row);
 * - the scopes an active flow acts with, granted by whoever saved it (flows
 *   saved before keep acting as they did, with every scope);
 * - idempotency records keyed on method and concrete path too, their answers
 *   encrypted from now on (records made before, with secrets in clear, go);
 * - an index for the audit log's retention job;
 * - the sign-in limiter's counters, shared by every process (rate-limiter-flexible's table).
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE invoices
      ADD CONSTRAINT invoices_amounts_not_negative
        CHECK (subtotal >= 0 AND tax_total >= 0 AND total >= 0 AND amount_paid >= 0 AND amount_paid <= total) NOT VALID,
      ADD CONSTRAINT invoices_paid_in_full CHECK (status <> 'paid' OR amount_paid = total) NOT VALID;
    ALTER TABLE invoice_items
      ADD CONSTRAINT invoice_items_not_negative
        CHECK (unit_price >= 0 AND quantity > 0 AND tax_rate >= 0 AND tax_rate <= 100 AND total >= 0) NOT VALID;

    ALTER TABLE flows ADD COLUMN granted_scopes text[] NOT NULL DEFAULT '{*}';

    DELETE FROM idempotency_keys;
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, credential, method, path, key);

    -- The retention job deletes by age across organizations (and the anonymous rows, which have none).
    CREATE INDEX audit_log_created_idx ON audit_log (created_at);

    CREATE TABLE sign_in_limits (
      key     varchar(255) PRIMARY KEY,
      points  integer NOT NULL DEFAULT 0,
      expire  bigint
    );
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP TABLE sign_in_limits;
    DROP INDEX audit_log_created_idx;
    DELETE FROM idempotency_keys;
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, credential, key);
    ALTER TABLE flows DROP COLUMN granted_scopes;
    ALTER TABLE invoice_items DROP CONSTRAINT invoice_items_not_negative;
    ALTER TABLE invoices DROP CONSTRAINT invoices_paid_in_full, DROP CONSTRAINT invoices_amounts_not_negative;
  `);
}
