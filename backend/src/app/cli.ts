/**
 * `npm run kontor -- <command>`: operator scripts, answering JSON on stdout
 * (errors as JSON on stderr: exit code 2 for usage errors, 1 otherwise).
 * `--help` lists the commands, `<command> --help` explains one. On the
 * embedded database the CLI uses the server already running in the data
 * folder (beside `npm start`), or starts it for the call.
 */
import { parseArgs } from 'node:util';
import { createApiKey } from '../features/api-keys/service.js';
import { createUser, resetPassword } from '../features/auth/service.js';
import { NEW_PASSWORD_MIN_LENGTH } from '../features/auth/schemas.js';
import { findUserByEmail } from '../features/auth/store.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { isMigrated, migrateLatest, migrateRollback } from '../platform/db/migrate.js';
import { openDatabase } from '../platform/db/open.js';
import type { Db } from '../platform/db/knex.js';
import { SCOPE_PATTERN, SCOPE_RESOURCES } from '../platform/principal.js';
import { secretBoxFor } from '../platform/lib/secret-box.js';
import { randomBase62 } from '../platform/lib/secrets.js';
import { createLogger, logFormatFor } from '../platform/logger.js';
import { createOrganization } from '../features/organizations/service.js';
import { findOrganization, listOrganizations, rowToOrganization } from '../features/organizations/store.js';
import { resealSecrets } from '../platform/secrets/service.js';
import { holdKeysBesideFleet, keySourceOf, liveKeyHolders, processName, rotationRefusal } from '../platform/secrets/holders.js';
import { SECRET_COLUMNS } from './wiring.js';

class UsageError extends Error {}

type Options = Record<string, string | boolean | undefined>;

/** The same e-mail rule as the API's `format: email`; loaded only by the commands that take an e-mail. */
async function emailRule(): Promise<(value: string) => boolean> {
  const [{ Ajv }, { default: addFormats }] = await Promise.all([import('ajv'), import('ajv-formats')]);
  const format = addFormats as unknown as (ajv: InstanceType<typeof Ajv>, formats: string[]) => InstanceType<typeof Ajv>;
  const validate = format(new Ajv(), ['email']).compile({ type: 'string', format: 'email' });
  return (value) => validate(value);
}

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

async function email(options: Options, name: string): Promise<string> {
  const value = required(options, name);
  if (!(await emailRule())(value)) throw new UsageError(`--${name} "${value}" is not an e-mail address`);
  return value;
}

function password(options: Options, name: string): string {
  const value = required(options, name);
  if (value.length < NEW_PASSWORD_MIN_LENGTH) throw new UsageError(`--${name} must have at least ${NEW_PASSWORD_MIN_LENGTH} characters`);
  return value;
}

async function unusedEmail(db: Db, options: Options, name: string): Promise<string> {
  const value = await email(options, name);
  const taken = await findUserByEmail(db, value);
  if (taken)
    throw new UsageError(
      `a user with e-mail ${taken.email} already exists (organization ${taken.organization_id}); choose another e-mail, or set that user's password with reset-password --email ${taken.email}`,
    );
  return value;
}

async function organizationId(db: Db, options: Options): Promise<number> {
  const given = required(options, 'org');
  const id = Number(given);
  if (!/^[0-9]+$/.test(given) || !Number.isSafeInteger(id))
    throw new UsageError(`--org takes an organization's id, a number (list-orgs shows them); got ${JSON.stringify(given)}`);
  if (!(await findOrganization(db, id))) throw new UsageError(`no organization with id ${options.org as string}; list-orgs shows them`);
  return id;
}

interface Command {
  usage: string;
  summary: string;
  options: string[];
  run?: (db: Db, options: Options, config: Config) => Promise<unknown>;
}

