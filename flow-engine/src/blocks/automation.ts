import type { BlockDefinition } from '../types.js';
import { CONDITION, CREATE_TASK, SEND_TO_PLATFORM, WAIT, object, text } from './common.js';

/** Events a flow can start from, with the editor's wording. */
const TRIGGERS: ReadonlyArray<readonly [event: string, label: string]> = [
  ['INVOICE_CREATED', 'New invoice'],
  ['INVOICE_UPDATED', 'Invoice changed'],
  ['INVOICE_SENT', 'Invoice sent'],
  ['INVOICE_PAID', 'Invoice paid'],
  ['INVOICE_OVERDUE', 'Invoice overdue'],
  ['INVOICE_CANCELLED', 'Invoice cancelled'],
  ['INVOICE_PROMISE_BROKEN', 'Promise to pay broken'],
  ['CLIENT_CREATED', 'New client'],
  ['CLIENT_UPDATED', 'Client changed'],
  ['CLIENT_DELETED', 'Client deleted'],
  ['TASK_CREATED', 'New task'],
  ['TASK_UPDATED', 'Task changed'],
  ['TASK_COMPLETED', 'Task completed'],
  ['TIME_ENTRY_CREATED', 'Time booked'],
  ['FLOW_RUN_FAILED', 'A flow run failed'],
  ['WEBHOOK_DELIVERY_FAILED', 'A webhook delivery gave up'],
  ['WEBHOOK_DISABLED', 'A webhook was disabled'],
];

export const AUTOMATION_BLOCKS: readonly BlockDefinition[] = [
  ...TRIGGERS.map(([event, label]) => ({
    type: `trigger.${event.toLowerCase()}`,
    kind: 'trigger' as const,
    label,
    description: `Starts the flow on ${event}, with the event's data as context.`,
    outputs: ['main'],
    params: object({}),
    event,
  })),
  {
    type: 'send_email',
    kind: 'action',
    label: 'Send e-mail',
    description: 'Sends an e-mail through SMTP_URL; without a mail server, the e-mail is kept in the log instead.',
    outputs: ['main'],
    params: object(
      {
        to: text('Who gets it, e.g. {{client.email}}.', { minLength: 1, title: 'To' }),
        subject: text('The subject line; templates such as {{invoice.number}} work here.', { minLength: 1, title: 'Subject' }),
        body: text(
          "The letter. Sent as plain text and as HTML; {{money invoice.balance}}, {{date invoice.due_date}} and {{items invoice.items}} write amounts, dates and the items in the letter's language.",
          { title: 'Message' },
        ),
      },
      ['to', 'subject'],
    ),
    html_params: ['body'],
  },
  SEND_TO_PLATFORM,
  CREATE_TASK,
  {
    type: 'update_invoice_status',
    kind: 'action',
    label: 'Update invoice status',
    description: "Moves the run's invoice to a status (valid transitions only).",
    outputs: ['main'],
    params: object(
      {
        status: {
          enum: ['sent', 'paid', 'overdue', 'cancelled'],
          title: 'New status',
          description: 'Only valid changes happen: draft → sent, sent → paid or overdue, ...',
        },
      },
      ['status'],
    ),
  },
  WAIT,
  CONDITION,
  {
    type: 'set_variable',
    kind: 'logic',
    label: 'Set variable',
    description: 'Stores a value under vars.<name> for later nodes.',
    outputs: ['main'],
    params: object(
      {
        name: {
          type: 'string',
          pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$',
          title: 'Name',
          description: 'Later blocks read it as {{vars.name}}.',
        },
        value: text('The value, usually a template.', { title: 'Value' }),
      },
      ['name', 'value'],
    ),
  },
];
