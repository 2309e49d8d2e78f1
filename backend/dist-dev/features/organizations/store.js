export const rowToOrganization = (row) => ({ id: row.id, name: row.name, created_at: row.created_at.toISOString() });
export async function insertOrganization(db, name) {
    const [row] = await db('organizations').insert({ name }).returning('*');
    return row;
}
export async function findOrganization(db, id) {
    return db('organizations').where({ id }).first();
}
export async function countOrganizations(db) {
    const row = (await db('organizations').count({ count: '*' }).first());
    return Number(row?.count ?? 0);
}
/** Every organization with its owners' e-mails, oldest first. */
export async function listOrganizations(db) {
    const { rows } = await db.raw(`
    SELECT o.id, o.name, o.created_at,
           array(SELECT u.email FROM users u WHERE u.organization_id = o.id AND u.role = 'owner' ORDER BY u.id)::text[] AS owners
      FROM organizations o
     ORDER BY o.id`);
    return rows;
}
const SETTINGS_COLUMNS = ['id', 'name', 'number_locale', 'date_order', 'default_currency', 'time_zone', 'currency_mismatch'];
export async function findSettings(db, id) {
    return (await db('organizations').where({ id }).first(SETTINGS_COLUMNS));
}
export async function updateSettings(db, id, values) {
    const [row] = await db('organizations').where({ id }).update(values).returning(SETTINGS_COLUMNS);
    return row;
}
/** The organization's time zone (IANA), UTC when it has none set or does not exist. */
export async function timeZoneOf(db, id) {
    const row = (await db('organizations').where({ id }).first('time_zone'));
    return row?.time_zone ?? 'UTC';
}
/** Every time zone some organization is in. */
export async function timeZonesInUse(db) {
    const rows = (await db('organizations').distinct('time_zone'));
    return rows.map((row) => row.time_zone);
}
//# sourceMappingURL=store.js.map