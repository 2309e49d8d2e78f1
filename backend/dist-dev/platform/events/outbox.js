import { currentCause } from './cause.js';
import { EVENTS_CHANNEL, insertEvents } from './store.js';
export async function recordEvent(trx, organizationId, ...event) {
    await recordEvents(trx, organizationId, [event]);
}
export async function recordEvents(trx, organizationId, events) {
    if (events.length === 0)
        return;
    // A flow run's actions record events under its cause (cause.ts): the loop guard reads it.
    await insertEvents(trx, organizationId, events, currentCause());
    // Postgres sends it at commit, once per transaction however often it is asked.
    await trx.raw('SELECT pg_notify(?, ?)', [EVENTS_CHANNEL, '']);
}
//# sourceMappingURL=outbox.js.map