import { Handle, type NodeProps, Position, useUpdateNodeInternals } from '@xyflow/react';
import { memo, useEffect } from 'react';
import type { Block, JsonSchema } from '../../api/types.js';
import { useEditor } from './editor-context.js';
import { type CanvasNode, INPUT_HANDLE } from './graph.js';

/**
 * A block on the canvas: its input at the top (triggers have none), one
 * output per port at the bottom (a condition's `true` and `false`), the
 * server's errors and the test run's step on it.
 */
export const BlockNode = memo(function BlockNode({ id, data, selected }: NodeProps<CanvasNode>) {
  const { blocks, errors, warnings, trace, currentNode, openParams } = useEditor();
  const block = blocks.get(data.blockType);
  const nodeErrors = errors.get(id) ?? [];
  const nodeWarnings = warnings.get(id) ?? [];
  const step = trace.get(id);
  const outputs = block?.outputs ?? ['main'];
  // A saved flow's blocks are drawn before the block list says a condition has `true` and `false` outputs: the canvas
  // is told when a block's outputs change, or it never draws the connections from the handles that came later.
  const updateNodeInternals = useUpdateNodeInternals();
  const outputNames = outputs.join(' ');
  useEffect(() => updateNodeInternals(id), [id, outputNames, updateNodeInternals]);
  const classes = [
    'block-node',
    block?.kind ?? 'unknown',
    selected ? 'selected' : '',
    nodeErrors.length ? 'has-errors' : '',
    nodeWarnings.length ? 'has-warnings' : '',
    step ? (step.entry.error ? 'ran-failed' : 'ran') : '',
    currentNode === id ? 'current' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} data-node-id={id} data-testid={`node-${id}`} title="Double-click to edit the parameters">
      {block?.kind !== 'trigger' && <Handle type="target" position={Position.Top} id={INPUT_HANDLE} />}
      <div className="block-kind">{block?.kind ?? 'not a block of this mode'}</div>
      <div className="block-label">{block?.label ?? data.blockType}</div>
      <ParamSummary params={data.params} block={block} />
      {step && (
        <div className={`block-step ${step.entry.error ? 'bad' : 'ok'}`}>
          step {step.step + 1}
          {step.entry.output && step.entry.output !== 'main' ? ` → ${step.entry.output}` : ''}
          {step.entry.error ? `: ${step.entry.error}` : ''}
        </div>
      )}
      {nodeErrors.length > 0 && (
        <ul className="block-errors" role="alert" aria-label={`Errors on ${id}`}>
          {nodeErrors.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
      {nodeWarnings.length > 0 && (
        <ul className="block-warnings" aria-label={`Warnings on ${id}`}>
          {nodeWarnings.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
      <button type="button" className="block-edit nodrag" aria-label={`Edit ${id}`} onClick={() => openParams(id)}>
        ✎
      </button>
      <div className={`block-outputs count-${outputs.length}`}>
        {outputs.map((output, index) => (
          <Handle
            key={output}
            type="source"
            position={Position.Bottom}
            id={output}
            className={`output-${output}`}
            style={outputs.length > 1 ? { left: `${((index + 1) * 100) / (outputs.length + 1)}%` } : undefined}
          >
            {outputs.length > 1 && <span className="handle-label">{output}</span>}
          </Handle>
        ))}
      </div>
    </div>
  );
});

/**
 * The first parameters set, in the order the block's schema lists them (the most telling first: a reminder's level,
 * address and subject); the stored order is no guide, the database keeps an object's keys in an order of its own.
 */
function ParamSummary({ params, block }: { params: Record<string, unknown>; block: Block | undefined }) {
  const listed = Object.keys((block?.params as JsonSchema | undefined)?.properties ?? {});
  // Names the schema does not list (a block changed since) come last.
  const rank = (name: string) => {
    const index = listed.indexOf(name);
    return index === -1 ? listed.length : index;
  };
  const entries = Object.entries(params)
    .filter(([, value]) => value !== '' && value !== undefined && value !== null)
    .sort(([one], [other]) => rank(one) - rank(other) || one.localeCompare(other));
  if (entries.length === 0) return null;
  return (
    <dl className="block-params">
      {entries.slice(0, 3).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
