/**
 * One delivery attempt: sign, POST, record the attempt, then settle the
 * delivery — succeeded on any 2xx; retried on network errors, time-outs, 5xx,
 * 408 and 429 (after `Retry-After` when it says); failed on any other answer
 * or when the schedule is used up. An endpoint failing for longer than the
 * configured period is disabled, and the audit log says why.
 */
import { request } from 'undici';
import type { Dispatcher } from 'undici';
import type { AuditWriter } from '../audit/writer.js';
import type { Config } from '../config.js';
import { type Db, inTransaction, type Tx } from '../db/knex.js';
import type { Clock } from '../deps.js';
import { secretBoxFor } from '../lib/secret-box.js';
import { scheduleDelivery } from './service.js';
import { signedHeaders } from './signing.js';
import { claimAttempt, settleAttempt, updateDelivery, updateWebhookState, type WebhookRow } from './store.js';

const RESPONSE_KEPT_BYTES = 4096;
const RETRYABLE_STATUSES = new Set([408, 429]);
/** The longest `Retry-After` we honour; beyond it the schedule decides. */
const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

export interface DeliveryDeps {
  db: Db;
  config: Config;
  clock: Clock;
  audit: AuditWriter;
  dispatcher: Dispatcher;
}

interface Outcome {
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
  retryAfterSeconds: number | null;
  durationMs: number;
}

async function readCapped(body: AsyncIterable<Buffer | string>): Promise<string> {
  let kept = '';
  for await (const chunk of body) {
    if (kept.length < RESPONSE_KEPT_BYTES) kept += chunk.toString();
  }
  return kept.slice(0, RESPONSE_KEPT_BYTES);
}

function parseRetryAfter(header: string | string[] | undefined, now: Date): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - now.getTime()) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, MAX_RETRY_AFTER_SECONDS) : null;
}

