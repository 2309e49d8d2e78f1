import { Type, type Static } from '@sinclair/typebox';
import { Id, Timestamp } from '../../platform/http/schema.js';

/** 0 to 100 with up to three decimals: a negative rate would pay the debtor, and past 100 % a year no statute goes. */
const Percent = Type.String({
  pattern: '^(100(\\.0{1,3})?|\\d{1,2}(\\.\\d{1,3})?)$',
  description: 'Percent per year, a decimal string from 0 to 100.',
  examples: ['4.00'],
});

export const InterestSettings = Type.Object({
  reference_interest_rate: Type.Union([Percent, Type.Null()], {
    description: "The central bank's reference rate that statutory interest builds on; null: not set (add_interest then fails).",
  }),
  // Points on top of the reference rate, not a rate of its own: its refusals say so.
  interest_surcharge: Type.String({
    pattern: Percent.pattern,
    description: 'Percentage points a year on top of the reference rate, a decimal string from 0 to 100.',
    examples: ['8.00'],
  }),
});
export type InterestSettings = Static<typeof InterestSettings>;

export const InterestSettingsPatch = Type.Partial(InterestSettings, {
  additionalProperties: false,
  minProperties: 1,
  $id: 'InterestSettingsPatch',
});
export type InterestSettingsPatch = Static<typeof InterestSettingsPatch>;

export const SimulateRequest = Type.Object(
  {
    invoice_id: Id,
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 90, description: 'How far ahead to look; at most 366.' })),
  },
  { additionalProperties: false, $id: 'SimulateRequest' },
);
export type SimulateRequest = Static<typeof SimulateRequest>;

export const TimelineEntry = Type.Object({
  at: Timestamp,
  day: Type.String({
    format: 'date',
    description: "The organization's calendar day of `at`, in its `time_zone`: the day to show (`at` is an instant, in UTC).",
  }),
  node_id: Type.Union([Type.String(), Type.Null()]),
  type: Type.String({ description: 'The block, or `hold`, `promise_broken`, `waiting`, `ends`.' }),
  params: Type.Record(Type.String(), Type.Unknown(), { description: 'The params as rendered at that time.' }),
  effect: Type.Unknown({ description: 'What it does: the e-mail, the item and its amount, the branch taken, or "already done".' }),
});

export const Simulation = Type.Object({
  flow_id: Id,
  flow_version: Type.Integer(),
  invoice_id: Id,
  from: Timestamp,
  to: Timestamp,
  time_zone: Type.String({
    description: "The organization's time zone, in which days are counted (and instants such as a wait's `resume_at` are best shown).",
  }),
  timeline: Type.Array(TimelineEntry),
});
export type Simulation = Static<typeof Simulation>;

export const DunningBooking = Type.Object({
  level: Type.Integer(),
  kind: Type.Union([Type.Literal('reminder'), Type.Literal('fee'), Type.Literal('interest')], {
    description: 'A reminder sent, a late fee or interest added as an item.',
  }),
  amount: Type.Union([Type.String(), Type.Null()], { description: 'The fee or interest added; null for a reminder.' }),
  booked_at: Timestamp,
});

export const DunningRun = Type.Object({
  id: Id,
  flow_id: Id,
  flow_name: Type.String(),
  status: Type.String({ description: 'running, waiting, completed, failed or cancelled.' }),
  trace: Type.Array(Type.Record(Type.String(), Type.Unknown()), { description: 'The steps taken, as a run answers them.' }),
  resume_at: Type.Union([Timestamp, Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  started_at: Timestamp,
  finished_at: Type.Union([Timestamp, Type.Null()]),
});

export const InvoiceDunningHistory = Type.Object(
  {
    invoice_id: Id,
    bookings: Type.Array(DunningBooking, { description: 'Reminders sent and fees and interest booked, oldest first.' }),
    runs: Type.Array(DunningRun, { description: 'The live debt-collection runs on this invoice, newest first (at most 50).' }),
  },
  { $id: 'InvoiceDunningHistory' },
);
export type InvoiceDunningHistory = Static<typeof InvoiceDunningHistory>;
