import type { BlockDefinition } from '../types.js';
import { CONDITION, CREATE_TASK, SEND_TO_PLATFORM, WAIT, object, text } from './common.js';

export const DEBT_COLLECTION_BLOCKS: readonly BlockDefinition[] = [
  {
    type: 'trigger.invoice_overdue',
    kind: 'trigger',
    label: 'Invoice overdue',
    description: 'Starts when an invoice is overdue by the number of days given (0: the day it becomes overdue).',
    outputs: ['main'],
    params: object({ days_overdue: { type: 'integer', minimum: 0, maximum: 3650, default: 0 } }),
    event: 'INVOICE_OVERDUE',
  },
  {
    type: 'trigger.invoice_due_soon',
    kind: 'trigger',
    label: 'Invoice due soon',
    description: 'Starts the given number of days before a sent invoice is due.',
    outputs: ['main'],
    params: object({ days_before: { type: 'integer', minimum: 0, maximum: 365 } }, ['days_before']),
    event: 'INVOICE_DUE_SOON',
  },
  {
    type: 'send_reminder',
    kind: 'action',
    label: 'Send reminder',
    description: 'E-mails a payment reminder of the given level to the client.',
    outputs: ['main'],
    params: object(
      {
        level: { type: 'integer', minimum: 1, maximum: 3 },
        to: text('Recipient, e.g. {{client.email}}.', { minLength: 1 }),
        subject: text('Subject.', { minLength: 1 }),
        body: text('Body; {{invoice.number}} and {{invoice.balance}} help.'),
      },
      ['level', 'to', 'subject'],
    ),
  },
  {
    type: 'add_late_fee',
    kind: 'action',
    label: 'Add late fee',
    description: 'Adds a fee to the invoice as an item: a fixed amount or a percent of the balance.',
    outputs: ['main'],
    params: object({ kind: { enum: ['fixed', 'percent'] }, amount: { type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,2})?$' }, description: text('The item text.') }, ['kind', 'amount']),
  },
  { ...CREATE_TASK, label: 'Escalate: create task' },
  {
    type: 'mark_for_collection',
    kind: 'action',
    label: 'Mark for collection',
    description: 'Flags the invoice for the collection agency and records a note.',
    outputs: ['main'],
    params: object({ note: text('Why, or what was tried.') }),
  },
  SEND_TO_PLATFORM,
  WAIT,
  CONDITION,
];
