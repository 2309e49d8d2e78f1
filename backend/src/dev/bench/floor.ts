/**
 * The floor of the API benchmark: a bare Koa app on pg answering `GET /api/v1/invoices/` and
 * `POST /api/v1/invoices/`, and nothing else: no auth, validation, rate limit, audit, idempotency or metrics. What
 * Kontor adds is measured against it.
 *
 * The list sends the very statement the full stack sends for the same page (the page, its count, each invoice's
 * items and debt-collection state), captured once from the invoices store at start, and answers its rows as they come.
 */
import Koa from 'koa';
import pg from 'pg';
import getRawBody from 'raw-body';
import { createDb } from '../../platform/db/knex.js';
import { preparedName } from '../../platform/db/prepared.js';
import { listInvoices } from '../../features/invoices/store.js';
import { wireFeatures } from '../../app/wiring.js';

interface Item {
  description: string;
  quantity: string;
  unit_price: string;
  tax_rate: string;
}

/** The statement the invoices store sends for the first page of 25, as pg takes it. */
async function listStatement(connectionString: string, organizationId: number): Promise<{ name: string; text: string; values: unknown[] }> {
  wireFeatures();
  const db = createDb({ connectionString, poolMax: 1 });
  const sent: Array<{ sql: string; bindings: unknown[] }> = [];
  db.on('query', (query: { sql: string; bindings: unknown[] }) => sent.push(query));
  try {
    await listInvoices(db, organizationId, { page: 1, page_size: 25 });
  } finally {
    await db.destroy();
  }
  if (sent.length !== 1) throw new Error(`the invoices list sent ${sent.length} statements; the floor sends the same one`);
  const client = db.client as { positionBindings(sql: string): string };
  // Prepared under the name the app gives it, as the app sends it (platform/db/prepared.ts).
  return { name: preparedName(sent[0]!.sql), text: client.positionBindings(sent[0]!.sql), values: sent[0]!.bindings };
}

export async function floorApp(connectionString: string, organizationId: number): Promise<{ app: Koa; close(): Promise<void> }> {
  const list = await listStatement(connectionString, organizationId);
  const pool = new pg.Pool({ connectionString, max: 10 });
  const app = new Koa();

  const invoicePage = async (client: pg.PoolClient | pg.Pool, limit: number, id?: number) => {
    const { rows } = await client.query(
      `SELECT invoices.*, clients.name AS client_name, count(*) OVER () AS __count
         FROM invoices JOIN clients ON clients.id = invoices.client_id
        WHERE invoices.organization_id = $1 ${id ? 'AND invoices.id = $3' : ''}
        ORDER BY invoices.id DESC LIMIT $2`,
      id ? [organizationId, limit, id] : [organizationId, limit],
    );
    const ids = rows.map((row) => row.id as number);
    const items = await client.query('SELECT * FROM invoice_items WHERE invoice_id = ANY($1) ORDER BY invoice_id, position', [ids]);
    return rows.map((row) => ({ ...row, items: items.rows.filter((item) => item.invoice_id === row.id) }));
  };

  app.use(async (ctx) => {
    if (ctx.method === 'GET' && ctx.path === '/api/v1/invoices/') {
      const { rows } = await pool.query(list);
      ctx.body = { count: Number(rows[0]?.__count ?? 0), next: null, previous: null, results: rows };
      return;
    }
    if (ctx.method === 'POST' && ctx.path === '/api/v1/invoices/') {
      const body = JSON.parse(await getRawBody(ctx.req, { encoding: 'utf8' })) as { client_id: number; items: Item[] };
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const terms = await client.query('SELECT currency, payment_terms_days FROM clients WHERE organization_id = $1 AND id = $2', [
          organizationId,
          body.client_id,
        ]);
        const counter = await client.query(
          `INSERT INTO invoice_counters (organization_id, year, last_value) VALUES ($1, 2026, 1)
           ON CONFLICT (organization_id, year) DO UPDATE SET last_value = invoice_counters.last_value + 1 RETURNING last_value`,
          [organizationId],
        );
        const number = `2026-${String(counter.rows[0].last_value).padStart(4, '0')}`;
        const inserted = await client.query(
          `INSERT INTO invoices (organization_id, number, client_id, status, issue_date, due_date, currency, subtotal, tax_total, total, source)
           VALUES ($1, $2, $3, 'draft', current_date, current_date + $4::integer, $5, 0, 0, 0, 'api') RETURNING id`,
          [organizationId, number, body.client_id, terms.rows[0].payment_terms_days, terms.rows[0].currency],
        );
        const id = inserted.rows[0].id as number;
        for (const [position, item] of body.items.entries()) {
          await client.query(
            `INSERT INTO invoice_items (invoice_id, position, description, quantity, unit, unit_price, tax_rate, subtotal, tax, total)
             VALUES ($1, $2, $3, $4, '', $5, $6, 0, 0, 0)`,
            [id, position, item.description, item.quantity, item.unit_price, item.tax_rate],
          );
        }
        const [invoice] = await invoicePage(client, 1, id);
        await client.query('COMMIT');
        ctx.status = 201;
        ctx.body = invoice;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
      return;
    }
    ctx.status = 404;
  });
  return { app, close: () => pool.end() };
}
