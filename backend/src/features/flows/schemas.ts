import { GRAPH_SCHEMA } from '@kontor/flow-engine';
import { Type, type Static } from '@sinclair/typebox';
import { Id, ListQuery, Nullable, Partial, Text, Timestamp } from '../../platform/http/schema.js';

const Mode = Type.Union([Type.Literal('automation'), Type.Literal('debt_collection')], {
  description: 'The editor the flow belongs to; each has its own blocks.',
});
const { $id: _graphId, ...graphSchema } = GRAPH_SCHEMA;
const Graph = Type.Unsafe<{
  nodes: Array<{ id: string; type: string; params: Record<string, unknown>; position: { x: number; y: number } }>;
  connections: Array<{ from: string; to: string; output: string }>;
}>({
  ...graphSchema,
  description:
    'Nodes (`id`, `type`, `params`, `position`) and connections (`from`, `to`, `output`). Params strings may be Handlebars templates such as {{invoice.number}}.',
});

const flowFields = {
  name: Text(200, { minLength: 1 }),
  mode: Mode,
  graph: Graph,
  is_active: Type.Boolean({
    description:
      'Active flows start on their trigger events. Defaults to false. Turning a flow off cancels its waiting runs (`cancelled`, the error saying the flow was turned off): nothing it was still to do happens; turning it on again starts runs from new events only.',
  }),
};

export const FlowCreate = Type.Object(
  { name: flowFields.name, mode: flowFields.mode, graph: flowFields.graph, is_active: Type.Optional(flowFields.is_active) },
  { additionalProperties: false, $id: 'FlowCreate' },
);
export type FlowCreate = Static<typeof FlowCreate>;

export const FlowPatch = Partial(
  Type.Object({
    ...flowFields,
    version: Type.Integer({
      minimum: 1,
      description:
        'The version this change was made on (optional): when the flow has had another version saved since, as by a second editor, 409 `version_conflict` and nothing changes, instead of one save undoing the other.',
    }),
  }),
  'FlowPatch',
);
export type FlowPatch = Static<typeof FlowPatch>;

export const FlowWarning = Type.Object({
  node: Nullable(Type.String({ description: 'The node the warning is about.' })),
  field: Nullable(Type.String({ description: 'Its field, as `params.to`, or null for the node as a whole.' })),
  code: Type.String({ description: '`no_reference_rate`, `empty_recipient`, `recipient_may_be_empty`.' }),
  message: Type.String(),
});
export type FlowWarning = Static<typeof FlowWarning>;

