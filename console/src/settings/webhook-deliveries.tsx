import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { queryKeys, settingsQueries } from '../api/queries.js';
import { webhooksApi } from '../api/settings.js';
import type { Delivery } from '../api/types.js';
import { fromNow, pretty } from '../ui/format.js';
import { useOrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';

const POLL_MS = 2000;

/** One endpoint's deliveries, newest first; refreshed while any is still pending. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const format = useOrgFormat();
  const webhook = useQuery(settingsQueries.webhook(webhookId));
  const deliveries = useQuery({
    ...settingsQueries.deliveries(webhookId),
    // Read again every two seconds while any delivery is pending, until none is.
    refetchInterval: (query) => (query.state.data?.results.some((delivery) => delivery.status === 'pending') ? POLL_MS : false),
  });
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const redelivery = useMutation({
    mutationFn: (delivery: Delivery) => webhooksApi.redeliver(delivery.id),
    onMutate: () => setNotice(null),
    onSuccess: (_queued, delivery) =>
      setNotice(
        `${delivery.event_type} queued to go out again, with the same webhook-id; its new attempt shows in its row when it is made.`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.deliveries(webhookId) }),
  });
  /** The delivery whose redelivery is being asked for: its button says so until the answer. */
  const asking = redelivery.isPending ? redelivery.variables.id : null;
  const { error } = redelivery;
  const refresh = () => void deliveries.refetch();

  return (
    <section aria-label="Deliveries">
      <p>
        <Link href="/webhooks">← Webhooks</Link> · Deliveries to <strong className="url">{webhook.data?.url ?? '…'}</strong>{' '}
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </p>
      <ProblemMessage error={error ?? webhook.error ?? deliveries.error} />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Table
        headings={['Event', 'Status', 'Attempts', 'Last answer', 'Created', '']}
        isEmpty={deliveries.data?.results.length === 0}
        empty="Nothing delivered yet. Use Test to send a PING."
      >
        {deliveries.data?.results.map((delivery) => (
          <Fragment key={delivery.id}>
            <tr
              className="clickable"
              onClick={() => setOpen(open === delivery.id ? null : delivery.id)}
              aria-expanded={open === delivery.id}
            >
              <td>{delivery.event_type}</td>
              <td>
                <span className={`badge ${delivery.status === 'succeeded' ? 'ok' : delivery.status === 'failed' ? 'bad' : 'wait'}`}>
                  {delivery.status}
                </span>
                {delivery.status === 'pending' && <NextTry delivery={delivery} />}
              </td>
              <td>{delivery.attempts}</td>
              <td>{delivery.last_status_code ?? delivery.last_error ?? '—'}</td>
              <td>{format.moment(delivery.created_at)}</td>
              <td className="actions">
                <button
                  type="button"
                  disabled={asking === delivery.id}
                  onClick={(event) => {
                    event.stopPropagation();
                    redelivery.mutate(delivery);
                  }}
                >
                  {asking === delivery.id ? 'Redelivering…' : 'Redeliver'}
                </button>
              </td>
            </tr>
            {open === delivery.id && (
              <tr className="detail">
                <td colSpan={6}>
                  <p className="muted small">webhook-id {delivery.message_id}</p>
                  <h3>Payload</h3>
                  <pre>{pretty(delivery.payload)}</pre>
                  <h3>Attempts</h3>
                  <ol>
                    {delivery.attempt_log.map((attempt) => (
                      <li key={attempt.attempt}>
                        {format.momentSeconds(attempt.started_at)}: {attempt.status_code ?? attempt.error} in{' '}
                        {Math.round(attempt.duration_ms)} ms
                        {attempt.next_retry_at && `; retry planned for ${format.soon(attempt.next_retry_at)}`}
                        {attempt.response_body && <pre>{attempt.response_body}</pre>}
                      </li>
                    ))}
                  </ol>
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </Table>
    </section>
  );
}

/**
 * When a pending delivery is tried next ("next try 14:05:30, in 4 min"). An attempt counts from when it is taken up,
 * and is logged once answered: one counted but not logged is being made now, and its next_attempt_at is past.
 */
function NextTry({ delivery }: { delivery: Delivery }) {
  const format = useOrgFormat();
  const logged = Math.max(0, ...delivery.attempt_log.map((attempt) => attempt.attempt));
  if (delivery.attempts > logged) return <div className="muted small next-try">being tried now</div>;
  if (!delivery.next_attempt_at) return null;
  return (
    <div className="muted small next-try">
      next try {format.soon(delivery.next_attempt_at)}, {fromNow(delivery.next_attempt_at)}
    </div>
  );
}
