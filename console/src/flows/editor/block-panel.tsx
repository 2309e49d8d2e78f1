import type { DragEvent } from 'react';
import type { Block } from '../../api/types.js';

export const BLOCK_MIME = 'application/x-kontor-block';

const GROUPS: ReadonlyArray<{ kind: Block['kind']; title: string }> = [
  { kind: 'trigger', title: 'Triggers' },
  { kind: 'action', title: 'Actions' },
  { kind: 'logic', title: 'Logic' },
];

/** The blocks of the editor's mode: drag one onto the canvas, or click (or press Enter) to add it in view. */
export function BlockPanel({ blocks, onAdd }: { blocks: readonly Block[]; onAdd: (block: Block) => void }) {
  const startDrag = (event: DragEvent<HTMLElement>, block: Block) => {
    event.dataTransfer.setData(BLOCK_MIME, block.type);
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <aside className="block-panel" aria-label="Blocks">
      {GROUPS.map(({ kind, title }) => {
        const group = blocks.filter((block) => block.kind === kind);
        if (group.length === 0) return null;
        return (
          <section key={kind}>
            <h2>{title}</h2>
            <ul>
              {group.map((block) => (
                <li key={block.type}>
                  <button
                    type="button"
                    draggable
                    className={`palette-block ${kind}`}
                    data-block-type={block.type}
                    title={block.description}
                    onDragStart={(event) => startDrag(event, block)}
                    onClick={() => onAdd(block)}
                  >
                    {block.label}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </aside>
  );
}
