import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { settingsQueries } from '../api/queries.js';
import type { AuditEntry } from '../api/types.js';
import { Dialog } from '../ui/dialog.js';
import { pretty } from '../ui/format.js';
import { useOrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';
import { outcomeOf } from './log-outcome.js';

const KINDS = ['api', 'webhook', 'flow', 'email'] as const;
const STATUSES = ['success', 'failure', '2xx', '4xx', '5xx'] as const;
const PAGE_SIZE = 50;

/** The audit log: every API call, webhook attempt, flow run and e-mail, newest first. */
export function AuditLogSection() {
  const format = useOrgFormat();
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  // The console's own reads would fill the log; they are shown on request.
  const [reads, setReads] = useState(false);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  // The page shown stays, marked busy, while the next page or filter is read.
  const entries = useQuery({
    ...settingsQueries.logs({ kind, status, reads: reads ? undefined : false, page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const entry = useQuery({ ...settingsQueries.logEntry(openId ?? 0), enabled: openId !== null });

  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <section aria-label="Log">
      <form className="inline-form" aria-label="Filter the log" onSubmit={(event) => event.preventDefault()}>
        <label>
          Kind
          <select name="kind" value={kind} onChange={(event) => filter(setKind)(event.target.value)}>
            <option value="">all</option>
            {KINDS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="status" value={status} onChange={(event) => filter(setStatus)(event.target.value)}>
            <option value="">any</option>
            {STATUSES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            name="reads"
            checked={reads}
            onChange={(event) => {
              setReads(event.target.checked);
              setPage(1);
            }}
          />
          Show reads (GET)
        </label>
        <button type="button" onClick={() => void entries.refetch()}>
          Refresh
        </button>
      </form>
      <ProblemMessage error={entries.error} />
      <Table
        className="log"
        headings={['Time', 'Kind', 'Request', 'Status', 'Duration', 'Credential']}
        busy={entries.isFetching}
        isEmpty={entries.data?.results.length === 0}
        empty="Nothing logged matches."
      >
        {entries.data?.results.map((row) => {
          const outcome = outcomeOf(row);
          return (
            <tr
              key={row.id}
              className="clickable"
              tabIndex={0}
              onClick={() => setOpenId(row.id)}
              onKeyDown={(event) => event.key === 'Enter' && setOpenId(row.id)}
            >
              <td>{format.moment(row.created_at)}</td>
              <td>{row.kind}</td>
              <td className="url">
                {row.method} {row.url}
              </td>
              <td>
                <span className={`badge ${outcome.tone}`} title={outcome.code === null ? undefined : `status ${outcome.code}`}>
                  {outcome.label}
                </span>
              </td>
              <td>{row.duration_ms === null ? '—' : `${Math.round(row.duration_ms)} ms`}</td>
              <td>{row.credential ?? '—'}</td>
            </tr>
          );
        })}
      </Table>
      <div className="pager">
        <button type="button" disabled={!entries.data?.previous} onClick={() => setPage(page - 1)}>
          Newer
        </button>
        <span className="muted">
          {entries.data?.count === null
            ? `Page ${page}`
            : `Page ${page} of ${Math.max(1, Math.ceil((entries.data?.count ?? 0) / PAGE_SIZE))}`}
        </span>
        <button type="button" disabled={!entries.data?.next} onClick={() => setPage(page + 1)}>
          Older
        </button>
      </div>
      {openId !== null && (
        <Dialog title={entry.data ? `${entry.data.method} ${entry.data.url}` : 'Log entry'} onClose={() => setOpenId(null)} wide>
          <ProblemMessage error={entry.error} />
          {entry.data && (
            <>
              <p className="muted">
                {entry.data.kind} · {format.moment(entry.data.created_at)} · {statusText(entry.data)} ·{' '}
                {entry.data.credential ?? 'no credential'}
              </p>
              {entry.data.error && <p className="problem">{entry.data.error}</p>}
              <div className="exchange">
                <div>
                  <h3>Request</h3>
                  <pre>{pretty(entry.data.request)}</pre>
                </div>
                <div>
                  <h3>Response</h3>
                  <pre>{pretty(entry.data.response)}</pre>
                </div>
              </div>
            </>
          )}
        </Dialog>
      )}
    </section>
  );
}

/** The dialog's words for a status: the number, and what it stands for when that is not an HTTP answer ("failed (status 500)"). */
function statusText(entry: AuditEntry): string {
  const { label, code } = outcomeOf(entry);
  return code === null ? `status ${entry.status ?? '—'}` : `${label} (status ${code})`;
}
