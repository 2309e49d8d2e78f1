/**
 * Names and the other identity text of clients and employees are stored trimmed (platform/http/trim.ts): rows written
 * before keep the white space they were sent with (" Acme s.r.o. "), which an exact filter or an export then shows.
 * They are trimmed here as String.prototype.trim trims. No unique constraint holds these columns (only the ids are
 * unique), so trimming cannot make two rows collide; the duplicate-name rule compares name keys, which white space
 * around a name does not change. A trimmed row's name keys are made again by the application (name_keys_revision 0).
 * updated_at is left: nothing a person wrote changed.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

/** White space as JavaScript's trim() knows it: ASCII, line ends, no-break and typographic spaces, the BOM. */
const SPACE = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;
const trimmed = (column: string) => `regexp_replace(${column}, '^${SPACE}+|${SPACE}+$', '', 'g')`;

const CLIENT_COLUMNS = [
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
];
const EMPLOYEE_COLUMNS = ['name', 'email'];

async function trim(db: Knex, table: string, columns: readonly string[]): Promise<void> {
  const changed = columns.map((column) => `${column} <> ${trimmed(column)}`).join(' OR ');
  await db.raw(`
    UPDATE ${table}
       SET ${columns.map((column) => `${column} = ${trimmed(column)}`).join(', ')}, name_keys_revision = 0
     WHERE ${changed}`);
}

export async function up(db: Knex): Promise<void> {
  await trim(db, 'clients', CLIENT_COLUMNS);
  await trim(db, 'employees', EMPLOYEE_COLUMNS);
}

/** The white space trimmed away is not kept: nothing to put back. */
export async function down(): Promise<void> {}
