import { MAX_FILTER_TERMS_PER_ORGANIZATION } from './filter.js';
import { Type, type Static } from '@sinclair/typebox';
import { Id, ListQuery, Nullable, Text, Timestamp } from '../../platform/http/schema.js';
import { INTERNAL_EVENTS, SUBSCRIBABLE } from '../../platform/events/types.js';

const EventName = Type.Unsafe<string>({
  type: 'string',
  enum: [...SUBSCRIBABLE],
  description: 'An event type, or `*` for all of them. `PING` is sent only by `POST .../{id}/test/` and cannot be subscribed to.',
  'x-enum-refused': Object.fromEntries(
    INTERNAL_EVENTS.map((type) => [
      type,
      'is an internal event (sent only by POST /api/automation/webhooks/{id}/test/); it cannot be subscribed to',
    ]),
  ),
});
const Url = Type.String({
  format: 'uri',
  // The scheme is read in any case, as URLs are ("HTTP://…" had been refused as "not written as this field takes it").
  pattern: '^[hH][tT][tT][pP][sS]?://',
  'x-pattern-message': 'must start with http:// or https:// (deliveries are POSTed over HTTP)',
  maxLength: 2000,
  description: 'Where deliveries are POSTed (http or https).',
  examples: ['https://n8n.example.com/webhook/abc'],
});

const webhookFields = {
  url: Url,
  event: EventName,
  events: Type.Array(EventName, { minItems: 1, maxItems: 50, uniqueItems: true }),
  is_active: Type.Boolean({
    description: 'Inactive endpoints receive nothing. Setting true again re-enables an endpoint that was disabled for failing.',
  }),
  description: Text(500),
  max_concurrency: Type.Integer({
    minimum: 1,
    maximum: 100,
    description:
      'Deliveries to this endpoint in flight at once, counted across every worker process (the worker sending to it keeps it, and shares it evenly with another that has a core to spare). Default 10.',
  }),
  rate_limit: Nullable(
    Type.Integer({
      minimum: 1,
      maximum: 10000,
      description: 'At most this many deliveries started per second (any second), or null for no limit. Default null.',
    }),
  ),
  filter: Nullable(
    Type.Record(Type.String({ maxLength: 400 }), Type.Record(Type.String({ maxLength: 20 }), Type.Unknown()), {
      description: `Deliver only events whose payload meets every condition: a dotted path (\`type\`, \`data.total\`, \`data.client.country\`) to operators \`eq\`, \`ne\`, \`gt\`, \`gte\`, \`lt\`, \`lte\` (numbers and numeric strings such as "1000" or "-2.5" compare as numbers, other strings as text; a string in another number form, such as "1e4" or ".5", is refused; a plus and digits, as phone numbers are written ("+420777123456"), is text to \`eq\`, \`ne\` and \`in\` and refused by the ordering operators), \`in\` (a list) and \`exists\` (true/false). Null (default) delivers every subscribed event. An organization's filters hold at most ${MAX_FILTER_TERMS_PER_ORGANIZATION} conditions and listed values together (422 on \`filter\` past that): every event is matched against them all.`,
      examples: [{ 'data.total': { gte: '1000' } }],
    }),
  ),
  signature_scheme: Type.Union([Type.Literal('v1'), Type.Literal('v1a')], {
    description:
      'Standard Webhooks signature: `v1` (HMAC-SHA256 with the `whsec_` secret, default) or `v1a` (ed25519; receivers verify with `public_key`, Kontor alone holds the secret key). Set at creation.',
  }),
  ordered: Type.Boolean({
    description:
      'Deliver in event order: the next delivery waits until the one before it succeeds or is given up (head-of-line blocking: one failing delivery holds the rest back through its whole retry schedule). Default false.',
  }),
};

