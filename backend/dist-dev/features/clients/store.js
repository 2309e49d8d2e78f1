import { crudTable } from '../../platform/resource/table.js';
import { normalizeName, soundKey, soundWords } from '../smart/normalize.js';
export const rowToClient = (row) => ({
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
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
});
/** API fields → columns; only the fields present are returned, so a PATCH touches only what it names. */
export function clientToColumns(fields) {
    const { address, dunning_hold: hold, ...flat } = fields;
    const columns = { ...flat };
    // jsonb: written as JSON text, null lifts the hold.
    if (hold !== undefined)
        columns.dunning_hold = hold === null ? null : JSON.stringify(hold);
    // The smart endpoints match on these; they follow the names they come from.
    if (fields.name !== undefined) {
        const name = normalizeName(fields.name);
        columns.match_key = name.key;
        columns.sound_key = soundKey(name);
        columns.sound_words = soundWords(name);
        columns.legal_form = name.legalForm;
    }
    if (fields.legal_name !== undefined)
        columns.legal_key = normalizeName(fields.legal_name).key;
    if (address?.street !== undefined)
        columns.address_street = address.street;
    if (address?.city !== undefined)
        columns.address_city = address.city;
    if (address?.zip !== undefined)
        columns.address_zip = address.zip;
    if (address?.country !== undefined)
        columns.address_country = address.country;
    return columns;
}
/** What `?search=` reads of a client (indexed in this order by migration 0005). */
export const CLIENT_SEARCH_COLUMNS = ['name', 'legal_name', 'email', 'registration_no', 'vat_no', 'address_city'];
/** Debt-collection runs held back for this client's invoices look again now: a changed hold takes effect at the next sweep. */
export async function wakeHeldRuns(db, organizationId, clientId, now) {
    return db('flow_runs')
        .where({ organization_id: organizationId, status: 'waiting' })
        .whereRaw(`(state ->> 'held')::boolean IS TRUE`)
        .whereRaw(`(context -> 'invoice' ->> 'client_id')::bigint = ?`, [clientId])
        .update({ resume_at: now, updated_at: db.fn.now() });
}
export const clientsTable = crudTable({
    table: 'clients',
    searchColumns: CLIENT_SEARCH_COLUMNS.map((column) => `clients.${column}`),
    orderingColumns: { name: 'clients.name', created_at: 'clients.created_at', updated_at: 'clients.updated_at', id: 'clients.id' },
    defaultOrdering: '-id',
    filterColumns: { currency: 'currency', email: 'email', registration_no: 'registration_no', vat_no: 'vat_no' },
});
//# sourceMappingURL=store.js.map