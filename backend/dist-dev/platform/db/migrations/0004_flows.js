export async function up(db) {
    await db.raw(`
    CREATE TABLE flows (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      name             text NOT NULL,
      mode             text NOT NULL CHECK (mode IN ('automation', 'debt_collection')),
      graph            jsonb NOT NULL,
      is_active        boolean NOT NULL DEFAULT false,
      version          integer NOT NULL DEFAULT 1,
      signing_secret   text NOT NULL,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, id)
    );
    CREATE INDEX flows_active_idx ON flows (organization_id) WHERE is_active;

    CREATE TABLE flow_runs (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL,
      flow_id          bigint NOT NULL,
      flow_version     integer NOT NULL,
      status           text NOT NULL CHECK (status IN ('running', 'waiting', 'completed', 'failed')),
      test             boolean NOT NULL DEFAULT false,
      event_id         bigint,
      trigger_node     text NOT NULL,
      context          jsonb NOT NULL,
      trace            jsonb NOT NULL DEFAULT '[]',
      state            jsonb,
      resume_at        timestamptz,
      error            text,
      started_at       timestamptz NOT NULL DEFAULT now(),
      finished_at      timestamptz,
      updated_at       timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (organization_id, flow_id) REFERENCES flows (organization_id, id) ON DELETE CASCADE
    );
    CREATE INDEX flow_runs_flow_idx ON flow_runs (flow_id, id DESC);
    CREATE INDEX flow_runs_due_idx ON flow_runs (resume_at) WHERE status = 'waiting';
    -- One run per flow, trigger and event: a re-dispatched event does not start a flow twice.
    CREATE UNIQUE INDEX flow_runs_event_idx ON flow_runs (flow_id, trigger_node, event_id) WHERE event_id IS NOT NULL;

    ALTER TABLE invoices ADD COLUMN in_collection boolean NOT NULL DEFAULT false;
  `);
}
export async function down(db) {
    await db.raw(`
    ALTER TABLE invoices DROP COLUMN in_collection;
    DROP TABLE flow_runs;
    DROP TABLE flows;
  `);
}
//# sourceMappingURL=0004_flows.js.map