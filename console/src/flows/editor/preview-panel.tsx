/**
 * "Preview on an invoice": what this debt-collection flow would do to one
 * invoice over the coming days, as a timeline from the simulator. Nothing is
 * written; the saved version of the flow is what is previewed. The invoice is
 * named by its number, as people know it; the API's search finds its id.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.js';
import { flowsApi } from '../../api/flows.js';
import type { InvoiceSummary } from '../../api/invoices.js';
import { invoiceQueries } from '../../api/queries.js';
import type { Block, Simulation } from '../../api/types.js';
import { dayIn } from '../../ui/format.js';
import { useOrgFormat } from '../../ui/org-format.js';
import { ProblemMessage } from '../../ui/problem-message.js';
import { bringIntoView } from './narrow.js';

type Entry = Simulation['timeline'][number];

const WORDS: Record<string, string> = {
  hold: 'Held',
  promise_broken: 'Promise broken',
  waiting: 'Still waiting',
  ends: 'Ends',
};

/**
 * One line of what a step does: the e-mail, the amount, the hold, the branch; days in the organization's `timeZone`,
 * written as `day` writes them (the organization's date order).
 */
function effectText(entry: Entry, timeZone: string, day: (date: string) => string): string {
  const effect = (entry.effect ?? {}) as Record<string, unknown>;
  if (effect.already_done) return String(effect.note);
  if (effect.error) return `fails: ${String(effect.error)}`;
  const email = effect.email as { to?: string; subject?: string } | undefined;
  if (email) return `e-mail to ${email.to ?? ''}: “${email.subject ?? ''}”`;
  const item = effect.item as { description?: string; amount?: string } | undefined;
  if (item) return `adds ${item.amount} (${item.description}); balance ${String(effect.balance)}`;
  if (entry.type === 'hold') return `${String(effect.reason)}${effect.until ? ` until ${day(String(effect.until))}` : ', until lifted'}`;
  if (entry.type === 'promise_broken') return `promised ${day(String(effect.promised_pay_date))}: INVOICE_PROMISE_BROKEN`;
  if (entry.type === 'condition') return `→ ${String(entry.effect)}`;
  if (entry.type === 'wait') return `until ${day(dayIn(String((effect as { resume_at?: string }).resume_at ?? ''), timeZone))}`;
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
  // The last timeline stays in sight while the next is asked for; a refusal takes it away.
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const timeline = useRef<HTMLOListElement>(null);
  const format = useOrgFormat();
  useEffect(() => bringIntoView(timeline.current), [simulation]);
  const queryClient = useQueryClient();
  // A simulation writes nothing, but is asked for by a button with what was typed: a mutation, never retried or cached.
  const preview = useMutation({
    mutationFn: async ({ flow, number, days }: { flow: number; number: string; days: number }) =>
      flowsApi.simulate(flow, (await invoiceNumbered(queryClient, number)).id, days),
    onSuccess: setSimulation,
    onError: () => setSimulation(null),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flowId === null) return;
    const fields = new FormData(event.currentTarget);
    preview.mutate({ flow: flowId, number: String(fields.get('invoice') ?? ''), days: Number(fields.get('days')) });
  };
  const busy = preview.isPending;

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
      <form onSubmit={submit} className="preview-form">
        {/* Not `required`: an empty number is said below, in words, rather than by the browser's tooltip alone. */}
        <label>
          Invoice number
          <input
            name="invoice"
            className="invoice-number"
            placeholder="2026-0005"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={INVOICE_REFUSALS.has(preview.error?.problem.code ?? '')}
          />
        </label>
        <label>
          Days
          <input name="days" type="number" min={1} max={366} defaultValue={90} required />
        </label>
        <button type="submit" className="primary" disabled={busy || flowId === null}>
          {busy ? 'Previewing…' : 'Preview'}
        </button>
      </form>
      <ProblemMessage error={preview.error} />
      {simulation && (
        <ol className="timeline" aria-label="Timeline" ref={timeline}>
          {simulation.timeline.length === 0 && <li className="muted">Nothing happens to this invoice in these days.</li>}
          {simulation.timeline.map((entry, index) => (
            <li key={index} className={`timeline-${entry.type.replace(/\W/g, '-')}`}>
              <time dateTime={entry.at} title={`${entry.at} (UTC); days as counted in ${simulation.time_zone}`}>
                {format.day(entry.day)}
              </time>
              <strong>{WORDS[entry.type] ?? blocks.get(entry.type)?.label ?? entry.type}</strong>
              {entry.node_id && <span className="muted"> {entry.node_id}</span>}
              <span className="effect">{effectText(entry, simulation.time_zone, format.day)}</span>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

/** The console's own refusals of the number typed, shown like the API's. */
const MISSING = 'invoice_number_missing';
const NOT_FOUND = 'invoice_not_found';
const INVOICE_REFUSALS: ReadonlySet<string> = new Set([MISSING, NOT_FOUND]);

function refusal(code: string, detail: string): ApiError {
  return new ApiError({ type: 'about:blank', title: detail, status: 0, code, detail });
}

/**
 * The invoice with exactly this number (case aside): the API's search also finds numbers that contain it and clients
 * whose name does, so its answer is sifted here.
 */
async function invoiceNumbered(queryClient: QueryClient, typed: string): Promise<InvoiceSummary> {
  const number = typed.trim();
  if (number === '') throw refusal(MISSING, 'Type the number of the invoice to preview, such as 2026-0005.');
  const found = await queryClient.fetchQuery(invoiceQueries.search(number));
  const invoice = found.results.find((candidate) => candidate.number.toLowerCase() === number.toLowerCase());
  if (!invoice) throw refusal(NOT_FOUND, `No invoice is numbered “${number}”. Type its number as the invoice shows it, such as 2026-0005.`);
  return invoice;
}
