import { type GraphError, validateGraph } from '@kontor/flow-engine';
import type { Deps } from '../deps.js';
import { inTransaction } from '../db/knex.js';
import type { CrudService } from '../http/crud-routes.js';
import { Problem, notFound } from '../http/problem.js';
import { generateSecret } from '../webhooks/signing.js';
import type { Flow, FlowCreate, FlowListQuery, FlowPatch } from './schemas.js';
import { type FlowRow, flowsTable, insertFlowVersion, rowToFlow } from './store.js';

/** 422 `invalid_graph`, every error naming its node and field. */
export function invalidGraph(errors: GraphError[]): Problem {
  const nodes = [...new Set(errors.map((error) => error.node).filter((node): node is string => node !== null))];
  return new Problem(422, 'invalid_graph', `The graph breaks ${errors.length} rule${errors.length === 1 ? '' : 's'}${nodes.length ? ` at ${nodes.map((node) => `"${node}"`).join(', ')}` : ''}.`, {
    extensions: {
      errors: errors.map((error) => ({
        field: `graph${error.node ? `.nodes[${error.node}]` : ''}${error.field ? `.${error.field}` : ''}`,
        node: error.node,
        code: error.code,
        message: error.message,
      })),
    },
  });
}

function checkGraph(graph: unknown, mode: Flow['mode']): void {
  const errors = validateGraph(graph, mode);
  if (errors.length > 0) throw invalidGraph(errors);
}

export function flowService({ db }: Pick<Deps, 'db'>): CrudService<Flow, FlowCreate, FlowPatch, FlowListQuery> & { row(organizationId: number, id: number): Promise<FlowRow> } {
  const row = async (organizationId: number, id: number) => {
    const found = await flowsTable.find(db, organizationId, id);
    if (!found) throw notFound('The flow');
    return found;
  };
  const update = (organizationId: number, id: number, patch: FlowPatch) =>
    inTransaction(db, async (trx) => {
      const current = await flowsTable.find(trx, organizationId, id, { forUpdate: true });
      if (!current) throw notFound('The flow');
      const mode = patch.mode ?? current.mode;
      const graph = patch.graph ?? current.graph;
      // A mode change re-checks the old graph against the new editor's blocks.
      if (patch.graph !== undefined || patch.mode !== undefined) checkGraph(graph, mode);
      const changesGraph = patch.graph !== undefined || patch.mode !== undefined;
      const updated = await flowsTable.update(trx, organizationId, id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.is_active !== undefined ? { is_active: patch.is_active } : {}),
        ...(changesGraph ? { mode, graph: JSON.stringify(graph), version: current.version + 1 } : {}),
      });
      if (changesGraph) await insertFlowVersion(trx, updated!);
      return rowToFlow(updated!);
    });
  return {
    row,
    async list(organizationId, query) {
      const result = await flowsTable.list(db, organizationId, query);
      return { count: result.count, rows: result.rows.map(rowToFlow) };
    },
    get: async (organizationId, id) => rowToFlow(await row(organizationId, id)),
    async create(organizationId, input) {
      checkGraph(input.graph, input.mode);
      return inTransaction(db, async (trx) => {
        const created = await flowsTable.insert(trx, organizationId, {
          name: input.name,
          mode: input.mode,
          graph: JSON.stringify(input.graph),
          is_active: input.is_active ?? false,
          signing_secret: generateSecret(),
        });
        await insertFlowVersion(trx, created);
        return rowToFlow(created);
      });
    },
    replace: (organizationId, id, input) => update(organizationId, id, { name: input.name, mode: input.mode, graph: input.graph, is_active: input.is_active ?? false }),
    update,
    async remove(organizationId, id) {
      if (!(await flowsTable.remove(db, organizationId, id))) throw notFound('The flow');
    },
  };
}
