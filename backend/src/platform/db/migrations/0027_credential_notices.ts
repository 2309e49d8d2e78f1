/**
 * Credentials cached in each API process, told of their changes; rate limits taken in batches.
 *
 * - `kontor_credentials`: a trigger tells every listening process when an API key changes (revoked, scopes, anything
 *   but `last_used_at`) or goes (deleted, or its organization deleted), and when an organization's row changes. The
 *   notice is sent when the change commits, whoever made it: the API, the CLI or an operator's SQL. Its payload is
 *   `api_key:<id>` or `organization:<id>`.
 * - `rate_limit_windows`: one row per limited subject and window; a process takes a few requests' allowance at once
 *   (`last_grant` answers how many of those it asked for it got). It replaces `api_rate_limits`, whose counters
 *   (rate-limiter-flexible's) were written on every request; they live a minute, so none is carried over.
 *
 * Frozen: the function is named by the hash of the text installed (functions/functions.ts).
 */
import type { Knex } from 'knex';
import { type Installation, installFunctions } from '../functions/functions.js';

const NOTIFY: Installation = {
  file: 'kontor_notify_credential_change',
  signature: 'kontor_notify_credential_change()',
  replaces: null,
  installs: '2e80fe7b4ff80d790dfeb9c0b1a8610fc25a63c0d751e7a50670126653f69f87',
};

export async function up(db: Knex): Promise<void> {
  await installFunctions(db, '0027_credential_notices', [NOTIFY]);
  await db.raw(`
    CREATE TRIGGER api_keys_changed AFTER UPDATE ON api_keys FOR EACH ROW
      WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
      EXECUTE FUNCTION kontor_notify_credential_change('api_key');
    CREATE TRIGGER api_keys_deleted AFTER DELETE ON api_keys FOR EACH ROW
      EXECUTE FUNCTION kontor_notify_credential_change('api_key');
    CREATE TRIGGER organizations_changed AFTER UPDATE OR DELETE ON organizations FOR EACH ROW
      EXECUTE FUNCTION kontor_notify_credential_change('organization');

    CREATE TABLE rate_limit_windows (
      subject     text PRIMARY KEY,
      used        integer NOT NULL,
      last_grant  integer NOT NULL,
      resets_at   timestamptz NOT NULL
    );
    DROP TABLE api_rate_limits;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE api_rate_limits (
      key     varchar(255) PRIMARY KEY,
      points  integer NOT NULL DEFAULT 0,
      expire  bigint
    );
    DROP TABLE rate_limit_windows;
    DROP TRIGGER organizations_changed ON organizations;
    DROP TRIGGER api_keys_deleted ON api_keys;
    DROP TRIGGER api_keys_changed ON api_keys;
    DROP FUNCTION kontor_notify_credential_change();
  `);
}
