import { pino, type Logger } from 'pino';

/** Logs go to stdout for the server; `fd: 2` keeps them off a script's JSON answer. */
export function createLogger(level: string, fd: 1 | 2 = 1): Logger {
  return pino(
    {
      level,
      base: { service: 'kontor' },
      redact: { paths: ['req.headers.authorization', '*.password', '*.key', '*.secret'], censor: '[redacted]' },
    },
    pino.destination(fd),
  );
}
