/**
 * Configuration, read once from the environment, validated and frozen.
 *
 * Every option, its variable and its default live here and nowhere else. A bad
 * value stops the start with a message that names the variable.
 */
import { parseSecretKey } from '../platform/lib/secret-box.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/** Postgres's own ceiling on max_connections. */
const MAX_POOL_CONNECTIONS = 262_143;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** The checkout's root, where `.data/` is kept by default. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export class ConfigError extends Error {
    problems;
    constructor(problems) {
        super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
        this.problems = problems;
        this.name = 'ConfigError';
    }
}
export function loadConfig(env = process.env) {
    const problems = [];
    const read = (name, fallback, parse, expected) => {
        const raw = env[name];
        if (raw === undefined || raw === '')
            return fallback;
        const value = parse(raw.trim());
        if (value === undefined) {
            problems.push(`${name}=${JSON.stringify(raw)} is not valid: expected ${expected}`);
            return fallback;
        }
        return value;
    };
    const config = {
        databaseUrl: read('DATABASE_URL', undefined, parseDatabaseUrl, 'a postgres:// or postgresql:// URL'),
        port: read('PORT', 8000, parsePort, 'a port number from 0 to 65535'),
        host: read('HOST', '127.0.0.1', (raw) => (raw.length > 0 ? raw : undefined), 'a host name or address'),
        dataDir: read('KONTOR_DATA_DIR', path.join(repoRoot, '.data'), (raw) => path.resolve(raw), 'a folder path'),
        embeddedPgPort: read('KONTOR_EMBEDDED_PG_PORT', 54329, parsePort, 'a port number'),
        webhookAllowPrivate: read('KONTOR_WEBHOOK_ALLOW_PRIVATE', false, parseAllowPrivate, 'true, false or a comma-separated list of CIDRs'),
        smtpUrl: read('SMTP_URL', undefined, parseSmtpUrl, 'an smtp:// or smtps:// URL'),
        logLevel: read('LOG_LEVEL', 'info', (raw) => (LOG_LEVELS.includes(raw) ? raw : undefined), LOG_LEVELS.join(', ')),
        bodyLimitBytes: read('KONTOR_BODY_LIMIT', 1024 * 1024, ...wholeNumber(1, MAX_BODY_BYTES, 'bytes')),
        requestTimeoutSeconds: read('KONTOR_REQUEST_TIMEOUT', 30, ...wholeNumber(1, MAX_REQUEST_TIMEOUT_SECONDS, 'seconds')),
        rateLimitPoints: read('KONTOR_RATE_LIMIT', 600, ...wholeNumber(1, MAX_COUNT, 'requests')),
        rateLimitWindowSeconds: read('KONTOR_RATE_LIMIT_WINDOW', 60, ...wholeNumber(1, DAY_SECONDS, 'seconds')),
        auditEnabled: read('KONTOR_AUDIT', true, parseBoolean, 'true or false'),
        auditBodyLimitBytes: read('KONTOR_AUDIT_BODY_LIMIT', 4 * 1024, ...wholeNumber(1, MAX_BODY_BYTES, 'bytes')),
        tokenTtlHours: read('KONTOR_TOKEN_TTL_HOURS', 24, ...wholeNumber(1, YEAR_HOURS, 'hours')),
        trustProxy: read('KONTOR_TRUST_PROXY', false, parseBoolean, 'true or false'),
        workerEnabled: read('KONTOR_WORKER', true, parseBoolean, 'true or false'),
        workerConcurrency: read('KONTOR_WORKER_CONCURRENCY', 10, ...wholeNumber(1, MAX_WORKER_CONCURRENCY, 'jobs')),
        workerStaleAfterSeconds: read('KONTOR_WORKER_STALE_AFTER', 60, ...positiveUpTo(DAY_SECONDS, 'seconds')),
        webhookTimeoutSeconds: read('KONTOR_WEBHOOK_TIMEOUT', 10, ...positiveUpTo(MAX_WEBHOOK_TIMEOUT_SECONDS, 'seconds')),
        webhookRetrySchedule: read('KONTOR_WEBHOOK_RETRY_SCHEDULE', [5, 300, 1800, 7200, 18000, 36000], parseSchedule, `a comma-separated list of at most ${MAX_RETRIES} numbers of seconds, each at most ${MAX_RETRY_SECONDS}`),
        webhookDisableAfterHours: read('KONTOR_WEBHOOK_DISABLE_AFTER_HOURS', 72, ...positiveUpTo(YEAR_HOURS, 'hours')),
        webhookSlots: read('KONTOR_WEBHOOK_SLOTS', 50, ...wholeNumber(1, MAX_DELIVERIES_AT_ONCE, 'deliveries')),
        webhookOrganizationConcurrency: read('KONTOR_WEBHOOK_ORGANIZATION_CONCURRENCY', 20, ...wholeNumber(1, MAX_DELIVERIES_AT_ONCE, 'deliveries')),
        webhooksPerOrganization: read('KONTOR_WEBHOOKS_PER_ORGANIZATION', 100, ...wholeNumber(1, MAX_WEBHOOKS_PER_ORGANIZATION, 'webhooks')),
        flowRunsPerChange: read('KONTOR_FLOW_RUNS_PER_CHANGE', 100, ...wholeNumber(1, MAX_FLOW_RUNS_PER_CHANGE, 'runs')),
        mcpAllowedOrigins: read('KONTOR_MCP_ALLOWED_ORIGINS', [], parseOrigins, 'a comma-separated list of origins such as https://agent.example.com'),
        publicUrl: read('KONTOR_PUBLIC_URL', undefined, parsePublicUrl, 'an http:// or https:// URL without query or fragment'),
        metricsToken: read('KONTOR_METRICS_TOKEN', undefined, (raw) => (/^[\x21-\x7e]{16,}$/.test(raw) ? raw : undefined), 'at least 16 visible ASCII characters'),
        secretKey: read('KONTOR_SECRET_KEY', undefined, parseSecretKey, '32 bytes as 64 hex characters or base64'),
        secretKeysPrevious: read('KONTOR_SECRET_KEY_PREVIOUS', [], (raw) => {
            const keys = raw.split(',').map((part) => parseSecretKey(part.trim()));
            return keys.every((key) => key !== undefined) ? keys : undefined;
        }, 'a comma list of keys, each 32 bytes as 64 hex characters or base64'),
        auditRetentionDays: read('KONTOR_AUDIT_RETENTION_DAYS', 90, ...wholeNumber(1, 100 * 366, 'days')),
        dbPoolMax: read('KONTOR_DB_POOL_MAX', 10, ...wholeNumber(1, MAX_POOL_CONNECTIONS, 'connections')),
        auditAnonymousPerMinute: read('KONTOR_AUDIT_ANONYMOUS_PER_MINUTE', 20, ...wholeNumber(0, MAX_COUNT, 'entries', `a number of entries from 0 (keeps none whole) to ${MAX_COUNT}`)),
        mailFrom: read('KONTOR_MAIL_FROM', 'kontor@localhost', (raw) => (/^[^@\s]+@[^@\s]+$/.test(raw) || /<[^@\s]+@[^@\s]+>$/.test(raw) ? raw : undefined), 'an e-mail address'),
    };
    if (problems.length > 0)
        throw new ConfigError(problems);
    return Object.freeze(config);
}
/** A configuration for tests and scripts: the defaults, with some values replaced. */
export function configWith(overrides) {
    return Object.freeze({ ...loadConfig({}), ...overrides });
}
function parsePort(raw) {
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
/** A parser of whole numbers from `min` to `max`, and what it expects (or `expected`), for `read`. */
function wholeNumber(min, max, unit, expected) {
    const parse = (raw) => {
        const n = Number(raw);
        return /^\d+$/.test(raw) && n >= min && n <= max ? n : undefined;
    };
    return [parse, expected ?? `a number of ${unit} from ${min} to ${max}`];
}
/** A parser of positive decimal numbers up to `max`, and what it expects, for `read`. */
function positiveUpTo(max, unit) {
    const parse = (raw) => {
        const n = positiveNumber(raw);
        return n !== undefined && n <= max ? n : undefined;
    };
    return [parse, `a positive number of ${unit}, at most ${max}`];
}
function positiveNumber(raw) {
    const n = Number(raw);
    return /^\d+(\.\d+)?$/.test(raw) && n > 0 ? n : undefined;
}
function parseSchedule(raw) {
    const steps = raw.split(',').map((step) => positiveNumber(step.trim()));
    const valid = steps.length <= MAX_RETRIES && steps.every((step) => step !== undefined && step <= MAX_RETRY_SECONDS);
    return valid ? steps : undefined;
}
function parseBoolean(raw) {
    const lower = raw.toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(lower))
        return true;
    if (['false', '0', 'no', 'off'].includes(lower))
        return false;
    return undefined;
}
function parseDatabaseUrl(raw) {
    try {
        const url = new URL(raw);
        return url.protocol === 'postgres:' || url.protocol === 'postgresql:' ? raw : undefined;
    }
    catch {
        return undefined;
    }
}
function parseSmtpUrl(raw) {
    try {
        const url = new URL(raw);
        return url.protocol === 'smtp:' || url.protocol === 'smtps:' ? raw : undefined;
    }
    catch {
        return undefined;
    }
}
function parseOrigins(raw) {
    const origins = raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0);
    const valid = origins.every((origin) => {
        try {
            return new URL(origin).origin === origin.replace(/\/$/, '');
        }
        catch {
            return false;
        }
    });
    return valid ? origins.map((origin) => origin.replace(/\/$/, '')) : undefined;
}
const CIDR = /^([0-9a-f:.]+)\/(\d{1,3})$/i;
function parseAllowPrivate(raw) {
    const asBoolean = parseBoolean(raw);
    if (asBoolean !== undefined)
        return asBoolean;
    const cidrs = raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0);
    return cidrs.length > 0 && cidrs.every((cidr) => CIDR.test(cidr)) ? cidrs : undefined;
}
function parsePublicUrl(raw) {
    try {
        const url = new URL(raw);
        if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password)
            return undefined;
        return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    }
    catch {
        return undefined;
    }
}
//# sourceMappingURL=config.js.map