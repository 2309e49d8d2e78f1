import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Timestamp } from '../http/schema.js';

/** Shared by invoices and clients: the PATCH field and the answer. */
export const DunningHold = Type.Union(
  [
    Type.Object(
      {
        until: Type.Union([DateString('The last day of the hold; null: until lifted.'), Type.Null()]),
        reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why, e.g. "disputed: wrong quantity".' }),
      },
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  { description: 'While a hold applies, debt-collection flows neither start nor act for this invoice (or this client\'s invoices); held runs go on after it. `null` lifts it.' },
);
export type DunningHold = Static<typeof DunningHold>;

export const DunningState = Type.Object(
  {
    level: Type.Union([Type.Integer(), Type.Null()], { description: 'The highest reminder level sent; null: none yet.' }),
    next_action: Type.Union([Type.String(), Type.Null()], { description: 'What a waiting debt-collection run does next.' }),
    next_action_at: Type.Union([Timestamp, Type.Null()]),
  },
  { description: 'Read only: where debt collection stands for this invoice.' },
);
export type DunningState = Static<typeof DunningState>;

const Percent = Type.String({ pattern: '^-?\\d{1,3}(\\.\\d{1,3})?$', description: 'Percent per year, a decimal string.', examples: ['4.00'] });

export const InterestSettings = Type.Object({
  reference_interest_rate: Type.Union([Percent, Type.Null()], { description: "The central bank's reference rate that statutory interest builds on; null: not set (add_interest then fails)." }),
  interest_surcharge: Percent,
});

export const InterestSettingsPatch = Type.Partial(InterestSettings, { additionalProperties: false, minProperties: 1, $id: 'InterestSettingsPatch' });
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
  timeline: Type.Array(TimelineEntry),
});
export type Simulation = Static<typeof Simulation>;