export const WebhookCreate = Type.Object(
  {
    url: webhookFields.url,
    event: Type.Optional(webhookFields.event),
    events: Type.Optional(webhookFields.events),
    is_active: Type.Optional(webhookFields.is_active),
    description: Type.Optional(webhookFields.description),
    max_concurrency: Type.Optional(webhookFields.max_concurrency),
    rate_limit: Type.Optional(webhookFields.rate_limit),
    ordered: Type.Optional(webhookFields.ordered),
    signature_scheme: Type.Optional(webhookFields.signature_scheme),
    filter: Type.Optional(webhookFields.filter),
  },
  {
    additionalProperties: false,
    $id: 'WebhookCreate',
    description: 'Subscribe with `events` (a list) or the single `event` form; one of them is required.',
    // The API reference's Try it out fills every member, `event` and `events` together, which is refused: a whole
    // body as its example instead.
    examples: [{ url: 'https://n8n.example.com/webhook/abc', events: ['INVOICE_CREATED'] }],
  },
);
export type WebhookCreate = Static<typeof WebhookCreate>;

const { signature_scheme: _scheme, ...patchable } = webhookFields;
export const WebhookPatch = Type.Partial(Type.Object(patchable), { additionalProperties: false, minProperties: 1, $id: 'WebhookPatch' });
export type WebhookPatch = Static<typeof WebhookPatch>;

export const Webhook = Type.Object(
  {
    id: Id,
    url: Type.String(),
    event: Nullable(Type.String({ description: 'The single event subscribed to, or null when there are several.' })),
    events: Type.Array(Type.String()),
    is_active: Type.Boolean(),
    max_concurrency: Type.Integer(),
    rate_limit: Nullable(Type.Integer()),
    ordered: Type.Boolean(),
    signature_scheme: Type.String(),
    filter: Nullable(Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown()))),
    public_key: Nullable(
      Type.String({ description: 'For `v1a`: the `whpk_` ed25519 public key that verifies deliveries; null for `v1`.' }),
    ),
    description: Type.String(),
    disabled_reason: Nullable(Type.String({ description: 'Why Kontor disabled the endpoint, if it did.' })),
    failing_since: Nullable(Timestamp),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Webhook' },
);
export type Webhook = Static<typeof Webhook>;

export const WebhookWithSecret = Type.Composite(
  [
    Webhook,
    Type.Object({
      secret: Nullable(
        Type.String({
          description: 'The signing secret, `whsec_...`. Shown only here; null for `v1a` endpoints (verify with `public_key`).',
        }),
      ),
    }),
  ],
  {
    $id: 'WebhookWithSecret',
  },
);

export const WebhookListQuery = ListQuery(['created_at', 'id', 'url'], {
  is_active: Type.Boolean(),
  url: Type.String({ maxLength: 2000, description: 'Exactly this URL.' }),
});
export type WebhookListQuery = Static<typeof WebhookListQuery>;

export const Attempt = Type.Object({
  attempt: Type.Integer(),
  started_at: Timestamp,
  duration_ms: Type.Number(),
  status_code: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  response_body: Nullable(Type.String({ description: 'The first 4 KiB of what the receiver answered.' })),
  next_retry_at: Nullable(Timestamp),
});

export const Delivery = Type.Object(
  {
    id: Id,
    webhook_id: Id,
    event_id: Nullable(Id),
    message_id: Type.String({ description: 'The `webhook-id` header, the same on every attempt.' }),
    event_type: Type.String(),
    payload: Type.Record(Type.String(), Type.Unknown(), { description: 'The body sent: `{"type", "timestamp", "sequence", "data"}`.' }),
    sequence: Nullable(
      Type.Integer({ description: "The event's number in its organization's sequence (increasing in dispatch order); null for a PING." }),
    ),
    status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
    attempts: Type.Integer(),
    next_attempt_at: Nullable(Timestamp),
    last_status_code: Nullable(Type.Integer()),
    last_error: Nullable(Type.String()),
    attempt_log: Type.Array(Attempt),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'WebhookDelivery' },
);
export type Delivery = Static<typeof Delivery>;

export const DeliveryListQuery = ListQuery(['created_at', 'id'], {
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  event_type: Type.String({ maxLength: 50 }),
});
export type DeliveryListQuery = Static<typeof DeliveryListQuery>;

export const RecoverBody = Type.Object(
  { since: Type.String({ format: 'date-time', description: 'Failed deliveries of events from this time on are queued again.' }) },
  { additionalProperties: false, $id: 'WebhookRecover' },
);
export type RecoverBody = Static<typeof RecoverBody>;

export const RecoverResult = Type.Object(
  { queued: Type.Integer({ description: 'Failed deliveries queued again.' }) },
  { $id: 'WebhookRecoverResult' },
);
