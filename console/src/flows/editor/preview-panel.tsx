/**
 * "Preview on an invoice": what this debt-collection flow would do to one
 * invoice over the coming days, as a timeline from the simulator. Nothing is
 * written; the saved version of the flow is what is previewed.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/client.js';
import { flowsApi } from '../../api/flows.js';
import type { Block, Simulation } from '../../api/types.js';
import { dayIn } from '../../ui/format.js';
import { ProblemMessage } from '../../ui/problem-message.js';
import { bringIntoView } from './narrow.js';

type Entry = Simulation['timeline'][number];

const WORDS: Record<string, string> = {
  hold: 'Held',
  promise_broken: 'Promise broken',
  waiting: 'Still waiting',
  ends: 'Ends',
};

/** One line of what a step does: the e-mail, the amount, the hold, the branch; days in the organization's `timeZone`. */
export function effectText(entry: Entry, timeZone: string): string {
  const effect = (entry.effect ?? {}) as Record<string, unknown>;
  if (effect.already_done) return String(effect.note);
  if (effect.error) return `fails: ${String(effect.error)}`;
  const email = effect.email as { to?: string; subject?: string } | undefined;
  if (email) return `e-mail to ${email.to ?? ''}: “${email.subject ?? ''}”`;
  const item = effect.item as { description?: string; amount?: string } | undefined;
  if (item) return `adds ${item.amount} (${item.description}); balance ${String(effect.balance)}`;
  if (entry.type === 'hold') return `${String(effect.reason)}${effect.until ? ` until ${String(effect.until)}` : ', until lifted'}`;
  if (entry.type === 'promise_broken') return `promised ${String(effect.promised_pay_date)}: INVOICE_PROMISE_BROKEN`;
  if (entry.type === 'condition') return `→ ${String(entry.effect)}`;
  if (entry.type === 'wait') return `until ${dayIn(String((effect as { resume_at?: string }).resume_at ?? ''), timeZone)}`;
  if (effect.in_collection) return 'marked for collection';
  if (effect.note) return String(effect.note);
  if (effect.completed) return 'completed';
  return '';
}

export function PreviewPanel({
  flowId,
  dirty,
  blocks,
  onClose,
}: {
  flowId: number | null;
  dirty: boolean;
  blocks: ReadonlyMap<string, Block>;
  onClose: () => void;
}) {
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const timeline = useRef<HTMLOListElement>(null);
  useEffect(() => bringIntoView(timeline.current), [simulation]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flowId === null) return;
    const fields = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      setSimulation(await flowsApi.simulate(flowId, Number(fields.get('invoice')), Number(fields.get('days'))));
    } catch (failure) {
      setError(failure as ApiError);
      setSimulation(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className="test-panel" aria-label="Preview on an invoice">
      <header>
        <h2>Preview on an invoice</h2>
        <button type="button" className="icon" aria-label="Close the preview" onClick={onClose}>
          ×
        </button>
      </header>
      <p className="muted small">
        What this flow would do to the invoice, day by day: holds, promises and levels already sent count. Nothing is sent or changed.
      </p>
      {dirty && <p className="warning small">The preview runs the saved flow; save to preview your changes.</p>}
      <form onSubmit={(event) => void submit(event)} className="preview-form">
        <label>
          Invoice id
          <input name="invoice" type="number" min={1} required />
        </label>
        <label>
          Days
          <input name="days" type="number" min={1} max={366} defaultValue={90} required />
        </label>
        <button type="submit" className="primary" disabled={busy || flowId === null}>
          {busy ? 'Previewing…' : 'Preview'}
        </button>
      </form>
      <ProblemMessage error={error} />
      {simulation && (
        <ol className="timeline" aria-label="Timeline" ref={timeline}>
          {simulation.timeline.length === 0 && <li className="muted">Nothing happens to this invoice in these days.</li>}
          {simulation.timeline.map((entry, index) => (
            <li key={index} className={`timeline-${entry.type.replace(/\W/g, '-')}`}>
              <time dateTime={entry.at} title={`${entry.at} (UTC); days as counted in ${simulation.time_zone}`}>
                {entry.day}
              </time>
              <strong>{WORDS[entry.type] ?? blocks.get(entry.type)?.label ?? entry.type}</strong>
              {entry.node_id && <span className="muted"> {entry.node_id}</span>}
              <span className="effect">{effectText(entry, simulation.time_zone)}</span>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
