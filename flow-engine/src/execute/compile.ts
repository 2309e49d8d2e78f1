/**
 * A flow made ready to run: validated once, every template compiled once,
 * connections indexed by node and output. Runs of the same flow version
 * share it.
 */
import { blockOf } from '../blocks/index.js';
import { type CompiledTemplate, compileTemplate, isTemplate, stringsIn } from '../template/index.js';
import type { BlockDefinition, Graph, GraphError, GraphNode, Mode } from '../types.js';
import { validateGraph } from '../validate/index.js';

export interface CompiledNode {
  node: GraphNode;
  block: BlockDefinition;
  templates: ReadonlyMap<string, CompiledTemplate>;
}

export interface CompiledFlow {
  mode: Mode;
  nodes: ReadonlyMap<string, CompiledNode>;
  /** `${node}:${output}` → the nodes it leads to, in the graph's order. */
  next: ReadonlyMap<string, readonly string[]>;
  triggers: readonly CompiledNode[];
}

export class InvalidFlowError extends Error {
  constructor(readonly errors: GraphError[]) {
    super(`The flow is not valid: ${errors.map((error) => (error.node ? `${error.node}: ${error.message}` : error.message)).join('; ')}`);
    this.name = 'InvalidFlowError';
  }
}

export function compileFlow(graph: Graph, mode: Mode): CompiledFlow {
  const errors = validateGraph(graph, mode);
  if (errors.length > 0) throw new InvalidFlowError(errors);
  const nodes = new Map<string, CompiledNode>();
  for (const node of graph.nodes) {
    const templates = new Map<string, CompiledTemplate>();
    for (const [, value] of stringsIn(node.params))
      if (isTemplate(value) && !templates.has(value)) templates.set(value, compileTemplate(value));
    nodes.set(node.id, { node, block: blockOf(mode, node.type)!, templates });
  }
  const next = new Map<string, string[]>();
  for (const connection of graph.connections) {
    const key = `${connection.from}:${connection.output}`;
    next.set(key, [...(next.get(key) ?? []), connection.to]);
  }
  return { mode, nodes, next, triggers: [...nodes.values()].filter((compiled) => compiled.block.kind === 'trigger') };
}
