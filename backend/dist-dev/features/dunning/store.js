export async function findHoldRow(db, organizationId, invoiceId) {
    return db('invoices')
        .join('clients', 'clients.id', 'invoices.client_id')
        .where({ 'invoices.organization_id': organizationId, 'invoices.id': invoiceId })
        .first('invoices.id', 'invoices.organization_id', 'invoices.status', 'invoices.due_date', 'invoices.currency', 'invoices.total', 'invoices.amount_paid', 'invoices.dunning_hold', 'invoices.promised_pay_date', 'invoices.client_id', 'clients.dunning_hold as client_hold');
}
/**
 * Books one level's reminder, fee or interest; false when it was booked
 * before. The unique key decides: a second transaction booking the same
 * level waits here until the first ends, then finds it done.
 */
export async function bookLevel(trx, booking) {
    const rows = (await trx('dunning_bookings')
        .insert({ ...booking, detail: JSON.stringify(booking.detail) })
        .onConflict(['invoice_id', 'level', 'kind'])
        .ignore()
        .returning('id'));
    return rows.length > 0;
}
export async function bookingsOf(db, invoiceId) {
    return db('dunning_bookings')
        .where({ invoice_id: invoiceId })
        .orderBy('id')
        .select('level', 'kind', 'amount', db.raw(`CASE WHEN kind = 'interest' THEN detail ->> 'to' END AS interest_to`));
}
export async function highestReminderLevel(db, invoiceId) {
    const row = (await db('dunning_bookings').where({ invoice_id: invoiceId, kind: 'reminder' }).max({ level: 'level' }).first());
    return row?.level ?? null;
}
export async function interestSettings(db, organizationId) {
    return db('organizations')
        .where({ id: organizationId })
        .first('reference_interest_rate', 'interest_surcharge');
}
export async function updateInterestSettings(db, organizationId, settings) {
    const [row] = await db('organizations')
        .where({ id: organizationId })
        .update(settings)
        .returning(['reference_interest_rate', 'interest_surcharge']);
    return row;
}
/**
 * Ends promises that passed unpaid (the promised date is before their organization's today; `todays` holds today per
 * time zone), answering the invoices; each once.
 */
export async function takeBrokenPromises(trx, todays, limit, invoiceId) {
    const result = await trx.raw(`WITH broken AS (
       SELECT i.id, i.promised_pay_date FROM invoices i JOIN organizations o ON o.id = i.organization_id
        WHERE i.promised_pay_date < (?::jsonb ->> o.time_zone)::date AND i.status IN ('sent', 'overdue') AND i.total > i.amount_paid
          ${invoiceId === undefined ? '' : 'AND i.id = ?::bigint'}
        ORDER BY i.id LIMIT ?::integer FOR UPDATE OF i SKIP LOCKED)
     UPDATE invoices SET promised_pay_date = NULL, updated_at = now() FROM broken
      WHERE invoices.id = broken.id
     RETURNING invoices.organization_id, invoices.id, broken.promised_pay_date::text AS promised_pay_date`, invoiceId === undefined ? [JSON.stringify(todays), limit] : [JSON.stringify(todays), invoiceId, limit]);
    return result.rows;
}
/** A flow's live runs for one invoice, by trigger: what the simulator continues (waiting) or knows already ran. */
export async function liveRunsFor(db, flowId, invoiceId) {
    return db('flow_runs')
        .where({ flow_id: flowId, test: false })
        .whereRaw(`(context -> 'invoice' ->> 'id')::bigint = ?`, [invoiceId])
        .orderBy('id')
        .select('trigger_node', 'status', 'state', 'flow_version');
}
/** The graph of one kept version of a flow (flow_versions), for a run that waits on it. */
export async function flowGraphAt(db, flowId, version) {
    return db('flow_versions').where({ flow_id: flowId, version }).first('mode', 'graph');
}
//# sourceMappingURL=store.js.map