export const Flow = Type.Object(
  {
    id: Id,
    name: Type.String(),
    mode: Mode,
    graph: Graph,
    is_active: Type.Boolean(),
    version: Type.Integer({ description: 'Grows with every change of the graph.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
    warnings: Type.Optional(
      Type.Array(FlowWarning, {
        description:
          'Only in the answer to a save (create, PUT, PATCH): steps that will fail for every record they may meet, or for records the organization has (an `add_interest` without a reference rate, a `to` that renders empty for clients without an e-mail). The flow is saved all the same.',
      }),
    ),
  },
  { $id: 'Flow' },
);
export type Flow = Static<typeof Flow>;

const SigningSecret = Type.String({
  description:
    '`whsec_...`: what "send to automation platform" signs with, Standard Webhooks style. Shown only here; `POST .../rotate-secret/` issues a new one.',
});

export const FlowWithSecret = Type.Composite([Flow, Type.Object({ signing_secret: SigningSecret })], { $id: 'FlowWithSecret' });
export type FlowWithSecret = Static<typeof FlowWithSecret>;

export const FlowListQuery = ListQuery(['name', 'created_at', 'id'], { mode: Mode, is_active: Type.Boolean() });
export type FlowListQuery = Static<typeof FlowListQuery>;

export const BlocksQuery = Type.Object({ mode: Mode }, { additionalProperties: false });

const RunStatus = Type.Union([
  Type.Literal('running'),
  Type.Literal('waiting'),
  Type.Literal('completed'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);

export const TraceEntry = Type.Object({
  node: Type.String(),
  type: Type.String(),
  started_at: Timestamp,
  duration_ms: Type.Number(),
  params: Type.Record(Type.String(), Type.Unknown(), { description: 'The params as rendered.' }),
  output: Nullable(Type.String()),
  result: Type.Unknown(),
  error: Nullable(Type.String()),
  warnings: Type.Array(Type.String()),
});

export const FlowRun = Type.Object(
  {
    id: Id,
    flow_id: Id,
    flow_version: Type.Integer(),
    status: RunStatus,
    test: Type.Boolean(),
    event_id: Nullable(Id),
    trigger_node: Type.String(),
    context: Type.Record(Type.String(), Type.Unknown()),
    trace: Type.Array(TraceEntry),
    resume_at: Nullable(Timestamp),
    error: Nullable(Type.String()),
    failed_node: Nullable(Type.String({ description: 'The step that failed, on a failed run.' })),
    started_at: Timestamp,
    finished_at: Nullable(Timestamp),
  },
  { $id: 'FlowRun' },
);
export type FlowRun = Static<typeof FlowRun>;

export const RunRequest = Type.Object(
  {
    context: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'What the trigger would carry, e.g. `{"invoice": {...}, "client": {...}}`. Give this or `record`.',
      }),
    ),
    record: Type.Optional(
      Type.Object(
        {
          invoice: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'An invoice number ("2026-0005") or id.' })),
          client: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'A client name (exactly, any case) or id.' })),
        },
        {
          additionalProperties: false,
          description:
            "Instead of `context`: a real record, read as a live run would carry it (the invoice with its client, or the client), under the trigger's event. 422 naming `record.invoice` or `record.client` when there is no such record.",
        },
      ),
    ),
    trigger: Type.Optional(Type.String({ description: 'The trigger node to start from (default: the first).' })),
    live: Type.Optional(
      Type.Boolean({ description: 'Send e-mail and HTTP for real and change records. Default false: actions are simulated.' }),
    ),
  },
  { additionalProperties: false, $id: 'FlowRunRequest' },
);
export type RunRequest = Static<typeof RunRequest>;

export const RunListQuery = ListQuery(['started_at', 'id'], {
  status: RunStatus,
  test: Type.Boolean({ description: 'false: live runs only; true: test runs only.' }),
});
export type RunListQuery = Static<typeof RunListQuery>;

export const FlowVersion = Type.Object(
  {
    version: Type.Integer(),
    mode: Mode,
    graph: Graph,
    created_at: Timestamp,
    waiting_runs: Type.Integer({ description: 'Runs waiting on this version; they finish on it.' }),
  },
  { $id: 'FlowVersion' },
);
export type FlowVersion = Static<typeof FlowVersion>;

export const LetterPreviewRequest = Type.Object(
  {
    mode: Mode,
    graph: Graph,
    node: Type.String({
      description: 'The step whose letter is previewed: a `send_email` or `send_reminder` node of `graph`, as drawn (unsaved).',
    }),
    record: Type.Object(
      {
        invoice: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'An invoice number ("2026-0005").' })),
        client: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'A client name (exactly, any case).' })),
      },
      { additionalProperties: false, description: 'The real record the letter is written for, as a live run would carry it.' },
    ),
    trigger: Type.Optional(Type.String({ description: 'The trigger node whose event the record is read under (default: the first).' })),
  },
  { additionalProperties: false, $id: 'LetterPreviewRequest' },
);
export type LetterPreviewRequest = Static<typeof LetterPreviewRequest>;

export const LetterPreview = Type.Object(
  {
    node: Type.String(),
    to: Type.String({ description: '"To" as rendered for this record.' }),
    subject: Type.String(),
    text: Type.String({ description: 'The plain-text part.' }),
    html: Nullable(
      Type.String({
        description: 'The HTML part as a whole document, as mail programs get it; null when the step would fail before writing it.',
      }),
    ),
    error: Nullable(
      Type.String({
        description:
          'Why the step would fail for this record (a letter helper that could not format its value, a "To" that renders empty); nothing would be sent.',
      }),
    ),
    missing: Type.Array(Type.String(), { description: 'Template values this record lacks, which render empty.' }),
    warnings: Type.Array(FlowWarning, { description: 'What saving the flow would warn of for this step (the same as a save answers).' }),
  },
  { $id: 'LetterPreview' },
);
export type LetterPreview = Static<typeof LetterPreview>;
