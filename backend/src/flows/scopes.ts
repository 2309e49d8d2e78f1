/**
 * What a flow's actions may change, and with whose scopes. A live test run
 * acts with the scopes of the credential that asked for it; an active flow
 * with the scopes granted by whoever last saved it (graph, mode or
 * activation), stored with the flow. An action beyond them fails its run.
 */
import type { ActionPort } from '@kontor/flow-engine';
import { type Scope, hasScope } from '../platform/principal.js';

/** The scope each action needs on top of `flows:write`; actions not listed change nothing in Kontor. */
export const ACTION_SCOPES: Readonly<Record<string, Scope>> = {
  create_task: 'tasks:write',
  update_invoice_status: 'invoices:write',
  add_late_fee: 'invoices:write',
  mark_for_collection: 'invoices:write',
  // It posts the run's data to any address, as a webhook does.
  send_to_platform: 'webhooks:write',
};

/** The scopes a graph's actions need that `scopes` does not grant, sorted. */
export function missingScopes(graph: { nodes: ReadonlyArray<{ type: string }> }, scopes: readonly string[]): Scope[] {
  const needed = new Set(graph.nodes.flatMap((node) => (ACTION_SCOPES[node.type] ? [ACTION_SCOPES[node.type]!] : [])));
  return [...needed].filter((scope) => !hasScope({ scopes }, scope)).sort();
}

/** The port, refusing any action whose scope `scopes` lacks. */
export function scopedActions(port: ActionPort, scopes: readonly string[]): ActionPort {
  return {
    async run(request) {
      const needed = ACTION_SCOPES[request.type];
      if (needed && !hasScope({ scopes }, needed)) {
        throw new Error(`${request.type} needs the scope "${needed}", which this run was not granted`);
      }
      return port.run(request);
    },
  };
}
