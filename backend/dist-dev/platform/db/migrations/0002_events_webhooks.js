export async function up(db) {
    await db.raw(`
    CREATE TABLE events (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      type             text NOT NULL,
      data             jsonb NOT NULL,
      created_at       timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX events_organization_idx ON events (organization_id, id DESC);

    CREATE TABLE webhooks (
      id                          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id             bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      url                         text NOT NULL,
      events                      text[] NOT NULL,
      description                 text NOT NULL DEFAULT '',
      is_active                   boolean NOT NULL DEFAULT true,
      secret                      text NOT NULL,
      -- After a rotation the old secret signs too, for a while, so receivers can switch without losing messages.
      previous_secret             text,
      previous_secret_expires_at  timestamptz,
      failing_since               timestamptz,
      disabled_reason             text,
      created_at                  timestamptz NOT NULL DEFAULT now(),
      updated_at                  timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, id)
    );
    CREATE INDEX webhooks_subscribers_idx ON webhooks (organization_id) WHERE is_active;

    CREATE TABLE webhook_deliveries (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL,
      webhook_id       bigint NOT NULL,
      event_id         bigint REFERENCES events (id) ON DELETE CASCADE,
      message_id       text NOT NULL,
      event_type       text NOT NULL,
      payload          jsonb NOT NULL,
      status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      attempts         integer NOT NULL DEFAULT 0,
      next_attempt_at  timestamptz,
      last_status_code integer,
      last_error       text,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (organization_id, webhook_id) REFERENCES webhooks (organization_id, id) ON DELETE CASCADE
    );
    -- One delivery per event and endpoint, so dispatching an event twice sends it once.
    CREATE UNIQUE INDEX webhook_deliveries_event_idx ON webhook_deliveries (webhook_id, event_id) WHERE event_id IS NOT NULL;
    CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, id DESC);

    CREATE TABLE webhook_attempts (
      id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      delivery_id    bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempt        integer NOT NULL,
      started_at     timestamptz NOT NULL,
      duration_ms    double precision NOT NULL,
      status_code    integer,
      error          text,
      response_body  text,
      next_retry_at  timestamptz
    );
    CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempt);

    CREATE TABLE worker_heartbeats (
      process_id  text PRIMARY KEY,
      worker_ids  text[] NOT NULL,
      seen_at     timestamptz NOT NULL DEFAULT now()
    );
  `);
}
export async function down(db) {
    await db.raw(`
    DROP TABLE worker_heartbeats;
    DROP TABLE webhook_attempts;
    DROP TABLE webhook_deliveries;
    DROP TABLE webhooks;
    DROP TABLE events;
  `);
}
//# sourceMappingURL=0002_events_webhooks.js.map