/**
 * The process's log: JSON lines for a log collector, or one readable line per event for a person at a terminal
 * (pino-pretty, run on this thread so that a line is written before the process exits on a fatal error).
 */
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { quietRepeats } from './log-repeats.js';

export type LogFormat = 'json' | 'pretty';

/**
 * How the log is written: the operator's `KONTOR_LOG_FORMAT` when it says `json` or `pretty`; otherwise readable lines
 * when the log's stream is a terminal (a person reads it) and JSON when it is not (a file, a pipe, a container's log).
 */
export function logFormatFor(setting: 'auto' | LogFormat, isTerminal: boolean): LogFormat {
  if (setting !== 'auto') return setting;
  return isTerminal ? 'pretty' : 'json';
}

// Loaded only for a terminal: a server writing JSON never needs it.
const require = createRequire(import.meta.url);

function prettyStream(destination: 1 | 2 | NodeJS.WritableStream, colorize: boolean): DestinationStream {
  const pretty = require('pino-pretty') as typeof PinoPretty;
  return pretty({
    destination,
    sync: true,
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    // Always "kontor" and this process: said once by the banner, not on every line.
    ignore: 'pid,hostname,service',
    singleLine: true,
  });
}

/**
 * Logs go to stdout for the server; `fd: 2` keeps them off a script's JSON answer. `into` takes the lines instead of
 * the file descriptor (a test reads them there); colours only ever go to a terminal.
 */
export function createLogger(level: string, fd: 1 | 2 = 1, format: LogFormat = 'json', into?: NodeJS.WritableStream): Logger {
  const terminal = !into && (fd === 1 ? process.stdout : process.stderr).isTTY === true;
  return pino(
    {
      level,
      base: { service: 'kontor' },
      hooks: { logMethod: quietRepeats().logMethod },
      redact: { paths: ['req.headers.authorization', '*.password', '*.key', '*.secret'], censor: '[redacted]' },
    },
    format === 'pretty' ? prettyStream(into ?? fd, terminal) : ((into as DestinationStream | undefined) ?? pino.destination(fd)),
  );
}
