/**
 * Once per test run: a real Postgres (embedded, unless DATABASE_URL names
 * one) and a template database with every migration applied. Each test file
 * then copies the template into a database of its own, which takes
 * milliseconds (graphile-worker's approach).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../platform/db/embedded.js';
import { createDb } from '../../platform/db/knex.js';
import { unusedPort } from './ports.js';
import { migrateLatest } from '../../platform/db/migrate.js';

export const TEMPLATE_DATABASE = 'kontor_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let stopServer = async () => {};
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-test-pg-'));
    const port = await unusedPort();
    const embedded = await startEmbeddedPostgres({ dataDir, port, persistent: false, database: 'postgres' });
    serverUrl = embedded.connectionString;
    stopServer = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const admin = createDb({ connectionString: serverUrl, poolMax: 1 });
  await admin.raw(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.raw(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.destroy();

  const templateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE);
  const template = createDb({ connectionString: templateUrl, poolMax: 1 });
  await migrateLatest(template);
  await template.destroy();

  project.provide('postgresUrl', serverUrl);
  return stopServer;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
