/**
 * The flow editor: blocks of the mode on the left, the canvas, Save at the
 * top right. The graph is kept in the canvas's shape while editing and
 * turned back into Kontor's on save; the server validates, and what it
 * refuses is shown on the blocks it names.
 */
import {
  Background,
  type Connection,
  Controls,
  type DefaultEdgeOptions,
  type EdgeTypes,
  MarkerType,
  MiniMap,
  type NodeTypes,
  ReactFlow,
  ReactFlowProvider,
  useNodesInitialized,
  useReactFlow,
} from '@xyflow/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { flowQueries } from '../../api/queries.js';
import type { Block, Flow, Mode } from '../../api/types.js';
import { ProblemMessage } from '../../ui/problem-message.js';
import { isMode, ModeSwitch } from '../modes.js';
import { BLOCK_MIME, BlockPanel } from './block-panel.js';
import { BlockNode } from './block-node.js';
import { BranchEdge } from './branch-edge.js';
import { templatePaths } from './context-schema.js';
import { EditorContext, type EditorState } from './editor-context.js';
import { type CanvasNode, edgeOf, fromCanvas, newNodeId } from './graph.js';
import { bringIntoView, NARROW } from './narrow.js';
import { ParamsDialog } from './params-dialog.js';
import { placeAfter } from './placement.js';
import { withErrors } from './server-errors.js';
import { PreviewPanel } from './preview-panel.js';
import { RunsPanel } from './runs-panel.js';
import { TestRunPanel, type TriggerChoice } from './test-run-panel.js';
import { useDraft } from './use-draft.js';
import { useSaveShortcut } from './use-save-shortcut.js';
import { useTestRun } from './use-test-run.js';

const NODE_TYPES: NodeTypes = { block: BlockNode };
const EDGE_TYPES: EdgeTypes = { branch: BranchEdge };
const EDGE_OPTIONS: DefaultEdgeOptions = { markerEnd: { type: MarkerType.ArrowClosed }, interactionWidth: 20 };
const DELETE_KEYS = ['Backspace', 'Delete'];

/** `/flows/new` and `/flows/{id}`: one page, so that a new flow keeps its editor when its first save gives it an address. */
export function FlowEditorPage({ flowId }: { flowId: number | null }) {
  const requested = new URLSearchParams(useSearch()).get('mode');
  const [, navigate] = useLocation();
  const [createdHere, setCreatedHere] = useState<number | null>(null);
  const loadId = flowId === createdHere ? null : flowId;
  // Read once per opening and never again on its own (flowQueries.get): a refetch cannot reset the graph being drawn.
  const flow = useQuery({ ...flowQueries.get(loadId ?? 0), enabled: loadId !== null });
  // An error with the flow in hand is a later read's (an invalidation): the editor stays, with what is being drawn.
  if (flow.error && flow.data === undefined) {
    return (
      <div className="page">
        <ProblemMessage error={flow.error} />
        <Link href="/flows">← Flows</Link>
      </div>
    );
  }
  if (loadId !== null && flow.data === undefined) return <p className="loading">Loading…</p>;
  return (
    <ReactFlowProvider>
      <Editor
        key={loadId ?? 'new'}
        initial={loadId === null ? null : (flow.data ?? null)}
        initialMode={flow.data?.mode ?? (isMode(requested) ? requested : 'automation')}
        onCreated={(id) => {
          setCreatedHere(id);
          navigate(`/flows/${id}`, { replace: true });
        }}
      />
    </ReactFlowProvider>
  );
}

