import type { BlockDefinition } from '../types.js';
import { CONDITION, CREATE_TASK, SEND_TO_PLATFORM, WAIT, object, text } from './common.js';

const LEVEL = {
  type: 'integer',
  minimum: 1,
  maximum: 9,
  title: 'Level',
  description: 'The reminder level, 1 (friendly) to 9; each level is sent once per invoice.',
};

const WHILE_HELD = {
  enum: ['wait', 'skip'],
  default: 'wait',
  title: 'While on hold',
  description:
    'wait: while the invoice or its client is on hold (or a promise to pay runs), the run waits and then goes on; skip: its steps are skipped meanwhile (waits still count).',
};

export const DEBT_COLLECTION_BLOCKS: readonly BlockDefinition[] = [
  {
    type: 'trigger.invoice_overdue',
    kind: 'trigger',
    label: 'Invoice overdue',
    description: 'Starts when an invoice is overdue by the number of days given (0: the day it becomes overdue).',
    outputs: ['main'],
    params: object({
      days_overdue: {
        type: 'integer',
        minimum: 0,
        maximum: 3650,
        default: 0,
        title: 'Days after becoming overdue',
        description:
          'An invoice becomes overdue the day after its due date; the run starts this many days after that. Due 30 November: 0 starts on 1 December, 3 on 4 December.',
      },
      while_held: WHILE_HELD,
    }),
    event: 'INVOICE_OVERDUE',
  },
  {
    type: 'trigger.invoice_due_soon',
    kind: 'trigger',
    label: 'Invoice due soon',
    description: 'Starts the given number of days before a sent invoice is due.',
    outputs: ['main'],
    params: object(
      {
        days_before: { type: 'integer', minimum: 0, maximum: 365, title: 'Days before', description: 'How many days before the due date.' },
        while_held: WHILE_HELD,
      },
      ['days_before'],
    ),
    event: 'INVOICE_DUE_SOON',
  },
  {
    type: 'send_reminder',
    kind: 'action',
    label: 'Send reminder',
    description:
      'E-mails a payment reminder of the given level to the client, once per invoice and level: a re-run, a retry or another flow finds it done.',
    outputs: ['main'],
    params: object(
      {
        level: LEVEL,
        to: text('Who gets it, e.g. {{client.email}}.', { minLength: 1, title: 'To' }),
        subject: text("The subject line; templates such as {{invoice.number}} work here. Empty: the level's default letter.", {
          title: 'Subject',
        }),
        body: text(
          "The letter, sent as plain text and as HTML; {{money invoice.balance}}, {{date invoice.due_date}} and {{items invoice.items}} write amounts, dates and the items in the letter's language. Empty: the level's default letter in the client's language (English, Czech or German).",
          { title: 'Message' },
        ),
        extend_due_days: {
          type: 'integer',
          minimum: 1,
          maximum: 90,
          title: 'New due date in (days)',
          description:
            'Optional: gives the client this many days from the reminder to pay (the due date moves, never earlier); empty: unchanged.',
        },
      },
      ['level', 'to'],
    ),
    html_params: ['body'],
  },
  {
    type: 'add_late_fee',
    kind: 'action',
    label: 'Add late fee',
    description: 'Adds a fee to the invoice as an item: a fixed amount or a percent of the balance, once per invoice and level.',
    outputs: ['main'],
    params: object(
      {
        kind: { enum: ['fixed', 'percent'], title: 'Fee', description: 'A fixed amount, or a percent of the balance.' },
        amount: {
          type: 'string',
          pattern: '^\\d{1,10}(\\.\\d{1,2})?$',
          title: 'Amount',
          description: 'In the invoice currency, or percent; a decimal such as 40 or 2.5.',
        },
        level: { ...LEVEL, description: 'The reminder level this fee belongs to; empty: the last reminder of this run.' },
        description: text('The item text on the invoice; empty: "Late fee".', { title: 'Item text' }),
      },
      ['kind', 'amount'],
    ),
  },
  {
    type: 'add_interest',
    kind: 'action',
    label: 'Add statutory interest',
    description:
      "Adds interest as an item: the organization's reference rate plus its surcharge (8 points by default, EU Directive 2011/7/EU), accrued daily on the unpaid balance from the due date to the day it runs; once per invoice and level.",
    outputs: ['main'],
    params: object({
      level: { ...LEVEL, description: 'The reminder level this interest belongs to; empty: the last reminder of this run.' },
      description: text('The item text; empty: the rate, the period and the days.', { title: 'Item text' }),
    }),
  },
  { ...CREATE_TASK, label: 'Escalate: create task' },
  {
    type: 'mark_for_collection',
    kind: 'action',
    label: 'Mark for collection',
    description: 'Flags the invoice for the collection agency and records a note.',
    outputs: ['main'],
    params: object({ note: text('Why, or what was tried.', { title: 'Note' }) }),
  },
  SEND_TO_PLATFORM,
  WAIT,
  CONDITION,
];
