export async function up(db) {
    await db.raw(`
    ALTER TABLE invoices
      ADD COLUMN dunning_hold jsonb,
      ADD COLUMN promised_pay_date date;
    ALTER TABLE clients ADD COLUMN dunning_hold jsonb;

    -- Percent per year; the statutory rate for business debts is the reference rate + 8 points (EU Directive 2011/7/EU).
    ALTER TABLE organizations
      ADD COLUMN reference_interest_rate numeric(6, 3),
      ADD COLUMN interest_surcharge numeric(6, 3) NOT NULL DEFAULT 8.00;

    CREATE TABLE dunning_bookings (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      invoice_id       bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      level            integer NOT NULL CHECK (level BETWEEN 1 AND 9),
      kind             text NOT NULL CHECK (kind IN ('reminder', 'fee', 'interest')),
      flow_id          bigint,
      run_id           bigint,
      node             text,
      amount           numeric(16, 2),
      detail           jsonb NOT NULL DEFAULT '{}',
      created_at       timestamptz NOT NULL DEFAULT now(),
      -- The guarantee: one reminder, one fee and one interest item per invoice and level, whoever books it.
      UNIQUE (invoice_id, level, kind)
    );

    CREATE TABLE flow_versions (
      flow_id     bigint NOT NULL REFERENCES flows (id) ON DELETE CASCADE,
      version     integer NOT NULL,
      mode        text NOT NULL,
      graph       jsonb NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (flow_id, version)
    );
    INSERT INTO flow_versions (flow_id, version, mode, graph, created_at) SELECT id, version, mode, graph, updated_at FROM flows;

    ALTER TABLE flow_runs DROP CONSTRAINT flow_runs_status_check;
    ALTER TABLE flow_runs ADD CONSTRAINT flow_runs_status_check CHECK (status IN ('running', 'waiting', 'completed', 'failed', 'cancelled'));
    CREATE INDEX flow_runs_invoice_idx ON flow_runs (((context -> 'invoice' ->> 'id')::bigint)) WHERE status = 'waiting';
  `);
}
export async function down(db) {
    await db.raw(`
    DROP INDEX flow_runs_invoice_idx;
    UPDATE flow_runs SET status = 'failed', error = 'cancelled' WHERE status = 'cancelled';
    ALTER TABLE flow_runs DROP CONSTRAINT flow_runs_status_check;
    ALTER TABLE flow_runs ADD CONSTRAINT flow_runs_status_check CHECK (status IN ('running', 'waiting', 'completed', 'failed'));
    DROP TABLE flow_versions;
    DROP TABLE dunning_bookings;
    ALTER TABLE organizations DROP COLUMN reference_interest_rate, DROP COLUMN interest_surcharge;
    ALTER TABLE clients DROP COLUMN dunning_hold;
    ALTER TABLE invoices DROP COLUMN dunning_hold, DROP COLUMN promised_pay_date;
  `);
}
//# sourceMappingURL=0007_dunning.js.map