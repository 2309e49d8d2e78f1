import { type FormEvent, useState } from 'react';
import { api, type ApiError, query } from '../api/client.js';
import type { ApiKey, ApiKeyCreated, Page } from '../api/types.js';
import { useLoad } from '../api/use-load.js';
import { SecretOnce } from '../ui/copy-button.js';
import { formatTime } from '../ui/format.js';
import { ProblemMessage } from '../ui/problem-message.js';

export function ApiKeysSection() {
  const keys = useLoad(() => api.get<Page<ApiKey>>(`/api/automation/api-keys/${query({ revoked: false, ordering: '-created_at', page_size: 100 })}`), []);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    try {
      setCreated(await api.post<ApiKeyCreated>('/api/automation/api-keys/', { name: String(new FormData(form).get('name')).trim() }));
      form.reset();
      keys.reload();
    } catch (failure) {
      setError(failure as ApiError);
    }
  };

  const revoke = async (key: ApiKey) => {
    if (!window.confirm(`Revoke "${key.name}" (${key.prefix}…)? Whatever uses it stops working at once.`)) return;
    try {
      await api.delete(`/api/automation/api-keys/${key.id}/`);
      if (created?.id === key.id) setCreated(null);
      keys.reload();
    } catch (failure) {
      setError(failure as ApiError);
    }
  };

  return (
    <section aria-label="API keys">
      <p className="muted">Keys let n8n, scripts and AI agents call Kontor as this organization: send <code>Authorization: Bearer sk_...</code>.</p>
      <form className="inline-form" onSubmit={create} aria-label="Add an API key">
        <label>
          Name
          <input name="name" required maxLength={100} placeholder="n8n production" />
        </label>
        <button type="submit" className="primary">
          Add key
        </button>
      </form>
      <ProblemMessage error={error} />
      {created && <SecretOnce secret={created.key} what={`key "${created.name}"`} />}
      <ProblemMessage error={keys.error} />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Name</th>
              <th>Key</th>
              <th>Scopes</th>
              <th>Created</th>
              <th>Last used</th>
              <th />
            </tr>
          </thead>
          <tbody>
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
                  <button type="button" className="danger" onClick={() => void revoke(key)}>
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
            {keys.data?.results.length === 0 && (
              <tr>
                <td colSpan={6} className="empty">
                  No keys yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
