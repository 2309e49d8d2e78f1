import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { flowsApi } from '../api/flows.js';
import type { Flow } from '../api/types.js';
import { useAction } from '../api/use-action.js';
import { useLoad } from '../api/use-load.js';
import { mayDo } from '../scopes.js';
import { useSession } from '../session.js';
import { formatTime } from '../ui/format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';
import { isMode, ModeSwitch } from './modes.js';

/** The flows of one mode: open, rename, activate or deactivate, delete. */
export function FlowsPage() {
  const params = new URLSearchParams(useSearch());
  const requested = params.get('mode');
  const mode = isMode(requested) ? requested : 'automation';
  const [, navigate] = useLocation();
  const flows = useLoad(() => flowsApi.list(mode), [mode]);
  const mayWrite = mayDo(useSession().me, 'flows', 'write');
  const { error, run } = useAction();
  const [renaming, setRenaming] = useState<number | null>(null);
  // The switch moves at once; a refusal puts it back.
  const [activeNow, setActiveNow] = useState<Record<number, boolean>>({});

  const change = async (flow: Flow, patch: Partial<Pick<Flow, 'name' | 'is_active'>>) => {
    const { is_active: active } = patch;
    if (active !== undefined) setActiveNow((current) => ({ ...current, [flow.id]: active }));
    const changed = await run(() => flowsApi.update(flow.id, patch));
    if (changed) setRenaming(null);
    else if (active !== undefined) setActiveNow((current) => ({ ...current, [flow.id]: !active }));
    flows.reload();
  };

  const remove = async (flow: Flow) => {
    if (!window.confirm(`Delete the flow "${flow.name}"? Its runs go with it.`)) return;
    await run(() => flowsApi.remove(flow.id));
    flows.reload();
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1>Flows</h1>
        <ModeSwitch mode={mode} onChange={(next) => navigate(`/flows?mode=${next}`)} />
        {mayWrite && (
          <Link href={`/flows/new?mode=${mode}`} className="button primary">
            New flow
          </Link>
        )}
      </div>
      <ProblemMessage error={error ?? flows.error} />
      <Table
        headings={['Name', 'Blocks', 'Active', 'Changed', '']}
        isEmpty={flows.data?.results.length === 0}
        empty={
          <>
            No {mode === 'automation' ? 'automation' : 'debt-collection'} flows yet.{' '}
            {mayWrite && <Link href={`/flows/new?mode=${mode}`}>Draw one.</Link>}
          </>
        }
      >
        {flows.data?.results.map((flow) => (
          <tr key={flow.id}>
            <td>
              {renaming === flow.id ? (
                <form
                  className="rename"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void change(flow, { name: String(new FormData(event.currentTarget).get('name')).trim() });
                  }}
                >
                  <input name="name" defaultValue={flow.name} aria-label="New name" required maxLength={200} autoFocus />
                  <button type="submit">Save</button>
                  <button type="button" onClick={() => setRenaming(null)}>
                    Cancel
                  </button>
                </form>
              ) : (
                <Link href={`/flows/${flow.id}`}>{flow.name}</Link>
              )}
            </td>
            <td>{flow.graph.nodes.length}</td>
            <td>
              <label className="switch">
                <input
                  type="checkbox"
                  checked={activeNow[flow.id] ?? flow.is_active}
                  onChange={(event) => void change(flow, { is_active: event.target.checked })}
                  aria-label={`${flow.name} active`}
                />
                {(activeNow[flow.id] ?? flow.is_active) ? 'on' : 'off'}
              </label>
            </td>
            <td>{formatTime(flow.updated_at)}</td>
            <td className="actions">
              <Link href={`/flows/${flow.id}`} className="button">
                Edit
              </Link>
              <button type="button" onClick={() => setRenaming(flow.id)}>
                Rename
              </button>
              <button type="button" className="danger" onClick={() => void remove(flow)}>
                Delete
              </button>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
