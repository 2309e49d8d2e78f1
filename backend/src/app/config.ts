/**
 * Configuration, read once from the environment, validated and frozen.
 *
 * Every option, its variable and its default live here and nowhere else. A bad
 * value stops the start with a message that names the variable.
 */
import { parseSecretKey } from '../platform/lib/secret-box.js';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  /** `DATABASE_URL`: an external Postgres; unset means the embedded one. */
  readonly databaseUrl: string | undefined;
  /** `PORT` (default 8000). */
  readonly port: number;
  /** `HOST` (default 127.0.0.1). */
  readonly host: string;
  /** `KONTOR_DATA_DIR` (default `<checkout>/.data`): the embedded Postgres lives here. */
  readonly dataDir: string;
  /** `KONTOR_EMBEDDED_PG_PORT` (default 54329): port of the embedded Postgres. */
  readonly embeddedPgPort: number;
  /** `KONTOR_WEBHOOK_ALLOW_PRIVATE`: `true`, `false` (default) or a comma list of CIDRs. */
  readonly webhookAllowPrivate: boolean | readonly string[];
  /** `SMTP_URL`: where e-mail goes; unset captures e-mail to the audit log. */
  readonly smtpUrl: string | undefined;
  /** `LOG_LEVEL` (default info): a pino level. */
  readonly logLevel: string;
  /**
   * `KONTOR_LOG_FORMAT` (default `auto`): `auto` writes one readable line per event to a terminal and JSON otherwise,
   * `json` JSON always (a terminal piped to a log collector), `pretty` readable lines always.
   */
  readonly logFormat: 'auto' | 'json' | 'pretty';
  /**
   * `KONTOR_BODY_LIMIT` (default 1 MiB): request body limit in bytes of the routes that take documents (an invoice's
   * items, a flow, a letter: `RouteDefinition.largeBody`) and of MCP messages.
   */
  readonly bodyLimitBytes: number;
  /**
   * `KONTOR_ROUTE_BODY_LIMIT` (default: `KONTOR_BODY_LIMIT`): request body limit in bytes of every other route (a
   * client, a task, a key), at most `KONTOR_BODY_LIMIT`. The contract's default limit is 1 MiB for every route, so a
   * smaller one is the operator's hardening (64 KiB fits every such body): a larger body is then refused 413 from its
   * Content-Length, unread, where a client's 0.65 MB body of unknown members is otherwise read, decoded and scanned
   * before its refusal (docs/benchmarks.md, fairness).
   */
  readonly routeBodyLimitBytes: number;
  /**
   * `KONTOR_REQUEST_TIMEOUT` (default 30): seconds a client has to send a whole request, headers and body; then 408
   * and the connection is closed. Node's own default, 300 s, let a client that sends a byte now and then hold a
   * connection for five minutes. Handling the request is not limited by it.
   */
  readonly requestTimeoutSeconds: number;
  /** `KONTOR_RATE_LIMIT` (default 600): requests per credential per window. */
  readonly rateLimitPoints: number;
  /** `KONTOR_RATE_LIMIT_WINDOW` (default 60): the rate-limit window in seconds. */
  readonly rateLimitWindowSeconds: number;
  /**
   * `KONTOR_RATE_LIMIT_ORGANIZATION` (default 3000): requests per organization per window, all its credentials
   * together, so that minting keys does not multiply an organization's allowance.
   */
  readonly rateLimitOrganizationPoints: number;
  /**
   * `KONTOR_RATE_LIMIT_BURST_WINDOW` (default 2): an organization's short window in seconds, within which it may spend
   * at most twice its even share of KONTOR_RATE_LIMIT_ORGANIZATION; 0 for none.
   */
  readonly rateLimitBurstSeconds: number;
  /** `KONTOR_RATE_LIMIT_COST_MS` (default 25): the work one rate-limit point pays for; a request costs one more point per started unit beyond the first two (rate-limit.ts). */
  readonly rateLimitCostMs: number;
  /**
   * `KONTOR_ORGANIZATION_CONCURRENCY` (default half of KONTOR_DB_POOL_MAX, at least 1): requests of one organization
   * served at once by one process; the others wait their turn, so that one organization holds at most this share of
   * the process's database connections.
   */
  readonly organizationConcurrency: number;
  /**
   * `KONTOR_WORK_CONCURRENCY` (default twice the CPUs Node may use, `os.availableParallelism()`, at least 4): works
   * (signed-in requests, MCP tool calls) at once in one process, all organizations together; the others wait for a
   * slot, which goes to the organization that has had the least of them, and the last slot is kept for organizations
   * with nothing in flight while more than one is at work (platform/http/fair-queue.ts). Twice the CPUs: enough for the
   * event loop to work while other works wait on PostgreSQL, few enough that a slot frees soon.
   */
  readonly workConcurrency: number;
  /**
   * `KONTOR_ORGANIZATION_QUEUE_TIMEOUT` (default 5): seconds a request waits for its turn before 503
   * `organization_busy` (its organization's share at work) or `server_busy` (every slot of the process at work).
   */
  readonly organizationQueueSeconds: number;
  /**
   * `KONTOR_REFUSAL_HOLD_MS` (default 1000; 0 turns it off): a 429 is answered after this long, or after its
   * Retry-After when that is shorter, so that a client sending as fast as it is answered draws a few refusals a second
   * per connection rather than a thousand (platform/http/refusal-pace.ts).
   */
  readonly refusalHoldMs: number;
  /** `KONTOR_REFUSAL_HOLD_MAX` (default 1000): refusals held at once by one process; past it they are answered at once. */
  readonly refusalHoldMax: number;
  /** `KONTOR_STATEMENT_TIMEOUT_READ` (default 5): seconds one SQL statement of a GET may run before 503 `statement_timeout`. */
  readonly statementTimeoutReadSeconds: number;
  /** `KONTOR_STATEMENT_TIMEOUT_WRITE` (default 15): the same for the other methods. */
  readonly statementTimeoutWriteSeconds: number;
  /**
   * Not read from the environment: the benchmark sets it. Answers carry a `Server-Timing` header with the time spent
   * in each phase (platform/http/timing.ts).
   */
  readonly serverTiming: boolean;
  /** `KONTOR_AUDIT` (default true): write the audit log of API calls. */
  readonly auditEnabled: boolean;
  /**
   * `KONTOR_AUDIT_BODY_LIMIT` (default 4 KiB): bodies longer than this are kept as a preview in the log.
   * 4 KiB holds any single object whole; list pages are cut. Every byte is written on every call.
   */
  readonly auditBodyLimitBytes: number;
  /**
   * `KONTOR_AUDIT_JOURNAL` (default `<KONTOR_DATA_DIR>/audit-journal`, `off` for none): where a process keeps a copy
   * of the entries it has not yet written (reads, deliveries, flow runs), so that one killed loses none of them; the
   * next process started with the same folder (on the same host) writes them (platform/audit/journal.ts).
   */
  readonly auditJournalDir: string | null;
  /** `KONTOR_TOKEN_TTL_HOURS` (default 24): lifetime of a user's access token. */
  readonly tokenTtlHours: number;
  /** `KONTOR_TRUST_PROXY` (default false): take host and protocol from X-Forwarded-* headers. */
  readonly trustProxy: boolean;
  /** `KONTOR_WORKER` (default true): `npm start` runs a queue worker beside the API. */
  readonly workerEnabled: boolean;
  /**
   * `KONTOR_WORKER_PORT` (no default): the port on which a worker run alone (`kontor worker`) answers `/healthz`,
   * `/readyz` and `/metrics`, on `HOST`. Unset: no port (several workers on one host each need their own).
   */
  readonly workerPort: number | undefined;
  /**
   * `KONTOR_WORKER_BACKLOG_MAX_AGE` (default 300): seconds the oldest due webhook delivery may wait past its time
   * before a worker's `/readyz` answers 503 naming the backlog.
   */
  readonly workerBacklogMaxAgeSeconds: number;
  /**
   * `KONTOR_DRAIN_SECONDS` (default 0): after SIGTERM, `/readyz` answers 503 `draining` for this long while the
   * process still serves, so that a balancer sees it before the listener closes; then in-flight work finishes.
   */
  readonly drainSeconds: number;
  /** `KONTOR_WORKER_CONCURRENCY` (default 10): jobs one worker process runs at once. */
  readonly workerConcurrency: number;
  /** `KONTOR_WORKER_STALE_AFTER` (default 60): seconds without a heartbeat after which a worker is taken for dead and its jobs released. */
  readonly workerStaleAfterSeconds: number;
  /** `KONTOR_WEBHOOK_TIMEOUT` (default 10): seconds a receiver has to answer. */
  readonly webhookTimeoutSeconds: number;
  /** `KONTOR_WEBHOOK_RETRY_SCHEDULE` (default 5,300,1800,7200,18000,36000): seconds before each retry; about a day in all. */
  readonly webhookRetrySchedule: readonly number[];
  /** `KONTOR_WEBHOOK_DISABLE_AFTER_HOURS` (default 72): an endpoint failing this long without a success is disabled. */
  readonly webhookDisableAfterHours: number;
  /** `KONTOR_WEBHOOK_SLOTS` (default 50): deliveries one worker process has in flight at once. */
  readonly webhookSlots: number;
  /**
   * `KONTOR_WEBHOOK_ORGANIZATION_CONCURRENCY` (default 20): deliveries of one organization in flight at once in one
   * worker process; across all worker processes it holds at most twice as many leased (in flight or next in line).
   */
  readonly webhookOrganizationConcurrency: number;
  /** Endpoints one organization may have: each event is matched against each of its endpoints' subscriptions and filters. */
  readonly webhooksPerOrganization: number;
  /**
   * `KONTOR_FLOW_RUNS_PER_CHANGE` (default 100): flow runs one change may set off, through flows whose actions
   * start other flows. Chains are cut at a depth of 4, but not their breadth: four flows of three actions each,
   * every action starting the others, made nearly a thousand runs from one API call.
   */
  readonly flowRunsPerChange: number;
  /** `KONTOR_MAIL_FROM` (default kontor@localhost): the sender of flow e-mail. */
  readonly mailFrom: string;
  /**
   * `KONTOR_MCP_ALLOWED_ORIGINS` (default none): comma-separated origins (`https://agent.example.com`) whose
   * browser pages may call the MCP endpoint. A request with any other `Origin` header is refused (DNS-rebinding
   * protection); clients that send none (n8n, desktop hosts, SDKs) are not affected.
   */
  readonly mcpAllowedOrigins: readonly string[];
  /**
   * `KONTOR_MCP_SESSIONS_PER_ORGANIZATION` (default 200) and `KONTOR_MCP_SESSIONS_MAX` (default 2000): MCP sessions
   * one organization, and all of them together, keep open. A new session past either closes the session of that
   * organization (or of any) used least recently; one credential keeps at most 20.
   */
  readonly mcpSessionsPerOrganization: number;
  readonly mcpSessionsMax: number;
  /** `KONTOR_MCP_SESSION_IDLE_MINUTES` (default 30): an MCP session unused this long is closed. */
  readonly mcpSessionIdleMinutes: number;
  /**
   * `KONTOR_PUBLIC_URL` (no default): the address clients use (`https://kontor.example.com`), from which
   * absolute links (pagination) are built. Unset: the address the connection came in on (or, with
   * `KONTOR_TRUST_PROXY`, the proxy's X-Forwarded-* headers), never a client's Host header.
   */
  readonly publicUrl: string | undefined;
  /** `KONTOR_METRICS_TOKEN` (no default): `/metrics` answers only `Authorization: Bearer <token>`; unset, `/metrics` is off (404). */
  readonly metricsToken: string | undefined;
  /**
   * `KONTOR_SECRET_KEY` (no default): 32 bytes as 64 hex characters or base64, the key that encrypts webhook and flow
   * signing secrets at rest (AES-256-GCM). Unset: a key generated once into `<KONTOR_DATA_DIR>/secret.key`.
   */
  readonly secretKey: Buffer | undefined;
  /** `KONTOR_SECRET_KEY_PREVIOUS` (no default): comma list of former keys, still read (never written) during a rotation. */
  readonly secretKeysPrevious: readonly Buffer[];
  /** `KONTOR_AUDIT_RETENTION_DAYS` (default 90): audit entries older than this are deleted (checked hourly by `npm start`). */
  readonly auditRetentionDays: number;
  /**
   * `KONTOR_AUDIT_ANONYMOUS_PER_MINUTE` (default 20): failed calls without a valid credential kept whole per minute and
   * process; the rest are counted, by status, into one summary entry a minute.
   */
  readonly auditAnonymousPerMinute: number;
  /**
   * `KONTOR_DB_POOL_MAX` (default 10): database connections one process opens at most (per pool). A start is refused
   * when this is more than the server's `max_connections` leaves for clients.
   */
  readonly dbPoolMax: number;
}

