/**
 * The function files are what a migrated database holds, the record of shipped versions is what the migrations
 * installed, and a migration refuses a function changed by hand.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../../dev/test-support/global-setup.js';
import { createTestDatabase } from '../../../dev/test-support/kontor.js';
import { createDb, type Db } from '../knex.js';
import { migrateLatest } from '../migrate.js';
import { migrations } from '../migrations/index.js';
import { currentFunctions, sha256 } from './functions.js';
import { SHIPPED } from './shipped.js';

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations.find(([candidate]) => candidate === name)![1],
};
const config: Knex.MigratorConfig = { migrationSource: source, tableName: 'knex_migrations' };

interface Described {
  signature: string;
  prosrc: string;
  args: string;
  result: string;
  volatility: string;
  config: string[] | null;
  language: string;
  strict: boolean;
  parallel: string;
  security_definer: boolean;
}

/** The functions of a schema, extensions' left out. */
async function functionsOf(db: Knex, schema: string): Promise<Described[]> {
  const { rows } = await db.raw<{ rows: Described[] }>(
    `SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS signature, p.prosrc,
            pg_get_function_identity_arguments(p.oid) AS args, pg_get_function_result(p.oid) AS result,
            p.provolatile AS volatility, p.proconfig AS config, l.lanname AS language, p.proisstrict AS strict,
            p.proparallel AS parallel, p.prosecdef AS security_definer
       FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
      WHERE p.pronamespace = ?::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
      ORDER BY 1`,
    [schema],
  );
  return rows;
}

/** Body hashes by signature as regprocedure prints it (the keys of SHIPPED). */
async function hashes(db: Knex): Promise<Map<string, string>> {
  const { rows } = await db.raw<{ rows: Array<{ signature: string; prosrc: string }> }>(
    `SELECT p.oid::regprocedure::text AS signature, p.prosrc FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`,
  );
  return new Map(rows.map((row) => [row.signature, sha256(row.prosrc)]));
}

const opened: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of opened) await close();
});

/** A database with nothing in it: the migrations are run here one by one. */
async function emptyDatabase(): Promise<Db> {
  const serverUrl = inject('postgresUrl');
  const name = `kontor_test_empty_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ connectionString: serverUrl, poolMax: 1 });
  await admin.raw(`CREATE DATABASE ${name}`);
  const db = createDb({ connectionString: withDatabase(serverUrl, name), poolMax: 2 });
  opened.push(async () => {
    await db.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  });
  return db;
}

async function migrateUpTo(db: Db, last: string): Promise<void> {
  for (const [name] of migrations) {
    await db.migrate.up(config);
    if (name === last) return;
  }
}

describe('database functions as files', () => {
  it('a migrated database holds every function as its file says: body, arguments, result, volatility, settings', async () => {
    const { db, url, drop } = await createTestDatabase();
    opened.push(drop);
    const installed = await functionsOf(db, 'public');
    // Each file created again in a scratch schema, so that Postgres reads its signature as it reads the installed one;
    // rolled back (one connection, so that BEGIN and ROLLBACK hold what is between them).
    const scratch = createDb({ connectionString: url, poolMax: 1 });
    let fromFiles: Described[];
    try {
      await scratch.raw('BEGIN');
      await scratch.raw('CREATE SCHEMA scratch');
      await scratch.raw('SET LOCAL search_path = scratch, public');
      for (const text of currentFunctions()) await scratch.raw(text.sql);
      fromFiles = await functionsOf(scratch, 'scratch');
    } finally {
      await scratch.raw('ROLLBACK');
      await scratch.destroy();
    }
    expect(fromFiles.map((one) => one.signature)).toEqual(installed.map((one) => one.signature));
    expect(fromFiles).toEqual(installed);
    expect(installed.every((one) => one.config === null)).toBe(true);
  });

  it('the record of shipped versions is what the migrations install, one migration at a time', async () => {
    const db = await emptyDatabase();
    for (const [name] of migrations) {
      await db.migrate.up(config);
      for (const [signature, hash] of await hashes(db)) {
        const shipped = SHIPPED[signature];
        expect(shipped, `${signature} after ${name}`).toBeDefined();
        const expected = shipped!.filter(([migration]) => migration <= name).at(-1);
        expect({ signature, after: name, hash }).toEqual({ signature, after: name, hash: expected?.[1] });
      }
    }
    const files = new Map(currentFunctions().map((text) => [text.hash, text.file]));
    for (const [signature, hash] of await hashes(db)) {
      expect(files.has(hash), `${signature}: the last version installed is a file's`).toBe(true);
      expect(SHIPPED[signature]!.at(-1)![1]).toBe(hash);
    }
  });

  it('refuses to migrate over functions changed by hand, naming them, and changes nothing', async () => {
    const db = await emptyDatabase();
    await migrateUpTo(db, '0019_run_origins');
    const before = await hashes(db);
    await db.raw(`CREATE OR REPLACE FUNCTION webhook_filter_matches(filter jsonb, doc jsonb) RETURNS boolean
                  LANGUAGE sql IMMUTABLE AS $fn$ SELECT true $fn$`);
    await db.raw('DROP FUNCTION release_webhook_leases(text, jsonb)');
    const refused = await migrateLatest(db).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/0020_functions_as_files refused, nothing changed/);
    expect(refused).toMatch(/webhook_filter_matches\(jsonb, jsonb\) is not the text/);
    expect(refused).toMatch(/release_webhook_leases\(text, jsonb\) is missing/);
    const after = await hashes(db);
    for (const signature of before.keys()) {
      if (signature.startsWith('webhook_filter_matches') || signature.startsWith('release_webhook_leases')) continue;
      expect(after.get(signature), signature).toBe(before.get(signature));
    }
    expect(await db('knex_migrations').where({ name: '0020_functions_as_files' })).toHaveLength(0);
  });

  it('undoing migration 0020 puts back the texts it replaced, and it applies again', async () => {
    const db = await emptyDatabase();
    await migrateUpTo(db, '0019_run_origins');
    const before = await hashes(db);
    await db.migrate.up(config);
    await db.migrate.down(config);
    expect(await hashes(db)).toEqual(before);
    await db.migrate.up(config);
    // The files as they stand, but for functions a later migration adds.
    const installedBy0020 = new Set(
      Object.values(SHIPPED).flatMap((versions) =>
        versions.filter(([migration]) => migration <= '0020_functions_as_files').map(([, hash]) => hash),
      ),
    );
    expect([...(await hashes(db)).values()].sort()).toEqual(
      currentFunctions()
        .map((text) => text.hash)
        .filter((hash) => installedBy0020.has(hash))
        .sort(),
    );
  });
});
