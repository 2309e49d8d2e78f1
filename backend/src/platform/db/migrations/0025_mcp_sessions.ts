/**
 * MCP sessions kept in PostgreSQL, so that every API process serves a session
 * another opened, and a session outlives the process that opened it.
 *
 * - `initialize` is the client's `initialize` request as it was sent: a
 *   process that has not seen the session rebuilds it by answering that
 *   request again (client capabilities, protocol version).
 * - `owner` is the credential that opened it (`api_key:12`); another
 *   credential presenting the id is told it does not exist.
 * - `last_used_at` orders the closing of idle sessions (the oldest first) when
 *   a cap is reached, and ends sessions idle past the idle limit.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE mcp_sessions (
      id text PRIMARY KEY,
      organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      owner text NOT NULL,
      initialize jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mcp_sessions_owner ON mcp_sessions (owner, last_used_at);
    CREATE INDEX mcp_sessions_organization ON mcp_sessions (organization_id, last_used_at);
    CREATE INDEX mcp_sessions_last_used ON mcp_sessions (last_used_at);
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE mcp_sessions');
}
