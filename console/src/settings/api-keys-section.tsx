import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { latestError } from '../api/mutations.js';
import { queryKeys, settingsQueries } from '../api/queries.js';
import { apiKeysApi } from '../api/settings.js';
import type { ApiKey, ApiKeyCreated } from '../api/types.js';
import { SecretOnce } from '../ui/copy-button.js';
import { formatTime } from '../ui/format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';

export function ApiKeysSection() {
  const keys = useQuery(settingsQueries.apiKeys());
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys });
  const creation = useMutation({ mutationFn: apiKeysApi.create, onSettled: refresh });
  const revocation = useMutation({
    mutationFn: (key: ApiKey) => apiKeysApi.revoke(key.id),
    onSuccess: (_done, key) => setCreated((shown) => (shown?.id === key.id ? null : shown)),
    onSettled: refresh,
  });
  const error = latestError(creation, revocation);

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    // Space- or comma-separated; empty: every scope the creator holds (`*`).
    const scopes = String(fields.get('scopes') ?? '')
      .split(/[\s,]+/)
      .filter(Boolean);
    creation.mutate(
      { name: String(fields.get('name')).trim(), ...(scopes.length > 0 ? { scopes } : {}) },
      {
        onSuccess: (key) => {
          setCreated(key);
          form.reset();
        },
      },
    );
  };

  const revoke = (key: ApiKey) => {
    if (!window.confirm(`Revoke "${key.name}" (${key.prefix}…)? Whatever uses it stops working at once.`)) return;
    revocation.mutate(key);
  };

  return (
    <section aria-label="API keys">
      <p className="muted">
        Keys let n8n, scripts and AI agents call Kontor as this organization: send one in the header{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      <form className="inline-form" onSubmit={create} aria-label="Add an API key">
        <label>
          Name
          <input name="name" required maxLength={100} placeholder="n8n production" />
        </label>
        <label>
          Scopes
          <input
            name="scopes"
            placeholder="all, or e.g. invoices:write clients:read"
            title="invoices, clients, employees, tasks, time_entries, flows, webhooks…: read, write or *"
          />
        </label>
        <button type="submit" className="primary">
          Add key
        </button>
      </form>
      <ProblemMessage error={error ?? keys.error} />
      {created && <SecretOnce secret={created.key} what={`key "${created.name}"`} />}
      <Table
        headings={['Name', 'Key', 'Scopes', 'Created', 'Last used', '']}
        isEmpty={keys.data?.results.length === 0}
        empty="No keys yet."
      >
        {keys.data?.results.map((key) => (
          <tr key={key.id}>
            <td>{key.name}</td>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{key.scopes.join(' ')}</td>
            <td>{formatTime(key.created_at)}</td>
            <td>{formatTime(key.last_used_at, 'never')}</td>
            <td className="actions">
              <button type="button" className="danger" onClick={() => revoke(key)}>
                Revoke
              </button>
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
