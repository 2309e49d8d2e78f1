import { keepPreviousData, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { flowsApi } from '../api/flows.js';
import { latestError } from '../api/mutations.js';
import { flowQueries, queryKeys } from '../api/queries.js';
import type { Flow } from '../api/types.js';
import { mayDo } from '../scopes.js';
import { useSession } from '../session.js';
import { formatTime } from '../ui/format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';
import { isMode, ModeSwitch } from './modes.js';

const UPDATE_FLOW = ['flows', 'update'] as const;
type Change = { flow: Flow; patch: Partial<Pick<Flow, 'name' | 'is_active'>> };

/** The flows of one mode: open, rename, activate or deactivate, delete. */
export function FlowsPage() {
  const params = new URLSearchParams(useSearch());
  const requested = params.get('mode');
  const mode = isMode(requested) ? requested : 'automation';
  const [, navigate] = useLocation();
  // The other mode's flows stay in sight until this one's are in, as the table showed them before.
  const flows = useQuery({ ...flowQueries.list(mode), placeholderData: keepPreviousData });
  const mayWrite = mayDo(useSession().me, 'flows', 'write');
  const [renaming, setRenaming] = useState<number | null>(null);
  const queryClient = useQueryClient();
  // A write is done once the flows are read again (the returned promise): the switch's value stays until then.
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.flows });

  const update = useMutation({
    mutationKey: UPDATE_FLOW,
    mutationFn: ({ flow, patch }: Change) => flowsApi.update(flow.id, patch),
    onSuccess: () => setRenaming(null),
    onSettled: refresh,
  });
  const removal = useMutation({ mutationFn: (flow: Flow) => flowsApi.remove(flow.id), onSettled: refresh });
  const error = latestError(update, removal);

  // The switch moves at once: while its write is under way it shows the value asked for; a refusal puts it back.
  const activeNow = new Map(
    useMutationState({ filters: { mutationKey: UPDATE_FLOW, status: 'pending' }, select: (mutation) => mutation.state.variables as Change })
      .filter((change) => change.patch.is_active !== undefined)
      .map((change) => [change.flow.id, change.patch.is_active]),
  );

  const remove = (flow: Flow) => {
    if (!window.confirm(`Delete the flow "${flow.name}"? Its runs go with it.`)) return;
    removal.mutate(flow);
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
                    update.mutate({ flow, patch: { name: String(new FormData(event.currentTarget).get('name')).trim() } });
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
                  checked={activeNow.get(flow.id) ?? flow.is_active}
                  disabled={!mayWrite}
                  onChange={(event) => update.mutate({ flow, patch: { is_active: event.target.checked } })}
                  aria-label={`${flow.name} active`}
                />
                {(activeNow.get(flow.id) ?? flow.is_active) ? 'on' : 'off'}
              </label>
            </td>
            <td>{formatTime(flow.updated_at)}</td>
            <td className="actions">
              <Link href={`/flows/${flow.id}`} className="button">
                {mayWrite ? 'Edit' : 'Open'}
              </Link>
              {mayWrite && (
                <>
                  <button type="button" onClick={() => setRenaming(flow.id)}>
                    Rename
                  </button>
                  <button type="button" className="danger" onClick={() => remove(flow)}>
                    Delete
                  </button>
                </>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
