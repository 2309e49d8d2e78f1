/**
 * What a flow's actions may change, and with whose scopes. A live test run
 * acts with the scopes of the credential that asked for it; an active flow
 * with the scopes granted by whoever last saved it (graph, mode or
 * activation), stored with the flow. An action beyond them fails its run.
 */
import { blocksOf } from '@kontor/flow-engine';
import { resourcesOfEvent } from '../../platform/events/resources.js';
import { hasScope } from '../../platform/principal.js';
/** The scope each action needs on top of `flows:write`; actions not listed change nothing in Kontor. */
const ACTION_SCOPES = {
    create_task: 'tasks:write',
    update_invoice_status: 'invoices:write',
    add_late_fee: 'invoices:write',
    // Interest is an item on the invoice, as a fee is: a key without invoices:write had added "sneaky interest".
    add_interest: 'invoices:write',
    mark_for_collection: 'invoices:write',
    // It posts the run's data to any address, as a webhook does.
    send_to_platform: 'webhooks:write',
};
/** The scope an action needs: its block's, and `invoices:write` for a reminder that moves the invoice's due date. */
export function actionScope(node) {
    const extendsDueDate = node.params?.extend_due_days !== undefined && node.params.extend_due_days !== '';
    return node.type === 'send_reminder' && extendsDueDate ? 'invoices:write' : ACTION_SCOPES[node.type];
}
/** Each trigger's event, both editors' (`trigger.invoice_created` → `INVOICE_CREATED`). */
const TRIGGER_EVENTS = new Map([...blocksOf('automation'), ...blocksOf('debt_collection')].flatMap((block) => (block.event ? [[block.type, block.event]] : [])));
/** Events whose run's context also holds the client (flows/context.ts). */
const WITH_CLIENT = new Set(['invoices', 'tasks', 'time_entries']);
/**
 * What a trigger's runs read: its event's data, and the client of an invoice, task or time entry. A run hands that
 * context to its actions (a platform call posts it whole), so saving an active flow needs those scopes too: a key
 * without `invoices:read` had sent every new invoice elsewhere through a flow.
 */
function triggerReads(type) {
    const event = TRIGGER_EVENTS.get(type);
    if (!event)
        return [];
    const resources = new Set(resourcesOfEvent(event));
    if ([...resources].some((resource) => WITH_CLIENT.has(resource)))
        resources.add('clients');
    return [...resources].map((resource) => `${resource}:read`);
}
/**
 * What a live test run's own context makes it read: a run reads its invoice and client afresh after each action
 * (flows/context.ts freshRecords), so naming an invoice's id read that invoice, and its client, for any caller.
 */
export function contextReads(context) {
    const reads = [];
    if (context.invoice !== undefined)
        reads.push('invoices:read', 'clients:read');
    if (context.client !== undefined)
        reads.push('clients:read');
    return reads;
}
/** The scopes a graph's triggers and actions (and `also`) need that `scopes` does not grant, sorted. */
export function missingScopes(graph, scopes, also = []) {
    const needed = new Set([
        ...also,
        ...graph.nodes.flatMap((node) => [...[actionScope(node)].filter((scope) => scope !== undefined), ...triggerReads(node.type)]),
    ]);
    return [...needed].filter((scope) => !hasScope({ scopes }, scope)).sort();
}
/** The port, refusing any action whose scope `scopes` lacks. */
export function scopedActions(port, scopes) {
    return {
        async run(request) {
            const needed = actionScope(request);
            if (needed && !hasScope({ scopes }, needed)) {
                throw new Error(`${request.type} needs the scope "${needed}", which this run was not granted`);
            }
            return port.run(request);
        },
    };
}
//# sourceMappingURL=scopes.js.map