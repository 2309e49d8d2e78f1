/**
 * A connection from one of several outputs (a condition's `true` or `false`): its label sits near the block it
 * leads to. At the line's middle, xyflow's default, the label of a short line lay on the output's own label under
 * the handle; nearer the far end it names the branch where the line arrives.
 */
import { BaseEdge, EdgeLabelRenderer, type EdgeProps, getBezierPath } from '@xyflow/react';

/** How far along the line the label sits, from the output (0) to the block it leads to (1). */
const LABEL_AT = 0.72;

export function BranchEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  markerEnd,
  style,
  label,
  interactionWidth,
}: EdgeProps) {
  const [path] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const at = pointOnLine(sourceX, sourceY, targetX, targetY, LABEL_AT);
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={style} interactionWidth={interactionWidth} />
      {label !== undefined && (
        <EdgeLabelRenderer>
          <div
            className={`edge-label output-${String(label)}`}
            data-edge={id}
            style={{ transform: `translate(-50%, -50%) translate(${at.x}px, ${at.y}px)` }}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

/**
 * The point at `t` on the curve getBezierPath draws from an output at the bottom of a block to an input at the top of
 * another: control points straight below the one and above the other, by xyflow's offset (half the height between
 * them, or 25 × curvature × √distance when the line goes back up).
 */
function pointOnLine(sourceX: number, sourceY: number, targetX: number, targetY: number, t: number): { x: number; y: number } {
  const down = targetY - sourceY;
  const offset = down >= 0 ? 0.5 * down : 0.25 * 25 * Math.sqrt(-down);
  const points = [
    { x: sourceX, y: sourceY },
    { x: sourceX, y: sourceY + offset },
    { x: targetX, y: targetY - offset },
    { x: targetX, y: targetY },
  ];
  const weights = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3];
  return {
    x: points.reduce((sum, point, index) => sum + point.x * weights[index]!, 0),
    y: points.reduce((sum, point, index) => sum + point.y * weights[index]!, 0),
  };
}
