/**
 * A saved graph is valid: it has a trigger; every node is reached from a
 * trigger; only triggers lack an incoming connection and triggers have
 * none; no connection is repeated and no node is reached by more than
 * MAX_PATHS_TO_NODE paths; there is no cycle; every block belongs to the flow's mode and its
 * params pass its schema; every template is within TEMPLATE_LIMITS, all of
 * them together within FLOW_TEMPLATE_LIMITS, and compiles. Every error is answered
 * at once, each naming its node.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { blockOf } from '../blocks/index.js';
import { writtenDateProblem, writtenNumberProblem } from '../execute/logic.js';
import { GRAPH_SCHEMA } from '../schema.js';
import { type TemplateError, compileTemplate, isTemplate, stringsIn } from '../template/index.js';
import { FLOW_TEMPLATE_LIMITS, limitProblem, shapeOf } from '../template/limits.js';
import type { BlockDefinition, Graph, GraphError, Mode } from '../types.js';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateShape = ajv.compile(GRAPH_SCHEMA);
const paramValidators = new Map<BlockDefinition, ValidateFunction>();

function paramsValidator(block: BlockDefinition): ValidateFunction {
  let validate = paramValidators.get(block);
  if (!validate) {
    validate = ajv.compile(block.params);
    paramValidators.set(block, validate);
  }
  return validate;
}

const pointerToField = (pointer: string) => pointer.split('/').slice(1).join('.');

/** Template strings one flow may hold, in all its nodes' params together. */
export const MAX_TEMPLATES = 1000;

/** Templates are checked first, so that a template standing in for a number or an id does not fail the schema twice. */
function templatedFields(params: Record<string, unknown>): Set<string> {
  return new Set([...stringsIn(params)].filter(([, value]) => isTemplate(value)).map(([path]) => path));
}

