import { createApiKey } from '../api-keys/service.js';
import { createUser } from '../auth/service.js';
import { type Queryable, inTransaction } from '../../platform/db/knex.js';
import { notFound } from '../../platform/errors.js';
import type { OrganizationSettings, OrganizationSettingsPatch } from './schemas.js';
import { checkNumberLocale } from '../../platform/lib/number-locales.js';
import { type ReadingSettings, numberLocaleNote, separatorsOf } from './settings.js';
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

    /** The schema checked every field (locales, language and time zone by the rules that read them back). */
    async update(organizationId: number, patch: OrganizationSettingsPatch): Promise<OrganizationSettings> {
      // The schema took only a locale this check accepts (`x-number-locale`); it gives the canonical form to keep.
      const locale = patch.number_locale ? checkNumberLocale(patch.number_locale) : null;
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
