/**
 * Kontor's graph (`nodes` with `params`, `connections` from an `output`) and
 * the canvas's (xyflow nodes and edges) are the same thing in two shapes.
 */
import type { Edge, Node } from '@xyflow/react';
import type { Graph } from '../../api/types.js';

export interface BlockNodeData extends Record<string, unknown> {
  /** The block type, e.g. `send_email`. */
  blockType: string;
  params: Record<string, unknown>;
}

export type CanvasNode = Node<BlockNodeData, 'block'>;

export const INPUT_HANDLE = 'in';

export function toCanvas(graph: Graph): { nodes: CanvasNode[]; edges: Edge[] } {
  return {
    nodes: graph.nodes.map((node) => ({
      id: node.id,
      type: 'block',
      position: node.position,
      data: { blockType: node.type, params: node.params },
    })),
    edges: graph.connections.map((connection) => edgeOf(connection.from, connection.output, connection.to)),
  };
}

export function fromCanvas(nodes: readonly CanvasNode[], edges: readonly Edge[]): Graph {
  return {
    nodes: nodes.map((node) => ({
      id: node.id,
      type: node.data.blockType,
      params: node.data.params,
      position: { x: Math.round(node.position.x), y: Math.round(node.position.y) },
    })),
    connections: edges.map((edge) => ({ from: edge.source, to: edge.target, output: edge.sourceHandle ?? 'main' })),
  };
}

export function edgeOf(from: string, output: string, to: string): Edge {
  return {
    id: `${from}:${output}->${to}`,
    source: from,
    sourceHandle: output,
    target: to,
    targetHandle: INPUT_HANDLE,
    // One of several outputs: drawn by BranchEdge, its label near the block it leads to.
    ...(output === 'main' ? {} : { type: 'branch', label: output }),
  };
}

/** `send_email_2`: the block's last name part and the first free number; ids stay readable in errors and traces. */
export function newNodeId(blockType: string, taken: readonly CanvasNode[]): string {
  const base = (blockType.split('.').pop() ?? 'node').replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 56);
  const used = new Set(taken.map((node) => node.id));
  for (let number = 1; ; number++) if (!used.has(`${base}_${number}`)) return `${base}_${number}`;
}
