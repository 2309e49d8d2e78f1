import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The problems `loadConfig` names for these settings (none: an empty list). */
function problemsWith(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('settings read at start', () => {
  it('takes the defaults, and values within their bounds', () => {
    const config = loadConfig({
      KONTOR_TOKEN_TTL_HOURS: '8784',
      KONTOR_WEBHOOK_TIMEOUT: '0.5',
      KONTOR_WEBHOOK_RETRY_SCHEDULE: '1, 604800',
      KONTOR_AUDIT_ANONYMOUS_PER_MINUTE: '0',
    });
    expect(config.tokenTtlHours).toBe(8784);
    expect(config.webhookTimeoutSeconds).toBe(0.5);
    expect(config.webhookRetrySchedule).toEqual([1, 604800]);
    expect(config.auditAnonymousPerMinute).toBe(0);
    expect(loadConfig({}).workerConcurrency).toBe(10);
  });

  // Each of these would start, then fail later: a timer past 2^31 ms fires at once (a heartbeat every
  // millisecond; AbortSignal.timeout(3e9) aborts every delivery at once), a date past the year 275760 is invalid.
  it.each([
    ['KONTOR_TOKEN_TTL_HOURS', '9007199254740991', 'a number of hours from 1 to 8784'],
    ['KONTOR_WORKER_STALE_AFTER', '10000000', 'a positive number of seconds, at most 86400'],
    ['KONTOR_WEBHOOK_TIMEOUT', '3000000', 'a positive number of seconds, at most 600'],
    ['KONTOR_WEBHOOK_RETRY_SCHEDULE', '5,1e9', 'each at most 604800'],
    ['KONTOR_WEBHOOK_RETRY_SCHEDULE', '5,99999999999', 'each at most 604800'],
    ['KONTOR_WEBHOOK_DISABLE_AFTER_HOURS', '1000000', 'a positive number of hours, at most 8784'],
    ['KONTOR_RATE_LIMIT_WINDOW', '31536000', 'a number of seconds from 1 to 86400'],
    ['KONTOR_RATE_LIMIT', '0', 'a number of requests from 1 to 1000000000'],
    ['KONTOR_BODY_LIMIT', '1099511627776', 'a number of bytes from 1 to 268435456'],
    ['KONTOR_AUDIT_BODY_LIMIT', '-1', 'a number of bytes from 1 to 268435456'],
    ['KONTOR_WORKER_CONCURRENCY', '99999999', 'a number of jobs from 1 to 1000'],
    ['KONTOR_AUDIT_RETENTION_DAYS', '99999999', 'a number of days from 1 to 36600'],
    ['KONTOR_AUDIT_ANONYMOUS_PER_MINUTE', '1e3', 'a number of entries from 0 (keeps none whole) to 1000000000'],
    ['KONTOR_WEBHOOK_SLOTS', '10001', 'a number of deliveries from 1 to 10000'],
  ])('refuses %s=%s, naming what it expects', (name, value, expected) => {
    const problems = problemsWith({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${name}=${JSON.stringify(value)} is not valid: expected`);
    expect(problems[0]).toContain(expected);
  });

  it('names every bad setting at once', () => {
    expect(problemsWith({ KONTOR_WEBHOOK_TIMEOUT: '0', KONTOR_TOKEN_TTL_HOURS: 'a day', PORT: '65536' })).toHaveLength(3);
  });

  it('refuses a retry schedule longer than 100 steps', () => {
    expect(problemsWith({ KONTOR_WEBHOOK_RETRY_SCHEDULE: Array.from({ length: 100 }, () => '60').join(',') })).toEqual([]);
    expect(problemsWith({ KONTOR_WEBHOOK_RETRY_SCHEDULE: Array.from({ length: 101 }, () => '60').join(',') })).toHaveLength(1);
  });
});
