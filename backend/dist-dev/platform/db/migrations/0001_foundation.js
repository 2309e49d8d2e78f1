export async function up(db) {
    await db.raw(`
    CREATE TABLE organizations (
      id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name        text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE users (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      email            text NOT NULL,
      name             text NOT NULL DEFAULT '',
      role             text NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'member')),
      password_hash    text NOT NULL,
      created_at       timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));

    CREATE TABLE access_tokens (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      token_hash       text NOT NULL UNIQUE,
      created_at       timestamptz NOT NULL DEFAULT now(),
      expires_at       timestamptz NOT NULL,
      last_used_at     timestamptz
    );

    CREATE TABLE api_keys (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      name             text NOT NULL,
      prefix           text NOT NULL,
      key_hash         text NOT NULL UNIQUE,
      scopes           text[] NOT NULL DEFAULT '{*}',
      created_at       timestamptz NOT NULL DEFAULT now(),
      last_used_at     timestamptz,
      revoked_at       timestamptz
    );
    CREATE INDEX api_keys_organization_idx ON api_keys (organization_id, created_at DESC);
    CREATE INDEX api_keys_prefix_idx ON api_keys (prefix);

    CREATE TABLE clients (
      id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id     bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      name                text NOT NULL,
      legal_name          text NOT NULL DEFAULT '',
      registration_no     text NOT NULL DEFAULT '',
      vat_no              text NOT NULL DEFAULT '',
      email               text NOT NULL DEFAULT '',
      phone               text NOT NULL DEFAULT '',
      address_street      text NOT NULL DEFAULT '',
      address_city        text NOT NULL DEFAULT '',
      address_zip         text NOT NULL DEFAULT '',
      address_country     text NOT NULL DEFAULT '',
      currency            char(3) NOT NULL DEFAULT 'EUR',
      payment_terms_days  integer NOT NULL DEFAULT 14,
      notes               text NOT NULL DEFAULT '',
      created_at          timestamptz NOT NULL DEFAULT now(),
      updated_at          timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, id)
    );
    CREATE INDEX clients_organization_idx ON clients (organization_id, id);

    CREATE TABLE employees (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      name             text NOT NULL,
      email            text NOT NULL DEFAULT '',
      hourly_rate      numeric(14, 2) NOT NULL DEFAULT 0,
      active           boolean NOT NULL DEFAULT true,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, id)
    );

    CREATE TABLE tasks (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      title            text NOT NULL,
      description      text NOT NULL DEFAULT '',
      assignee_id      bigint,
      client_id        bigint,
      due_date         date,
      priority         text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
      status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'cancelled')),
      completed_at     timestamptz,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, id),
      FOREIGN KEY (organization_id, assignee_id) REFERENCES employees (organization_id, id) ON DELETE SET NULL (assignee_id),
      FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id) ON DELETE SET NULL (client_id)
    );

    CREATE TABLE time_entries (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      employee_id      bigint NOT NULL,
      client_id        bigint,
      task_id          bigint,
      date             date NOT NULL,
      minutes          integer NOT NULL CHECK (minutes > 0),
      description      text NOT NULL DEFAULT '',
      billable         boolean NOT NULL DEFAULT true,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (organization_id, employee_id) REFERENCES employees (organization_id, id) ON DELETE RESTRICT,
      FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id) ON DELETE SET NULL (client_id),
      FOREIGN KEY (organization_id, task_id) REFERENCES tasks (organization_id, id) ON DELETE SET NULL (task_id)
    );

    CREATE TABLE invoices (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      number           text NOT NULL,
      client_id        bigint NOT NULL,
      status           text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'paid', 'overdue', 'cancelled')),
      issue_date       date NOT NULL,
      due_date         date NOT NULL,
      currency         char(3) NOT NULL,
      subtotal         numeric(16, 2) NOT NULL,
      tax_total        numeric(16, 2) NOT NULL,
      total            numeric(16, 2) NOT NULL,
      amount_paid      numeric(16, 2) NOT NULL DEFAULT 0,
      source           text NOT NULL DEFAULT 'api' CHECK (source IN ('api', 'smart', 'flow')),
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, number),
      UNIQUE (organization_id, id),
      FOREIGN KEY (organization_id, client_id) REFERENCES clients (organization_id, id) ON DELETE RESTRICT
    );
    CREATE INDEX invoices_organization_idx ON invoices (organization_id, id);
    CREATE INDEX invoices_client_idx ON invoices (organization_id, client_id);

    CREATE TABLE invoice_items (
      id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      invoice_id   bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      position     integer NOT NULL,
      description  text NOT NULL,
      quantity     numeric(14, 3) NOT NULL,
      unit         text NOT NULL DEFAULT '',
      unit_price   numeric(16, 4) NOT NULL,
      tax_rate     numeric(5, 2) NOT NULL DEFAULT 0,
      subtotal     numeric(16, 2) NOT NULL,
      tax          numeric(16, 2) NOT NULL,
      total        numeric(16, 2) NOT NULL,
      UNIQUE (invoice_id, position)
    );

    -- One row per organization and year; the row lock taken by the increment
    -- serialises concurrent invoice creation, and a rollback gives the number back.
    CREATE TABLE invoice_counters (
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      year             integer NOT NULL,
      last_value       integer NOT NULL,
      PRIMARY KEY (organization_id, year)
    );

    CREATE TABLE idempotency_keys (
      organization_id   bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      credential        text NOT NULL,
      key               text NOT NULL,
      method            text NOT NULL,
      path              text NOT NULL,
      request_hash      text NOT NULL,
      state             text NOT NULL CHECK (state IN ('running', 'done')),
      response_status   integer,
      response_headers  jsonb,
      response_body     jsonb,
      created_at        timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, credential, key)
    );
    CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

    CREATE TABLE audit_log (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      organization_id  bigint REFERENCES organizations (id) ON DELETE CASCADE,
      kind             text NOT NULL,
      method           text NOT NULL DEFAULT '',
      url              text NOT NULL DEFAULT '',
      status           integer,
      duration_ms      double precision,
      credential       text,
      -- json, not jsonb: kept as written (cheaper to insert on every call) and only ever read whole or searched as text.
      request          json NOT NULL DEFAULT '{}',
      response         json NOT NULL DEFAULT '{}',
      error            text,
      created_at       timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_organization_idx ON audit_log (organization_id, created_at DESC, id DESC);
  `);
}
export async function down(db) {
    await db.raw(`
    DROP TABLE audit_log;
    DROP TABLE idempotency_keys;
    DROP TABLE invoice_counters;
    DROP TABLE invoice_items;
    DROP TABLE invoices;
    DROP TABLE time_entries;
    DROP TABLE tasks;
    DROP TABLE employees;
    DROP TABLE clients;
    DROP TABLE api_keys;
    DROP TABLE access_tokens;
    DROP TABLE users;
    DROP TABLE organizations;
  `);
}
//# sourceMappingURL=0001_foundation.js.map