import { createContext, useContext } from 'react';
import type { Block, TraceEntry } from '../../api/types.js';

/** What every block on the canvas reads besides its own data. */
export interface EditorState {
  blocks: ReadonlyMap<string, Block>;
  /** The server's validation messages, by node id. */
  errors: ReadonlyMap<string, string[]>;
  /** What the last save warned of, by node id. */
  warnings: ReadonlyMap<string, string[]>;
  /** The test run's trace, by node id, with each entry's position in the run. */
  trace: ReadonlyMap<string, { step: number; entry: TraceEntry }>;
  /** The trace step being shown, if any. */
  currentNode: string | null;
  openParams: (nodeId: string) => void;
}

export const EditorContext = createContext<EditorState>({
  blocks: new Map(),
  errors: new Map(),
  warnings: new Map(),
  trace: new Map(),
  currentNode: null,
  openParams: () => undefined,
});

export const useEditor = () => useContext(EditorContext);