export function validateGraph(graph: unknown, mode: Mode, { literals = false }: { literals?: boolean } = {}): GraphError[] {
  if (!validateShape(graph)) {
    return (validateShape.errors ?? []).map((error) => ({
      node: null,
      field: pointerToField(error.instancePath) || null,
      code: 'invalid_graph',
      message: `${pointerToField(error.instancePath) || 'graph'} ${error.message}`,
    }));
  }
  const { nodes, connections } = graph as Graph;
  const errors: GraphError[] = [];
  const fail = (node: string | null, code: string, message: string, field: string | null = null) =>
    errors.push({ node, field, code, message });
  const byId = new Map<string, Graph['nodes'][number]>();
  for (const node of nodes) {
    if (byId.has(node.id)) fail(node.id, 'duplicate_node', `Node id "${node.id}" is used twice.`);
    byId.set(node.id, node);
  }

  const blocks = new Map<string, BlockDefinition>();
  let templates = 0;
  const total = { chars: 0, exprChars: 0, tags: 0 };
  for (const node of nodes) {
    const block = blockOf(mode, node.type);
    if (!block) {
      const other = blockOf(mode === 'automation' ? 'debt_collection' : 'automation', node.type);
      fail(
        node.id,
        'unknown_block',
        other
          ? `"${node.type}" belongs to the ${mode === 'automation' ? 'debt collection' : 'automation'} editor, not this one.`
          : `"${node.type}" is not a block.`,
        'type',
      );
      continue;
    }
    blocks.set(node.id, block);
    const templated = templatedFields(node.params);
    for (const [path, value] of stringsIn(node.params)) {
      if (!isTemplate(value)) continue;
      // Each template is compiled when the flow is saved and when it runs: 50,000 in one payload held the process
      // (every organization's requests) for 13 s at each.
      if (++templates > MAX_TEMPLATES) {
        fail(
          node.id,
          'too_many_templates',
          `A flow holds at most ${MAX_TEMPLATES} templates; this node brings it past that.`,
          `params.${path}`,
        );
        break;
      }
      // Measured before Handlebars parses it (template/limits.ts): parsing grows far faster than the template, and a
      // payload string of 96 KB nesting 6,000 blocks held the process for 39 s.
      const shape = shapeOf(value);
      const problem = limitProblem(shape);
      if (problem !== null) {
        fail(node.id, 'invalid_template', `The template in ${path} ${problem}.`, `params.${path}`);
        continue;
      }
      total.chars += shape.chars;
      total.exprChars += shape.exprChars;
      total.tags += shape.tags;
      const past =
        total.chars > FLOW_TEMPLATE_LIMITS.chars
          ? `${FLOW_TEMPLATE_LIMITS.chars} characters`
          : total.exprChars > FLOW_TEMPLATE_LIMITS.exprChars
            ? `${FLOW_TEMPLATE_LIMITS.exprChars} characters within {{…}}`
            : total.tags > FLOW_TEMPLATE_LIMITS.tags
              ? `${FLOW_TEMPLATE_LIMITS.tags} {{…}} expressions`
              : null;
      if (past !== null) {
        fail(
          node.id,
          'templates_too_large',
          `A flow's templates hold at most ${past} together; the one in ${path} brings them past that.`,
          `params.${path}`,
        );
        break;
      }
      try {
        compileTemplate(value);
      } catch (error) {
        fail(
          node.id,
          'invalid_template',
          `The template in ${path} does not compile: ${(error as TemplateError).message}`,
          `params.${path}`,
        );
      }
    }
    // A condition's number written with separators ("1,000") or date not written YYYY-MM-DD ("2026-2-1") compared as
    // text: refused when saved, not only when run.
    // Only where the order is read: equals compares text as written (a phone number "777 123 456", a version "1.2.3").
    // Only when saved (`literals`): a flow stored before a rule was added still compiles and runs.
    if (literals && block.type === 'condition' && ['greater', 'less'].includes(String(node.params.operator)))
      for (const field of ['value', 'compare_to']) {
        const literal = node.params[field];
        const problem =
          typeof literal === 'string' && !templated.has(field) ? (writtenNumberProblem(literal) ?? writtenDateProblem(literal)) : null;
        if (problem) fail(node.id, 'invalid_params', `${field}: ${problem}.`, `params.${field}`);
      }
    const validate = paramsValidator(block);
    if (!validate(node.params)) {
      for (const error of validate.errors ?? []) {
        const field = pointerToField(error.instancePath) || String(error.params.missingProperty ?? error.params.additionalProperty ?? '');
        if (templated.has(field) && error.keyword !== 'required') continue;
        fail(node.id, 'invalid_params', paramMessage(field, error, block), `params.${field}`);
      }
    }
  }

  const incoming = new Map<string, number>(nodes.map((node) => [node.id, 0]));
  const outgoing = new Map<string, string[]>(nodes.map((node) => [node.id, []]));
  const seen = new Set<string>();
  for (const [index, connection] of connections.entries()) {
    const key = JSON.stringify([connection.from, connection.to, connection.output]);
    if (seen.has(key)) {
      fail(
        connection.from,
        'duplicate_connection',
        `Connection ${index} repeats another (${connection.from} → ${connection.to} on "${connection.output}"); each would run "${connection.to}" again.`,
        `connections[${index}]`,
      );
      continue;
    }
    seen.add(key);
    const from = byId.get(connection.from);
    const to = byId.get(connection.to);
    if (!from)
      fail(null, 'unknown_node', `Connection ${index} starts at "${connection.from}", which is not a node.`, `connections[${index}].from`);
    if (!to) fail(null, 'unknown_node', `Connection ${index} ends at "${connection.to}", which is not a node.`, `connections[${index}].to`);
    if (!from || !to) continue;
    const block = blocks.get(from.id);
    if (block && !block.outputs.includes(connection.output))
      fail(
        from.id,
        'unknown_output',
        `"${from.type}" has no output "${connection.output}"; it has ${block.outputs.join(', ')}.`,
        `connections[${index}].output`,
      );
    incoming.set(to.id, (incoming.get(to.id) ?? 0) + 1);
    outgoing.get(from.id)!.push(to.id);
  }

  const triggers = nodes.filter((node) => blocks.get(node.id)?.kind === 'trigger');
  // A trigger of the other editor (the mode was switched) is on the canvas: "has none" read as wrong.
  const otherMode = mode === 'automation' ? 'debt_collection' : 'automation';
  const foreign = nodes.find((node) => !blocks.has(node.id) && blockOf(otherMode, node.type)?.kind === 'trigger');
  if (triggers.length === 0)
    fail(
      null,
      'no_trigger',
      foreign
        ? `A flow starts with a trigger of its own editor; "${foreign.type}" (${foreign.id}) belongs to the ${otherMode === 'automation' ? 'automation' : 'debt collection'} editor.`
        : 'A flow starts with a trigger; this graph has none.',
    );
  for (const node of nodes) {
    const isTrigger = blocks.get(node.id)?.kind === 'trigger';
    if (isTrigger && (incoming.get(node.id) ?? 0) > 0)
      fail(node.id, 'trigger_has_input', 'A trigger starts the flow; nothing may lead into it.');
    if (!isTrigger && blocks.has(node.id) && (incoming.get(node.id) ?? 0) === 0)
      fail(node.id, 'no_input', 'Nothing leads into this node; connect it below a trigger or another node.');
  }

  const reached = new Set<string>();
  const stack = triggers.map((node) => node.id);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...(outgoing.get(id) ?? []));
  }
  for (const node of nodes) {
    if (!reached.has(node.id) && (incoming.get(node.id) ?? 0) > 0) fail(node.id, 'unreachable', 'No trigger leads to this node.');
  }

  const cyclic = cycleNodes(
    nodes.map((node) => node.id),
    outgoing,
  );
  for (const node of cyclic) fail(node, 'cycle', 'This node is part of a cycle; flows run forward only.');
  if (cyclic.length === 0) {
    for (const [node, paths] of pathCounts(
      nodes.map((node) => node.id),
      triggers.map((node) => node.id),
      outgoing,
    )) {
      if (paths > MAX_PATHS_TO_NODE)
        fail(
          node,
          'too_many_paths',
          `More than ${MAX_PATHS_TO_NODE} paths lead here from the trigger, and the node runs once per path; join fewer branches.`,
        );
    }
  }
  return errors;
}

