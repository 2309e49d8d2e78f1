/**
 * "Preview debt collection" on the invoice itself: what a debt-collection flow would do to this invoice over the
 * coming days, each reminder with the letter it would send, rendered on this invoice. The simulator writes nothing.
 * The invoice is this page's; the person picks a flow by its name and never sees an internal id.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import type { ApiError } from '../api/client.js';
import { flowsApi } from '../api/flows.js';
import { flowQueries } from '../api/queries.js';
import type { Invoice, Simulation } from '../api/types.js';
import type { OrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';

type Entry = Simulation['timeline'][number];

const WORDS: Record<string, string> = {
  hold: 'On hold',
  promise_broken: 'Promise to pay broken',
  waiting: 'Still waiting',
  ends: 'Ends',
};

export function InvoicePreview({ invoice, format }: { invoice: Invoice; format: OrgFormat }) {
  const flows = useQuery(flowQueries.list('debt_collection'));
  const blocks = useQuery(flowQueries.blocks('debt_collection'));
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const preview = useMutation<Simulation, ApiError, { flow: number; days: number }>({
    mutationFn: ({ flow, days }) => flowsApi.simulate(flow, invoice.id, days),
    onMutate: () => setSimulation(null),
    onSuccess: setSimulation,
  });
  const choices = [...(flows.data?.results ?? [])].sort((a, b) => Number(b.is_active) - Number(a.is_active));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    preview.mutate({ flow: Number(fields.get('flow')), days: Number(fields.get('days')) });
  };
  const label = (entry: Entry) => WORDS[entry.type] ?? blocks.data?.results.find((block) => block.type === entry.type)?.label ?? 'A step';

  return (
    <section className="panel" aria-label="Preview debt collection">
      <h2>Preview debt collection</h2>
      <p className="muted">
        What a debt-collection flow would do to invoice {invoice.number}, day by day, with the letters it would send. Holds, promises and
        reminders already sent count. Nothing is sent or changed.
      </p>
      <ProblemMessage error={flows.error} />
      {flows.data && choices.length === 0 ? (
        <p className="muted">
          There is no debt-collection flow yet. <Link href="/flows/new?mode=debt_collection">Draw one.</Link>
        </p>
      ) : (
        <form className="inline-form" onSubmit={submit} aria-label="Preview debt collection">
          <label>
            Flow
            <select name="flow" key={choices.length} defaultValue={choices[0]?.id}>
              {choices.map((flow) => (
                <option key={flow.id} value={flow.id}>
                  {flow.name}
                  {flow.is_active ? '' : ' (inactive)'}
                </option>
              ))}
            </select>
          </label>
          <label>
            Days ahead
            <input name="days" type="number" min={1} max={366} defaultValue={90} required />
          </label>
          <button type="submit" className="primary" disabled={preview.isPending || choices.length === 0}>
            {preview.isPending ? 'Previewing…' : 'Preview'}
          </button>
        </form>
      )}
      <ProblemMessage error={preview.error} />
      {simulation && (
        <ol className="timeline" aria-label="What would happen">
          {simulation.timeline.length === 0 && <li className="muted">Nothing happens to this invoice in these days.</li>}
          {simulation.timeline.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{format.day(entry.day)}</time> <strong>{label(entry)}</strong>{' '}
              <span className="effect">{effectWords(entry, invoice, format)}</span>
              <Letter entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The e-mail a reminder step would send, as the client would read it. */
function Letter({ entry }: { entry: Entry }) {
  const effect = (entry.effect ?? {}) as { email?: unknown };
  if (!effect.email) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return (
    <article className="letter" aria-label={`Letter: ${text(entry.params.subject)}`}>
      <p className="small">
        <span className="muted">To</span> {text(entry.params.to) || <em>nobody: the client has no e-mail address</em>}
      </p>
      <p className="small">
        <span className="muted">Subject</span> {text(entry.params.subject)}
      </p>
      <div className="letter-body">{text(entry.params.body) || <em className="muted">(no message)</em>}</div>
    </article>
  );
}

/** One line of what a step does, in words and the organization's formats. */
function effectWords(entry: Entry, invoice: Invoice, format: OrgFormat): string {
  const effect = (entry.effect ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  if (effect.already_done) return text(effect.note);
  if (typeof effect.error === 'string') return `would fail: ${effect.error}`;
  if (effect.email) return effect.dunning_level ? `level ${text(effect.dunning_level)}` : '';
  const item = effect.item as { description?: string; amount?: string } | undefined;
  if (item?.amount)
    return `adds ${format.money(item.amount, invoice.currency)} (${item.description ?? ''}); still owed ${format.money(text(effect.balance), invoice.currency)}`;
  if (entry.type === 'hold')
    return `${text(effect.reason)}${effect.until ? `, until ${format.day(text(effect.until))}` : ', until lifted'}`;
  if (entry.type === 'promise_broken') return `the client had promised to pay by ${format.day(text(effect.promised_pay_date))}`;
  if (entry.type === 'condition') return typeof entry.effect === 'string' ? (entry.effect === 'true' ? 'yes' : 'no') : '';
  if (entry.type === 'wait') return `until ${format.moment(text(effect.resume_at))}`;
  if (effect.in_collection) return 'handed to the collection agency';
  if (typeof effect.note === 'string') return effect.note;
  return '';
}
