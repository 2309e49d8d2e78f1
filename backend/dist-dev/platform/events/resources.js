/**
 * Whose data an event carries, by its type: what a credential must be able to
 * read to receive it (a webhook subscription) or to see it (an audit entry
 * of a delivery). `*` stands for every event.
 */
import { SCOPE_RESOURCES } from '../principal.js';
const BY_PREFIX = [
    ['INVOICE_', ['invoices']],
    ['CLIENT_', ['clients']],
    ['TASK_', ['tasks']],
    ['TIME_ENTRY_', ['time_entries']],
    ['FLOW_', ['flows']],
    ['PING', []],
];
export function resourcesOfEvent(type) {
    if (type === '*')
        return [...new Set(BY_PREFIX.flatMap(([, resources]) => resources))];
    return BY_PREFIX.find(([prefix]) => type.startsWith(prefix))?.[1] ?? SCOPE_RESOURCES;
}
//# sourceMappingURL=resources.js.map