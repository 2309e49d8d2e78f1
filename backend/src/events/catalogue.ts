/**
 * The events Kontor emits, each with a JSON Schema of its `data`: the whole
 * resource as the REST API answers it.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { Client } from '../clients/schemas.js';
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

const Ping = Type.Object({ message: Type.String(), webhook_id: Type.Integer() }, { $id: 'PingData' });

export const EVENT_CATALOGUE = {
  INVOICE_CREATED: { description: 'An invoice was created (REST, smart endpoint or flow).', data: Invoice },
  INVOICE_UPDATED: { description: 'An invoice changed in any way, status changes included.', data: Invoice },
  INVOICE_SENT: { description: 'An invoice went to `sent`.', data: Invoice },
  INVOICE_PAID: { description: 'An invoice went to `paid`.', data: Invoice },
  INVOICE_OVERDUE: { description: 'A sent invoice passed its due date unpaid (once per invoice).', data: Invoice },
  INVOICE_CANCELLED: { description: 'An invoice went to `cancelled`.', data: Invoice },
  INVOICE_PROMISE_BROKEN: { description: 'A promise to pay passed unpaid: `promised_pay_date` is the date that was promised; debt collection goes on.', data: Invoice },
  CLIENT_CREATED: { description: 'A client was created.', data: Client },
  CLIENT_UPDATED: { description: 'A client changed.', data: Client },
  CLIENT_DELETED: { description: 'A client was deleted; `data` is the client as it was.', data: Client },
  TASK_CREATED: { description: 'A task was created.', data: Task },
  TASK_UPDATED: { description: 'A task changed.', data: Task },
  TASK_COMPLETED: { description: 'A task went to `done`.', data: Task },
  TIME_ENTRY_CREATED: { description: 'Time was booked.', data: TimeEntry },
  FLOW_RUN_FAILED: { description: 'A flow run failed; `data` names the flow and the run.', data: FlowRunFailed },
  PING: { description: 'A test delivery from `POST /api/automation/webhooks/{id}/test/`.', data: Ping },
} satisfies Record<string, { description: string; data: TSchema }>;

export type EventType = keyof typeof EVENT_CATALOGUE;
export const EVENT_TYPES = Object.keys(EVENT_CATALOGUE) as EventType[];
/** What a webhook can subscribe to: every type, or `*` for all of them. */
export const SUBSCRIBABLE = [...EVENT_TYPES, '*'] as const;
