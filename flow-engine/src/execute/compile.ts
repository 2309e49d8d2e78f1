/**
 * A flow made ready to run: validated once, every template compiled once,
 * connections indexed by node and output. Runs of the same flow version
 * share it.
 */
import { blockOf } from '../blocks/index.js';
import { type CompiledTemplate, compileTemplate, isTemplate, stringsIn } from '../template/index.js';
import type { BlockDefinition, Graph, GraphError, GraphNode, Mode } from '../types.js';
import { validateGraph } from '../validate/index.js';
import type { EventLoopSlices } from './slices.js';

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
  const steps = compiling(graph, mode);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** compileFlow in slices of the event loop: a flow of hundreds of templated nodes takes a core for tens of ms. */
export async function compileFlowInSlices(graph: Graph, mode: Mode, slices: EventLoopSlices): Promise<CompiledFlow> {
  const steps = compiling(graph, mode);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await slices.pause();
  }
}

/** The compilation, node by node: it stops after each step, where the caller may let other work in. */
function* compiling(graph: Graph, mode: Mode): Generator<void, CompiledFlow> {
  // The templates first, a node at a time: compiled ones are kept (compileTemplate), so that validating the graph,
  // which compiles every template, does not do it all in one step. One that does not compile is told by validation.
  for (const node of Array.isArray(graph.nodes) ? graph.nodes : []) {
    for (const [, value] of stringsIn((node as { params?: unknown } | null)?.params))
      if (isTemplate(value))
        try {
          compileTemplate(value);
        } catch {
          // validateGraph names it, with its node and field.
        }
    yield;
  }
  const errors = validateGraph(graph, mode);
  if (errors.length > 0) throw new InvalidFlowError(errors);
  yield;
  const nodes = new Map<string, CompiledNode>();
  for (const node of graph.nodes) {
    const templates = new Map<string, CompiledTemplate>();
    for (const [, value] of stringsIn(node.params))
      if (isTemplate(value) && !templates.has(value)) templates.set(value, compileTemplate(value));
    nodes.set(node.id, { node, block: blockOf(mode, node.type)!, templates });
    yield;
  }
  const next = new Map<string, string[]>();
  for (const connection of graph.connections) {
    const key = `${connection.from}:${connection.output}`;
    next.set(key, [...(next.get(key) ?? []), connection.to]);
  }
  return { mode, nodes, next, triggers: [...nodes.values()].filter((compiled) => compiled.block.kind === 'trigger') };
}
