import { crudTable } from '../../platform/resource/table.js';
import type { Queryable } from '../../platform/db/knex.js';
import type { DunningHold } from './schemas.js';
import { NAME_KEYS_REVISION, normalizeName, soundKey, soundWords } from '../smart/normalize.js';
import type { Client, ClientPatch } from './schemas.js';

export interface ClientRow {
  id: number;
  organization_id: number;
  name: string;
  legal_name: string;
  registration_no: string;
  vat_no: string;
  email: string;
  phone: string;
  address_street: string;
  address_city: string;
  address_zip: string;
  address_country: string;
  currency: string;
  payment_terms_days: number;
  notes: string;
  dunning_hold: DunningHold | null;
  language: string | null;
  created_at: Date;
  updated_at: Date;
}

export const rowToClient = (row: ClientRow): Client => ({
  id: row.id,
  name: row.name,
  legal_name: row.legal_name,
  registration_no: row.registration_no,
  vat_no: row.vat_no,
  email: row.email,
  phone: row.phone,
  address: { street: row.address_street, city: row.address_city, zip: row.address_zip, country: row.address_country },
  currency: row.currency,
  payment_terms_days: row.payment_terms_days,
  notes: row.notes,
  dunning_hold: row.dunning_hold ?? null,
  language: row.language ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The columns the smart endpoints find a client by, made from its name and legal name. */
export interface ClientNameKeys {
  match_key: string;
  sound_key: string;
  sound_words: string[];
  legal_form: string | null;
  legal_key: string;
  name_keys_revision: number;
}

/** A client's name keys as the current code makes them. */
export function clientNameKeys(name: string, legalName: string): ClientNameKeys {
  const normalized = normalizeName(name);
  return {
    match_key: normalized.key,
    sound_key: soundKey(normalized),
    sound_words: soundWords(normalized),
    legal_form: normalized.legalForm,
    legal_key: normalizeName(legalName).key,
    name_keys_revision: NAME_KEYS_REVISION,
  };
}

/** API fields → columns; only the fields present are returned, so a PATCH touches only what it names. */
export function clientToColumns(fields: ClientPatch): Partial<ClientRow> & Partial<ClientNameKeys> {
  const { address, dunning_hold: hold, ...flat } = fields;
  const columns: Partial<ClientRow> & Partial<ClientNameKeys> = { ...flat };
  // jsonb: written as JSON text, null lifts the hold.
  if (hold !== undefined) (columns as Record<string, unknown>).dunning_hold = hold === null ? null : JSON.stringify(hold);
  // The smart endpoints match on these; they follow the names they come from.
  if (fields.name !== undefined) {
    const name = normalizeName(fields.name);
    columns.match_key = name.key;
    columns.sound_key = soundKey(name);
    columns.sound_words = soundWords(name);
    columns.legal_form = name.legalForm;
  }
  if (fields.legal_name !== undefined) columns.legal_key = normalizeName(fields.legal_name).key;
  // Every key is made now only when both names are given (a creation): a rename leaves the other key as it was.
  if (fields.name !== undefined && fields.legal_name !== undefined) columns.name_keys_revision = NAME_KEYS_REVISION;
  if (address?.street !== undefined) columns.address_street = address.street;
  if (address?.city !== undefined) columns.address_city = address.city;
  if (address?.zip !== undefined) columns.address_zip = address.zip;
  if (address?.country !== undefined) columns.address_country = address.country;
  return columns;
}

/** What `?search=` reads of a client (indexed in this order by migration 0005). */
export const CLIENT_SEARCH_COLUMNS = ['name', 'legal_name', 'email', 'registration_no', 'vat_no', 'address_city'];
/** A client's columns as its row has them: its name keys (ClientNameKeys) are the smart endpoints' alone. */
const CLIENT_ROW_COLUMNS = [
  'id',
  'organization_id',
  'name',
  'legal_name',
  'registration_no',
  'vat_no',
  'email',
  'phone',
  'address_street',
  'address_city',
  'address_zip',
  'address_country',
  'currency',
  'payment_terms_days',
  'notes',
  'dunning_hold',
  'language',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof ClientRow>;

export const clientsTable = crudTable<ClientRow>({
  table: 'clients',
  listColumns: CLIENT_ROW_COLUMNS,
  searchColumns: CLIENT_SEARCH_COLUMNS.map((column) => `clients.${column}`),
  orderingColumns: { name: 'clients.name', created_at: 'clients.created_at', updated_at: 'clients.updated_at', id: 'clients.id' },
  defaultOrdering: '-id',
  filterColumns: { currency: 'currency', email: 'email', registration_no: 'registration_no', vat_no: 'vat_no' },
});

/** How many of the organization's clients have no e-mail, and the first of them by name: letters to them cannot go. */
export async function clientsWithoutEmail(db: Queryable, organizationId: number): Promise<{ count: number; example: string | null }> {
  const { rows } = await db.raw<{ rows: Array<{ count: string; example: string | null }> }>(
    `SELECT count(*)::text AS count, min(name) AS example FROM clients WHERE organization_id = ? AND btrim(email) = ''`,
    [organizationId],
  );
  return { count: Number(rows[0]?.count ?? 0), example: rows[0]?.example ?? null };
}

/** The ids of the organization's clients named so (case and surrounding spaces aside), at most two: one is the answer. */
export async function clientIdsByName(db: Queryable, organizationId: number, name: string): Promise<number[]> {
  const rows = (await db('clients')
    .where({ organization_id: organizationId })
    .whereRaw('lower(name) = lower(?)', [name.trim()])
    .orderBy('id')
    .limit(2)
    .select('id')) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}
