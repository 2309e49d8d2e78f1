/**
 * A Kontor worker: graphile-worker running Kontor's tasks, on the same
 * database as the API. Any number of worker processes may share one database.
 *
 * - Events and webhooks: the pipeline (pipeline.ts) fans events out in
 *   batches to their consumers (webhook deliveries, flow triggers) and leases
 *   due deliveries under limits counted in Postgres (per endpoint, per
 *   organization), beside graphile-worker's jobs. Flow work is queued per
 *   organization, one job at a time each.
 * - Recovery: graphile-worker releases the jobs of a crashed worker only
 *   after four hours. Each process therefore writes a heartbeat with its
 *   worker ids; any live process releases the jobs of one whose heartbeat is
 *   older than `workerStaleAfterSeconds`.
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import type { Runner, Task, TaskList, WorkerEvents } from 'graphile-worker';
import { connectionStringOf } from '../platform/db/migrate.js';
import type { Deps } from './deps.js';
import { breakPromises } from '../features/dunning/holds.js';
import type { FlowRunner } from '../features/flows/runner.js';
import { markOverdueInvoices } from '../features/invoices/overdue.js';
import { deleteStaleHeartbeats, removeHeartbeat, writeHeartbeat } from '../platform/queue/heartbeats.js';
import type { TaskName, Tasks } from '../platform/queue/jobs.js';
import { startPipeline } from './pipeline.js';
import { wireFeatures } from './wiring.js';

export interface KontorWorker {
  processId: string;
  stop(): Promise<void>;
}

/** How often the overdue sweep runs. */
const OVERDUE_CRON = '*/10 * * * *';

/**
 * A task whose payload is typed by `Tasks` (queue/jobs.ts). Payloads are written only by
 * `addJobsSql`, which takes the same type, so the cast here is the one place they are trusted.
 */
function task<T extends TaskName>(handler: (payload: Tasks[T], helpers: Parameters<Task>[1]) => Promise<void>): Task {
  return (payload, helpers) => handler(payload as Tasks[T], helpers);
}

export interface WorkerOptions {
  /** The flow runner to use; by default the worker builds its own from `deps`. */
  flows?: FlowRunner;
}

export async function startWorker(deps: Deps, options: WorkerOptions = {}): Promise<KontorWorker> {
  const { db, config, logger, clock } = deps;
  wireFeatures();
  const connectionString = connectionStringOf(db);
  // Loaded when a flow job first needs it: the flow engine and its templates were half of a worker's start-up.
  let flowRunnerLoaded: Promise<FlowRunner> | undefined = options.flows && Promise.resolve(options.flows);
  const flows = (): Promise<FlowRunner> =>
    (flowRunnerLoaded ??= import('../features/flows/runner.js').then(({ flowRunner }) => flowRunner(deps)));

  /** The task table: every job the queue holds is run by one of these. */
  const tasks: { [T in TaskName]: Task } = {
    start_flow_runs: task<'start_flow_runs'>(async ({ event_id }) => {
      await (await flows()).startRunsForEvent(event_id);
    }),
    start_due_soon_flows: async () => {
      const started = await (await flows()).startDueSoonRuns();
      if (started > 0) logger.info({ started }, 'due-soon flow runs started');
    },
    resume_flow_runs: async () => {
      const resumed = await (await flows()).resumeDueRuns();
      if (resumed > 0) logger.info({ resumed }, 'waiting flow runs resumed');
    },
    mark_overdue_invoices: async () => {
      const marked = await markOverdueInvoices(db, clock);
      if (marked > 0) logger.info({ marked }, 'invoices marked overdue');
      const broken = await breakPromises(db, clock);
      if (broken > 0) logger.info({ broken }, 'promises to pay broken');
    },
  };

  const processId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const workerIds = new Set<string>();
  // Deliveries start at once: they need nothing from the job queue, whose start (its migrations, its cron) follows,
  // loaded only now. Two workers starting at once share the cores: the queue's modules, loaded before, put off the
  // first delivery (drain benchmark, README).
  const pipeline = startPipeline(deps);
  const [{ makeWorkerUtils, parseCronItems, run }, { queueLogger, watchQueueConnection }, { queuePool }] = await Promise.all([
    import('graphile-worker'),
    import('../platform/queue/logger.js'),
    import('../platform/queue/pool.js'),
  ]).catch(async (error: unknown) => {
    await pipeline.stop();
    throw error;
  });
  const queueConnection = watchQueueConnection(logger);
  const queueLog = queueLogger(logger, queueConnection);
  // Two pools, as graphile-worker made them itself (the utilities' and the runner's), now with JIT off (pool.ts).
  const pools = [queuePool(connectionString, queueLog), queuePool(connectionString, queueLog)] as const;
  const endPools = () => Promise.all(pools.map((pool) => pool.end())).then(() => undefined);
  const utils = await makeWorkerUtils({ pgPool: pools[0], logger: queueLog }).catch(async (error: unknown) => {
    await pipeline.stop();
    await endPools();
    throw error;
  });

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
  queueConnection.follow(events);
  const runner: Runner = await run({
    pgPool: pools[1],
    events,
    concurrency: config.workerConcurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    logger: queueLog,
    taskList: tasks as TaskList,
    parsedCronItems: parseCronItems([
      { task: 'mark_overdue_invoices', match: OVERDUE_CRON, identifier: 'mark_overdue_invoices' },
      { task: 'resume_flow_runs', match: '* * * * *', identifier: 'resume_flow_runs' },
      { task: 'start_due_soon_flows', match: '5 * * * *', identifier: 'start_due_soon_flows' },
    ]),
  }).catch(async (error: unknown) => {
    await pipeline.stop();
    await utils.release();
    await endPools();
    throw error;
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
      await pipeline.stop();
      await runner.stop();
      // Jobs still locked by this process now would wait hours for graphile-worker's own
      // unlock, and with the heartbeat gone no one else would release them: let them go.
      await utils.forceUnlockWorkers([...workerIds]);
      await removeHeartbeat(db, processId);
      await utils.release();
      // Handed to graphile-worker, not ended by it.
      await endPools();
    },
  };
}
