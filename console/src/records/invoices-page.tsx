/**
 * Every invoice of the organization: searched by number or client (the API's search ignores case and accents, so
 * "Novak" finds "Novák"), filtered by status (overdue among them), newest first. The filter is in the address, so a
 * reload or a shared link shows the same list.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LIST_PAGE_SIZE } from '../api/invoices.js';
import { invoiceQueries } from '../api/queries.js';
import { useOrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';
import { Pager } from './pager.js';
import { STATUS_BADGE, STATUS_WORDS } from './words.js';
import { NoneYet } from './none-yet.js';

export function InvoicesPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = { search: useDeferredValue(search), status, page };
  const invoices = useQuery({ ...invoiceQueries.list(filter), placeholderData: keepPreviousData });
  const format = useOrgFormat();

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value) next.set(key, value);
      else next.delete(key);
    if (!('page' in changes)) next.delete('page');
    const text = next.toString();
    navigate(`/invoices${text ? `?${text}` : ''}`, { replace: true });
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1>Invoices</h1>
      </div>
      <form className="inline-form filters" role="search" aria-label="Find invoices" onSubmit={(event) => event.preventDefault()}>
        <label className="grow">
          Search
          <input
            type="search"
            value={search}
            placeholder="Invoice number or client, e.g. 2026-0005 or Novak"
            onChange={(event) => go({ search: event.target.value })}
          />
        </label>
        <label>
          Status
          <select value={status} onChange={(event) => go({ status: event.target.value })}>
            <option value="">Any</option>
            {Object.entries(STATUS_WORDS).map(([value, words]) => (
              <option key={value} value={value}>
                {words}
              </option>
            ))}
          </select>
        </label>
      </form>
      <ProblemMessage error={invoices.error} />
      <Table
        headings={['Number', 'Client', 'Status', 'Issued', 'Due', 'Total', 'Still owed']}
        isEmpty={invoices.data?.results.length === 0}
        busy={invoices.isFetching}
        empty={search || status ? 'No invoice matches.' : <NoneYet records="invoices" operation="createInvoice" />}
      >
        {invoices.data?.results.map((invoice) => (
          <tr key={invoice.id}>
            <td>
              <Link href={`/invoices/${invoice.id}`}>{invoice.number}</Link>
            </td>
            <td>
              <Link href={`/clients/${invoice.client.id}`}>{invoice.client.name}</Link>
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
      <Pager page={page} count={invoices.data?.count} pageSize={LIST_PAGE_SIZE} onPage={(next) => go({ page: String(next) })} />
    </div>
  );
}
