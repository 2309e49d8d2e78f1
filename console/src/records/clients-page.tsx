/** Every client: searched by name, legal name, registration or VAT number, e-mail (case and accents aside). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LIST_PAGE_SIZE } from '../api/invoices.js';
import { clientQueries } from '../api/queries.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';
import { Pager } from './pager.js';
import { NoneYet } from './none-yet.js';

export function ClientsPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const clients = useQuery({ ...clientQueries.list({ search: useDeferredValue(search), page }), placeholderData: keepPreviousData });
  const go = (nextSearch: string, nextPage = 1) => {
    const next = new URLSearchParams();
    if (nextSearch) next.set('search', nextSearch);
    if (nextPage > 1) next.set('page', String(nextPage));
    const text = next.toString();
    navigate(`/clients${text ? `?${text}` : ''}`, { replace: true });
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1>Clients</h1>
      </div>
      <form className="inline-form filters" role="search" aria-label="Find clients" onSubmit={(event) => event.preventDefault()}>
        <label className="grow">
          Search
          <input
            type="search"
            value={search}
            placeholder="Name, registration number, VAT number or e-mail"
            onChange={(event) => go(event.target.value)}
          />
        </label>
      </form>
      <ProblemMessage error={clients.error} />
      <Table
        headings={['Name', 'City', 'Registration no.', 'E-mail', 'Currency', 'Debt collection']}
        isEmpty={clients.data?.results.length === 0}
        busy={clients.isFetching}
        empty={search ? 'No client matches.' : <NoneYet records="clients" operation="createClient" />}
      >
        {clients.data?.results.map((client) => (
          <tr key={client.id}>
            <td>
              <Link href={`/clients/${client.id}`}>{client.name}</Link>
              {client.legal_name && client.legal_name !== client.name && <div className="muted small">{client.legal_name}</div>}
            </td>
            {/* Two clients of one name are told apart where they are: the smart endpoints' candidates name the city too. */}
            <td>{client.address.city || '—'}</td>
            <td>{client.registration_no || '—'}</td>
            <td>{client.email || '—'}</td>
            <td>{client.currency}</td>
            <td>{client.dunning_hold ? <span className="badge wait">on hold</span> : <span className="muted">goes on</span>}</td>
          </tr>
        ))}
      </Table>
      <Pager page={page} count={clients.data?.count} pageSize={LIST_PAGE_SIZE} onPage={(next) => go(search, next)} />
    </div>
  );
}
