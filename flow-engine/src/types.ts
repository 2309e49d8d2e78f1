import type { LetterFormat } from './template/letters.js';
/**
 * The flow engine's words.
 *
 * - flow: a graph that a mode's editor draws and Kontor runs when its trigger fires.
 * - mode: the editor a flow belongs to (`automation` or `debt_collection`); each has its own blocks.
 * - block: a kind of node (`trigger`, `action` or `logic`), with a JSON Schema of its params and its outputs.
 * - node: one block placed in a graph, with its params (strings may be Handlebars templates).
 * - connection: from a node's output (`main`, or `true`/`false` from a condition) to another node.
 * - context: what a run knows: the event's data (`invoice`, `client`, ...), `vars` set on the way, and `steps` (each action's output by node id).
 * - action port: what runs actions for real (e-mail, HTTP, database); the backend implements it, the engine only calls it.
 * - run: one execution; it completes, fails, or waits (a `wait` node), answering the state to resume from.
 * - trace: per node, what it got, its rendered params, its output or error, and how long it took (values cut to a preview, entries capped).
 * - budget: what one render (iterations, output, time) and one run (steps, rendered characters, render time, across waits) may spend.
 */
export type Mode = 'automation' | 'debt_collection';
export type BlockKind = 'trigger' | 'action' | 'logic';

export interface Position {
  x: number;
  y: number;
}

export interface GraphNode {
  id: string;
  type: string;
  params: Record<string, unknown>;
  position: Position;
}

export interface Connection {
  from: string;
  to: string;
  output: string;
}

export interface Graph {
  nodes: GraphNode[];
  connections: Connection[];
}

export interface BlockDefinition {
  type: string;
  kind: BlockKind;
  label: string;
  description: string;
  outputs: readonly string[];
  /** JSON Schema of the node's params. */
  params: Record<string, unknown>;
  /** For triggers: the event that starts the flow. */
  event?: string;
  /** Text params also rendered as HTML for the action (an e-mail's HTML part), handed over in ActionRequest.html. */
  html_params?: readonly string[];
}

export type Context = Record<string, unknown>;

export interface GraphError {
  /** The node at fault, when there is one. */
  node: string | null;
  field: string | null;
  code: string;
  message: string;
}

export interface TraceEntry {
  node: string;
  type: string;
  started_at: string;
  duration_ms: number;
  params: Record<string, unknown>;
  output: string | null;
  result: unknown;
  error: string | null;
  warnings: string[];
}

/** What a run has used of its budget so far (execute/budget.ts), carried across waits. */
export interface RunSpent {
  steps: number;
  rendered_chars: number;
  render_ms: number;
}

/** Where a waiting run picks up again: the nodes still to run, in order, what the run knew, and what it spent. */
export interface RunState {
  pending: string[];
  context: Context;
  resume_at: string;
  /** Absent in states stored before budgets: counted from zero. */
  spent?: RunSpent;
}

export type RunStatus = 'completed' | 'failed' | 'waiting';

export interface RunResult {
  status: RunStatus;
  trace: TraceEntry[];
  context: Context;
  /** When waiting; when failed, where a retry continues (the failed step, then what was still pending). */
  state: RunState | null;
  error: string | null;
}

/** An action the engine asks the host to run. */
export interface ActionRequest {
  node: string;
  type: string;
  params: Record<string, unknown>;
  context: Context;
  /** The HTML forms of the block's `html_params`, rendered in the letter's format. */
  html?: Record<string, string>;
  /** How this step's letters are written (RunOptions.format), for an action that writes one of its own. */
  letter?: LetterFormat;
}

export interface ActionPort {
  run(request: ActionRequest): Promise<unknown>;
}
