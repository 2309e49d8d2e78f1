/**
 * A data folder of the embedded Postgres made by the version before the application role: Kontor connected as the
 * folder's bootstrap superuser, which therefore owns every table, sequence, function and type of Kontor's and of the
 * job queue. The first start of this version must move it over without losing a row.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeWorkerUtils } from 'graphile-worker';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { unusedPort } from '../dev/test-support/ports.js';
import { createOrganization } from '../features/organizations/service.js';
import { startEmbeddedPostgres } from '../platform/db/embedded.js';
import { createDb } from '../platform/db/knex.js';
import { migrateLatest } from '../platform/db/migrate.js';

const bootstrapUrl = (port: number, dataDir: string, database: string) =>
  `postgres://kontor:${readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim()}@127.0.0.1:${port}/${database}`;

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Kontor's objects (outside the system's schemas and the extensions) owned by the bootstrap role, in every catalog that has owners. */
const LEFT_TO_BOOTSTRAP = ['pg_class:relowner:relnamespace', 'pg_proc:proowner:pronamespace', 'pg_type:typowner:typnamespace']
  .concat(['pg_collation:collowner:collnamespace', 'pg_conversion:conowner:connamespace', 'pg_operator:oprowner:oprnamespace'])
  .concat(['pg_opclass:opcowner:opcnamespace', 'pg_opfamily:opfowner:opfnamespace', 'pg_ts_config:cfgowner:cfgnamespace'])
  .concat(['pg_ts_dict:dictowner:dictnamespace', 'pg_statistic_ext:stxowner:stxnamespace', 'pg_namespace:nspowner:oid'])
  .map((entry) => {
    const [catalog, owner, namespace] = entry.split(':');
    return `SELECT '${catalog}' AS catalog, x.oid FROM ${catalog} x
             WHERE x.${owner} = (SELECT oid FROM pg_roles WHERE rolname = 'kontor')
               AND x.${namespace} NOT IN (SELECT oid FROM pg_namespace WHERE nspname LIKE 'pg\\_%' OR nspname = 'information_schema')
               AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = x.oid AND d.deptype = 'e')`;
  })
  .join(' UNION ALL ');

describe('a data folder made when Kontor connected as the superuser', () => {
  it('is moved to the application role at the first start, keeping its data, and the server trusts no connection', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-upgrade-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const port = await unusedPort();

    // The folder as the previous version left it: Kontor's database made and migrated by the bootstrap role, the job
    // queue's schema too (the worker made it), rows written as that role, and initdb's pg_hba.conf (`password`).
    const made = await startEmbeddedPostgres({ dataDir, port });
    for (const statement of ['DROP DATABASE kontor WITH (FORCE)', 'DROP ROLE kontor_app', 'CREATE DATABASE kontor'])
      await query(bootstrapUrl(port, dataDir, 'postgres'), statement);
    rmSync(path.join(dataDir, 'postgres-app-password'));
    const old = createDb({ connectionString: bootstrapUrl(port, dataDir, 'kontor'), poolMax: 2 });
    await migrateLatest(old);
    const queue = await makeWorkerUtils({ connectionString: bootstrapUrl(port, dataDir, 'kontor') });
    await queue.migrate();
    await queue.release();
    const before = await createOrganization(old, { name: 'Kept s.r.o.', ownerEmail: 'kept@example.com', ownerPassword: 'kept-password' });
    await old('clients').insert({ organization_id: before.organization.id, name: 'Still here a.s.' });
    await old.destroy();
    expect((await query(bootstrapUrl(port, dataDir, 'kontor'), LEFT_TO_BOOTSTRAP)).length).toBeGreaterThan(100);
    await made.stop();
    const hba = path.join(dataDir, 'postgres', 'pg_hba.conf');
    writeFileSync(hba, 'local all all password\nhost all all 127.0.0.1/32 password\nhost all all ::1/128 trust\n');

    const upgraded = await startEmbeddedPostgres({ dataDir, port });
    onTestFinished(() => upgraded.stop());
    expect(new URL(upgraded.connectionString).username).toBe('kontor_app');
    const db = createDb({ connectionString: upgraded.connectionString, poolMax: 2 });
    onTestFinished(() => db.destroy());
    const [role] = (await db.raw(`SELECT current_user AS name, rolsuper FROM pg_roles WHERE rolname = current_user`)).rows;
    expect(role).toEqual({ name: 'kontor_app', rolsuper: false });
    // Nothing of Kontor's is left to the superuser, so the application can migrate and write everywhere.
    expect(await query(bootstrapUrl(port, dataDir, 'kontor'), LEFT_TO_BOOTSTRAP)).toEqual([]);
    expect(await migrateLatest(db)).toEqual([]);
    const worker = await makeWorkerUtils({ connectionString: upgraded.connectionString });
    await worker.migrate();
    await worker.addJob('probe', {});
    await worker.release();
    expect(await db('clients').where({ organization_id: before.organization.id }).pluck('name')).toEqual(['Still here a.s.']);
    expect(await db('organizations').pluck('name')).toEqual(['Kept s.r.o.']);
    const after = await createOrganization(db, { name: 'New a.s.', ownerEmail: 'new@example.com', ownerPassword: 'new-password' });
    expect(after.apiKey).toMatch(/^sk_/);
    // What a superuser could do from SQL, the application cannot.
    await expect(db.raw(`COPY clients (name) FROM PROGRAM 'id'`)).rejects.toMatchObject({ code: '42501' });
    // The server asks every connection for a password; the old file's trust entry is gone.
    const rules = await query<{ auth_method: string }>(
      bootstrapUrl(port, dataDir, 'postgres'),
      'SELECT DISTINCT auth_method FROM pg_hba_file_rules',
    );
    expect(rules).toEqual([{ auth_method: 'scram-sha-256' }]);
  }, 180_000);
});
