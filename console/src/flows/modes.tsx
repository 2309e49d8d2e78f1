import type { Mode } from '../api/types.js';

export const MODES: ReadonlyArray<{ mode: Mode; label: string }> = [
  { mode: 'automation', label: 'Automation' },
  { mode: 'debt_collection', label: 'Debt collection' },
];

export const isMode = (value: string | null | undefined): value is Mode => MODES.some((entry) => entry.mode === value);

/** The switch at the top of the flows list and the editor. */
export function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  return (
    <div className="segmented" role="tablist" aria-label="Editor mode">
      {MODES.map((entry) => (
        <button key={entry.mode} type="button" role="tab" aria-selected={entry.mode === mode} onClick={() => onChange(entry.mode)}>
          {entry.label}
        </button>
      ))}
    </div>
  );
}
