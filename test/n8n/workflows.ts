/** Building n8n workflow JSON for the end-to-end tests: Kontor nodes in a chain, as a user would wire them. */

export const CREDENTIAL_ID = 'kontorCredential';

export type Step = [name: string, parameters: Record<string, unknown>, options?: { credential?: string; continueOnFail?: boolean }];

/** A picker filled "By ID", from a value or an expression. */
export const byId = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });

/** The ID another node answered with, as an expression (`path` inside its output, e.g. `task.id`). */
export const idOf = (node: string, path = 'id') => `={{ $('${node}').first().json.${path} }}`;

/** A manual trigger, then each step in turn: each Kontor node runs once on the item before it. */
export function chain(id: string, name: string, steps: Step[], typeVersion = 2, tail: Record<string, unknown>[] = []) {
  const nodes: Record<string, unknown>[] = [
    { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    ...steps.map(([stepName, parameters, options], index) => ({
      id: `step${index}`,
      name: stepName,
      type: 'n8n-nodes-kontor.kontor',
      typeVersion,
      position: [200 * (index + 1), 0],
      parameters,
      credentials: { kontorApi: { id: options?.credential ?? CREDENTIAL_ID, name: options?.credential ?? 'Kontor' } },
      ...(options?.continueOnFail ? { onError: 'continueRegularOutput' } : {}),
    })),
    ...tail.map((node, index) => ({ ...node, position: [200 * (steps.length + index + 1), 0] })),
  ];
  const names = nodes.map((node) => node.name as string);
  const connections = Object.fromEntries(
    names.slice(0, -1).map((from, index) => [from, { main: [[{ node: names[index + 1], type: 'main', index: 0 }]] }]),
  );
  return { id, name, active: false, settings: {}, nodes, connections };
}

/** An HTTP Request node posting `{{ body }}` (an expression over the earlier nodes) to a receiver. */
export const report = (url: string, body: string) => ({
  id: 'report',
  name: 'Report',
  type: 'n8n-nodes-base.httpRequest',
  typeVersion: 4.2,
  parameters: { method: 'POST', url, sendBody: true, specifyBody: 'json', jsonBody: `={{ JSON.stringify(${body}) }}` },
});