function Editor({ initial, initialMode, onCreated }: { initial: Flow | null; initialMode: Mode; onCreated: (id: number) => void }) {
  const draft = useDraft(initial, initialMode, onCreated);
  const {
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
    saving,
    notice,
    errors,
    setErrors,
    warnings,
    setWarnings,
    save,
  } = draft;
  const test = useTestRun(draft);
  const { run, step } = test;
  useSaveShortcut(save);
  const { screenToFlowPosition, fitView } = useReactFlow();
  const canvasRef = useRef<HTMLDivElement>(null);

  // The other mode's blocks stay until this mode's are in, as before; each mode's are read once.
  const blocks = useQuery({ ...flowQueries.blocks(mode), placeholderData: keepPreviousData });
  const blockMap = useMemo(() => new Map((blocks.data?.results ?? []).map((block) => [block.type, block])), [blocks.data]);
  const [editing, setEditing] = useState<string | null>(null);
  // One side panel at a time: a test run, the live runs, or the preview on an invoice.
  const [panel, setPanel] = useState<'test' | 'runs' | 'preview' | null>(null);
  const testOpen = panel !== null;
  const toggle = (which: 'test' | 'runs' | 'preview') => {
    test.show(null);
    setPanel(panel === which ? null : which);
  };

  // On a narrow screen the panel opens below the canvas, out of sight: it is brought up to the top of the view.
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (panel !== null && window.matchMedia(NARROW).matches) bringIntoView(bodyRef.current?.querySelector('.test-panel'), 'start');
  }, [panel]);

  // The test panel takes room from the canvas: show the whole graph in what is left.
  useEffect(() => {
    const frame = requestAnimationFrame(() => void fitView({ maxZoom: 1, duration: 200 }));
    return () => cancelAnimationFrame(frame);
  }, [testOpen, fitView]);

  // A loaded graph is fitted again once its blocks are measured, a frame later: after React Flow's own fit on load the
  // graph sat low, its last block cut off, as if fitted to a taller canvas than the one the layout settled on.
  const measured = useNodesInitialized();
  const fittedOnLoad = useRef(false);
  useEffect(() => {
    if (!measured || fittedOnLoad.current || start.nodes.length === 0) return;
    fittedOnLoad.current = true;
    const frame = requestAnimationFrame(() => void fitView({ maxZoom: 1 }));
    return () => cancelAnimationFrame(frame);
  }, [measured, fitView, start.nodes.length]);

  /** The block added last (dropped or clicked): what a click in the palette follows when none is selected. */
  const lastAdded = useRef<string | null>(null);

  /** Adds the block, selected, and answers its id. */
  const addBlock = useCallback(
    (block: Block, position: { x: number; y: number }): string => {
      const id = newNodeId(block.type, nodes);
      setNodes((current) => [
        ...current.map((node) => ({ ...node, selected: false })),
        { id, type: 'block', position, selected: true, data: { blockType: block.type, params: defaultParams(block) } },
      ]);
      return id;
    },
    [nodes, setNodes],
  );

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const block = blockMap.get(event.dataTransfer.getData(BLOCK_MIME));
    if (!block) return;
    const point = screenToFlowPosition({ x: event.clientX, y: event.clientY });
    lastAdded.current = addBlock(block, { x: point.x - 90, y: point.y - 24 });
  };

  // A clicked block follows the block it most likely comes after: the selected one, else the one added last, else the
  // lowest (placement.ts puts it where its line to that block can be seen). The first goes near the top of the view.
  // The view then follows, so the new block is in sight.
  const addInView = (block: Block) => {
    const anchor =
      nodes.findLast((node) => node.selected) ??
      nodes.find((node) => node.id === lastAdded.current) ??
      nodes.reduce<CanvasNode | null>((low, candidate) => (low === null || candidate.position.y > low.position.y ? candidate : low), null);
    if (anchor) {
      const outputsOf = (node: CanvasNode) => blockMap.get(node.data.blockType)?.outputs ?? ['main'];
      lastAdded.current = addBlock(block, placeAfter(anchor, nodes, edges, outputsOf));
      requestAnimationFrame(() => void fitView({ maxZoom: 1, duration: 200 }));
      return;
    }
    const rect = canvasRef.current?.getBoundingClientRect();
    const point = screenToFlowPosition({ x: (rect?.left ?? 0) + (rect?.width ?? 400) / 2, y: (rect?.top ?? 0) + 80 });
    lastAdded.current = addBlock(block, { x: point.x - 90, y: point.y });
  };

  const onConnect = useCallback(
    (connection: Connection) => {
      const edge = edgeOf(connection.source, connection.sourceHandle ?? 'main', connection.target);
      setEdges((current) => (current.some((existing) => existing.id === edge.id) ? current : [...current, edge]));
    },
    [setEdges],
  );

  const updateParams = (nodeId: string, params: Record<string, unknown>) => {
    setNodes((current) => current.map((node) => (node.id === nodeId ? { ...node, data: { ...node.data, params } } : node)));
    setErrors((current) => ({ ...current, byNode: new Map([...current.byNode].filter(([id]) => id !== nodeId)) }));
    setWarnings((current) => new Map([...current].filter(([id]) => id !== nodeId)));
    setEditing(null);
  };

  const triggers: TriggerChoice[] = nodes
    .filter((node) => blockMap.get(node.data.blockType)?.kind === 'trigger')
    .map((node) => ({ nodeId: node.id, block: blockMap.get(node.data.blockType) }));

  const editorState = useMemo<EditorState>(
    () => ({
      blocks: blockMap,
      errors: errors.byNode,
      warnings,
      trace: new Map((run?.trace ?? []).map((entry, index) => [entry.node, { step: index, entry }])),
      currentNode: run?.trace[step]?.node ?? null,
      openParams: setEditing,
    }),
    [blockMap, errors.byNode, warnings, run, step],
  );
  const status = saving ? 'Saving…' : dirty ? 'Unsaved changes' : notice;
  const editingNode = nodes.find((node) => node.id === editing);
  const unlinkedErrors =
    errors.problem?.problem.errors?.filter((error) => !error.node || !nodes.some((node) => node.id === error.node)) ?? [];

  return (
    <EditorContext.Provider value={editorState}>
      <div className={`editor ${testOpen ? 'with-test' : ''}`}>
        <header className="editor-bar">
          <Link href={`/flows?mode=${mode}`} className="back">
            ← Flows
          </Link>
          <input
            className="flow-name"
            aria-label="Flow name"
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
          />
          <ModeSwitch mode={mode} onChange={setMode} />
          <label className="switch" title={flowId === null ? 'Save the flow first' : undefined}>
            <input type="checkbox" checked={isActive} disabled={flowId === null} onChange={() => void toggleActive()} />
            Active
          </label>
          <span className="status muted" role="status" title={status ?? undefined}>
            {status}
          </span>
          {mode === 'debt_collection' && (
            <button
              type="button"
              onClick={() => toggle('preview')}
              aria-pressed={panel === 'preview'}
              disabled={flowId === null}
              title={flowId === null ? 'Save the flow first' : undefined}
            >
              Preview on an invoice
            </button>
          )}
          <button type="button" onClick={() => toggle('runs')} aria-pressed={panel === 'runs'}>
            Runs
          </button>
          <button type="button" onClick={() => toggle('test')} aria-pressed={panel === 'test'}>
            Test run
          </button>
          <button type="button" className="primary save" onClick={() => void save()} disabled={saving}>
            Save
          </button>
        </header>
        {errors.problem && (
          <div className="editor-errors">
            <ProblemMessage
              error={errors.problem.problem.code === 'invalid_graph' ? withErrors(errors.problem, unlinkedErrors) : errors.problem}
            />
          </div>
        )}
        <div className="editor-body" ref={bodyRef}>
          {blocks.error ? <ProblemMessage error={blocks.error} /> : <BlockPanel blocks={blocks.data?.results ?? []} onAdd={addInView} />}
          <div className="canvas" ref={canvasRef} onDragOver={(event) => event.preventDefault()} onDrop={onDrop} aria-label="Canvas">
            <ReactFlow
              nodes={nodes}
              edges={edges}
              nodeTypes={NODE_TYPES}
              edgeTypes={EDGE_TYPES}
              defaultEdgeOptions={EDGE_OPTIONS}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              onNodeDoubleClick={(_event, node) => setEditing(node.id)}
              isValidConnection={(connection) => connection.source !== connection.target}
              deleteKeyCode={DELETE_KEYS}
              zoomOnDoubleClick={false}
              fitView={start.nodes.length > 0}
              fitViewOptions={{ maxZoom: 1 }}
              proOptions={{ hideAttribution: true }}
            >
              <Background gap={16} />
              <Controls />
              {!testOpen && <MiniMap pannable zoomable className="minimap" />}
            </ReactFlow>
            {nodes.length === 0 && (
              <p className="canvas-hint">
                Drag a trigger from the left onto the canvas, then an action; connect the bottom of one block to the top of the next.
              </p>
            )}
          </div>
          {panel === 'test' && (
            <TestRunPanel
              triggers={triggers}
              run={run}
              step={step}
              busy={test.running}
              error={test.error}
              onRun={(context, trigger) => void test.start(context, trigger)}
              onStep={test.setStep}
              onClose={() => {
                setPanel(null);
                test.show(null);
              }}
            />
          )}
          {panel === 'runs' && (
            <RunsPanel
              flowId={flowId}
              shown={run}
              step={step}
              onShow={test.show}
              onStep={test.setStep}
              onClose={() => {
                setPanel(null);
                test.show(null);
              }}
            />
          )}
          {panel === 'preview' && <PreviewPanel flowId={flowId} dirty={dirty} blocks={blockMap} onClose={() => setPanel(null)} />}
        </div>
        {editingNode && (
          <ParamsDialog
            nodeId={editingNode.id}
            block={blockMap.get(editingNode.data.blockType)}
            params={editingNode.data.params}
            hints={[...new Set(triggers.flatMap((choice) => templatePaths(choice.block?.context_schema)))]}
            errors={errors.byNode.get(editingNode.id) ?? []}
            warnings={warnings.get(editingNode.id) ?? []}
            letter={{
              mode,
              // The drawing as it stands, with the fields of the open dialog in place of the step's params.
              drawing: (params) =>
                fromCanvas(
                  nodes.map((node) => (node.id === editingNode.id ? { ...node, data: { ...node.data, params } } : node)),
                  edges,
                ),
            }}
            onSave={(params) => updateParams(editingNode.id, params)}
            onClose={() => setEditing(null)}
          />
        )}
      </div>
    </EditorContext.Provider>
  );
}

function defaultParams(block: Block): Record<string, unknown> {
  const properties = (block.params as { properties?: Record<string, { default?: unknown }> }).properties ?? {};
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, schema]) => (schema.default === undefined ? [] : [[name, schema.default]])),
  );
}
