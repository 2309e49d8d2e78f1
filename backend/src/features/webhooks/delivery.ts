/**
 * One delivery attempt, already leased (pipeline/store.ts): sign, POST, and
 * say how it settles — succeeded on any 2xx; retried on network errors,
 * time-outs, 5xx, 408 and 429 (after `Retry-After` when it says); failed on
 * any other answer or when the schedule is used up. 410 Gone disables the
 * endpoint at once; so does failing for longer than the configured period.
 * Giving up on a delivery and disabling an endpoint are events themselves
 * (`WEBHOOK_DELIVERY_FAILED`, `WEBHOOK_DISABLED`), never delivered to the
 * endpoint they are about; giving up on the delivery of one of those is not
 * an event again, so failures do not echo between failing endpoints.
 */
import { systemRecord } from '../../platform/audit/record.js';
import { inTransaction, type Tx } from '../../platform/db/knex.js';
import type { Deps } from '../../app/deps.js';
import { type Cause, NO_CAUSE, withCause } from '../../platform/events/cause.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { findEvent } from '../../platform/events/store.js';
import { secretBoxFor } from '../../platform/lib/secret-box.js';
import { type PostAnswer, auditOfPost } from '../../platform/outbound/post.js';
import { ABOUT_AN_ENDPOINT, type Settlement, failUnsent, notifyEndpointChanged, settleBatch } from './pipeline/store.js';
import { type DeliveryRow, disableWebhook, updateWebhookState, type WebhookRow } from './store.js';

const RETRYABLE_STATUSES = new Set([408, 429]);
const GONE = 410;

export type DeliveryDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'audit' | 'outbound'>;

/** What an attempt came to: its settlement, and whether it may be settled in a batch (nothing else changes). */
export interface AttemptOutcome {
  settlement: Settlement;
  delivery: DeliveryRow;
  webhook: WebhookRow;
  /** True for a success on a healthy endpoint: the settlement is all there is to write. */
  plain: boolean;
}

/** When to try again, or null to give up. */
function nextAttemptAt(deps: DeliveryDeps, attemptsMade: number, outcome: PostAnswer): Date | null {
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

/** Sends one leased attempt. Answers null when nothing was sent (the endpoint is inactive; the attempt was given back). */
export async function sendLeased(deps: DeliveryDeps, delivery: DeliveryRow, webhook: WebhookRow): Promise<AttemptOutcome | null> {
  const attempt = delivery.attempts;
  if (!webhook.is_active) {
    await failUnsent(deps.db, delivery.id, attempt, webhook.disabled_reason ?? 'the webhook is inactive');
    return null;
  }
  const startedAt = deps.clock.now();
  const post = {
    url: webhook.url,
    body: JSON.stringify(delivery.payload),
    messageId: delivery.message_id,
    secrets: signingSecrets(deps, webhook, startedAt),
    userAgent: 'Kontor-Webhooks/1',
    now: startedAt,
  };
  const outcome = await deps.outbound.postSigned(post);
  const succeeded = outcome.error === null;
  const retryAt = succeeded ? null : nextAttemptAt(deps, attempt, outcome);
  deps.audit.record(
    auditOfPost(post, outcome, {
      organizationId: webhook.organization_id,
      kind: 'webhook',
      about: { delivery_id: delivery.id, attempt, event_type: delivery.event_type },
    }),
  );
  return {
    delivery,
    webhook,
    plain: succeeded && webhook.failing_since === null,
    settlement: {
      delivery_id: delivery.id,
      attempt,
      started_at: startedAt,
      duration_ms: outcome.durationMs,
      status_code: outcome.statusCode,
      error: outcome.error,
      response_body: outcome.body,
      next_retry_at: retryAt,
      status: succeeded ? 'succeeded' : retryAt ? 'pending' : 'failed',
    },
  };
}

/** Settles an attempt that changes more than its delivery: endpoint health, disabling, operational events. */
export async function settleWithConsequences(deps: DeliveryDeps, outcome: AttemptOutcome): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const { settlement, delivery, webhook } = outcome;
    await settleBatch(trx, [settlement]);
    // What a failure raises carries the flows that led to the event it failed to deliver: a flow whose own task's
    // delivery failed is not started again by the failure (the loop guard reads them). Depth and the run budget start
    // again, so that an alert flow on failures still runs for an event at the end of a long chain. A success raises nothing.
    const cause = settlement.status === 'succeeded' ? NO_CAUSE : await causeOf(trx, delivery);
    await withCause(cause, async () => {
      // A failed delivery of an event about an endpoint is not itself an event: two failing endpoints subscribed to
      // failures would tell each other of their failures without end.
      if (settlement.status === 'failed' && !ABOUT_AN_ENDPOINT.includes(delivery.event_type)) {
        await recordEvent(trx, webhook.organization_id, 'WEBHOOK_DELIVERY_FAILED', {
          webhook_id: webhook.id,
          url: webhook.url,
          delivery_id: delivery.id,
          message_id: delivery.message_id,
          event_type: delivery.event_type,
          attempts: settlement.attempt,
          last_status_code: settlement.status_code,
          last_error: settlement.error,
        });
      }
      await settleEndpointHealth(deps, trx, webhook, settlement);
    });
  });
}

/** The flows that led to the event a delivery carries (none for a test PING or a delivery without an event). */
async function causeOf(trx: Tx, delivery: DeliveryRow): Promise<Cause> {
  const event = delivery.event_id === null ? undefined : await findEvent(trx, delivery.event_id);
  return event ? { depth: 0, flows: event.caused_by_flows.map(Number), origin: null } : NO_CAUSE;
}

async function settleEndpointHealth(deps: DeliveryDeps, trx: Tx, webhook: WebhookRow, settlement: Settlement): Promise<void> {
  const now = settlement.started_at;
  if (settlement.status === 'succeeded') {
    if (webhook.failing_since) await updateWebhookState(trx, webhook.id, { failing_since: null });
    return;
  }
  if (settlement.status_code === GONE) {
    await disable(deps, trx, webhook, `Disabled because the receiver answered 410 Gone (${now.toISOString()}).`, now);
    return;
  }
  if (!webhook.failing_since) {
    await updateWebhookState(trx, webhook.id, { failing_since: now });
    return;
  }
  const failingHours = (now.getTime() - webhook.failing_since.getTime()) / 3600_000;
  if (failingHours < deps.config.webhookDisableAfterHours) return;
  await disable(
    deps,
    trx,
    webhook,
    `Disabled after failing for ${Math.round(failingHours)} hours without a successful delivery (since ${webhook.failing_since.toISOString()}).`,
    now,
  );
}

async function disable(deps: DeliveryDeps, trx: Tx, webhook: WebhookRow, reason: string, now: Date): Promise<void> {
  // Another worker may have disabled it already: one WEBHOOK_DISABLED per disabling.
  if (!(await disableWebhook(trx, webhook.id, reason))) return;
  await notifyEndpointChanged(trx, webhook.id);
  await recordEvent(trx, webhook.organization_id, 'WEBHOOK_DISABLED', { webhook_id: webhook.id, url: webhook.url, reason });
  deps.audit.record(
    systemRecord({
      organizationId: webhook.organization_id,
      kind: 'webhook',
      method: 'DISABLE',
      url: webhook.url,
      request: { body: { webhook_id: webhook.id } },
      error: reason,
      createdAt: now,
    }),
  );
}
