/** graphile-worker's log lines, routed through pino. */
import { Logger as QueueLogger, type LogFunctionFactory, type WorkerEvents } from 'graphile-worker';
import type { Logger } from 'pino';

/**
 * graphile-worker's lines that mean its database went away: its pool's clients failing, its LISTEN connection
 * retried, a poll or the cron failing to reach the database.
 */
const CONNECTION_TROUBLE =
  /^(PostgreSQL (active|idle) client generated error|Error with notify listener|Error occurred (fetching jobs|during fetch|resetting locked at|attempting to UNLISTEN|whilst releasing listening client)|Cron hit an error|Failed to reset locked)/;

/**
 * The queue's connection in the log as platform/db/pool-watch.ts keeps Knex's: one line when graphile-worker first
 * finds its database gone, one when its LISTEN connection is made again. In between, its complaints of the same
 * outage (a failed poll every interval, a reconnect attempt with a back-off) go to debug.
 */
export interface QueueConnectionWatch {
  readonly lost: boolean;
  /** Follows a runner's events (`run({ events })`). */
  follow(events: WorkerEvents): void;
  /** Whether a line of the queue's is the outage said (again): said once at error, then at debug. */
  outage(message: string): boolean;
}

const firstLine = (text: string): string => text.split('\n', 1)[0] ?? '';

export function watchQueueConnection(logger: Logger): QueueConnectionWatch {
  let lostSince: number | null = null;
  const lose = (reason: string) => {
    if (lostSince !== null) return;
    lostSince = Date.now();
    logger.error({ pool: 'queue', reason }, 'database connection lost');
  };
  return {
    get lost() {
      return lostSince !== null;
    },
    follow(events) {
      events.on('pool:listen:error', ({ error }) => lose(error instanceof Error ? firstLine(error.message) : String(error)));
      events.on('pool:listen:success', () => {
        if (lostSince === null) return;
        logger.info({ pool: 'queue', lost_for_ms: Date.now() - lostSince }, 'database connection back');
        lostSince = null;
      });
    },
    outage(message) {
      if (!CONNECTION_TROUBLE.test(message)) return false;
      lose(firstLine(message));
      return true;
    },
  };
}

export function queueLogger(logger: Logger, connection?: QueueConnectionWatch): QueueLogger {
  const factory: LogFunctionFactory = (scope) => (level, message, meta) => {
    const context = { queue: scope, ...meta };
    if ((level === 'error' || level === 'warning') && connection?.outage(message)) logger.debug(context, message);
    else if (level === 'error') logger.error(context, message);
    else if (level === 'warning') logger.warn(context, message);
    // A job's routine lines ("Completed task …", with the whole job attached) are debug; failures stay errors and warnings.
    else if (level === 'info' && scope.jobId === undefined && meta?.job === undefined) logger.info(context, message);
    else logger.debug(context, message);
  };
  return new QueueLogger(factory);
}
