/**
 * One client: who they are, their invoices, a hold over all of them, and the other names the smart endpoints know them
 * by (aliases: learned from a confirmed choice, kept from a former name, or added here).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import type { ApiError } from '../api/client.js';
import { clientsApi, LIST_PAGE_SIZE } from '../api/invoices.js';
import { clientQueries, invoiceQueries, queryKeys } from '../api/queries.js';
import type { Alias, Client } from '../api/types.js';
import { mayDo } from '../scopes.js';
import { useSession } from '../session.js';
import { Field, useRefusals } from '../ui/field.js';
import { type OrgFormat, useOrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';
import { HoldForm } from './hold-form.js';
import { Pager } from './pager.js';
import { STATUS_BADGE, STATUS_WORDS } from './words.js';

export function ClientPage({ clientId }: { clientId: number }) {
  const client = useQuery(clientQueries.get(clientId));
  const format = useOrgFormat();
  const mayWrite = mayDo(useSession().me, 'clients', 'write');
  const queryClient = useQueryClient();
  if (client.error) return <ProblemMessage error={client.error} />;
  if (!client.data) return <p className="loading">Loading…</p>;
  const shown = client.data;
  const address = [shown.address.street, shown.address.zip, shown.address.city, shown.address.country].filter(Boolean).join(', ');

  return (
    <div className="page record">
      <p className="crumbs">
        <Link href="/clients">Clients</Link> ›
      </p>
      <div className="page-header">
        <h1>{shown.name}</h1>
      </div>
      <dl className="facts">
        {(
          [
            ['Legal name', shown.legal_name],
            ['Registration no.', shown.registration_no],
            ['VAT no.', shown.vat_no],
            ['E-mail', shown.email],
            ['Phone', shown.phone],
            ['Address', address],
            ['Billed in', shown.currency],
            ['Payment terms', `${shown.payment_terms_days} days`],
          ] as const
        )
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <ClientInvoices client={shown} format={format} />
      <div className="record-columns">
        <HoldForm
          hold={shown.dunning_hold}
          covers="every invoice of this client"
          mayWrite={mayWrite}
          format={format}
          save={async (dunning_hold) => {
            const saved = await clientsApi.update(clientId, { dunning_hold });
            queryClient.setQueryData(queryKeys.client(clientId), saved);
            await queryClient.invalidateQueries({ queryKey: queryKeys.clients });
          }}
        />
        <Aliases clientId={clientId} mayWrite={mayWrite} format={format} />
      </div>
    </div>
  );
}

function ClientInvoices({ client, format }: { client: Client; format: OrgFormat }) {
  const [page, setPage] = useState(1);
  const invoices = useQuery({
    ...invoiceQueries.list({ search: '', status: '', client: client.id, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-label="Invoices">
      <h2>Invoices</h2>
      <ProblemMessage error={invoices.error} />
      <Table
        headings={['Number', 'Status', 'Issued', 'Due', 'Total', 'Still owed']}
        isEmpty={invoices.data?.results.length === 0}
        empty="No invoices for this client yet."
      >
        {invoices.data?.results.map((invoice) => (
          <tr key={invoice.id}>
            <td>
              <Link href={`/invoices/${invoice.id}`}>{invoice.number}</Link>
            </td>
            <td>
              <span className={STATUS_BADGE[invoice.status]}>{STATUS_WORDS[invoice.status]}</span>
              {invoice.dunning_hold && <span className="badge wait">on hold</span>}
            </td>
            <td>{format.day(invoice.issue_date)}</td>
            <td>{format.day(invoice.due_date)}</td>
            <td>{format.money(invoice.total, invoice.currency)}</td>
            <td>{format.money(invoice.balance, invoice.currency)}</td>
          </tr>
        ))}
      </Table>
      <Pager page={page} count={invoices.data?.count} pageSize={LIST_PAGE_SIZE} onPage={setPage} />
    </section>
  );
}

const SOURCE_WORDS: Record<Alias['source'], string> = {
  former_name: 'a former name',
  confirmed: 'learned from a confirmed choice',
  manual: 'added by hand',
};

function Aliases({ clientId, mayWrite, format }: { clientId: number; mayWrite: boolean; format: OrgFormat }) {
  const aliases = useQuery(clientQueries.aliases(clientId));
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.clientAliases(clientId) });
  const refused = useRefusals(['alias']);
  const adding = useMutation<Alias, ApiError, { alias: string; form: HTMLFormElement }>({
    mutationFn: ({ alias }) => clientsApi.addAlias(clientId, alias),
    onMutate: () => refused.refuse(null),
    onSuccess: (_added, { form }) => form.reset(),
    onError: refused.refuse,
    onSettled: refresh,
  });
  const removal = useMutation({ mutationFn: (alias: Alias) => clientsApi.removeAlias(clientId, alias.id), onSettled: refresh });

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    adding.mutate({ alias: String(new FormData(form).get('alias') ?? '').trim(), form });
  };

  return (
    <section className="panel" aria-label="Other names">
      <h2>Other names</h2>
      <p className="muted small">Names this client is also known by: invoices, tasks and time sent in by these names find this client.</p>
      <ProblemMessage error={aliases.error ?? removal.error} />
      {aliases.data && aliases.data.results.length === 0 && <p className="muted">None yet.</p>}
      <ul className="aliases">
        {aliases.data?.results.map((alias) => (
          <li key={alias.id}>
            <strong>{alias.alias}</strong>{' '}
            <span className="muted small">
              {SOURCE_WORDS[alias.source]}, {format.moment(alias.created_at)}
            </span>
            {mayWrite && (
              <button
                type="button"
                className="danger small-button"
                onClick={() => window.confirm(`Forget the name “${alias.alias}”?`) && removal.mutate(alias)}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      {mayWrite && (
        <form className="settings-form" onSubmit={add} aria-label="Add a name it goes by" noValidate>
          <ProblemMessage error={refused.banner} />
          <Field label="Another name" errors={refused.at('alias')}>
            {(control) => <input {...control} name="alias" maxLength={200} onChange={() => refused.markEdited('alias')} />}
          </Field>
          <div className="actions">
            <button type="submit" className="primary" disabled={adding.isPending}>
              Add the name
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