/** Branches that join run the rest once per path: 99 × 99 joins would run a node 9,801 times in one run. */
export const MAX_PATHS_TO_NODE = 32;

/** How many paths lead from the triggers to each node (capped just past the limit), in topological order. */
function pathCounts(ids: string[], triggers: string[], outgoing: Map<string, string[]>): Map<string, number> {
  const indegree = new Map(ids.map((id) => [id, 0]));
  for (const targets of outgoing.values()) for (const target of targets) indegree.set(target, (indegree.get(target) ?? 0) + 1);
  const paths = new Map(ids.map((id) => [id, triggers.includes(id) ? 1 : 0]));
  const queue = ids.filter((id) => indegree.get(id) === 0);
  while (queue.length > 0) {
    const id = queue.shift()!;
    // A condition takes one of its outputs per run, so `true` and `false` into the same node count once.
    for (const target of new Set(outgoing.get(id) ?? []))
      paths.set(target, Math.min(MAX_PATHS_TO_NODE + 1, paths.get(target)! + paths.get(id)!));
    for (const target of outgoing.get(id) ?? []) {
      indegree.set(target, indegree.get(target)! - 1);
      if (indegree.get(target) === 0) queue.push(target);
    }
  }
  return paths;
}

/** Nodes on a cycle (Kahn's algorithm: what cannot be ordered). */
function cycleNodes(ids: string[], outgoing: Map<string, string[]>): string[] {
  const indegree = new Map(ids.map((id) => [id, 0]));
  for (const targets of outgoing.values()) for (const target of targets) indegree.set(target, (indegree.get(target) ?? 0) + 1);
  const queue = ids.filter((id) => indegree.get(id) === 0);
  const ordered = new Set<string>();
  while (queue.length > 0) {
    const id = queue.shift()!;
    ordered.add(id);
    for (const target of outgoing.get(id) ?? []) {
      indegree.set(target, indegree.get(target)! - 1);
      if (indegree.get(target) === 0) queue.push(target);
    }
  }
  return ids.filter((id) => !ordered.has(id));
}

/** Said of the param itself ("to is required"), as the editor shows it on the block. */
function paramMessage(field: string, error: { keyword: string; message?: string }, block: BlockDefinition): string {
  if (error.keyword === 'required') return `${field} is required`;
  if (error.keyword === 'additionalProperties') return `${field} is not a parameter of this block`;
  // A pattern says nothing to a person ("must match pattern ^\d{1,10}…"); the field's own description says how to write it.
  const described = (block.params as { properties?: Record<string, { description?: string }> }).properties?.[field]?.description;
  if (error.keyword === 'pattern' && described) return `${field} is not written as this field takes it: ${described}`;
  return `${field || 'params'} ${error.message ?? 'is invalid'}`;
}
