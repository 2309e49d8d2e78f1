import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { latestError } from '../api/mutations.js';
import { queryKeys, settingsQueries } from '../api/queries.js';
import { apiKeysApi } from '../api/settings.js';
import type { ApiKey, ApiKeyCreated } from '../api/types.js';
import { SecretOnce } from '../ui/copy-button.js';
import { useOrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';
import { mayDo } from '../scopes.js';
import { useSession } from '../session.js';
import { type Access, ScopePicker, scopesInWords, scopesOf } from './scope-picker.js';

export function ApiKeysSection() {
  const format = useOrgFormat();
  const keys = useQuery(settingsQueries.apiKeys());
  const mayWrite = mayDo(useSession().me, 'api_keys', 'write');
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
  const [choice, setChoice] = useState<Record<string, Access>>({});
  const [everything, setEverything] = useState(true);

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    // Left out: every scope the creator holds (`*`).
    const scopes = scopesOf(choice, everything);
    creation.mutate(
      { name: String(fields.get('name')).trim(), ...(scopes ? { scopes } : {}) },
      {
        onSuccess: (key) => {
          setCreated(key);
          form.reset();
          setChoice({});
          setEverything(true);
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
      {mayWrite && (
        <form className="inline-form" onSubmit={create} aria-label="Add an API key">
          <label>
            Name
            <input name="name" required maxLength={100} placeholder="n8n production" />
          </label>
          <ScopePicker
            choice={choice}
            everything={everything}
            onChange={(next, all) => {
              setChoice(next);
              setEverything(all);
            }}
          />
          <button type="submit" className="primary" disabled={scopesOf(choice, everything)?.length === 0}>
            Add key
          </button>
        </form>
      )}
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
            <td>{scopesInWords(key.scopes)}</td>
            <td>{format.moment(key.created_at)}</td>
            <td>{format.moment(key.last_used_at, 'never')}</td>
            <td className="actions">
              {mayWrite && (
                <button type="button" className="danger" onClick={() => revoke(key)}>
                  Revoke
                </button>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
