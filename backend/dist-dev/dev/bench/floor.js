/**
 * The floor of the API benchmark: a bare Koa app on pg answering
 * `GET /api/v1/invoices/` and `POST /api/v1/invoices/` with the same SQL the
 * full stack runs, and nothing else: no auth, validation, rate limit, audit,
 * idempotency or metrics. What Kontor adds is measured against it.
 */
import Koa from 'koa';
import pg from 'pg';
import getRawBody from 'raw-body';
export function floorApp(connectionString, organizationId) {
    const pool = new pg.Pool({ connectionString, max: 10 });
    const app = new Koa();
    const invoicePage = async (client, limit, id) => {
        const { rows } = await client.query(`SELECT invoices.*, clients.name AS client_name, count(*) OVER () AS __count
         FROM invoices JOIN clients ON clients.id = invoices.client_id
        WHERE invoices.organization_id = $1 ${id ? 'AND invoices.id = $3' : ''}
        ORDER BY invoices.id DESC LIMIT $2`, id ? [organizationId, limit, id] : [organizationId, limit]);
        const ids = rows.map((row) => row.id);
        const items = await client.query('SELECT * FROM invoice_items WHERE invoice_id = ANY($1) ORDER BY invoice_id, position', [ids]);
        return rows.map((row) => ({ ...row, items: items.rows.filter((item) => item.invoice_id === row.id) }));
    };
    app.use(async (ctx) => {
        if (ctx.method === 'GET' && ctx.path === '/api/v1/invoices/') {
            const results = await invoicePage(pool, 25);
            ctx.body = { count: Number(results[0]?.__count ?? 0), next: null, previous: null, results };
            return;
        }
        if (ctx.method === 'POST' && ctx.path === '/api/v1/invoices/') {
            const body = JSON.parse(await getRawBody(ctx.req, { encoding: 'utf8' }));
            const client = await pool.connect();
            try {
                await client.query('BEGIN');
                const terms = await client.query('SELECT currency, payment_terms_days FROM clients WHERE organization_id = $1 AND id = $2', [
                    organizationId,
                    body.client_id,
                ]);
                const counter = await client.query(`INSERT INTO invoice_counters (organization_id, year, last_value) VALUES ($1, 2026, 1)
           ON CONFLICT (organization_id, year) DO UPDATE SET last_value = invoice_counters.last_value + 1 RETURNING last_value`, [organizationId]);
                const number = `2026-${String(counter.rows[0].last_value).padStart(4, '0')}`;
                const inserted = await client.query(`INSERT INTO invoices (organization_id, number, client_id, status, issue_date, due_date, currency, subtotal, tax_total, total, source)
           VALUES ($1, $2, $3, 'draft', current_date, current_date + $4::integer, $5, 0, 0, 0, 'api') RETURNING id`, [organizationId, number, body.client_id, terms.rows[0].payment_terms_days, terms.rows[0].currency]);
                const id = inserted.rows[0].id;
                for (const [position, item] of body.items.entries()) {
                    await client.query(`INSERT INTO invoice_items (invoice_id, position, description, quantity, unit, unit_price, tax_rate, subtotal, tax, total)
             VALUES ($1, $2, $3, $4, '', $5, $6, 0, 0, 0)`, [id, position, item.description, item.quantity, item.unit_price, item.tax_rate]);
                }
                const [invoice] = await invoicePage(client, 1, id);
                await client.query('COMMIT');
                ctx.status = 201;
                ctx.body = invoice;
            }
            catch (error) {
                await client.query('ROLLBACK');
                throw error;
            }
            finally {
                client.release();
            }
            return;
        }
        ctx.status = 404;
    });
    return { app, close: () => pool.end() };
}
//# sourceMappingURL=floor.js.map