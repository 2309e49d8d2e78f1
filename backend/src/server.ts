/**
 * `npm start`: the API on HOST:PORT and a queue worker (unless KONTOR_WORKER
 * is false), on the embedded Postgres unless DATABASE_URL says otherwise;
 * migrates on start; stops gracefully on SIGTERM
 * and SIGINT (in-flight requests finish, the audit buffer is written, the pool
 * and the embedded server close).
 */
import { createServer } from 'node:http';
import { buildApp } from './app.js';
import { AuditWriter } from './audit/writer.js';
import { bootstrapFirstOrganization } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { pruneIdempotencyKeys } from './db/idempotency-store.js';
import { migrateLatest } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { systemClock } from './deps.js';
import { answerClientErrors } from './http/client-error.js';
import { IDEMPOTENCY_TTL_SECONDS } from './http/idempotency.js';
import { createLogger } from './logger.js';
import { startWorker } from './queue/worker.js';

const HOURLY = 3600_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  const { db } = database;
  const applied = await migrateLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  const firstRun = await bootstrapFirstOrganization(db);

  const audit = new AuditWriter(db, logger, { enabled: config.auditEnabled, bodyLimitBytes: config.auditBodyLimitBytes });
  const { app } = buildApp({ db, config, logger, audit, clock: systemClock });
  const worker = config.workerEnabled ? await startWorker({ db, config, logger, audit, clock: systemClock }) : null;
  const server = createServer(app.callback());
  answerClientErrors(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;

  const pruner = setInterval(() => {
    pruneIdempotencyKeys(db, IDEMPOTENCY_TTL_SECONDS).catch((error: unknown) => logger.error({ err: error }, 'idempotency key pruning failed'));
  }, HOURLY);
  pruner.unref();

  const lines = [
    `Kontor is running on ${base}/ (database: ${database.description}${worker ? '; with a worker' : ''})`,
    `  Console:   ${base}/console/`,
    `  API docs:  ${base}/api/docs/`,
    `  OpenAPI:   ${base}/api/openapi.json`,
  ];
  if (firstRun) {
    lines.push(
      '',
      'First start: an organization was created. This is shown once; keep it.',
      `  Owner login: ${firstRun.owner.email} / ${firstRun.ownerPassword} (for the console)`,
      `  API key:     ${firstRun.apiKey}`,
      `  Try:         curl -H "Authorization: Bearer ${firstRun.apiKey}" ${base}/api/v1/clients/`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(pruner);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await worker?.stop();
    await audit.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Kontor could not start:', error);
  process.exit(1);
});
