import type { Queryable } from '../../platform/db/knex.js';
import type { LetterSettings } from './letter-format.js';

export interface OrganizationRow {
  id: number;
  name: string;
  created_at: Date;
}

/** How the organization reads loose text: see settings.ts. */
export interface SettingsRow {
  id: number;
  name: string;
  number_locale: string | null;
  language: string;
  date_order: 'DMY' | 'MDY';
  default_currency: string | null;
  time_zone: string;
  currency_mismatch: 'warn' | 'refuse';
  duplicate_client_names: 'warn' | 'refuse';
}

export const rowToOrganization = (row: OrganizationRow) => ({ id: row.id, name: row.name, created_at: row.created_at.toISOString() });

export async function insertOrganization(db: Queryable, name: string): Promise<OrganizationRow> {
  const [row] = await db<OrganizationRow>('organizations').insert({ name }).returning('*');
  return row as OrganizationRow;
}

export async function findOrganization(db: Queryable, id: number): Promise<OrganizationRow | undefined> {
  return db<OrganizationRow>('organizations').where({ id }).first();
}

export async function countOrganizations(db: Queryable): Promise<number> {
  const row = (await db('organizations').count({ count: '*' }).first()) as { count: string | number } | undefined;
  return Number(row?.count ?? 0);
}

export interface OrganizationSummary extends OrganizationRow {
  owners: string[];
}

/** Every organization with its owners' e-mails, oldest first. */
export async function listOrganizations(db: Queryable): Promise<OrganizationSummary[]> {
  const { rows } = await db.raw<{ rows: OrganizationSummary[] }>(`
    SELECT o.id, o.name, o.created_at,
           array(SELECT u.email FROM users u WHERE u.organization_id = o.id AND u.role = 'owner' ORDER BY u.id)::text[] AS owners
      FROM organizations o
     ORDER BY o.id`);
  return rows;
}

const SETTINGS_COLUMNS = [
  'id',
  'name',
  'number_locale',
  'language',
  'date_order',
  'default_currency',
  'time_zone',
  'currency_mismatch',
  'duplicate_client_names',
] as const;

export async function findSettings(db: Queryable, id: number): Promise<SettingsRow | undefined> {
  return (await db('organizations').where({ id }).first(SETTINGS_COLUMNS)) as SettingsRow | undefined;
}

export async function updateSettings(
  db: Queryable,
  id: number,
  values: Partial<Omit<SettingsRow, 'id'>>,
): Promise<SettingsRow | undefined> {
  const [row] = await db('organizations').where({ id }).update(values).returning(SETTINGS_COLUMNS);
  return row as SettingsRow | undefined;
}

/** The organization's time zone (IANA), UTC when it has none set or does not exist. */
export async function timeZoneOf(db: Queryable, id: number): Promise<string> {
  const row = (await db('organizations').where({ id }).first('time_zone')) as { time_zone: string } | undefined;
  return row?.time_zone ?? 'UTC';
}

/** Every time zone some organization is in. */
export async function timeZonesInUse(db: Queryable): Promise<string[]> {
  const rows = (await db('organizations').distinct('time_zone')) as Array<{ time_zone: string }>;
  return rows.map((row) => row.time_zone);
}

/** Debt collection's interest rates, kept on the organization (GET/PATCH /api/automation/dunning/settings/). */
export interface InterestSettings {
  reference_interest_rate: string | null;
  interest_surcharge: string;
}

export async function interestSettings(db: Queryable, organizationId: number): Promise<InterestSettings> {
  return db('organizations')
    .where({ id: organizationId })
    .first('reference_interest_rate', 'interest_surcharge') as Promise<InterestSettings>;
}

export async function updateInterestSettings(
  db: Queryable,
  organizationId: number,
  settings: Partial<InterestSettings>,
): Promise<InterestSettings> {
  const [row] = await db('organizations')
    .where({ id: organizationId })
    .update(settings)
    .returning(['reference_interest_rate', 'interest_surcharge']);
  return row as InterestSettings;
}

/** What letters are written by (letter-format.ts); English, UTC and no currency for an organization not found. */
export async function letterSettingsOf(db: Queryable, id: number): Promise<LetterSettings> {
  const row = (await db('organizations').where({ id }).first('language', 'number_locale', 'default_currency', 'time_zone')) as
    Pick<SettingsRow, 'language' | 'number_locale' | 'default_currency' | 'time_zone'> | undefined;
  return {
    language: row?.language ?? 'en',
    numberLocale: row?.number_locale ?? null,
    defaultCurrency: row?.default_currency ?? null,
    timeZone: row?.time_zone ?? 'UTC',
  };
}
