/**
 * The events Kontor emits: their names and what each means. This is the one
 * list of names: the webhook subscriptions, the flow engine's triggers and
 * the n8n trigger are checked against it (events/names.test.ts).
 *
 * What each event carries is typed by `EventData`, which the features fill in
 * next to their own schemas (declaration merging, as graphile-worker does for
 * its tasks), so that this folder stays below them and knows none:
 *
 *   declare module '../../platform/events/types.js' {
 *     interface EventData { INVOICE_CREATED: Invoice }
 *   }
 */
export const EVENT_DESCRIPTIONS = {
  INVOICE_CREATED: 'An invoice was created (REST, smart endpoint or flow).',
  INVOICE_UPDATED: 'An invoice changed in any way, status changes included.',
  INVOICE_SENT: 'An invoice went to `sent`.',
  INVOICE_PAID: 'An invoice went to `paid`.',
  INVOICE_OVERDUE: 'A sent invoice passed its due date unpaid (once per invoice).',
  INVOICE_CANCELLED: 'An invoice went to `cancelled`.',
  INVOICE_PROMISE_BROKEN: 'A promise to pay passed unpaid: `promised_pay_date` is the date that was promised; debt collection goes on.',
  CLIENT_CREATED: 'A client was created.',
  CLIENT_UPDATED: 'A client changed.',
  CLIENT_DELETED: 'A client was deleted; `data` is the client as it was.',
  TASK_CREATED: 'A task was created.',
  TASK_UPDATED: 'A task changed.',
  TASK_COMPLETED: 'A task went to `done`.',
  TIME_ENTRY_CREATED: 'Time was booked.',
  FLOW_RUN_FAILED: 'A flow run failed; `data` names the flow and the run.',
  WEBHOOK_DELIVERY_FAILED:
    'A webhook delivery was given up (retries used up, or an answer that is not retried); never delivered to the endpoint it is about.',
  WEBHOOK_DISABLED: 'A webhook endpoint was disabled (410 Gone, or failing too long); never delivered to the endpoint it is about.',
  PING: 'A test delivery from `POST /api/automation/webhooks/{id}/test/`.',
} as const;

export type EventType = keyof typeof EVENT_DESCRIPTIONS;
export const EVENT_TYPES = Object.keys(EVENT_DESCRIPTIONS) as EventType[];

/** Events Kontor sends only on request (a test delivery), never recorded: nothing can subscribe to them. */
export const INTERNAL_EVENTS: readonly EventType[] = ['PING'];

/** What a webhook can subscribe to: every recorded type, or `*` for all of them. */
export const SUBSCRIBABLE = [...EVENT_TYPES.filter((type) => !INTERNAL_EVENTS.includes(type)), '*'] as const;

/** Each event's `data`, filled in by the features that emit them (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface EventData {}

/** `[type, data]` for any event, its data typed by its type. */
export type AnyEvent = { [T in EventType]: readonly [T, T extends keyof EventData ? EventData[T] : never] }[EventType];

/** The event types whose data is a `Data` (a resource's created/updated/deleted events). */
export type EventTypeOf<Data> = {
  [T in EventType]: T extends keyof EventData ? (Data extends EventData[T] ? T : never) : never;
}[EventType];
