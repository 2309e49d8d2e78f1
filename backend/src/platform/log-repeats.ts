/**
 * One line, not hundreds, for a failure that repeats: while the database is away every retry loop (audit writer,
 * event fan-out, delivery claims, LISTEN) fails again a few times a second, and each failure was its own line with a
 * stack, the outage's cause buried under its echoes. A warning or error whose `err` carries a code (a connection or
 * database error: ECONNREFUSED, 57P01 …) is written the first time; the same message with the same code is then held
 * for `windowMs` and counted, and the count is written as `repeated` once the window has passed (on the next such
 * line, or by the sweep when the failure has stopped). Errors without a code, and every line below a warning, are
 * written as they come. pino has no such filter; this is its `logMethod` hook.
 */
import type { LogFn, Logger } from 'pino';

const WARN = 40;
/** More distinct failures than this at once is no outage's echo: the table starts again rather than grow. */
const MAX_KEYS = 1_000;

interface Held {
  firstAt: number;
  count: number;
  logger: Logger;
  method: LogFn;
  fields: Record<string, unknown>;
  message: string;
}

export interface RepeatFilter {
  logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void;
  /** Writes the counts of windows that have ended; run by a timer, and by tests with their own clock. */
  sweep(): void;
  stop(): void;
}

function keyOf(args: Parameters<LogFn>, level: number): { key: string; fields: Record<string, unknown>; message: string } | null {
  const [first, second] = args as unknown[];
  if (level < WARN || typeof first !== 'object' || first === null || typeof second !== 'string') return null;
  const err = (first as { err?: unknown }).err;
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' && typeof code !== 'number') return null;
  return { key: `${level}\u0000${second}\u0000${String(code)}`, fields: first as Record<string, unknown>, message: second };
}

export function quietRepeats(windowMs = 30_000, now: () => number = Date.now, sweepEveryMs: number | null = 5_000): RepeatFilter {
  const held = new Map<string, Held>();
  const release = (key: string, entry: Held) => {
    held.delete(key);
    if (entry.count > 0)
      entry.method.call(entry.logger, { ...entry.fields, repeated: entry.count, repeated_within_ms: windowMs }, entry.message);
  };
  const sweep = () => {
    const at = now();
    for (const [key, entry] of held) if (at - entry.firstAt >= windowMs) release(key, entry);
  };
  const timer = sweepEveryMs === null ? null : setInterval(sweep, sweepEveryMs);
  timer?.unref();
  return {
    logMethod(args, method, level) {
      const said = keyOf(args, level);
      if (!said) return method.apply(this, args);
      const at = now();
      const entry = held.get(said.key);
      if (entry && at - entry.firstAt < windowMs) {
        entry.count += 1;
        entry.fields = said.fields;
        return;
      }
      if (entry) release(said.key, entry);
      if (held.size >= MAX_KEYS) held.clear();
      held.set(said.key, { firstAt: at, count: 0, logger: this, method, fields: said.fields, message: said.message });
      method.apply(this, args);
    },
    sweep,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
