/**
 * Where a block added by a click in the palette goes. Under the block it most
 * likely follows, a little to the right, so that the line drawn between them
 * is seen; under a block with several outputs (a condition's true and false),
 * fanned out, one place under each output. Never on another block, nor across
 * a line already drawn: a place taken moves on to the right. Blocks already
 * placed are never moved.
 */
import type { Edge } from '@xyflow/react';
import type { CanvasNode } from './graph.js';

interface Point {
  x: number;
  y: number;
}

interface Box extends Point {
  width: number;
  height: number;
}

/** A block's size before the canvas has measured it: .block-node's width in styles.css, a short block's height. */
const WIDTH = 200;
const HEIGHT = 90;
/** Between a block and the next one down: room for the line, its arrow and a branch's label. */
const GAP_Y = 70;
/** Between blocks side by side. */
const GAP_X = 40;
/** How far right of the block above a single next block goes: a slanted line is one no block hides. */
const SLANT_X = 60;
/** Room kept around a block, and around a line, when looking for a free place. */
const MARGIN = 16;
const MAX_TRIES = 30;

/**
 * The top left corner for a new block that follows `anchor`. `outputsOf` names a block's outputs (`main`, or `true`
 * and `false`), which sit evenly along its bottom edge.
 */
export function placeAfter(
  anchor: CanvasNode,
  nodes: readonly CanvasNode[],
  edges: readonly Edge[],
  outputsOf: (node: CanvasNode) => readonly string[],
): Point {
  const from = boxOf(anchor);
  const outputs = outputsOf(anchor);
  const y = from.y + from.height + GAP_Y;
  const center = from.x + from.width / 2;
  // One place per output, centred on the anchor: a condition's true goes left below it, false right.
  const places =
    outputs.length > 1
      ? outputs.map((output, index) => ({
          output,
          x: center + (index - (outputs.length - 1) / 2) * (WIDTH + GAP_X) - WIDTH / 2,
        }))
      : [{ output: outputs[0] ?? 'main', x: from.x + SLANT_X }];
  const lines = edges.flatMap((edge) => lineOf(edge, nodes, outputsOf) ?? []);
  const free = (output: string, x: number) => {
    const box = { x, y, width: WIDTH, height: HEIGHT };
    const start = handlePoint(anchor, output, outputs);
    const own = { start, end: { x: x + WIDTH / 2, y } };
    return (
      nodes.every((node) => !overlaps(grow(boxOf(node), MARGIN), box)) &&
      lines.every((line) => !crosses(line, grow(box, MARGIN))) &&
      // The new block's own line, once drawn, must not run under another block either.
      nodes.every((node) => node.id === anchor.id || !crosses(own, boxOf(node)))
    );
  };
  for (const place of places) if (free(place.output, place.x)) return { x: place.x, y };
  // Every place taken: further right, from the last one, until one is free.
  const last = places[places.length - 1]!;
  for (let step = 1; step <= MAX_TRIES; step++) {
    const x = last.x + step * (WIDTH + GAP_X);
    if (free(last.output, x)) return { x, y };
  }
  return { x: last.x + (MAX_TRIES + 1) * (WIDTH + GAP_X), y };
}

function boxOf(node: CanvasNode): Box {
  return { ...node.position, width: node.measured?.width ?? WIDTH, height: node.measured?.height ?? HEIGHT };
}

const grow = (box: Box, by: number): Box => ({ x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by });

const overlaps = (one: Box, other: Box) =>
  one.x < other.x + other.width && other.x < one.x + one.width && one.y < other.y + other.height && other.y < one.y + one.height;

/** Where an output's handle is: evenly along the bottom edge, as block-node.tsx puts them. */
function handlePoint(node: CanvasNode, output: string, outputs: readonly string[]): Point {
  const box = boxOf(node);
  const index = Math.max(0, outputs.indexOf(output));
  return { x: box.x + (box.width * (index + 1)) / (outputs.length + 1), y: box.y + box.height };
}

interface Line {
  start: Point;
  end: Point;
}

/** A connection as the straight line between its ends (the canvas draws a curve close to it). */
function lineOf(edge: Edge, nodes: readonly CanvasNode[], outputsOf: (node: CanvasNode) => readonly string[]): Line | null {
  const source = nodes.find((node) => node.id === edge.source);
  const target = nodes.find((node) => node.id === edge.target);
  if (!source || !target) return null;
  const end = boxOf(target);
  return { start: handlePoint(source, edge.sourceHandle ?? 'main', outputsOf(source)), end: { x: end.x + end.width / 2, y: end.y } };
}

/** Whether a line runs through a box: tried at points a few pixels apart, which is all a block's size needs. */
function crosses({ start, end }: Line, box: Box): boolean {
  const steps = Math.max(1, Math.ceil(Math.hypot(end.x - start.x, end.y - start.y) / 8));
  for (let step = 1; step < steps; step++) {
    const x = start.x + ((end.x - start.x) * step) / steps;
    const y = start.y + ((end.y - start.y) * step) / steps;
    if (x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height) return true;
  }
  return false;
}
