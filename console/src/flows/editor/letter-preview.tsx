/**
 * In the parameter dialog of a step that sends a letter: the letter as it would go out to a real invoice or client,
 * written from the fields as they stand (saved or not), with its HTML and plain-text parts side by side. The record is
 * named as a person knows it (an invoice's number, a client's name), picked from the recent ones or typed; a helper
 * that cannot format its value, a value the record lacks and what saving would warn of are said here, before saving.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { flowsApi } from '../../api/flows.js';
import { clientQueries, invoiceQueries } from '../../api/queries.js';
import type { Graph, LetterPreview, Mode } from '../../api/types.js';
import { mayDo } from '../../scopes.js';
import { useSession } from '../../session.js';
import { ProblemMessage } from '../../ui/problem-message.js';
import { bringIntoView } from './narrow.js';

export const LETTER_BLOCKS: ReadonlySet<string> = new Set(['send_email', 'send_reminder']);

type Kind = 'invoice' | 'client';

export function LetterPreviewSection({
  nodeId,
  mode,
  drawing,
}: {
  nodeId: string;
  mode: Mode;
  /** The graph as drawn, this step's params as the dialog's fields stand; throws when a field cannot be read. */
  drawing: () => Graph;
}) {
  const { me } = useSession();
  const [kind, setKind] = useState<Kind>(mayDo(me, 'invoices', 'read') ? 'invoice' : 'client');
  const [record, setRecord] = useState('');
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const invoices = useQuery({ ...invoiceQueries.list({ search: '', status: '', page: 1 }), enabled: kind === 'invoice' });
  const clients = useQuery({ ...clientQueries.list({ search: '', page: 1 }), enabled: kind === 'client' });
  const preview = useMutation({ mutationFn: flowsApi.previewLetter });
  // The letter comes below the fields, out of the dialog's sight: it is brought up as it arrives.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => bringIntoView(answer.current, 'start'), [preview.data, preview.error]);

  const run = () => {
    let graph: Graph;
    try {
      graph = drawing();
      setUnreadable(null);
    } catch (failure) {
      setUnreadable((failure as Error).message);
      return;
    }
    const named = record.trim();
    if (named === '') {
      setUnreadable(kind === 'invoice' ? 'Type or pick the number of an invoice, such as 2026-0005.' : "Type or pick a client's name.");
      return;
    }
    preview.mutate({ mode, graph, node: nodeId, record: kind === 'invoice' ? { invoice: named } : { client: named } });
  };
  // Enter in the record's field previews; it would otherwise apply the dialog's form around it.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  };

  return (
    <section className="letter-preview" aria-label="Letter preview">
      <h3>Preview the letter</h3>
      <p className="muted small">Written for a real record with the fields above, as it would go out now. Nothing is sent or saved.</p>
      <div className="letter-record">
        <label>
          For
          <select
            name="record-kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as Kind);
              setRecord('');
            }}
          >
            <option value="invoice">an invoice</option>
            <option value="client">a client</option>
          </select>
        </label>
        <label className="grow">
          {kind === 'invoice' ? 'Number' : 'Name'}
          <input
            name="record"
            aria-label={kind === 'invoice' ? 'Invoice number' : 'Client name'}
            list={`letter-records-${kind}`}
            value={record}
            placeholder={kind === 'invoice' ? '2026-0005' : 'Novák Stavby s.r.o.'}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setRecord(event.target.value)}
            onKeyDown={onKey}
          />
        </label>
        <datalist id="letter-records-invoice">
          {invoices.data?.results.map((invoice) => (
            <option key={invoice.id} value={invoice.number}>
              {invoice.client.name}
            </option>
          ))}
        </datalist>
        <datalist id="letter-records-client">
          {clients.data?.results.map((client) => (
            <option key={client.id} value={client.name} />
          ))}
        </datalist>
        <button type="button" onClick={run} disabled={preview.isPending}>
          {preview.isPending ? 'Writing…' : 'Preview'}
        </button>
      </div>
      <div ref={answer}>
        {unreadable && <p className="problem">{unreadable}</p>}
        <ProblemMessage error={preview.error} />
        {preview.data && !preview.isPending && <Letter letter={preview.data} />}
      </div>
    </section>
  );
}

function Letter({ letter }: { letter: LetterPreview }) {
  return (
    <div className="letter" aria-label="The letter">
      {letter.error && (
        <p className="problem" role="alert">
          This step would fail for this record, and nothing would be sent: {letter.error}
        </p>
      )}
      {letter.warnings.map((warning, index) => (
        <p key={`w${index}`} className="warning">
          {warning.message}
        </p>
      ))}
      {letter.missing.map((missing, index) => (
        <p key={`m${index}`} className="warning small">
          {missing}
        </p>
      ))}
      <dl className="letter-head">
        <dt>To</dt>
        <dd>{letter.to || <span className="muted">nobody</span>}</dd>
        <dt>Subject</dt>
        <dd>{letter.subject}</dd>
      </dl>
      <div className="letter-parts">
        <figure>
          <figcaption>As most mail programs show it (HTML)</figcaption>
          {letter.html === null ? (
            <p className="muted small">No HTML part: the step fails before it is written.</p>
          ) : (
            // sandbox="": the letter is shown, never run; its links and forms do nothing here.
            <iframe title="HTML part" sandbox="" srcDoc={letter.html} />
          )}
        </figure>
        <figure>
          <figcaption>Plain text</figcaption>
          <pre className="letter-text" aria-label="Plain-text part">
            {letter.text}
          </pre>
        </figure>
      </div>
    </div>
  );
}
