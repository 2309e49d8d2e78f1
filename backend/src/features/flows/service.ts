import { type GraphError, validateGraph } from '@kontor/flow-engine';
import { mapRows } from '../../platform/db/list.js';
import type { Deps } from '../../app/deps.js';
import { inTransaction } from '../../platform/db/knex.js';
import type { ReadService } from '../../platform/resource/routes.js';
import { Problem, conflict, notFound, permissionDenied } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { secretBoxFor } from '../../platform/lib/secret-box.js';
import { generateSecret } from '../../platform/outbound/signing.js';
import type { Flow, FlowCreate, FlowListQuery, FlowPatch, FlowRun, FlowWithSecret, RunListQuery } from './schemas.js';
import type { PrivateTargets } from '../../platform/outbound/ssrf.js';
import { savedUrlProblem } from '../../platform/outbound/urls.js';
import { missingScopes } from './scopes.js';
import { saveWarnings } from './warnings.js';
import { TURNED_OFF, cancelWaitingRunsOf, findRun, flowsTable, insertFlowVersion, listRuns, rowToFlow, rowToRun } from './store.js';

/** Where the rules are broken, for the summary: the nodes named, and the graph as a whole when some name none. */
function graphDetail(errors: GraphError[], nodes: string[]): string {
  const whole = errors.filter((error) => error.node === null).length;
  const at = nodes.map((node) => `"${node}"`).join(', ');
  if (nodes.length === 0) return '';
  return whole > 0 ? ` at ${at}, and ${whole} in the graph as a whole` : ` at ${at}`;
}

/** 422 `invalid_graph`, every error naming its node and field. */
export function invalidGraph(errors: GraphError[]): Problem {
  const nodes = [...new Set(errors.map((error) => error.node).filter((node): node is string => node !== null))];
  return new Problem(
    422,
    'invalid_graph',
    `The graph breaks ${errors.length} rule${errors.length === 1 ? '' : 's'}${graphDetail(errors, nodes)}.`,
    {
      extensions: {
        errors: errors.map((error) => ({
          field: `graph${error.node ? `.nodes[${error.node}]` : ''}${error.field ? `.${error.field}` : ''}`,
          node: error.node,
          code: error.code,
          message: error.message,
        })),
      },
    },
  );
}

/**
 * A literal platform URL that does not parse ("http://a%00b/" passes the block's pattern), holds a user name or
 * password, or points at an address the run would refuse (a private one, unless the operator allows it): refused
 * as for webhooks, rather than failing every live run while test runs (simulated) pass. A template is checked when
 * it runs.
 */
function urlErrors(graph: Flow['graph'], allowPrivate: PrivateTargets): GraphError[] {
  return graph.nodes.flatMap((node) => {
    const url = node.type === 'send_to_platform' ? node.params.url : undefined;
    if (typeof url !== 'string' || url.includes('{{')) return [];
    const problem = savedUrlProblem(url, allowPrivate);
    return problem ? [{ node: node.id, field: 'params.url', ...problem }] : [];
  });
}

function checkGraph(graph: Flow['graph'], mode: Flow['mode'], allowPrivate: PrivateTargets): void {
  // Literals that would be compared wrongly are refused when a flow is saved (a stored one still runs).
  const errors = validateGraph(graph, mode, { literals: true });
  if (errors.length === 0) errors.push(...urlErrors(graph, allowPrivate));
  if (errors.length > 0) throw invalidGraph(errors);
}

/** Who saves a flow: its actions will run with these scopes. */
export type Saver = Pick<Principal, 'scopes'>;

/** An active flow acts with its saver's scopes, so the saver must hold every scope its triggers and actions need. */
function checkGrant(graph: Flow['graph'], active: boolean, saver: Saver): void {
  const missing = missingScopes(graph, saver.scopes);
  if (active && missing.length > 0) {
    throw permissionDenied(
      `This flow needs ${missing.map((scope) => `"${scope}"`).join(', ')} (to read what its triggers carry and to do what its actions do), which this credential lacks; an active flow acts with the scopes of whoever saves it.`,
    );
  }
}

