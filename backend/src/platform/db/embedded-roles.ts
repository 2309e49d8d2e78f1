/**
 * Who connects to the embedded Postgres. The folder's bootstrap role (`kontor`, made by initdb) is a superuser: as
 * that user `COPY … FROM PROGRAM` runs shell commands as the server's account. Kontor itself therefore connects as
 * `kontor_app`, a role that owns Kontor's database and everything in it but is no superuser; the bootstrap role only
 * creates that role, the database and the extensions the migrations use (which need more than a database owner's
 * rights on a stock server).
 *
 * A folder made before this (Kontor connected as the bootstrap role, which then owned every table) is moved over at
 * its first start: the database and every object of Kontor's in it are given to `kontor_app`, in one transaction, so
 * that a start cut short leaves them as they were. Run at every start; it changes nothing once done.
 *
 * Client authentication: every entry of pg_hba.conf asks for a password (scram-sha-256), none trusts a connection;
 * written at every start of the server, so a folder made by an earlier version gets it too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { randomBytes } from 'node:crypto';
import { createOnce } from '../lib/create-once.js';

/** The role Kontor's processes connect as. */
export const APP_USER = 'kontor_app';
const APP_PASSWORD_FILE = 'postgres-app-password';

/**
 * The extensions the migrations create (`CREATE EXTENSION IF NOT EXISTS`): created here first, by the bootstrap role,
 * so that the migrations find them and the application's role needs no right to create any.
 */
export const EXTENSIONS = ['pg_trgm', 'btree_gist', 'unaccent'] as const;

/** Only passwords, on loopback (the server listens nowhere else and opens no Unix socket). */
export const HBA_CONF = [
  '# Written by Kontor at every start of the embedded Postgres (platform/db/embedded-roles.ts): no trust entries.',
  'local   all             all                                     scram-sha-256',
  'host    all             all             127.0.0.1/32            scram-sha-256',
  'host    all             all             ::1/128                 scram-sha-256',
  '',
].join('\n');

export function writeHbaConf(databaseDir: string): void {
  writeFileSync(path.join(databaseDir, 'pg_hba.conf'), HBA_CONF);
}

