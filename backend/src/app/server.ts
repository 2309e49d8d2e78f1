/**
 * `npm start`: the API on HOST:PORT and a queue worker (unless KONTOR_WORKER
 * is false), on the embedded Postgres unless DATABASE_URL says otherwise;
 * migrates on start; stops gracefully on SIGTERM and SIGINT, also when Ctrl-C
 * signals the terminal's whole process group: in-flight requests and jobs
 * finish, the audit buffer is written, the pool closes, and the embedded
 * Postgres (which runs in a session of its own, out of the signal's reach)
 * stops last unless other Kontor processes still use it.
 */
import type { RequestListener, Server } from 'node:http';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { pruneAuditLog } from '../platform/audit/store.js';
import { bootstrapFirstOrganization, checkWritable, leftCredentials, writeFirstCredentials } from './bootstrap.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { pruneIdempotencyKeys } from '../platform/db/idempotency-store.js';
import { migrateLatest } from '../platform/db/migrate.js';
import { type OpenDatabase, openDatabase } from '../platform/db/open.js';
import { systemClock } from '../platform/clock.js';
import { closeServer, createHttpServer } from '../platform/http/http-server.js';
import { Problem } from '../platform/errors.js';
import { IDEMPOTENCY_TTL_SECONDS } from '../platform/idempotency/keys.js';
import { secretBoxFor } from '../platform/lib/secret-box.js';
import { createLogger, logFormatFor } from '../platform/logger.js';
import { framed, leftCredentialsRisk, riskySettings, startBanner } from './banner.js';
import { closeDeps, createDeps } from './deps.js';
import { flowRunner } from '../features/flows/runner.js';
import { resealSecrets } from '../platform/secrets/service.js';
import { rekeyNames } from './name-keys.js';
import { holdKeysBesideFleet, keySourceOf, lackingKey, liveKeyHolders, processName } from '../platform/secrets/holders.js';
import { SECRET_COLUMNS } from './wiring.js';

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
  const logger = createLogger(config.logLevel, 1, logFormatFor(config.logFormat, process.stdout.isTTY === true));
  // A signal while starting is kept and acted on once started, so nothing is left half-open (the embedded Postgres).
  let requested = null as string | null;
  let onSignal: (signal: string) => void = (signal) => void (requested ??= signal);
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  // The HTTP port is taken first: a port in use stops the start before a database is started or the first
  // organization created (whose password and key are shown once, with the address they work on).
  let handle: RequestListener = answerStarting;
  const server = createHttpServer((request, response) => handle(request, response), config);
  await listen(server, config.port, config.host);
  const database = await openDatabase(config, logger).catch(async (error: unknown) => {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  });
  try {
    await serve({
      config,
      logger,
      server,
      database,
      attach: (listener) => (handle = listener),
      onSignals: (stop) => {
        onSignal = stop;
        if (requested) stop(requested);
      },
    });
  } catch (error) {
    // Whatever was started goes: the embedded Postgres is not left running for a start that failed.
    server.close();
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** Requests that arrive while Kontor starts: 503, try again in a second. */
const answerStarting: RequestListener = (_, response) => {
  response.writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '1' });
  response.end(JSON.stringify(new Problem(503, 'starting', 'Kontor is starting; try again in a second.').toBody()));
};