/** Postgres's own ceiling on max_connections. */
const MAX_POOL_CONNECTIONS = 262_143;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The checkout's root, where `.data/` is kept by default. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = <T>(name: string, fallback: T, parse: (raw: string) => T | undefined, expected: string): T => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = parse(raw.trim());
    if (value === undefined) {
      problems.push(`${name}=${JSON.stringify(raw)} is not valid: expected ${expected}`);
      return fallback;
    }
    return value;
  };

  const bodyLimitBytes = read('KONTOR_BODY_LIMIT', 1024 * 1024, ...wholeNumber(1, MAX_BODY_BYTES, 'bytes'));
  let config: Config = {
    databaseUrl: read('DATABASE_URL', undefined, parseDatabaseUrl, 'a postgres:// or postgresql:// URL'),
    port: read('PORT', 8000, parsePort, 'a port number from 0 to 65535'),
    host: read('HOST', '127.0.0.1', (raw) => (raw.length > 0 ? raw : undefined), 'a host name or address'),
    dataDir: read('KONTOR_DATA_DIR', path.join(repoRoot, '.data'), (raw) => path.resolve(raw), 'a folder path'),
    embeddedPgPort: read('KONTOR_EMBEDDED_PG_PORT', 54329, parsePort, 'a port number'),
    webhookAllowPrivate: read('KONTOR_WEBHOOK_ALLOW_PRIVATE', false, parseAllowPrivate, 'true, false or a comma-separated list of CIDRs'),
    smtpUrl: read('SMTP_URL', undefined, parseSmtpUrl, 'an smtp:// or smtps:// URL'),
    logLevel: read('LOG_LEVEL', 'info', (raw) => (LOG_LEVELS.includes(raw) ? raw : undefined), LOG_LEVELS.join(', ')),
    logFormat: read(
      'KONTOR_LOG_FORMAT',
      'auto' as const,
      (raw) => (raw === 'auto' || raw === 'json' || raw === 'pretty' ? raw : undefined),
      'auto, json or pretty',
    ),
    bodyLimitBytes,
    routeBodyLimitBytes: read('KONTOR_ROUTE_BODY_LIMIT', bodyLimitBytes, ...wholeNumber(1, MAX_BODY_BYTES, 'bytes')),
    requestTimeoutSeconds: read('KONTOR_REQUEST_TIMEOUT', 30, ...wholeNumber(1, MAX_REQUEST_TIMEOUT_SECONDS, 'seconds')),
    rateLimitPoints: read('KONTOR_RATE_LIMIT', 600, ...wholeNumber(1, MAX_COUNT, 'requests')),
    rateLimitWindowSeconds: read('KONTOR_RATE_LIMIT_WINDOW', 60, ...wholeNumber(1, DAY_SECONDS, 'seconds')),
    rateLimitOrganizationPoints: read('KONTOR_RATE_LIMIT_ORGANIZATION', 3000, ...wholeNumber(1, MAX_COUNT, 'requests')),
    rateLimitBurstSeconds: read('KONTOR_RATE_LIMIT_BURST_WINDOW', 2, ...wholeNumber(0, DAY_SECONDS, 'seconds')),
    rateLimitCostMs: read('KONTOR_RATE_LIMIT_COST_MS', 25, ...wholeNumber(1, 3_600_000, 'milliseconds')),
    organizationConcurrency: 0, // set below, from the pool's size unless given
    workConcurrency: read('KONTOR_WORK_CONCURRENCY', Math.max(4, 2 * availableParallelism()), ...wholeNumber(1, MAX_COUNT, 'works')),
    organizationQueueSeconds: read('KONTOR_ORGANIZATION_QUEUE_TIMEOUT', 5, ...positiveUpTo(MAX_REQUEST_TIMEOUT_SECONDS, 'seconds')),
    refusalHoldMs: read('KONTOR_REFUSAL_HOLD_MS', 1000, ...wholeNumber(0, 60_000, 'milliseconds')),
    refusalHoldMax: read('KONTOR_REFUSAL_HOLD_MAX', 1000, ...wholeNumber(0, MAX_COUNT, 'refusals')),
    statementTimeoutReadSeconds: read('KONTOR_STATEMENT_TIMEOUT_READ', 5, ...positiveUpTo(MAX_STATEMENT_TIMEOUT_SECONDS, 'seconds')),
    statementTimeoutWriteSeconds: read('KONTOR_STATEMENT_TIMEOUT_WRITE', 15, ...positiveUpTo(MAX_STATEMENT_TIMEOUT_SECONDS, 'seconds')),
    serverTiming: false,
    auditEnabled: read('KONTOR_AUDIT', true, parseBoolean, 'true or false'),
    auditBodyLimitBytes: read('KONTOR_AUDIT_BODY_LIMIT', 4 * 1024, ...wholeNumber(1, MAX_BODY_BYTES, 'bytes')),
    auditJournalDir: read<string | null>(
      'KONTOR_AUDIT_JOURNAL',
      path.join(
        read('KONTOR_DATA_DIR', path.join(repoRoot, '.data'), (raw) => path.resolve(raw), 'a folder path'),
        'audit-journal',
      ),
      (raw) => (raw.trim() === 'off' ? null : raw.trim() === '' ? undefined : path.resolve(raw)),
      'a folder path, or off',
    ),
    tokenTtlHours: read('KONTOR_TOKEN_TTL_HOURS', 24, ...wholeNumber(1, YEAR_HOURS, 'hours')),
    trustProxy: read('KONTOR_TRUST_PROXY', false, parseBoolean, 'true or false'),
    workerEnabled: read('KONTOR_WORKER', true, parseBoolean, 'true or false'),
    workerPort: read('KONTOR_WORKER_PORT', undefined, parsePort, 'a port number from 0 to 65535 (0 picks a free one)'),
    workerBacklogMaxAgeSeconds: read('KONTOR_WORKER_BACKLOG_MAX_AGE', 300, ...positiveUpTo(DAY_SECONDS, 'seconds')),
    drainSeconds: read('KONTOR_DRAIN_SECONDS', 0, ...wholeNumber(0, MAX_DRAIN_SECONDS, 'seconds')),
    workerConcurrency: read('KONTOR_WORKER_CONCURRENCY', 10, ...wholeNumber(1, MAX_WORKER_CONCURRENCY, 'jobs')),
    workerStaleAfterSeconds: read('KONTOR_WORKER_STALE_AFTER', 60, ...positiveUpTo(DAY_SECONDS, 'seconds')),
    webhookTimeoutSeconds: read('KONTOR_WEBHOOK_TIMEOUT', 10, ...positiveUpTo(MAX_WEBHOOK_TIMEOUT_SECONDS, 'seconds')),
    webhookRetrySchedule: read(
      'KONTOR_WEBHOOK_RETRY_SCHEDULE',
      [5, 300, 1800, 7200, 18000, 36000],
      parseSchedule,
      `a comma-separated list of at most ${MAX_RETRIES} numbers of seconds, each at most ${MAX_RETRY_SECONDS}`,
    ),
    webhookDisableAfterHours: read('KONTOR_WEBHOOK_DISABLE_AFTER_HOURS', 72, ...positiveUpTo(YEAR_HOURS, 'hours')),
    webhookSlots: read('KONTOR_WEBHOOK_SLOTS', 50, ...wholeNumber(1, MAX_DELIVERIES_AT_ONCE, 'deliveries')),
    webhookOrganizationConcurrency: read(
      'KONTOR_WEBHOOK_ORGANIZATION_CONCURRENCY',
      20,
      ...wholeNumber(1, MAX_DELIVERIES_AT_ONCE, 'deliveries'),
    ),
    webhooksPerOrganization: read('KONTOR_WEBHOOKS_PER_ORGANIZATION', 100, ...wholeNumber(1, MAX_WEBHOOKS_PER_ORGANIZATION, 'webhooks')),
    flowRunsPerChange: read('KONTOR_FLOW_RUNS_PER_CHANGE', 100, ...wholeNumber(1, MAX_FLOW_RUNS_PER_CHANGE, 'runs')),
    mcpAllowedOrigins: read(
      'KONTOR_MCP_ALLOWED_ORIGINS',
      [],
      parseOrigins,
      'a comma-separated list of origins such as https://agent.example.com',
    ),
    mcpSessionsPerOrganization: read('KONTOR_MCP_SESSIONS_PER_ORGANIZATION', 200, ...wholeNumber(1, MAX_MCP_SESSIONS, 'sessions')),
    mcpSessionsMax: read('KONTOR_MCP_SESSIONS_MAX', 2000, ...wholeNumber(1, MAX_MCP_SESSIONS, 'sessions')),
    mcpSessionIdleMinutes: read('KONTOR_MCP_SESSION_IDLE_MINUTES', 30, ...wholeNumber(1, DAY_SECONDS / 60, 'minutes')),
    publicUrl: read('KONTOR_PUBLIC_URL', undefined, parsePublicUrl, 'an http:// or https:// URL without query or fragment'),
    metricsToken: read(
      'KONTOR_METRICS_TOKEN',
      undefined,
      (raw) => (/^[\x21-\x7e]{16,}$/.test(raw) ? raw : undefined),
      'at least 16 visible ASCII characters',
    ),
    secretKey: read('KONTOR_SECRET_KEY', undefined, parseSecretKey, '32 bytes as 64 hex characters or base64'),
    secretKeysPrevious: read(
      'KONTOR_SECRET_KEY_PREVIOUS',
      [],
      (raw) => {
        const keys = raw.split(',').map((part) => parseSecretKey(part.trim()));
        return keys.every((key) => key !== undefined) ? (keys as Buffer[]) : undefined;
      },
      'a comma list of keys, each 32 bytes as 64 hex characters or base64',
    ),
    auditRetentionDays: read('KONTOR_AUDIT_RETENTION_DAYS', 90, ...wholeNumber(1, 100 * 366, 'days')),
    dbPoolMax: read('KONTOR_DB_POOL_MAX', 10, ...wholeNumber(1, MAX_POOL_CONNECTIONS, 'connections')),
    auditAnonymousPerMinute: read(
      'KONTOR_AUDIT_ANONYMOUS_PER_MINUTE',
      20,
      ...wholeNumber(0, MAX_COUNT, 'entries', `a number of entries from 0 (keeps none whole) to ${MAX_COUNT}`),
    ),
    mailFrom: read(
      'KONTOR_MAIL_FROM',
      'kontor@localhost',
      (raw) => (/^[^@\s]+@[^@\s]+$/.test(raw) || /<[^@\s]+@[^@\s]+>$/.test(raw) ? raw : undefined),
      'an e-mail address',
    ),
  };
  config = {
    ...config,
    organizationConcurrency: read(
      'KONTOR_ORGANIZATION_CONCURRENCY',
      Math.max(1, Math.floor(config.dbPoolMax / 2)),
      ...wholeNumber(1, MAX_POOL_CONNECTIONS, 'requests'),
    ),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

/** A configuration for tests and scripts: the defaults, with some values replaced. */
export function configWith(overrides: Partial<Config>): Config {
  return Object.freeze({ ...loadConfig({}), ...overrides });
}

function parsePort(raw: string): number | undefined {
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= 0 && n <= 65535 ? n : undefined;
}

/*
 * Upper bounds: a larger value would not start a server that works. Durations stay well within what a timer
 * (setTimeout fires at once past 2^31 - 1 ms, about 24.8 days) and a date can hold; counts within Postgres integers.
 */
const DAY_SECONDS = 24 * 60 * 60;
const YEAR_HOURS = 366 * 24;
const MAX_COUNT = 1_000_000_000;
/** A JSON body is parsed as one string, and V8's longest string is about 512 MiB. */
const MAX_BODY_BYTES = 256 * 1024 * 1024;
/** Each job may hold a database connection. */
const MAX_WORKER_CONCURRENCY = 1_000;
/** A delivery's lease covers two time-outs; a receiver silent for ten minutes has not answered. */
const MAX_WEBHOOK_TIMEOUT_SECONDS = 600;
const MAX_REQUEST_TIMEOUT_SECONDS = 3600;
/** An orchestrator kills a process that takes longer to stop than its grace period (Kubernetes: 30 s by default). */
const MAX_DRAIN_SECONDS = 600;

/** Postgres takes statement_timeout in milliseconds as an integer. */
const MAX_STATEMENT_TIMEOUT_SECONDS = 3600;
const MAX_RETRIES = 100;
const MAX_RETRY_SECONDS = 7 * DAY_SECONDS;
/**
 * Deliveries in flight or leased at once are counted in Postgres integers (twice these settings, for the leases
 * next in line): a larger value would make every claim fail, and the deliveries stall, rather than refuse to start.
 */
const MAX_DELIVERIES_AT_ONCE = 10_000;
/** Fan-out matches every event against every endpoint of its organization, one organization after another. */
const MAX_WEBHOOKS_PER_ORGANIZATION = 10_000;
const MAX_FLOW_RUNS_PER_CHANGE = 100_000;
/** Each session a process serves holds a server and a transport in that process's memory. */
const MAX_MCP_SESSIONS = 1_000_000;

/** A parser of whole numbers from `min` to `max`, and what it expects (or `expected`), for `read`. */
function wholeNumber(min: number, max: number, unit: string, expected?: string): [(raw: string) => number | undefined, string] {
  const parse = (raw: string) => {
    const n = Number(raw);
    return /^\d+$/.test(raw) && n >= min && n <= max ? n : undefined;
  };
  return [parse, expected ?? `a number of ${unit} from ${min} to ${max}`];
}

/** A parser of positive decimal numbers up to `max`, and what it expects, for `read`. */
function positiveUpTo(max: number, unit: string): [(raw: string) => number | undefined, string] {
  const parse = (raw: string) => {
    const n = positiveNumber(raw);
    return n !== undefined && n <= max ? n : undefined;
  };
  return [parse, `a positive number of ${unit}, at most ${max}`];
}

function positiveNumber(raw: string): number | undefined {
  const n = Number(raw);
  return /^\d+(\.\d+)?$/.test(raw) && n > 0 ? n : undefined;
}

function parseSchedule(raw: string): number[] | undefined {
  const steps = raw.split(',').map((step) => positiveNumber(step.trim()));
  const valid = steps.length <= MAX_RETRIES && steps.every((step) => step !== undefined && step <= MAX_RETRY_SECONDS);
  return valid ? (steps as number[]) : undefined;
}

function parseBoolean(raw: string): boolean | undefined {
  const lower = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(lower)) return true;
  if (['false', '0', 'no', 'off'].includes(lower)) return false;
  return undefined;
}

function parseDatabaseUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:' ? raw : undefined;
  } catch {
    return undefined;
  }
}

function parseSmtpUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'smtp:' || url.protocol === 'smtps:' ? raw : undefined;
  } catch {
    return undefined;
  }
}

function parseOrigins(raw: string): string[] | undefined {
  const origins = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  const valid = origins.every((origin) => {
    try {
      return new URL(origin).origin === origin.replace(/\/$/, '');
    } catch {
      return false;
    }
  });
  return valid ? origins.map((origin) => origin.replace(/\/$/, '')) : undefined;
}

const CIDR = /^([0-9a-f:.]+)\/(\d{1,3})$/i;

function parseAllowPrivate(raw: string): boolean | string[] | undefined {
  const asBoolean = parseBoolean(raw);
  if (asBoolean !== undefined) return asBoolean;
  const cidrs = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return cidrs.length > 0 && cidrs.every((cidr) => CIDR.test(cidr)) ? cidrs : undefined;
}

function parsePublicUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}
