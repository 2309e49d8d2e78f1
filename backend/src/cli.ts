/**
 * `npm run kontor -- <command>`: operator scripts, answering JSON on stdout.
 *
 *   migrate                       apply pending migrations
 *   worker                        run a queue worker (webhook deliveries, events, schedules) until SIGTERM
 *   migrate:rollback [--all]      revert the last batch (or every migration)
 *   create-org --name N --owner-email E --owner-password P
 *   create-user --org ID --email E --password P [--role owner|member]
 *   create-api-key --org ID --name N [--scopes a,b]
 *   rotate-secrets                seal every stored signing secret under KONTOR_SECRET_KEY
 */
import { parseArgs } from 'node:util';
import { createApiKey } from './api-keys/service.js';
import { createUser } from './auth/service.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { migrateLatest, migrateRollback } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import type { Db } from './db/knex.js';
import { SCOPE_PATTERN } from './platform/principal.js';
import { closeDeps, createDeps } from './deps.js';
import { systemClock } from './platform/clock.js';
import { secretBoxFor } from './lib/secret-box.js';
import { createLogger } from './logger.js';
import { startWorker } from './worker.js';
import { resealSecrets } from './secrets/service.js';
import { createOrganization } from './organizations/service.js';
import { findOrganization, rowToOrganization } from './organizations/store.js';

class UsageError extends Error {}

type Options = Record<string, string | boolean | undefined>;

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

async function organizationId(db: Db, options: Options): Promise<number> {
  const id = Number(required(options, 'org'));
  if (!Number.isSafeInteger(id) || !(await findOrganization(db, id))) throw new UsageError(`no organization with id ${options.org}`);
  return id;
}

const COMMANDS: Record<string, (db: Db, options: Options, config: Config) => Promise<unknown>> = {
  migrate: async (db) => ({ applied: await migrateLatest(db) }),
  'migrate:rollback': async (db, options) => ({ reverted: await migrateRollback(db, options.all === true) }),
  'create-org': async (db, options) => {
    await migrateLatest(db);
    const password = required(options, 'owner-password');
    if (password.length < 8) throw new UsageError('--owner-password must have at least 8 characters');
    const created = await createOrganization(db, { name: required(options, 'name'), ownerEmail: required(options, 'owner-email'), ownerPassword: password });
    return { organization: rowToOrganization(created.organization), owner: created.owner, api_key: created.apiKey };
  },
  'create-user': async (db, options) => {
    const password = required(options, 'password');
    if (password.length < 8) throw new UsageError('--password must have at least 8 characters');
    const role = (options.role ?? 'member') as string;
    if (role !== 'owner' && role !== 'member') throw new UsageError('--role is owner or member');
    const user = await createUser(db, { organizationId: await organizationId(db, options), email: required(options, 'email'), password, role });
    return { user: { id: user.id, email: user.email, role: user.role, organization_id: user.organization_id } };
  },
  'rotate-secrets': async (db, _options, config) => resealSecrets(db, secretBoxFor(config)),
  'create-api-key': async (db, options) => {
    const scopes = typeof options.scopes === 'string' ? options.scopes.split(',').map((scope) => scope.trim()) : ['*'];
    const invalid = scopes.filter((scope) => !new RegExp(SCOPE_PATTERN).test(scope));
    if (invalid.length > 0) throw new UsageError(`unknown scopes: ${invalid.join(', ')}`);
    const { row, key } = await createApiKey(db, await organizationId(db, options), { name: required(options, 'name'), scopes });
    return { key, id: row.id, prefix: row.prefix, scopes: row.scopes };
  },
};

/** Runs workers alone, until SIGTERM or SIGINT; more processes like it may share the database. */
async function runWorkerProcess(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 2);
  const database = await openDatabase(config, logger);
  await migrateLatest(database.db);
  const deps = createDeps({ db: database.db, config, logger, clock: systemClock });
  const worker = await startWorker(deps);
  process.stdout.write(`${JSON.stringify({ worker: worker.processId, status: 'running' })}\n`);
  const signal = await new Promise<string>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
  });
  logger.info({ signal }, 'worker stopping');
  await worker.stop();
  await closeDeps(deps);
  await database.close();
  return 0;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      'owner-email': { type: 'string' },
      'owner-password': { type: 'string' },
      org: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      scopes: { type: 'string' },
      all: { type: 'boolean' },
    },
  });
  const [command] = positionals;
  if (command === 'worker') return runWorkerProcess();
  const run = command ? COMMANDS[command] : undefined;
  if (!run) throw new UsageError(`unknown command ${JSON.stringify(command ?? '')}; one of: worker, ${Object.keys(COMMANDS).join(', ')}`);
  const config = loadConfig();
  const database = await openDatabase(config, createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel, 2));
  try {
    const result = await run(database.db, values, config);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const usage = error instanceof UsageError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    process.stderr.write(`${JSON.stringify({ error: (error as Error).message })}\n`);
    process.exit(usage ? 2 : 1);
  },
);