const COMMANDS: Record<string, Command> = {
  migrate: {
    usage: 'migrate',
    summary: 'Applies pending migrations (npm start does this too).',
    options: [],
    run: async (db) => ({ applied: await migrateLatest(db) }),
  },
  'migrate:rollback': {
    usage: 'migrate:rollback [--all]',
    summary:
      'Reverts the last batch of migrations, or every migration with --all, which drops every table and all the data in them. Stop Kontor first.',
    options: ['all'],
    run: async (db, options) => ({ reverted: await migrateRollback(db, options.all === true) }),
  },
  worker: {
    usage: 'worker',
    summary:
      'Runs a queue worker (event dispatch, webhook deliveries, flow runs, schedules) until SIGTERM or Ctrl-C; run as many as you like.',
    options: [],
  },
  'list-orgs': {
    usage: 'list-orgs',
    summary: "Lists the organizations with their ids and their owners' e-mails.",
    options: [],
    run: async (db) => ({ organizations: (await listOrganizations(db)).map((row) => ({ ...rowToOrganization(row), owners: row.owners })) }),
  },
  'create-org': {
    usage: 'create-org --name N --owner-email E --owner-password P',
    summary: 'Creates an organization, its owner (who signs in to the console) and a first API key.',
    options: ['name', 'owner-email', 'owner-password'],
    run: async (db, options) => {
      await migrateLatest(db);
      const input = {
        name: required(options, 'name'),
        ownerPassword: password(options, 'owner-password'),
        ownerEmail: await unusedEmail(db, options, 'owner-email'),
      };
      const created = await createOrganization(db, input);
      return { organization: rowToOrganization(created.organization), owner: created.owner, api_key: created.apiKey };
    },
  },
  'create-user': {
    usage: 'create-user --org ID --email E --password P [--role owner|member]',
    summary: 'Creates a user of an organization, who can sign in for a token.',
    options: ['org', 'email', 'password', 'role'],
    run: async (db, options) => {
      const role = (options.role ?? 'member') as string;
      if (role !== 'owner' && role !== 'member') throw new UsageError('--role is owner or member');
      const input = {
        organizationId: await organizationId(db, options),
        password: password(options, 'password'),
        email: await unusedEmail(db, options, 'email'),
      };
      const user = await createUser(db, { ...input, role });
      return { user: { id: user.id, email: user.email, role: user.role, organization_id: user.organization_id } };
    },
  },
  'reset-password': {
    usage: 'reset-password --email E [--password P]',
    summary: "Sets a user's password (a new random one unless --password is given, answered once) and signs the user out everywhere.",
    options: ['email', 'password'],
    run: async (db, options) => {
      const address = await email(options, 'email');
      const chosen = options.password === undefined ? null : password(options, 'password');
      const newPassword = chosen ?? randomBase62(16);
      const user = await resetPassword(db, address, newPassword);
      if (!user) throw new UsageError(`no user has the e-mail ${address}; list-orgs shows the owners`);
      return {
        user: { id: user.id, email: user.email, role: user.role, organization_id: user.organization_id },
        ...(chosen === null ? { password: newPassword } : {}),
      };
    },
  },
  'create-api-key': {
    usage: 'create-api-key --org ID --name N [--scopes a,b]',
    summary: 'Creates an API key (all scopes unless --scopes lists some, such as invoices:read,clients:write); the key is answered once.',
    options: ['org', 'name', 'scopes'],
    run: async (db, options) => {
      const scopes = typeof options.scopes === 'string' ? options.scopes.split(',').map((scope) => scope.trim()) : ['*'];
      if (scopes.every((scope) => scope === ''))
        throw new UsageError(
          '--scopes lists no scope; leave it out for a key with every scope, or list some, such as invoices:read,clients:write',
        );
      const invalid = scopes.filter((scope) => !new RegExp(SCOPE_PATTERN).test(scope));
      if (invalid.length > 0)
        throw new UsageError(
          `unknown scopes: ${invalid.map((scope) => JSON.stringify(scope)).join(', ')}; a scope is <resource>:read, <resource>:write or <resource>:* (or * for all), the resources being ${SCOPE_RESOURCES.join(', ')}`,
        );
      const { row, key } = await createApiKey(db, await organizationId(db, options), { name: required(options, 'name'), scopes });
      return { key, id: row.id, prefix: row.prefix, scopes: row.scopes };
    },
  },
  'rotate-secrets': {
    usage: 'rotate-secrets',
    summary:
      "Seals every stored secret under KONTOR_SECRET_KEY, opening old ones with KONTOR_SECRET_KEY_PREVIOUS; refused while a running process does not hold that key or seals with another (their heartbeats say); docs/operators.md gives a fleet's steps.",
    options: [],
    run: async (db, _options, config) => {
      const box = secretBoxFor(config);
      const refusal = rotationRefusal(await liveKeyHolders(db), box.keyId);
      if (refusal) throw new Error(refusal);
      return resealSecrets(db, box, SECRET_COLUMNS);
    },
  },
};

/** The options a command's usage names outside [brackets]. */
const requiredOptions = (command: Command) =>
  [...command.usage.replace(/\[[^\]]*\]/g, '').matchAll(/--([a-z][a-z-]*)/g)].map((match) => match[1]!);

function help(): string {
  return [
    'Usage: npm run kontor -- <command> [options]',
    '',
    'Commands (answers are JSON on stdout; errors JSON on stderr, exit code 2 for usage errors):',
    ...Object.values(COMMANDS).map((command) => `  ${command.usage}\n      ${command.summary}`),
    '',
    'The database is the one npm start uses: DATABASE_URL, or the embedded Postgres in KONTOR_DATA_DIR',
    '(the one npm start is running, or started for the call). `<command> --help` explains one command.',
    '',
  ].join('\n');
}

