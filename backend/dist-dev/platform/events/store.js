import { NO_CAUSE } from './cause.js';
/** The channel notified when events commit, so fan-out does not wait for its poll. */
export const EVENTS_CHANNEL = 'kontor_events';
export async function insertEvents(db, organizationId, events, cause = NO_CAUSE) {
    await db('events').insert(events.map(([type, data]) => ({
        organization_id: organizationId,
        type,
        data: JSON.stringify(data),
        causal_depth: cause.depth,
        caused_by_flows: [...cause.flows],
        cause_origin: cause.origin,
    })));
}
export async function findEvent(db, id) {
    return db('events').where({ id }).first();
}
//# sourceMappingURL=store.js.map