/**
 * The loose inputs of the smart endpoints. Field names are fixed (an unknown
 * one is a 422 naming it, so a misspelt field is never silently dropped);
 * values are loose: text, numbers, or small objects, interpreted by the parsers.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from '../../platform/http/schema.js';
import { Invoice } from '../invoices/schemas.js';
import { Task } from '../tasks/schemas.js';
import { TimeEntry } from '../time-entries/schemas.js';

const Loose = (description: string, examples: unknown[]) =>
  Type.Union([Type.String({ maxLength: 200 }), Type.Number()], { description, examples });
/** How an amount said with or without its tax is read (see parse/tax-basis.ts, net-amounts.ts). */
const TAX_WORDING =
  ' Said with its tax ("1815 s DPH", "inkl. MwSt.", "incl. VAT"), the amount before tax is worked out at the tax rate, exactly, and said back in `warnings`; said without ("bez DPH", "zzgl. MwSt.", "plus VAT") it is taken as it is. Either wording without a tax rate is refused (422 naming the field).';
const LooseText = (description: string, examples: string[]) => Type.String({ maxLength: 200, description, examples });

const Reference = (what: string, identifiers: Record<string, ReturnType<typeof Type.String>>) =>
  Type.Union(
    [
      Type.String({ minLength: 1, maxLength: 300, description: `A ${what}'s name as said or typed, or an identifier.` }),
      Id,
      Type.Object(
        {
          id: Type.Optional(Id),
          name: Type.Optional(Type.String({ maxLength: 300 })),
          confirm: Type.Optional(
            Type.Boolean({
              description: `With \`id\` and \`name\`: the ${what} chosen (by \`id\`) after an \`ambiguous_match\` or \`no_match\` for the phrase in \`name\`. The ${what} is taken by its id, and the phrase is remembered as its alias, so the same phrase finds it next time (with a warning). Refused (422) when the phrase names another ${what} confidently.`,
            }),
          ),
          ...identifiers,
        },
        { additionalProperties: false },
      ),
    ],
    {
      description: `The ${what}: a name (typos, missing diacritics, other word order are fine), an id (also as a string of up to five digits; for a client, digits that are also another client's registration or VAT number are asked back), or an object of known identifiers, every one of which must fit the same ${what} (422 naming the one that does not).`,
    },
  );

export const ClientReference = Reference('client', {
  registration_no: Type.Optional(Type.String({ maxLength: 50 })),
  vat_no: Type.Optional(Type.String({ maxLength: 50 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
});
export const EmployeeReference = Reference('employee', { email: Type.Optional(Type.String({ maxLength: 254 })) });

const DryRun = Type.Optional(
  Type.Boolean({
    description:
      'Answer 200 with what would be created, creating nothing. A phrase confirmed with an id ("confirm": true) is still learned as an alias: the choice is the person\'s, whether or not the record is made now.',
  }),
);
const Due = LooseText(
  '"2026-12-01", "1.12.2026", "12/01/2026" (by the organization\'s date_order), "tomorrow", "next friday", "in 14 days", "in two weeks", "end of month", "Ende des Monats", "do konce měsíce", "next week".',
  ['in two weeks'],
);

const Unit = Type.String({
  maxLength: 20,
  description:
    "Defaults to the quantity's unit (`h`, `day`, `pcs`); one that contradicts it (`2 days` with `h`) is refused. A quantity of time is in hours (`90 min` is 1.5 h, said in `warnings`), or in minutes beside `min`.",
});
const SmartItem = Type.Object(
  {
    description: Type.String({ minLength: 1, maxLength: 500 }),
    quantity: Type.Optional(Loose('"3", "three", "1.5 hours"; defaults to 1.', ['3 hours'])),
    unit: Type.Optional(Unit),
    unit_price: Loose(`"1500", "1 500,50", "€1,500.50", "1500 CZK", "fifteen hundred"; before tax.` + TAX_WORDING, ['fifteen hundred']),
    tax_rate: Type.Optional(Loose('Percent: "21", "21 %".', ['21'])),
  },
  { additionalProperties: false },
);

export const SmartInvoiceInput = Type.Object(
  {
    client: ClientReference,
    items: Type.Optional(Type.Array(SmartItem, { minItems: 1, maxItems: 100 })),
    description: Type.Optional(
      Type.String({ minLength: 1, maxLength: 500, description: 'A one-line invoice: what was done (instead of `items`).' }),
    ),
    quantity: Type.Optional(Loose('For a one-line invoice: "3 hours", "three".', ['three hours'])),
    unit: Type.Optional(Unit),
    unit_price: Type.Optional(Loose('For a one-line invoice: the price of one unit.', ['1500'])),
    amount: Type.Optional(
      Loose(
        `For a one-line invoice: the whole amount before tax. With a unit price too, it must equal quantity × unit price.` + TAX_WORDING,
        ['€4,500.00', '1815 s DPH'],
      ),
    ),
    tax_rate: Type.Optional(Loose('Percent, for every line that does not say.', ['21'])),
    currency: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{3}$',
        description:
          "Defaults to the amounts' currency, then the client's. Amounts that name no currency beside one that names another than the client's are refused unless this is given.",
        // Try it out fills a string without an example as "string", which this pattern refuses.
        examples: ['EUR'],
      }),
    ),
    issue_date: Type.Optional(LooseText('Defaults to today.', ['today'])),
    due: Type.Optional(Due),
    status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('sent')])),
    dry_run: DryRun,
  },
  {
    additionalProperties: false,
    $id: 'SmartInvoiceInput',
    description: 'Give `items`, or a one-line invoice with `description` and `unit_price` or `amount`.',
  },
);
export type SmartInvoiceInput = Static<typeof SmartInvoiceInput>;