async function listen(server: Server, port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${port} on ${host} is taken by another program (or a Kontor already running); give Kontor another one (PORT, 0 picks a free one)`,
            )
          : error,
      ),
    );
    server.listen(port, host, () => {
      // Only the start's own error: a later one is the server's to handle, not this promise's to swallow.
      server.removeAllListeners('error');
      resolve();
    });
  });
}

/** The rest of the start, on a listening server: migrations, the first organization, the app and the worker. */
async function serve({
  config,
  logger,
  server,
  database,
  attach,
  onSignals,
}: {
  config: Config;
  logger: Logger;
  server: Server;
  database: OpenDatabase;
  /** Hands the server's requests to the app. */
  attach: (listener: RequestListener) => void;
  /** Stops on SIGTERM and SIGINT from now on, at once if one came while starting. */
  onSignals: (stop: (signal: string) => void) => void;
}): Promise<void> {
  const { db } = database;
  // Before anything is created: the first organization's credentials and the secrets' key are written there.
  checkWritable(config.dataDir);
  const applied = await migrateLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  const firstRun = await bootstrapFirstOrganization(db);
  // This process's keys are in its heartbeat before anything is resealed, so that another one starting beside it
  // with a newer key sees them.
  const box = secretBoxFor(config);
  const processId = processName();
  // Refused beside a process sealing under a key this one cannot open (a fleet without one KONTOR_SECRET_KEY).
  const keys = await holdKeysBesideFleet(db, box, processId, logger, keySourceOf(config));
  // Secrets kept in clear from before, or sealed under a previous key, are sealed under the current one, unless a
  // running process could not open them then (a rolling restart under way: rotate-secrets does it once it is over).
  const lacking = lackingKey(
    (await liveKeyHolders(db)).filter((holder) => holder.process_id !== processId),
    box.keyId,
  );
  if (lacking.length > 0)
    logger.warn(
      { processes: lacking.map((holder) => holder.process_id), key: box.keyId },
      'stored secrets left as they are: running processes cannot open the current key; run rotate-secrets once every process is restarted',
    );
  else {
    const { resealed, key_id: keyId } = await resealSecrets(db, box, SECRET_COLUMNS);
    if (resealed > 0) logger.info({ resealed, key: keyId }, 'stored secrets sealed under the current key');
  }
  pruneAuditLog(db, config.auditRetentionDays).catch((error: unknown) => logger.error({ err: error }, 'audit log pruning failed'));
  // After an upgrade that reads names differently, the clients and employees stored before it are keyed again, in
  // the background: until then the smart endpoints find them by their near spellings, as before.
  rekeyNames(db).then(
    (rekeyed) => (rekeyed.clients + rekeyed.employees > 0 ? logger.info(rekeyed, 'names keyed again for the smart endpoints') : undefined),
    (error: unknown) => logger.error({ err: error }, 'keying names again failed; it is tried again at the next start'),
  );

  const deps = createDeps({ db, config, logger, clock: systemClock });
  // One flow runner for the API's test runs and the worker's live runs.
  const flows = flowRunner(deps);
  const { app, close: closeApp, readiness, settled, warm } = buildApp(deps, { flows });
  // Loaded only where it runs: an API process without a worker starts without graphile-worker.
  const worker = config.workerEnabled ? await (await import('./worker.js')).startWorker(deps, { flows }) : null;
  attach(app.callback());
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;

  const pruner = setInterval(() => {
    pruneIdempotencyKeys(db, IDEMPOTENCY_TTL_SECONDS).catch((error: unknown) =>
      logger.error({ err: error }, 'idempotency key pruning failed'),
    );
    pruneAuditLog(db, config.auditRetentionDays).catch((error: unknown) => logger.error({ err: error }, 'audit log pruning failed'));
  }, HOURLY);
  pruner.unref();

  const left = firstRun ? undefined : leftCredentials(config.dataDir);
  const risks = [...riskySettings(config), ...(left === undefined ? [] : [leftCredentialsRisk(left)])];
  const lines = startBanner({ base, database: database.description, worker: worker !== null, risks });
  if (firstRun) {
    const credentials = [
      `  Owner login: ${firstRun.owner.email} / ${firstRun.ownerPassword} (for the console)`,
      `  API key:     ${firstRun.apiKey}`,
      `  Try:         curl -H "Authorization: Bearer ${firstRun.apiKey}" ${base}/api/v1/clients/`,
    ];
    // A container's or a service manager's log keeps what a process prints: there the owner's password and a key
    // with every scope go to a file only this account reads.
    if (process.stdout.isTTY) lines.push('', 'First start: an organization was created. This is shown once; keep it.', ...credentials);
    else
      lines.push(
        '',
        `First start: an organization was created. Its owner's login and first API key are in ${writeFirstCredentials(config.dataDir, credentials)} (readable by this account only; printed only to a terminal, so that logs do not keep them).`,
      );
  }
  process.stdout.write(framed(lines));
  // Once serving, a second later: what MCP's first request would load, in short steps (features/mcp/endpoint.ts).
  setTimeout(() => void warm(), 1000).unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(pruner);
    // /readyz answers 503 draining from now on; the API serves on for KONTOR_DRAIN_SECONDS, so that a balancer
    // polling it stops sending requests before the listener closes.
    readiness.draining = true;
    await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
    try {
      // Open MCP streams end first, or the server would wait up to five minutes for a person's answer.
      await closeApp();
      await closeServer(server, config.requestTimeoutSeconds * 1000);
      await settled();
      await worker?.stop();
      await keys.stop();
      await closeDeps(deps);
      await database.close();
    } catch (error) {
      console.error(`Kontor did not stop cleanly: ${describe(error)}`);
      process.exit(1);
    }
    logger.info('stopped');
    process.exit(0);
  };
  onSignals((signal) => void stop(signal));
}

/** An error's message and those of its causes, on one line; never "undefined". */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (
    let current = error;
    current !== undefined && current !== null && parts.length < 5;
    current = (current as { cause?: unknown }).cause
  ) {
    parts.push(current instanceof Error ? current.message || current.name : String(current));
  }
  return parts.length > 0 ? parts.join(': ') : 'no reason given';
}

main().catch((error: unknown) => {
  console.error(`Kontor could not start: ${describe(error)}`);
  process.exit(1);
});
