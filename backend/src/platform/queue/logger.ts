/** graphile-worker's log lines, routed through pino. */
import { Logger as QueueLogger, type LogFunctionFactory } from 'graphile-worker';
import type { Logger } from 'pino';

export function queueLogger(logger: Logger): QueueLogger {
  const factory: LogFunctionFactory = (scope) => (level, message, meta) => {
    const context = { queue: scope, ...meta };
    if (level === 'error') logger.error(context, message);
    else if (level === 'warning') logger.warn(context, message);
    // A job's routine lines ("Completed task …", with the whole job attached) are debug; failures stay errors and warnings.
    else if (level === 'info' && scope.jobId === undefined && meta?.job === undefined) logger.info(context, message);
    else logger.debug(context, message);
  };
  return new QueueLogger(factory);
}
