/**
 * The organization's settings: its name and how loose text from the smart
 * endpoints is read (numbers, slashed dates, currency, the local day).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Currency, Id, Nullable, Partial } from '../../platform/http/schema.js';

const settingsFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  number_locale: Nullable(
    Type.String({
      maxLength: 64,
      'x-number-locale': true,
      description:
        'A BCP 47 locale whose decimal and grouping separators read amounts: `cs-CZ` and `de-DE` read "1.500" as 1500, `en-GB` as 1.5, `de-CH` reads 1’500.50 and `fr-FR` 1 500,50 (narrow no-break space). A separator the locale does not write ("1,500" under de-CH, "1.500" under fr-FR) is asked back. Unicode extensions are read: `ar-EG-u-nu-latn` is Arabic (Egypt) written with the digits 0-9. Saved in canonical form (`CS-cz` as `cs-CZ`). Refused (422 naming `number_locale`): a tag that is not BCP 47, a locale this server does not know, and locales whose digits or separators Kontor does not read (Arabic-Indic or Persian digits such as `ar-EG` or `fa-IR`, lakh grouping such as `en-IN`). Null (the default): a separator before exactly three digits could be either, and is asked back.',
      examples: ['cs-CZ', 'ar-EG-u-nu-latn'],
    }),
  ),
  language: Type.String({
    'x-language': true,
    description:
      "The language of letters to customers (a primary language subtag, default `en`): the e-mails' amounts, dates and item tables, and the default reminder letters (written in `en`, `cs` and `de`; English for others). A client's own `language` wins for that client. Amounts and dates follow `number_locale` where its language is this one (`cs` with `cs-CZ`), else the language alone.",
    examples: ['cs'],
  }),
  date_order: Type.Union([Type.Literal('dmy'), Type.Literal('mdy')], {
    description: 'How "12/01/2026" is read: day first (`dmy`, the default) or month first.',
  }),
  default_currency: Nullable(
    Type.String({ ...Currency, description: 'New clients are billed in it when they name no currency (EUR when null).' }),
  ),
  time_zone: Type.String({
    maxLength: 64,
    'x-time-zone': true,
    description:
      'An IANA time zone (default `UTC`): the organization\'s days are counted in it. "today", "tomorrow" and "end of month" in loose text, the date of an invoice or time entry that leaves it out, and when a sent invoice becomes overdue (the day after its due date there).',
    examples: ['Europe/Prague'],
  }),
  currency_mismatch: Type.Union([Type.Literal('warn'), Type.Literal('refuse')], {
    description: 'An amount written in another currency than the client is billed in: a warning (`warn`, the default) or a 422 (`refuse`).',
  }),
  duplicate_client_names: Type.Union([Type.Literal('warn'), Type.Literal('refuse')], {
    description:
      'A new client named as an existing one (the same words and legal form): created with `warnings` (`warn`, the default), or refused with 409 `duplicate_name` (`refuse`). The same words under another legal form are created with a warning either way.',
  }),
};

export const OrganizationSettings = Type.Object(
  {
    id: Id,
    ...settingsFields,
    decimal_separator: Nullable(Type.String({ description: "Read only: the number locale's decimal separator." })),
    group_separator: Nullable(Type.String({ description: "Read only: the number locale's grouping separator." })),
    number_locale_note: Nullable(
      Type.String({
        description:
          'Read only: why a number_locale saved before such locales were refused (Arabic-Indic or Persian digits, lakh grouping, separators Kontor does not read) is not read; null when it is read or none is set. Such a locale counts as none: a separator before three digits is asked back.',
      }),
    ),
  },
  { $id: 'OrganizationSettings' },
);
export type OrganizationSettings = Static<typeof OrganizationSettings>;

export const OrganizationSettingsPatch = Partial(Type.Object(settingsFields), 'OrganizationSettingsPatch');
export type OrganizationSettingsPatch = Static<typeof OrganizationSettingsPatch>;
