import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { webhooksApi } from '../api/settings.js';
import type { WebhookWithSecret } from '../api/types.js';
import { useAction } from '../api/use-action.js';
import { useLoad } from '../api/use-load.js';
import { SecretOnce } from '../ui/copy-button.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';

/** What a new webhook listens to unless another event is chosen. */
const DEFAULT_EVENT = 'INVOICE_CREATED';

export function WebhooksSection() {
  const webhooks = useLoad(() => webhooksApi.list(), []);
  const events = useLoad(() => webhooksApi.events(), []);
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const { error, run } = useAction();
  const [notice, setNotice] = useState<string | null>(null);

  const act = async (action: () => Promise<unknown>, done?: string) => {
    setNotice(null);
    const succeeded = await run(async () => (await action(), true));
    if (succeeded && done) setNotice(done);
    webhooks.reload();
  };

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const description = String(fields.get('description') ?? '').trim();
    return act(async () => {
      setCreated(
        await webhooksApi.create({
          url: String(fields.get('url')).trim(),
          event: String(fields.get('event')),
          ...(description ? { description } : {}),
        }),
      );
      form.reset();
    });
  };

  return (
    <section aria-label="Webhooks">
      <p className="muted">
        Kontor POSTs each event to these addresses, signed with Standard Webhooks headers. Paste an n8n Webhook node's production URL here,
        or let the Kontor Trigger node subscribe itself.
      </p>
      <form className="inline-form" onSubmit={create} aria-label="Add a webhook">
        <label className="grow">
          Address
          <input name="url" type="url" required placeholder="https://n8n.example.com/webhook/…" />
        </label>
        <label>
          Event
          {/* A select's default is applied when it mounts, to the options it has then: it mounts again once the event
              types are in, and until then offers the default itself, so the default holds whichever comes first. */}
          <select name="event" required defaultValue={DEFAULT_EVENT} key={events.data ? 'loaded' : 'loading'}>
            {(events.data?.results ?? [{ type: DEFAULT_EVENT, description: '' }])
              .filter((type) => type.type !== 'PING')
              .map((type) => (
                <option key={type.type} value={type.type} title={type.description || undefined}>
                  {type.type}
                </option>
              ))}
            <option value="*">* (every event)</option>
          </select>
        </label>
        <label>
          Description
          <input name="description" maxLength={500} placeholder="optional" />
        </label>
        <button type="submit" className="primary">
          Add webhook
        </button>
      </form>
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
            <td>{webhook.events.join(', ')}</td>
            <td>
              <span className={`badge ${webhook.is_active ? 'ok' : 'bad'}`}>{webhook.is_active ? 'active' : 'inactive'}</span>
              {webhook.disabled_reason && <div className="muted small">{webhook.disabled_reason}</div>}
            </td>
            <td className="actions">
              <button type="button" onClick={() => void act(() => webhooksApi.ping(webhook.id), `PING queued for ${webhook.url}.`)}>
                Test
              </button>
              <Link href={`/webhooks/${webhook.id}`} className="button">
                Deliveries
              </Link>
              <button type="button" onClick={() => void act(() => webhooksApi.update(webhook.id, { is_active: !webhook.is_active }))}>
                {webhook.is_active ? 'Deactivate' : 'Activate'}
              </button>
              <button
                type="button"
                className="danger"
                onClick={() => window.confirm(`Delete the webhook to ${webhook.url}?`) && void act(() => webhooksApi.remove(webhook.id))}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