export const SmartTaskInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 300 }),
    description: Type.Optional(Type.String({ maxLength: 10000 })),
    assignee: Type.Optional(EmployeeReference),
    client: Type.Optional(ClientReference),
    due: Type.Optional(Due),
    priority: Type.Optional(LooseText('"low", "normal", "high", "urgent", or words like "asap", "important", "whenever".', ['asap'])),
    dry_run: DryRun,
  },
  { additionalProperties: false, $id: 'SmartTaskInput' },
);
export type SmartTaskInput = Static<typeof SmartTaskInput>;

export const SmartTimeInput = Type.Object(
  {
    employee: EmployeeReference,
    duration: Loose(
      '90 (a bare whole number is minutes), "90 min", "1.5h", "1h 30m", "an hour and a half", "anderthalb Stunden", "hodinu a půl"; a bare decimal ("1.5") is hours, with a warning.',
      ['1h 30m'],
    ),
    date: Type.Optional(
      LooseText(
        'The day of the work; defaults to today. "yesterday", "1.12.2026", "friday" (a weekday alone or "this friday" is the latest one, today included), "last friday", ... A day in the future is said back in `warnings`.',
        ['yesterday'],
      ),
    ),
    client: Type.Optional(ClientReference),
    task: Type.Optional(
      Type.Union([Id, Type.String({ minLength: 1, maxLength: 300 })], {
        description: 'An open task, by id (also as a string of up to five digits) or by (part of) its title.',
      }),
    ),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    billable: Type.Optional(
      // Up to 40 characters, so that "non-billable" (12) is read, or refused saying what is taken, not "must be boolean".
      Type.Union([Type.Boolean(), Type.String({ maxLength: 40 })], {
        description:
          'true/false, or "yes"/"no", "billable"/"non-billable" (also "not billable", "internal"; "ano"/"ne", "ja"/"nein"); defaults to true.',
      }),
    ),
    dry_run: DryRun,
  },
  { additionalProperties: false, $id: 'SmartTimeInput' },
);
export type SmartTimeInput = Static<typeof SmartTimeInput>;

const Match = Type.Object({
  id: Id,
  name: Type.String(),
  score: Type.Number({ description: '0–1' }),
  matched_on: Type.String({
    description:
      "An identifier (`id`, `registration_no`, `vat_no`, `email`) matched exactly; `name`, `legal_name` or `title` by spelling; `name_words` (the only record whose name holds the words), `email_name` (the first part of an employee's address) and `initials` (a client named by the initials of its name, KSB) always come with a warning.",
    examples: ['name', 'registration_no', 'id'],
  }),
  warning: Type.Optional(Type.String({ description: 'Why the match needs a check: a former name, a learned alias, words set aside.' })),
});
const Interpreted = Type.Record(Type.String(), Type.Object({ input: Type.Unknown(), value: Type.Unknown(), how: Type.String() }), {
  description: 'Every field read from loose text: what came in, what it became, and how it was read.',
});
const Warnings = Type.Array(Type.String());

const smartAnswer = (name: string, object: ReturnType<typeof Type.Object>, $id: string) =>
  Type.Object(
    { [name]: object, matches: Type.Record(Type.String(), Match), interpreted: Interpreted, warnings: Warnings, dry_run: Type.Boolean() },
    { $id },
  );

/** Written records carry their times; a dry run's preview, which was never written, has none. */
const Written = {
  created_at: Type.Optional(Type.String({ format: 'date-time', description: 'RFC 3339 in UTC; absent in a dry run.' })),
  updated_at: Type.Optional(Type.String({ format: 'date-time', description: 'RFC 3339 in UTC; absent in a dry run.' })),
};

/** In a dry run the invoice has no id or number yet. */
const InvoicePreview = Type.Composite([
  Type.Omit(Invoice, ['id', 'number', 'created_at', 'updated_at']),
  Type.Object({ id: Nullable(Id), number: Nullable(Type.String()), ...Written }),
]);

export const SmartInvoiceAnswer = smartAnswer('invoice', InvoicePreview, 'SmartInvoiceAnswer');
export const SmartTaskAnswer = smartAnswer(
  'task',
  Type.Composite([Type.Omit(Task, ['id', 'created_at', 'updated_at']), Type.Object({ id: Nullable(Id), ...Written })]),
  'SmartTaskAnswer',
);
export const SmartTimeAnswer = smartAnswer(
  'time_entry',
  Type.Composite([Type.Omit(TimeEntry, ['id', 'created_at', 'updated_at']), Type.Object({ id: Nullable(Id), ...Written })]),
  'SmartTimeAnswer',
);
