/**
 * A Kontor worker: graphile-worker running Kontor's tasks, on the same
 * database as the API. Any number of worker processes may share one database.
 *
 * - Per-endpoint concurrency: each delivery job carries its endpoint's flag;
 *   while this process already runs `webhookEndpointConcurrency` deliveries to
 *   an endpoint, its flag is forbidden, so a slow receiver cannot take every
 *   slot and block deliveries to the others.
 * - Recovery: graphile-worker releases the jobs of a crashed worker only
 *   after four hours. Each process therefore writes a heartbeat with its
 *   worker ids; any live process releases the jobs of one whose heartbeat is
 *   older than `workerStaleAfterSeconds`.
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import { type Runner, type Task, type TaskList, type WorkerEvents, makeWorkerUtils, parseCronItems, run } from 'graphile-worker';
import type { Logger } from 'pino';
import type { AuditWriter } from '../audit/writer.js';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { connectionStringOf } from '../db/migrate.js';
import type { Clock } from '../deps.js';
import { dispatchEvent } from '../events/dispatch.js';
import { breakPromises } from '../dunning/holds.js';
import { createMailer } from '../flows/email.js';
import { flowRunner } from '../flows/runner.js';
import { markOverdueInvoices } from '../invoices/overdue.js';
import { attemptDelivery } from '../webhooks/delivery.js';
import { guardedAgent } from '../webhooks/ssrf.js';
import { deleteStaleHeartbeats, removeHeartbeat, writeHeartbeat } from './heartbeats.js';
import type { TaskName } from './jobs.js';
import { queueLogger } from './logger.js';

export interface WorkerDeps {
  db: Db;
  config: Config;
  logger: Logger;
  audit: AuditWriter;
  clock: Clock;
}

export interface KontorWorker {
  processId: string;
  stop(): Promise<void>;
}

/** How often the overdue sweep runs. */
const OVERDUE_CRON = '*/10 * * * *';

function idOf(payload: unknown, field: string): number {
  const value = (payload as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'number') throw new Error(`job payload lacks a numeric ${field}`);
  return value;
}

export async function startWorker(deps: WorkerDeps): Promise<KontorWorker> {
  const { db, config, logger, clock } = deps;
  const connectionString = connectionStringOf(db);
  const dispatcher = guardedAgent(config.webhookAllowPrivate, { connectTimeoutMs: config.webhookTimeoutSeconds * 1000 });
  const inFlight = new Map<string, number>();

  const deliver: Task = async (payload, helpers) => {
    const flags = Object.keys(helpers.job.flags ?? {});
    for (const flag of flags) inFlight.set(flag, (inFlight.get(flag) ?? 0) + 1);
    try {
      await attemptDelivery({ db, config, clock, audit: deps.audit, dispatcher }, idOf(payload, 'delivery_id'));
    } finally {
      for (const flag of flags) inFlight.set(flag, (inFlight.get(flag) ?? 1) - 1);
    }
  };

  const mailer = createMailer(config, deps.audit);
  const flows = flowRunner({ db, config, clock, audit: deps.audit, mailer, dispatcher, logger });

  const tasks: Record<TaskName, Task> = {
    dispatch_event: async (payload) => {
      const eventId = idOf(payload, 'event_id');
      await dispatchEvent(db, eventId);
      await flows.startRunsForEvent(eventId);
    },
    start_due_soon_flows: async () => {
      const started = await flows.startDueSoonRuns();
      if (started > 0) logger.info({ started }, 'due-soon flow runs started');
    },
    resume_flow_runs: async () => {
      const resumed = await flows.resumeDueRuns();
      if (resumed > 0) logger.info({ resumed }, 'waiting flow runs resumed');
    },
    deliver_webhook: deliver,
    mark_overdue_invoices: async () => {
      const marked = await markOverdueInvoices(db, clock);
      if (marked > 0) logger.info({ marked }, 'invoices marked overdue');
      const broken = await breakPromises(db, clock);
      if (broken > 0) logger.info({ broken }, 'promises to pay broken');
    },
  };

  const processId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const workerIds = new Set<string>();
  const utils = await makeWorkerUtils({ connectionString, logger: queueLogger(logger) });

  async function releaseDeadWorkers(): Promise<void> {
    const dead = await deleteStaleHeartbeats(db, config.workerStaleAfterSeconds);
    if (dead.length === 0) return;
    await utils.forceUnlockWorkers(dead);
    logger.warn({ workers: dead }, 'released the jobs of workers that stopped sending heartbeats');
  }

  // Listeners go on before run() so that the pool and its workers are seen being created.
  const events = new EventEmitter() as WorkerEvents;
  events.on('pool:create', ({ workerPool }) => workerIds.add(workerPool.id));
  events.on('worker:create', ({ worker }) => workerIds.add(worker.workerId));
  const runner: Runner = await run({
    connectionString,
    events,
    concurrency: config.workerConcurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    logger: queueLogger(logger),
    taskList: tasks as TaskList,
    parsedCronItems: parseCronItems([
      { task: 'mark_overdue_invoices', match: OVERDUE_CRON, identifier: 'mark_overdue_invoices' },
      { task: 'resume_flow_runs', match: '* * * * *', identifier: 'resume_flow_runs' },
      { task: 'start_due_soon_flows', match: '5 * * * *', identifier: 'start_due_soon_flows' },
    ]),
    forbiddenFlags: () => [...inFlight].filter(([, count]) => count >= config.webhookEndpointConcurrency).map(([flag]) => flag),
  });

  const beat = async () => {
    try {
      await writeHeartbeat(db, processId, [...workerIds]);
      await releaseDeadWorkers();
    } catch (error) {
      logger.error({ err: error }, 'worker heartbeat failed');
    }
  };
  await beat();
  const heartbeat = setInterval(() => void beat(), Math.max(500, (config.workerStaleAfterSeconds * 1000) / 4));
  heartbeat.unref();

  return {
    processId,
    async stop() {
      clearInterval(heartbeat);
      await runner.stop();
      // Jobs still locked by this process now would wait hours for graphile-worker's own
      // unlock, and with the heartbeat gone no one else would release them: let them go.
      await utils.forceUnlockWorkers([...workerIds]);
      await removeHeartbeat(db, processId);
      await utils.release();
      mailer.close();
      await dispatcher.close();
    },
  };
}
