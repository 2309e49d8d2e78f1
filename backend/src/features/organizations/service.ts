import { createApiKey } from '../api-keys/service.js';
import { createUser } from '../auth/service.js';
import { type Queryable, inTransaction } from '../../platform/db/knex.js';
import { notFound, validationError } from '../../platform/errors.js';
import type { OrganizationSettings, OrganizationSettingsPatch } from './schemas.js';
import { checkNumberLocale } from './number-locales.js';
import { isLanguage } from './letter-format.js';
import { type ReadingSettings, isTimeZone, numberLocaleNote, separatorsOf } from './settings.js';
import { type OrganizationRow, type SettingsRow, findSettings, insertOrganization, updateSettings } from './store.js';

export interface NewOrganization {
  organization: OrganizationRow;
  owner: { id: number; email: string };
  apiKey: string;
}

/** An organization with its owner and a first API key, all or nothing. */
export async function createOrganization(
  db: Queryable,
  input: { name: string; ownerEmail: string; ownerPassword: string },
): Promise<NewOrganization> {
  return inTransaction(db, async (trx) => {
    const organization = await insertOrganization(trx, input.name);
    const owner = await createUser(trx, {
      organizationId: organization.id,
      email: input.ownerEmail,
      password: input.ownerPassword,
      role: 'owner',
    });
    const { key } = await createApiKey(trx, organization.id, { name: 'First key', scopes: ['*'] });
    return { organization, owner: { id: owner.id, email: owner.email }, apiKey: key };
  });
}

function rowToSettings(row: SettingsRow): OrganizationSettings {
  const separators = row.number_locale ? separatorsOf(row.number_locale) : null;
  return {
    id: row.id,
    name: row.name,
    number_locale: row.number_locale,
    language: row.language,
    date_order: row.date_order === 'MDY' ? 'mdy' : 'dmy',
    default_currency: row.default_currency,
    time_zone: row.time_zone,
    currency_mismatch: row.currency_mismatch,
    duplicate_client_names: row.duplicate_client_names,
    decimal_separator: separators?.decimal ?? null,
    group_separator: separators?.group ?? null,
    number_locale_note: numberLocaleNote(row.number_locale),
  };
}

export function organizationService(deps: { db: Queryable }) {
  const { db } = deps;
  return {
    async get(organizationId: number): Promise<OrganizationSettings> {
      const row = await findSettings(db, organizationId);
      if (!row) throw notFound('The organization');
      return rowToSettings(row);
    },

    /** Checks every field first: a refused PATCH changes nothing. */
    async update(organizationId: number, patch: OrganizationSettingsPatch): Promise<OrganizationSettings> {
      const errors = [];
      const locale = patch.number_locale ? checkNumberLocale(patch.number_locale) : null;
      if (locale && !locale.ok) errors.push({ field: 'number_locale', message: locale.why });
      if (patch.language !== undefined && !isLanguage(patch.language))
        errors.push({ field: 'language', message: `"${patch.language}" is not a language Kontor can write letters in` });
      if (patch.time_zone !== undefined && !isTimeZone(patch.time_zone))
        errors.push({ field: 'time_zone', message: `"${patch.time_zone}" is not an IANA time zone` });
      if (errors.length > 0) throw validationError(errors);
      const { date_order: order, number_locale: _locale, ...rest } = patch;
      const values: Partial<SettingsRow> = { ...rest };
      if (order !== undefined) values.date_order = order === 'mdy' ? 'MDY' : 'DMY';
      if (patch.number_locale !== undefined) values.number_locale = locale?.ok ? locale.locale : null;
      const row = await updateSettings(db, organizationId, values);
      if (!row) throw notFound('The organization');
      return rowToSettings(row);
    },

    /** The settings the smart endpoints read text by. */
    async reading(organizationId: number): Promise<ReadingSettings> {
      const row = await findSettings(db, organizationId);
      if (!row) throw notFound('The organization');
      return {
        numberLocale: row.number_locale,
        separators: row.number_locale ? separatorsOf(row.number_locale) : null,
        numberLocaleNote: numberLocaleNote(row.number_locale),
        dateOrder: row.date_order,
        defaultCurrency: row.default_currency,
        timeZone: row.time_zone,
        currencyMismatch: row.currency_mismatch,
      };
    },
  };
}
