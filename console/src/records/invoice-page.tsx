/**
 * One invoice as office staff need it: what was billed and paid, where debt collection stands and what it did (the
 * levels reached, the reminders and fees booked, the runs with their steps), and the front-office decisions: a hold
 * for a dispute, a promise to pay, and a preview of what debt collection would do next.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { invoicesApi } from '../api/invoices.js';
import { flowQueries, invoiceQueries, queryKeys } from '../api/queries.js';
import type { Invoice } from '../api/types.js';
import { mayDo } from '../scopes.js';
import { useSession } from '../session.js';
import { type OrgFormat, useOrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';
import { HoldForm } from './hold-form.js';
import { InvoicePreview } from './invoice-preview.js';
import { PromiseForm } from './promise-form.js';
import { BOOKING_WORDS, isOpen, RUN_WORDS, STATUS_BADGE, STATUS_WORDS } from './words.js';

export function InvoicePage({ invoiceId }: { invoiceId: number }) {
  const invoice = useQuery(invoiceQueries.get(invoiceId));
  const format = useOrgFormat();
  const { me } = useSession();
  const mayWrite = mayDo(me, 'invoices', 'write');
  const mayPreview = mayDo(me, 'flows', 'read');
  const queryClient = useQueryClient();
  const save = async (patch: Parameters<typeof invoicesApi.update>[1]) => {
    const saved = await invoicesApi.update(invoiceId, patch);
    queryClient.setQueryData(queryKeys.invoice(invoiceId), saved);
    await queryClient.invalidateQueries({ queryKey: queryKeys.invoices });
    return saved;
  };

  if (invoice.error) return <ProblemMessage error={invoice.error} />;
  if (!invoice.data) return <p className="loading">Loading…</p>;
  const shown = invoice.data;
  const open = isOpen(shown);

  return (
    <div className="page record">
      <p className="crumbs">
        <Link href="/invoices">Invoices</Link> ›
      </p>
      <div className="page-header">
        <h1>Invoice {shown.number}</h1>
        <span className={STATUS_BADGE[shown.status]}>{STATUS_WORDS[shown.status]}</span>
      </div>
      <Summary invoice={shown} format={format} />
      <Items invoice={shown} format={format} />
      <div className="record-columns">
        <HoldForm
          hold={shown.dunning_hold}
          covers="this invoice"
          mayWrite={mayWrite && open}
          format={format}
          save={(dunning_hold) => save({ dunning_hold })}
        />
        <PromiseForm
          invoice={shown}
          mayWrite={mayWrite && open}
          format={format}
          save={(promised_pay_date) => save({ promised_pay_date })}
        />
      </div>
      <DebtCollection invoice={shown} format={format} />
      {mayPreview && open && <InvoicePreview invoice={shown} format={format} />}
    </div>
  );
}

function Summary({ invoice, format }: { invoice: Invoice; format: OrgFormat }) {
  const money = (amount: string) => format.money(amount, invoice.currency);
  return (
    <dl className="facts">
      <div>
        <dt>Client</dt>
        <dd>
          <Link href={`/clients/${invoice.client.id}`}>{invoice.client.name}</Link>
        </dd>
      </div>
      <div>
        <dt>Issued</dt>
        <dd>{format.day(invoice.issue_date)}</dd>
      </div>
      <div>
        <dt>Due</dt>
        <dd>{format.day(invoice.due_date)}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{money(invoice.total)}</dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{money(invoice.amount_paid)}</dd>
      </div>
      <div>
        <dt>Still owed</dt>
        <dd>
          <strong>{money(invoice.balance)}</strong>
        </dd>
      </div>
      {invoice.in_collection && (
        <div>
          <dt>Collection</dt>
          <dd>Handed to the collection agency</dd>
        </div>
      )}
    </dl>
  );
}

function Items({ invoice, format }: { invoice: Invoice; format: OrgFormat }) {
  const money = (amount: string) => format.money(amount, invoice.currency);
  return (
    <section aria-label="Items">
      <h2>Items</h2>
      <Table headings={['Description', 'Quantity', 'Unit price', 'Tax', 'Total']} isEmpty={invoice.items.length === 0} empty="No items.">
        {invoice.items.map((item, index) => (
          <tr key={index}>
            <td>{item.description}</td>
            <td>
              {Number(item.quantity).toLocaleString()} {item.unit}
            </td>
            <td>{money(item.unit_price)}</td>
            <td>{Number(item.tax_rate)} %</td>
            <td>{money(item.total)}</td>
          </tr>
        ))}
      </Table>
      <p className="totals">
        Without tax {money(invoice.subtotal)} · tax {money(invoice.tax_total)} · <strong>total {money(invoice.total)}</strong>
      </p>
    </section>
  );
}

/** Where debt collection stands, and what it did: bookings and runs, each run's steps under it. */
function DebtCollection({ invoice, format }: { invoice: Invoice; format: OrgFormat }) {
  const history = useQuery(invoiceQueries.dunning(invoice.id));
  const blocks = useQuery(flowQueries.blocks('debt_collection'));
  const label = (type: string) => blocks.data?.results.find((block) => block.type === type)?.label ?? 'A step';
  const { level, next_action: next, next_action_at: nextAt } = invoice.dunning;
  return (
    <section className="panel" aria-label="Debt collection">
      <h2>Debt collection</h2>
      <p>
        {level === null ? 'No reminder sent yet.' : `Reminder level ${level} reached.`}{' '}
        {next ? (
          <>
            Next: <strong>{next}</strong>
            {nextAt && <>, on {format.moment(nextAt)}</>}.
          </>
        ) : (
          <span className="muted">Nothing is waiting to happen.</span>
        )}
        {invoice.promised_pay_date && <> The client promised to pay by {format.day(invoice.promised_pay_date)}.</>}
      </p>
      <ProblemMessage error={history.error} />
      {history.data && (
        <>
          <h3>Booked</h3>
          {history.data.bookings.length === 0 ? (
            <p className="muted">No reminder, fee or interest booked.</p>
          ) : (
            <ul className="bookings">
              {history.data.bookings.map((booking, index) => (
                <li key={index}>
                  {format.moment(booking.booked_at)}: {BOOKING_WORDS[booking.kind] ?? booking.kind}, level {booking.level}
                  {booking.amount && <>: {format.money(booking.amount, invoice.currency)}</>}
                </li>
              ))}
            </ul>
          )}
          <h3>Runs</h3>
          {history.data.runs.length === 0 ? (
            <p className="muted">No debt-collection flow has run on this invoice.</p>
          ) : (
            <ul className="dunning-runs">
              {history.data.runs.map((run) => (
                <li key={run.id}>
                  <details>
                    <summary>
                      “{run.flow_name}”, started {format.moment(run.started_at)}: {RUN_WORDS[run.status] ?? run.status}
                      {run.status === 'waiting' && run.resume_at && <> until {format.moment(run.resume_at)}</>}
                    </summary>
                    <ol className="trace-steps">
                      {run.trace.map((step, index) => (
                        <li key={index}>
                          {format.moment(String(step.started_at))}: {label(String(step.type))}
                          {typeof (step.params as Record<string, unknown> | undefined)?.subject === 'string' && (
                            <> “{String((step.params as Record<string, unknown>).subject)}”</>
                          )}
                          {typeof step.error === 'string' && <span className="field-error"> failed: {step.error}</span>}
                        </li>
                      ))}
                    </ol>
                    {run.error && <p className="field-error">{run.error}</p>}
                  </details>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
