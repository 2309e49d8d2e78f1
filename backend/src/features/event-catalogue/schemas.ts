/**
 * The catalogue: each event type with the JSON Schema of its `data` (the whole
 * resource as the REST API answers it). It sits above the features' schemas,
 * which it reads, and types the outbox's `EventData` from them, so that every
 * `recordEvent` call is checked against what the catalogue documents.
 */
import { blockOf } from '@kontor/flow-engine';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Client } from '../clients/schemas.js';
import { EVENT_DESCRIPTIONS, type EventType } from '../../platform/events/types.js';
import { Invoice } from '../invoices/schemas.js';
import { Task } from '../tasks/schemas.js';
import { TimeEntry } from '../time-entries/schemas.js';

const FlowRunFailed = Type.Object(
  {
    flow: Type.Object({ id: Type.Integer(), name: Type.String() }),
    run: Type.Object({ id: Type.Integer(), status: Type.String(), error: Type.String() }),
  },
  { $id: 'FlowRunFailedData' },
);

const WebhookDeliveryFailed = Type.Object(
  {
    webhook_id: Type.Integer(),
    url: Type.String(),
    delivery_id: Type.Integer(),
    message_id: Type.String({ description: 'The `webhook-id` of the message given up.' }),
    event_type: Type.String(),
    attempts: Type.Integer(),
    last_status_code: Type.Union([Type.Integer(), Type.Null()]),
    last_error: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'WebhookDeliveryFailedData' },
);

const WebhookDisabled = Type.Object(
  { webhook_id: Type.Integer(), url: Type.String(), reason: Type.String() },
  { $id: 'WebhookDisabledData' },
);

const Ping = Type.Object({ message: Type.String(), webhook_id: Type.Integer() }, { $id: 'PingData' });

export const EVENT_SCHEMAS = {
  INVOICE_CREATED: Invoice,
  INVOICE_UPDATED: Invoice,
  INVOICE_SENT: Invoice,
  INVOICE_PAID: Invoice,
  INVOICE_OVERDUE: Invoice,
  INVOICE_CANCELLED: Invoice,
  INVOICE_PROMISE_BROKEN: Invoice,
  CLIENT_CREATED: Client,
  CLIENT_UPDATED: Client,
  CLIENT_DELETED: Client,
  TASK_CREATED: Task,
  TASK_UPDATED: Task,
  TASK_COMPLETED: Task,
  TIME_ENTRY_CREATED: TimeEntry,
  FLOW_RUN_FAILED: FlowRunFailed,
  WEBHOOK_DELIVERY_FAILED: WebhookDeliveryFailed,
  WEBHOOK_DISABLED: WebhookDisabled,
  PING: Ping,
} satisfies Record<EventType, TSchema>;

type CatalogueData = { [T in EventType]: Static<(typeof EVENT_SCHEMAS)[T]> };

declare module '../../platform/events/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge is the point
  interface EventData extends CatalogueData {}
}

/**
 * An event's name as a person reads it: the words of the flow editor's trigger on it, so that the webhooks page and
 * the editor call one event by one name.
 */
export function eventTitle(type: EventType): string {
  if (type === 'PING') return 'Test delivery';
  return blockOf('automation', `trigger.${type.toLowerCase()}`)?.label ?? type;
}

/** Every event type with its title, description and data schema, in the catalogue's order. */
export const EVENT_CATALOGUE = (Object.keys(EVENT_DESCRIPTIONS) as EventType[]).map((type) => ({
  type,
  title: eventTitle(type),
  description: EVENT_DESCRIPTIONS[type],
  data: EVENT_SCHEMAS[type] as TSchema,
}));
