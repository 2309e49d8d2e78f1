import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { flowsApi } from '../api/flows.js';
import { latestError } from '../api/mutations.js';
import { flowQueries, queryKeys } from '../api/queries.js';
import type { Flow } from '../api/types.js';
import { mayDo } from '../scopes.js';
import { useSession } from '../session.js';
import { useOrgFormat } from '../ui/org-format.js';
import { ProblemMessage } from '../ui/problem-message.js';
import { Table } from '../ui/table.js';
import { isMode, ModeSwitch } from './modes.js';

const UPDATE_FLOW = ['flows', 'update'] as const;
type Change = { flow: Flow; patch: Partial<Pick<Flow, 'name' | 'is_active'>> };

/** The flows of one mode: open, rename, activate or deactivate, delete. */
export function FlowsPage() {
  const format = useOrgFormat();
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

  // The switch moves at once: while its write is under way it shows the value asked for; a refusal puts it back.
  // Kept in the component's own state, set in the same event as the click: a mutation's pending state reaches the
  // component a tick later, so a controlled checkbox would first spring back to the stored value.
  const [activeNow, setActiveNow] = useState<ReadonlyMap<number, boolean>>(new Map());
  const update = useMutation({
    mutationKey: UPDATE_FLOW,
    mutationFn: ({ flow, patch }: Change) => flowsApi.update(flow.id, patch),
    onSuccess: () => setRenaming(null),
    onSettled: async (_data, _error, { flow }) => {
      await refresh();
      setActiveNow((current) => {
        const next = new Map(current);
        next.delete(flow.id);
        return next;
      });
    },
  });
  const switchActive = (flow: Flow, isActive: boolean) => {
    setActiveNow((current) => new Map(current).set(flow.id, isActive));
    update.mutate({ flow, patch: { is_active: isActive } });
  };
  const removal = useMutation({ mutationFn: (flow: Flow) => flowsApi.remove(flow.id), onSettled: refresh });
  const error = latestError(update, removal);

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
                  onChange={(event) => switchActive(flow, event.target.checked)}
                  aria-label={`${flow.name} active`}
                />
                {(activeNow.get(flow.id) ?? flow.is_active) ? 'on' : 'off'}
              </label>
            </td>
            <td>{format.moment(flow.updated_at)}</td>
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
