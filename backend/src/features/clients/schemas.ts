import { Type, type Static } from '@sinclair/typebox';
import { Currency, Email, Id, ListQuery, Name, Nullable, Partial, Text, Timestamp } from '../../platform/http/schema.js';
import { DunningHold } from '../invoices/schemas.js';

export { DunningHold };

export const Address = Type.Object(
  {
    street: Text(200, { trim: true }),
    city: Text(100, { trim: true }),
    zip: Text(20, { trim: true }),
    country: Text(100, { description: 'Country name or ISO 3166 code.', trim: true }),
  },
  { additionalProperties: false },
);

const clientFields = {
  name: Name(200, { minLength: 1, description: 'The name people use for the client.' }),
  legal_name: Name(300),
  registration_no: Text(50, { description: 'Company registration number (IČO, HRB, KRS, ...).', trim: true }),
  vat_no: Text(50, { trim: true }),
  email: Email,
  phone: Text(50, { trim: true }),
  address: Type.Partial(Address, { additionalProperties: false }),
  currency: Type.String({
    ...Currency,
    description:
      "The currency the client is billed in. Not given on creation (or in a PUT): the organization's `default_currency`, or EUR when it has none.",
  }),
  payment_terms_days: Type.Integer({ minimum: 0, maximum: 365, description: 'Days from issue to due date; the default for new invoices.' }),
  notes: Text(5000),
  dunning_hold: DunningHold,
  language: Nullable(
    Type.String({
      'x-language': true,
      description: "The language of letters to this client (`cs`, `de`, `en`, ...); null (the default): the organization's `language`.",
      // The API reference's "Try it out" fills a string without an example as "string", which is refused: a new user's
      // first try of Create a client answered 422 for it.
      examples: ['cs'],
    }),
  ),
};

export const ClientCreate = Type.Object(
  { ...Type.Partial(Type.Object(clientFields)).properties, name: clientFields.name },
  {
    additionalProperties: false,
    $id: 'ClientCreate',
    description: 'Only `name` is required. Other fields default to empty, `EUR` and 14 days.',
  },
);
export type ClientCreate = Static<typeof ClientCreate>;

export const ClientPatch = Partial(Type.Object(clientFields), 'ClientPatch');
export type ClientPatch = Static<typeof ClientPatch>;

export const Client = Type.Object(
  {
    id: Id,
    name: Type.String(),
    legal_name: Type.String(),
    registration_no: Type.String(),
    vat_no: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    address: Address,
    currency: Currency,
    payment_terms_days: Type.Integer(),
    notes: Type.String(),
    dunning_hold: DunningHold,
    language: Nullable(Type.String({ description: "The language of letters to this client; null: the organization's." })),
    created_at: Timestamp,
    updated_at: Timestamp,
    warnings: Type.Optional(
      Type.Array(Type.String(), {
        description:
          "Only in the answer to a create: another client already has this name (the organization's `duplicate_client_names` is `warn`), or the same words under another legal form or none (created whatever the setting: it may be another company).",
      }),
    ),
  },
  { $id: 'Client' },
);
export type Client = Static<typeof Client>;

export const ClientListQuery = ListQuery(['name', 'created_at', 'updated_at', 'id'], {
  currency: Currency,
  email: Type.String({ maxLength: 254 }),
  registration_no: Type.String({ maxLength: 50 }),
  vat_no: Type.String({ maxLength: 50 }),
});
export type ClientListQuery = Static<typeof ClientListQuery>;