export function flowService({ db, config, clock }: Pick<Deps, 'db' | 'config' | 'clock'>) {
  const box = () => secretBoxFor(config);
  const row = async (organizationId: number, id: number) => {
    const found = await flowsTable.find(db, organizationId, id);
    if (!found) throw notFound('The flow');
    return found;
  };
  const update = (organizationId: number, id: number, patch: FlowPatch, saver: Saver) =>
    inTransaction(db, async (trx) => {
      const current = await flowsTable.find(trx, organizationId, id, { forUpdate: true });
      if (!current) throw notFound('The flow');
      if (patch.version !== undefined && patch.version !== current.version)
        throw conflict(
          `This flow has been saved as version ${current.version} since version ${patch.version}, which this change was made on; load it again and make the change there.`,
          'version_conflict',
        );
      const mode = patch.mode ?? current.mode;
      const graph = patch.graph ?? current.graph;
      const active = patch.is_active ?? current.is_active;
      // A mode change re-checks the old graph against the new editor's blocks.
      if (patch.graph !== undefined || patch.mode !== undefined) checkGraph(graph, mode, config.webhookAllowPrivate);
      const changesGraph = patch.graph !== undefined || patch.mode !== undefined;
      // Renaming keeps the grant; changing what the flow does, or switching it on, is granted anew by this saver.
      const regrants = changesGraph || patch.is_active !== undefined;
      if (regrants) checkGrant(graph, active, saver);
      const updated = await flowsTable.update(trx, organizationId, id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.is_active !== undefined ? { is_active: patch.is_active } : {}),
        ...(changesGraph ? { mode, graph: JSON.stringify(graph), version: current.version + 1 } : {}),
        ...(regrants ? { granted_scopes: [...saver.scopes] } : {}),
      });
      if (changesGraph) await insertFlowVersion(trx, updated!);
      // Turned off, a flow does nothing more: its waiting runs (reminders, fees still to come) end with it.
      if (current.is_active && patch.is_active === false) await cancelWaitingRunsOf(trx, id, clock.now(), TURNED_OFF);
      return { ...rowToFlow(updated!), warnings: await saveWarnings(trx, organizationId, graph) };
    });
  return {
    row,
    async list(organizationId: number, query: FlowListQuery) {
      const result = await flowsTable.list(db, organizationId, query);
      return mapRows(result, rowToFlow);
    },
    get: async (organizationId: number, id: number) => rowToFlow(await row(organizationId, id)),
    /** Answers the signing secret, once. */
    async create(organizationId: number, input: FlowCreate, saver: Saver): Promise<FlowWithSecret> {
      checkGraph(input.graph, input.mode, config.webhookAllowPrivate);
      checkGrant(input.graph, input.is_active ?? false, saver);
      const secret = generateSecret();
      return inTransaction(db, async (trx) => {
        const created = await flowsTable.insert(trx, organizationId, {
          name: input.name,
          mode: input.mode,
          graph: JSON.stringify(input.graph),
          is_active: input.is_active ?? false,
          signing_secret: box().seal(secret),
          granted_scopes: [...saver.scopes],
        });
        // Version 1 is kept like every later one: runs finish on the version they started with.
        await insertFlowVersion(trx, created);
        return { ...rowToFlow(created), signing_secret: secret, warnings: await saveWarnings(trx, organizationId, input.graph) };
      });
    },
    replace: (organizationId: number, id: number, input: FlowCreate, saver: Saver) =>
      update(organizationId, id, { name: input.name, mode: input.mode, graph: input.graph, is_active: input.is_active ?? false }, saver),
    update,
    /** A new signing secret, answered once; the old one stops signing at once. */
    async rotateSecret(organizationId: number, id: number): Promise<FlowWithSecret> {
      const secret = generateSecret();
      const updated = await flowsTable.update(db, organizationId, id, { signing_secret: box().seal(secret) });
      if (!updated) throw notFound('The flow');
      return { ...rowToFlow(updated), signing_secret: secret };
    },
    async remove(organizationId: number, id: number) {
      if (!(await flowsTable.remove(db, organizationId, id))) throw notFound('The flow');
    },
  };
}

/** The runs of a flow (test runs included), newest first, each with its trace. */
export function runService({ db }: Pick<Deps, 'db'>): ReadService<FlowRun, RunListQuery> {
  return {
    async list(organizationId, query, caller) {
      const flowId = caller?.parentId;
      if (flowId === undefined || !(await flowsTable.find(db, organizationId, flowId))) throw notFound('The flow');
      const result = await listRuns(db, organizationId, flowId, query);
      return mapRows(result, rowToRun);
    },
    async get(organizationId, id) {
      const run = await findRun(db, organizationId, id);
      if (!run) throw notFound('The run');
      return rowToRun(run);
    },
  };
}
