/**
 * The flow being edited: its name, mode and graph in the canvas's shape,
 * whether it differs from what was last saved, and saving it (the server's
 * refusals kept per block). What it is given is read once, when it mounts: the flow read again later (an
 * invalidation, the save's own answer put in the cache) never resets what is being drawn.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Edge, useEdgesState, useNodesState } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/client.js';
import { flowsApi } from '../../api/flows.js';
import { queryKeys } from '../../api/queries.js';
import type { Flow, FlowWarning, Mode } from '../../api/types.js';
import { type CanvasNode, fromCanvas, toCanvas } from './graph.js';
import { useLeaveGuard, whenUnguarded } from './leave-guard.js';
import { NO_ERRORS, serverErrors, type ServerErrors } from './server-errors.js';

const EMPTY_GRAPH = { nodes: [], connections: [] };

export function useDraft(initial: Flow | null, initialMode: Mode, onCreated: (id: number) => void) {
  const [flowId, setFlowId] = useState(initial?.id ?? null);
  const [name, setName] = useState(initial?.name ?? 'Untitled flow');
  const [mode, setMode] = useState<Mode>(initialMode);
  const [isActive, setActive] = useState(initial?.is_active ?? false);
  // The version the canvas was loaded or last saved as: a save made on it is refused when another came between.
  const [version, setVersion] = useState(initial?.version ?? null);
  const [start] = useState(() => toCanvas(initial?.graph ?? EMPTY_GRAPH));
  const [nodes, setNodes, onNodesChange] = useNodesState<CanvasNode>(start.nodes);
  const [edges, setEdges, onEdgesChange] = useEdgesState<Edge>(start.edges);

  const snapshot = JSON.stringify({ name, mode, graph: fromCanvas(nodes, edges) });
  const [savedSnapshot, setSavedSnapshot] = useState(() =>
    initial ? JSON.stringify({ name: initial.name, mode: initial.mode, graph: fromCanvas(start.nodes, start.edges) }) : null,
  );
  const dirty = snapshot !== savedSnapshot;
  useLeaveGuard(dirty);

  // A new flow's first save gives it an address. It is told once the leave guard has gone (its effect's cleanup ran
  // above, in this same commit), so that the address replaces the editor's own history entry, not the guard's.
  const [created, setCreated] = useState<number | null>(null);
  const tellCreated = useRef(onCreated);
  useEffect(() => {
    tellCreated.current = onCreated;
  });
  useEffect(() => {
    if (created === null || dirty) return;
    return whenUnguarded(() => {
      setCreated(null);
      tellCreated.current(created);
    });
  }, [created, dirty]);
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<ServerErrors>(NO_ERRORS);
  // What the last save warned of, by step: saved all the same, but a step that may fail for some records.
  const [warnings, setWarnings] = useState<ReadonlyMap<string, string[]>>(new Map());

  // A saved flow is the cache's flow at once, and every list of flows is read again: the list shows it without a reload.
  const queryClient = useQueryClient();
  const stored = (flow: Flow) => {
    queryClient.setQueryData(queryKeys.flow(flow.id), flow);
    return queryClient.invalidateQueries({ queryKey: queryKeys.flowLists });
  };
  const saving = useMutation({
    mutationFn: ({ id, flow }: { id: number | null; flow: Pick<Flow, 'name' | 'mode' | 'graph'> & { version?: number } }) =>
      id === null ? flowsApi.create(flow) : flowsApi.update(id, flow),
    onSuccess: (flow) => void stored(flow),
  });
  const activation = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => flowsApi.update(id, { is_active: active }),
    onSuccess: (flow) => void stored(flow),
  });
  const { mutateAsync: send } = saving;
  const { mutateAsync: activate } = activation;

  const save = useCallback(async (): Promise<Flow | null> => {
    setNotice(null);
    const graph = fromCanvas(nodes, edges);
    try {
      const flow = await send({ id: flowId, flow: { name, mode, graph, ...(flowId === null || version === null ? {} : { version }) } });
      setErrors(NO_ERRORS);
      setWarnings(warningsByNode(flow.warnings ?? []));
      setVersion(flow.version);
      setSavedSnapshot(JSON.stringify({ name: flow.name, mode: flow.mode, graph }));
      setNotice(`Saved, version ${flow.version}.`);
      if (flowId === null) {
        setFlowId(flow.id);
        setCreated(flow.id);
      }
      return flow;
    } catch (failure) {
      setErrors(serverErrors(failure as ApiError));
      return null;
    }
  }, [nodes, edges, flowId, name, mode, version, send]);

  const toggleActive = useCallback(async () => {
    if (flowId === null) return;
    try {
      const flow = await activate({ id: flowId, active: !isActive });
      setActive(flow.is_active);
      setNotice(flow.is_active ? 'Active: runs start on its trigger.' : 'Inactive.');
    } catch (failure) {
      setErrors({ byNode: new Map(), problem: failure as ApiError });
    }
  }, [flowId, isActive, activate]);

  return {
    flowId,
    name,
    setName,
    mode,
    setMode,
    isActive,
    toggleActive,
    start,
    nodes,
    setNodes,
    onNodesChange,
    edges,
    setEdges,
    onEdgesChange,
    dirty,
    saving: saving.isPending,
    notice,
    errors,
    setErrors,
    warnings,
    setWarnings,
    save,
  };
}

function warningsByNode(warnings: readonly FlowWarning[]): Map<string, string[]> {
  const byNode = new Map<string, string[]>();
  for (const warning of warnings)
    if (warning.node !== null) byNode.set(warning.node, [...(byNode.get(warning.node) ?? []), warning.message]);
  return byNode;
}

export type Draft = ReturnType<typeof useDraft>;