/** The application role's password: random, made once per data folder, readable by its owner only. */
export function appPasswordOf(dataDir: string): string {
  const file = path.join(dataDir, APP_PASSWORD_FILE);
  createOnce(file, `${randomBytes(24).toString('hex')}\n`);
  const password = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{48}$/.test(password)) throw new Error(`${file} does not hold a password Kontor wrote (48 hexadecimal digits)`);
  return password;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * As the bootstrap role, on the `postgres` database: the application role (its password the folder's), and the
 * database, owned by it. `createDatabases`: the role may create databases too (the tests' one per test file).
 */
export async function ensureAppRole(
  admin: pg.Client,
  options: { password: string; database: string; createDatabases: boolean },
): Promise<void> {
  const { password, database } = options;
  if (!/^[0-9a-f]+$/.test(password)) throw new Error('the application role takes a password of hexadecimal digits');
  // Two processes starting on one folder at once: one at a time (held until this connection ends).
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['kontor:embedded-roles']);
  // Hexadecimal only: nothing in it to escape.
  const rights = `LOGIN NOSUPERUSER NOCREATEROLE NOREPLICATION NOBYPASSRLS ${options.createDatabases ? 'CREATEDB' : 'NOCREATEDB'} PASSWORD '${password}'`;
  const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_USER]);
  await admin.query(`${role.rowCount === 0 ? 'CREATE' : 'ALTER'} ROLE ${quoteIdent(APP_USER)} WITH ${rights}`);
  const found = await admin.query<{ owner: string }>('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [
    database,
  ]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${quoteIdent(database)} OWNER ${quoteIdent(APP_USER)}`);
  else if (found.rows[0]!.owner !== APP_USER) await admin.query(`ALTER DATABASE ${quoteIdent(database)} OWNER TO ${quoteIdent(APP_USER)}`);
}

/**
 * Objects of a schema that is not the system's nor an extension's, owned by the current (bootstrap) role: what an
 * earlier version created as that role. `%1$s` is the catalog's alias, `%2$s` its namespace column.
 */
const OURS = (alias: string, namespace: string, catalog: string) => `
  ${namespace} NOT IN (SELECT oid FROM pg_namespace WHERE nspname LIKE 'pg\\_%' OR nspname = 'information_schema')
  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${alias}.oid AND d.deptype = 'e')`;

/**
 * As the bootstrap role, on Kontor's database: the extensions, then every object of Kontor's still owned by the
 * bootstrap role given to the application role (schemas, tables and the sequences and indexes that go with them,
 * views, free sequences, functions and aggregates, types), all in one transaction.
 */
export async function handOverDatabase(admin: pg.Client): Promise<void> {
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['kontor:embedded-hand-over']);
  await admin.query('BEGIN');
  try {
    for (const extension of EXTENSIONS) await admin.query(`CREATE EXTENSION IF NOT EXISTS ${quoteIdent(extension)}`);
    await admin.query(`
      DO $hand_over$
      DECLARE
        boot CONSTANT oid := (SELECT oid FROM pg_roles WHERE rolname = current_user);
        app CONSTANT text := ${`'${APP_USER}'`};
        r record;
      BEGIN
        FOR r IN SELECT n.nspname FROM pg_namespace n WHERE n.nspowner = boot AND n.nspname <> 'public' AND ${OURS('n', 'n.oid', 'pg_namespace')}
        LOOP EXECUTE format('ALTER SCHEMA %I OWNER TO %I', r.nspname, app); END LOOP;
        -- public: on a server before PostgreSQL 15 the bootstrap role's; from 15 on, the database owner's already.
        IF (SELECT nspowner FROM pg_namespace WHERE nspname = 'public') = boot THEN
          EXECUTE format('ALTER SCHEMA public OWNER TO %I', app);
        END IF;
        FOR r IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
                  WHERE c.relowner = boot AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${OURS('c', 'c.relnamespace', 'pg_class')}
        LOOP
          EXECUTE format('ALTER %s %s OWNER TO %I',
            CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
            r.name, app);
        END LOOP;
        -- Sequences of identity and serial columns went with their tables above; these are the free ones.
        FOR r IN SELECT c.oid::regclass AS name FROM pg_class c
                  WHERE c.relowner = boot AND c.relkind = 'S' AND ${OURS('c', 'c.relnamespace', 'pg_class')}
        LOOP EXECUTE format('ALTER SEQUENCE %s OWNER TO %I', r.name, app); END LOOP;
        FOR r IN SELECT p.oid::regprocedure AS signature, p.prokind FROM pg_proc p
                  WHERE p.proowner = boot AND ${OURS('p', 'p.pronamespace', 'pg_proc')}
        LOOP
          EXECUTE format('ALTER %s %s OWNER TO %I', CASE r.prokind WHEN 'a' THEN 'AGGREGATE' ELSE 'ROUTINE' END, r.signature, app);
        END LOOP;
        -- Types of their own (enums, domains, ranges, composites): a table's row type and array types go with their owner.
        FOR r IN SELECT t.oid::regtype AS name FROM pg_type t
                  WHERE t.typowner = boot AND t.typelem = 0 AND t.typtype IN ('e', 'd', 'r', 'c')
                    AND (t.typrelid = 0 OR (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')
                    AND ${OURS('t', 't.typnamespace', 'pg_type')}
        LOOP EXECUTE format('ALTER TYPE %s OWNER TO %I', r.name, app); END LOOP;
      END
      $hand_over$`);
    await admin.query('COMMIT');
  } catch (error) {
    await admin.query('ROLLBACK').catch(() => undefined);
    throw new Error(`the embedded Postgres's database could not be handed over to the role ${APP_USER}`, { cause: error });
  }
}
