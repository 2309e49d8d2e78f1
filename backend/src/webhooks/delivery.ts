/**
 * One delivery attempt: sign, POST, record the attempt, then settle the
 * delivery — succeeded on any 2xx; retried on network errors, time-outs, 5xx,
 * 408 and 429 (after `Retry-After` when it says); failed on any other answer
 * or when the schedule is used up. An endpoint failing for longer than the
 * configured period is disabled, and the audit log says why.
 */
import { systemRecord } from '../audit/record.js';
import { inTransaction, type Tx } from '../db/knex.js';
import type { Deps } from '../deps.js';
import { type PostAnswer, auditOfPost } from '../outbound/post.js';
import { scheduleDelivery } from './service.js';
import { claimAttempt, settleAttempt, updateDelivery, updateWebhookState, type WebhookRow } from './store.js';

const RETRYABLE_STATUSES = new Set([408, 429]);

export type DeliveryDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'audit' | 'outbound'>;

/** When to try again, or null to give up. */
function nextAttemptAt(deps: DeliveryDeps, attemptsMade: number, outcome: PostAnswer): Date | null {
  const { statusCode } = outcome;
  const retryable = statusCode === null || statusCode >= 500 || RETRYABLE_STATUSES.has(statusCode);
  const delay = deps.config.webhookRetrySchedule[attemptsMade - 1];
  if (!retryable || delay === undefined) return null;
  const seconds = Math.max(delay, outcome.retryAfterSeconds ?? 0);
  return new Date(deps.clock.now().getTime() + seconds * 1000);
}

function signingSecrets(webhook: WebhookRow, now: Date): string[] {
  const previousValid = webhook.previous_secret && webhook.previous_secret_expires_at && webhook.previous_secret_expires_at > now;
  return previousValid ? [webhook.secret, webhook.previous_secret!] : [webhook.secret];
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

  const startedAt = clock.now();
  const post = { url: webhook.url, body: JSON.stringify(delivery.payload), messageId: delivery.message_id, secrets: signingSecrets(webhook, startedAt), userAgent: 'Kontor-Webhooks/1', now: startedAt };
  const outcome = await deps.outbound.postSigned(post);
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
    duration_ms: outcome.durationMs,
    status_code: outcome.statusCode,
    error: outcome.error,
    response_body: outcome.body,
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

  deps.audit.record(auditOfPost(post, outcome, { organizationId: webhook.organization_id, kind: 'webhook', about: { delivery_id: delivery.id, attempt } }));
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
  deps.audit.record(
    systemRecord({ organizationId: webhook.organization_id, kind: 'webhook', method: 'DISABLE', url: webhook.url, request: { body: { webhook_id: webhook.id } }, error: reason, createdAt: now }),
  );
}

