import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { queryKeys, settingsQueries } from '../api/queries.js';
import { webhooksApi } from '../api/settings.js';
import type { Webhook, WebhookWithSecret } from '../api/types.js';
import { mayDo } from '../scopes.js';
import { useSession } from '../session.js';
import { SecretOnce } from '../ui/copy-button.js';
import { useOrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';
import { EVERY_EVENT, EventChoices, EventName } from './event-choices.js';
import { WebhookEditDialog } from './webhook-edit-dialog.js';

/** What a new webhook listens to unless other events are chosen. */
const DEFAULT_EVENTS = ['INVOICE_CREATED'];
/** Deliveries in flight at once unless the webhook says otherwise (backend/src/features/webhooks/schemas.ts). */
const DEFAULT_CONCURRENCY = 10;

export function WebhooksSection() {
  const format = useOrgFormat();
  const webhooks = useQuery(settingsQueries.webhooks());
  const events = useQuery(settingsQueries.eventTypes());
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const mayWrite = mayDo(useSession().me, 'webhooks', 'write');
  const [chosen, setChosen] = useState<string[]>(DEFAULT_EVENTS);
  const eventTypes = events.data?.results ?? [];
  const queryClient = useQueryClient();

  // The row's buttons and the form share one message: each write says what it did, or why it was refused.
  const write = useMutation({
    mutationFn: ({ action }: { action: () => Promise<unknown>; done?: string }) => action(),
    onMutate: () => setNotice(null),
    onSuccess: (_result, { done }) => done && setNotice(done),
    // ['webhooks']: the list, and any webhook or deliveries read under it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
  });
  const act = (action: () => Promise<unknown>, done?: string) => write.mutate({ action, done });
  const { error } = write;

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const description = String(fields.get('description') ?? '').trim();
    act(async () => {
      setCreated(
        await webhooksApi.create({
          url: String(fields.get('url')).trim(),
          events: chosen.includes(EVERY_EVENT) ? [EVERY_EVENT] : chosen,
          ...(description ? { description } : {}),
        }),
      );
      form.reset();
      setChosen(DEFAULT_EVENTS);
    });
  };

  return (
    <section aria-label="Webhooks">
      <p className="muted">
        Kontor POSTs each event to these addresses, signed with Standard Webhooks headers. Paste an n8n Webhook node's production URL here,
        or let the Kontor Trigger node subscribe itself.
      </p>
      {mayWrite && (
        <form className="inline-form" onSubmit={create} aria-label="Add a webhook">
          <label className="grow">
            Address
            <input name="url" type="url" required placeholder="https://n8n.example.com/webhook/…" />
          </label>
          <label>
            Description
            <input name="description" maxLength={500} placeholder="optional" />
          </label>
          <fieldset className="events-fieldset">
            <legend>Events</legend>
            <EventChoices eventTypes={eventTypes} chosen={chosen} onChange={setChosen} />
          </fieldset>
          <button type="submit" className="primary" disabled={chosen.length === 0}>
            Add webhook
          </button>
        </form>
      )}
      <ProblemMessage error={error ?? webhooks.error} />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {created?.secret && <SecretOnce secret={created.secret} what={`signing secret of ${created.url}`} />}
      <Table headings={['Address', 'Events', 'Status', '']} isEmpty={webhooks.data?.results.length === 0} empty="No webhooks yet.">
        {webhooks.data?.results.map((webhook) => (
          <tr key={webhook.id}>
            <td className="url">
              {webhook.url}
              {webhook.description && <div className="muted small">{webhook.description}</div>}
            </td>
            <td>
              <ul className="plain-list">
                {webhook.events.map((type) => (
                  <li key={type}>
                    <EventName type={type} eventTypes={eventTypes} />
                  </li>
                ))}
              </ul>
              {deliverySettings(webhook) && <div className="muted small">{deliverySettings(webhook)}</div>}
            </td>
            <td>
              {/* An active endpoint whose deliveries fail is told apart from a healthy one: both were a green "active". */}
              {webhook.is_active && webhook.failing_since ? (
                <span className="badge wait" title="Deliveries are being retried; open Deliveries for their errors">
                  failing since {format.moment(webhook.failing_since)}
                </span>
              ) : (
                <span className={`badge ${webhook.is_active ? 'ok' : 'bad'}`}>{webhook.is_active ? 'active' : 'inactive'}</span>
              )}
              {webhook.disabled_reason && <div className="muted small">{webhook.disabled_reason}</div>}
            </td>
            <td className="actions">
              {/* A read-only credential sees the deliveries and nothing it could not do: the server would refuse it. */}
              {mayWrite && (
                <button type="button" onClick={() => act(() => webhooksApi.ping(webhook.id), `Test event queued for ${webhook.url}.`)}>
                  Test
                </button>
              )}
              <Link href={`/webhooks/${webhook.id}`} className="button">
                Deliveries
              </Link>
              {mayWrite && (
                <>
                  <button type="button" onClick={() => setEditing(webhook)}>
                    Edit
                  </button>
                  <button type="button" onClick={() => act(() => webhooksApi.update(webhook.id, { is_active: !webhook.is_active }))}>
                    {webhook.is_active ? 'Deactivate' : 'Activate'}
                  </button>
                  <button
                    type="button"
                    className="danger"
                    onClick={() => window.confirm(`Delete the webhook to ${webhook.url}?`) && act(() => webhooksApi.remove(webhook.id))}
                  >
                    Delete
                  </button>
                </>
              )}
            </td>
          </tr>
        ))}
      </Table>
      {editing && (
        <WebhookEditDialog
          webhook={editing}
          eventTypes={eventTypes}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(`Saved the webhook to ${saved.url}.`);
          }}
        />
      )}
    </section>
  );
}

/** How deliveries differ from the defaults ("filtered · in event order · at most 5 a second"); empty when they do not. */
function deliverySettings(webhook: Webhook): string {
  return [
    webhook.filter !== null && 'filtered',
    webhook.ordered && 'in event order',
    webhook.rate_limit !== null && `at most ${webhook.rate_limit} a second`,
    webhook.max_concurrency !== DEFAULT_CONCURRENCY && `${webhook.max_concurrency} at once`,
  ]
    .filter(Boolean)
    .join(' · ');
}
