/**
 * Other names of clients and employees, for the smart resolver:
 * - `former_name`: a client's name before a rename, kept when it changes;
 * - `confirmed`: a phrase a caller resolved an ambiguous_match or no_match
 *   with by choosing the record (REST `confirm`, MCP elicitation);
 * - `manual`: added through `/api/v1/clients/{id}/aliases/` (or employees).
 * `alias_key` is the alias's match key (folded words, sorted), written by the
 * application. A confirmed or manual alias names one record per organization
 * and kind (unique); former names may repeat. A trigram index finds an alias
 * said with a typo.
 *
 * `organizations.duplicate_client_names` (warn | refuse): what creating a
 * client whose name another client has already does.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE name_aliases (
      id bigserial PRIMARY KEY,
      organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      client_id bigint REFERENCES clients (id) ON DELETE CASCADE,
      employee_id bigint REFERENCES employees (id) ON DELETE CASCADE,
      alias text NOT NULL,
      alias_key text NOT NULL,
      source text NOT NULL CHECK (source IN ('former_name', 'confirmed', 'manual')),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((client_id IS NULL) <> (employee_id IS NULL))
    );
    CREATE UNIQUE INDEX name_aliases_client_key ON name_aliases (organization_id, alias_key)
      WHERE client_id IS NOT NULL AND source <> 'former_name';
    CREATE UNIQUE INDEX name_aliases_employee_key ON name_aliases (organization_id, alias_key)
      WHERE employee_id IS NOT NULL AND source <> 'former_name';
    CREATE INDEX name_aliases_lookup ON name_aliases (organization_id, alias_key);
    CREATE INDEX name_aliases_client ON name_aliases (client_id) WHERE client_id IS NOT NULL;
    CREATE INDEX name_aliases_employee ON name_aliases (employee_id) WHERE employee_id IS NOT NULL;
    CREATE INDEX name_aliases_trgm ON name_aliases USING gin (alias_key gin_trgm_ops);
    ALTER TABLE organizations
      ADD COLUMN duplicate_client_names text NOT NULL DEFAULT 'warn' CHECK (duplicate_client_names IN ('warn', 'refuse'));
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE organizations DROP COLUMN duplicate_client_names;
    DROP TABLE name_aliases;
  `);
}