async function post(deps: DeliveryDeps, webhook: WebhookRow, body: string, headers: Record<string, string>): Promise<Outcome> {
  const started = performance.now();
  const timeoutMs = deps.config.webhookTimeoutSeconds * 1000;
  try {
    const response = await request(webhook.url, {
      method: 'POST',
      dispatcher: deps.dispatcher,
      headers: { 'content-type': 'application/json', 'user-agent': 'Kontor-Webhooks/1', ...headers },
      body,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const responseBody = await readCapped(response.body);
    return {
      statusCode: response.statusCode,
      error: response.statusCode >= 200 && response.statusCode < 300 ? null : `receiver answered ${response.statusCode}`,
      responseBody,
      retryAfterSeconds: parseRetryAfter(response.headers['retry-after'], deps.clock.now()),
      durationMs: performance.now() - started,
    };
  } catch (error) {
    const cause = (error as { cause?: Error }).cause;
    const message = (error as Error).name === 'TimeoutError' ? `no answer within ${deps.config.webhookTimeoutSeconds} s` : (cause?.message ?? (error as Error).message);
    return { statusCode: null, error: message, responseBody: null, retryAfterSeconds: null, durationMs: performance.now() - started };
  }
}

/** When to try again, or null to give up. */
function nextAttemptAt(deps: DeliveryDeps, attemptsMade: number, outcome: Outcome): Date | null {
  const { statusCode } = outcome;
  const retryable = statusCode === null || statusCode >= 500 || RETRYABLE_STATUSES.has(statusCode);
  const delay = deps.config.webhookRetrySchedule[attemptsMade - 1];
  if (!retryable || delay === undefined) return null;
  const seconds = Math.max(delay, outcome.retryAfterSeconds ?? 0);
  return new Date(deps.clock.now().getTime() + seconds * 1000);
}

/** The secrets to sign with, opened (they are stored sealed, see lib/secret-box.ts). */
function signingSecrets(deps: DeliveryDeps, webhook: WebhookRow, now: Date): string[] {
  const box = secretBoxFor(deps.config);
  const previousValid = webhook.previous_secret && webhook.previous_secret_expires_at && webhook.previous_secret_expires_at > now;
  return (previousValid ? [webhook.secret, webhook.previous_secret!] : [webhook.secret]).map((secret) => box.open(secret));
}

/** Runs one attempt of a delivery, if it is still due. Safe to run twice: a settled delivery is left alone. */
export async function attemptDelivery(deps: DeliveryDeps, deliveryId: number): Promise<void> {
  const { db, clock } = deps;
  const claimed = await claimAttempt(db, deliveryId);
  if (!claimed) return;
  const { delivery, webhook } = claimed;
  const attempt = delivery.attempts;
  if (!webhook.is_active) {
    // Nothing was sent: the claimed attempt is given back.
    await updateDelivery(db, delivery.id, { status: 'failed', attempts: attempt - 1, next_attempt_at: null, last_error: webhook.disabled_reason ?? 'the webhook is inactive' });
    return;
  }

  const body = JSON.stringify(delivery.payload);
  const startedAt = clock.now();
  const headers = signedHeaders(signingSecrets(deps, webhook, startedAt), delivery.message_id, Math.floor(startedAt.getTime() / 1000), body);
  const outcome = await post(deps, webhook, body, headers);
  const succeeded = outcome.error === null;
  const retryAt = succeeded ? null : nextAttemptAt(deps, attempt, outcome);

  const settled = {
    status: succeeded ? ('succeeded' as const) : retryAt ? ('pending' as const) : ('failed' as const),
    next_attempt_at: retryAt,
    last_status_code: outcome.statusCode,
    last_error: outcome.error,
  };
  const attemptRow = {
    delivery_id: delivery.id,
    attempt,
    started_at: startedAt,
    duration_ms: Math.round(outcome.durationMs * 1000) / 1000,
    status_code: outcome.statusCode,
    error: outcome.error,
    response_body: outcome.responseBody,
    next_retry_at: retryAt,
  };
  const healthChanges = succeeded ? webhook.failing_since !== null : true;
  if (!retryAt && !healthChanges) {
    // The common case, a success on a healthy endpoint: one statement, no transaction.
    await settleAttempt(db, attemptRow, settled);
  } else {
    await inTransaction(db, async (trx) => {
      await settleAttempt(trx, attemptRow, settled);
      if (retryAt) await scheduleDelivery(trx, delivery, retryAt);
      await settleEndpointHealth(deps, trx, webhook, succeeded, startedAt);
    });
  }

  deps.audit.record({
    organizationId: webhook.organization_id,
    kind: 'webhook',
    method: 'POST',
    url: webhook.url,
    status: outcome.statusCode,
    durationMs: Math.round(outcome.durationMs * 1000) / 1000,
    credential: null,
    request: { headers: { ...headers, 'webhook-signature': '[signed]', delivery_id: delivery.id, attempt }, body: delivery.payload },
    response: { headers: {}, body: outcome.responseBody },
    error: outcome.error,
    createdAt: startedAt,
  });
}

async function settleEndpointHealth(deps: DeliveryDeps, trx: Tx, webhook: WebhookRow, succeeded: boolean, now: Date): Promise<void> {
  if (succeeded) {
    if (webhook.failing_since) await updateWebhookState(trx, webhook.id, { failing_since: null });
    return;
  }
  if (!webhook.failing_since) {
    await updateWebhookState(trx, webhook.id, { failing_since: now });
    return;
  }
  const failingHours = (now.getTime() - webhook.failing_since.getTime()) / 3600_000;
  if (failingHours < deps.config.webhookDisableAfterHours) return;
  const reason = `Disabled after failing for ${Math.round(failingHours)} hours without a successful delivery (since ${webhook.failing_since.toISOString()}).`;
  await updateWebhookState(trx, webhook.id, { is_active: false, disabled_reason: reason });
  deps.audit.record({
    organizationId: webhook.organization_id,
    kind: 'webhook',
    method: 'DISABLE',
    url: webhook.url,
    status: null,
    durationMs: null,
    credential: null,
    request: { headers: {}, body: { webhook_id: webhook.id } },
    response: { headers: {}, body: null },
    error: reason,
    createdAt: now,
  });
}