/** Runs workers alone, until SIGTERM or SIGINT; more processes like it may share the database. */
async function runWorkerProcess(): Promise<number> {
  // The worker's modules are the heaviest to load; the other commands do without them.
  const [{ closeDeps, createDeps }, { systemClock }, { startWorker }, { startWorkerHttp }] = await Promise.all([
    import('./deps.js'),
    import('../platform/clock.js'),
    import('./worker.js'),
    import('./worker-http.js'),
  ]);
  // A signal while starting is acted on once started, so nothing is left half-open (the embedded Postgres).
  const signalled = new Promise<string>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
  });
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 2, logFormatFor(config.logFormat, process.stderr.isTTY === true));
  const database = await openDatabase(config, logger);
  const deps = createDeps({ db: database.db, config, logger, clock: systemClock });
  const worker = await (async () => {
    // Three queries when nothing is pending; the job queue's own schema is brought up to date by its runner as it starts
    // (after an upgrade of graphile-worker, a fan-out tried before that fails, is logged and is tried again).
    if (!(await isMigrated(database.db))) await migrateLatest(database.db);
    // Its keys in a heartbeat, so that rotate-secrets does not reseal under a key this worker cannot open; refused
    // beside a process sealing under a key it cannot open, whose deliveries it could not sign.
    const keys = await holdKeysBesideFleet(database.db, secretBoxFor(config), processName(), logger, keySourceOf(config));
    return { keys, ...(await startWorker(deps)) };
  })().catch(async (error: unknown) => {
    // A worker that could not start leaves nothing running (the embedded Postgres it may have started).
    await closeDeps(deps).catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  });
  const http =
    config.workerPort === undefined
      ? null
      : await startWorkerHttp(deps, config.workerPort).catch(async (error: unknown) => {
          await worker.stop().catch(() => undefined);
          await closeDeps(deps).catch(() => undefined);
          await database.close().catch(() => undefined);
          throw error;
        });
  process.stdout.write(`${JSON.stringify({ worker: worker.processId, status: 'running', ...(http ? { port: http.port } : {}) })}\n`);
  const signal = await signalled;
  logger.info({ signal }, 'worker stopping');
  // Draining until the process exits: the port stays open, and is closed last.
  if (http) http.readiness.draining = true;
  await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
  await worker.stop();
  await worker.keys.stop();
  await closeDeps(deps);
  await database.close();
  await http?.close();
  logger.info('worker stopped');
  return 0;
}

async function main(): Promise<number> {
  const names = new Set(Object.values(COMMANDS).flatMap((command) => command.options));
  // Not strict: an option no command takes is answered below, naming the command's usage, rather than by parseArgs.
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    strict: false,
    options: {
      ...Object.fromEntries([...names].map((name) => [name, { type: name === 'all' ? ('boolean' as const) : ('string' as const) }])),
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [name, ...extra] = positionals;
  if (name === undefined || name === 'help') {
    if (values.help !== true && name === undefined)
      throw new UsageError(`no command given; one of: ${Object.keys(COMMANDS).join(', ')} (--help explains them)`);
    process.stdout.write(help());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command)
    throw new UsageError(`unknown command ${JSON.stringify(name)}; one of: ${Object.keys(COMMANDS).join(', ')} (--help explains them)`);
  if (values.help === true) {
    process.stdout.write(`Usage: npm run kontor -- ${command.usage}\n\n${command.summary}\n`);
    return 0;
  }
  const foreign = Object.keys(values).filter((option) => !command.options.includes(option));
  if (foreign.length > 0)
    throw new UsageError(`${name} does not take ${foreign.map((option) => `--${option}`).join(', ')}; usage: ${command.usage}`);
  if (extra.length > 0)
    throw new UsageError(`${name} takes no arguments besides its options (got ${extra.join(' ')}); usage: ${command.usage}`);
  for (const [option, value] of Object.entries(values)) {
    if (option === 'all' && value !== true) throw new UsageError(`--all takes no value; usage: ${command.usage}`);
    if (option !== 'all' && typeof value !== 'string') throw new UsageError(`--${option} needs a value; usage: ${command.usage}`);
  }
  // Every option the usage does not bracket, all named at once (one at a time, each call found the next missing).
  const missing = requiredOptions(command).filter((option) => typeof values[option] !== 'string' || values[option].trim() === '');
  if (missing.length > 0)
    throw new UsageError(
      `${missing.map((option) => `--${option}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} required; usage: ${command.usage}`,
    );
  if (!command.run) return runWorkerProcess();
  const config = loadConfig();
  const opening = openDatabase(
    config,
    createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel, 2, logFormatFor(config.logFormat, process.stderr.isTTY === true)),
  );
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= opening.then((database) => database.close()));
  // Ctrl-C (or SIGTERM) stops the command, but only once the database it opened is closed: the embedded Postgres it
  // started for the call was left running otherwise. A transaction under way is rolled back with its connection.
  const stop = (signal: NodeJS.Signals) => {
    process.stderr.write(`${JSON.stringify({ error: `stopped by ${signal}` })}\n`);
    void close()
      .catch(() => undefined)
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const database = await opening;
  try {
    const result = await command.run(database.db, values, config);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } finally {
    await close();
  }
}

function isUsageError(error: unknown): boolean {
  return (
    error instanceof UsageError || error instanceof ConfigError || Boolean((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${JSON.stringify({ error: message })}\n`);
    process.exit(isUsageError(error) ? 2 : 1);
  },
);
