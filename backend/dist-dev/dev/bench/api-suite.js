/**
 * `GET /api/v1/invoices/` and `POST /api/v1/invoices/` through the full stack
 * (audit log on and off) against a bare Koa + pg handler running the same
 * SQL: what auth, validation, rate limits, idempotency, metrics and the audit
 * log cost per request.
 */
import { invoiceService } from '../../features/invoices/service.js';
import { clientsTable } from '../../features/clients/store.js';
import { createOrganization } from '../../features/organizations/service.js';
import { forkServer, load, ratio } from './support.js';
import { systemClock } from '../../platform/clock.js';
const VARIANTS = ['floor', 'noaudit', 'full'];
const SEED_INVOICES = 200;
export async function apiBenchmark(database, { seconds }) {
    const { db } = database;
    const { organization, apiKey } = await createOrganization(db, {
        name: 'Bench',
        ownerEmail: `bench-${Date.now()}@example.com`,
        ownerPassword: 'bench password',
    });
    const client = await clientsTable.insert(db, organization.id, { name: 'Bench client', currency: 'EUR' });
    const invoices = invoiceService({ db, clock: systemClock });
    const body = {
        client_id: client.id,
        items: [
            { description: 'Consulting', quantity: '3', unit_price: '1500', tax_rate: '21' },
            { description: 'Travel', quantity: '1', unit_price: '120.50', tax_rate: '0' },
        ],
    };
    for (let i = 0; i < SEED_INVOICES; i++)
        await invoices.create(organization.id, body);
    const results = {
        'GET /api/v1/invoices/': {},
        'POST /api/v1/invoices/': {},
    };
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
    // All lists first, then all creations, so that every variant lists the same rows.
    for (const [name, method] of [
        ['GET /api/v1/invoices/', 'GET'],
        ['POST /api/v1/invoices/', 'POST'],
    ]) {
        for (const variant of VARIANTS) {
            const server = await forkServer({
                BENCH_VARIANT: variant,
                BENCH_DATABASE_URL: database.url,
                BENCH_ORGANIZATION_ID: String(organization.id),
            });
            const request = {
                url: `${server.url}/api/v1/invoices/`,
                method,
                headers,
                body: method === 'POST' ? JSON.stringify(body) : undefined,
            };
            await load({ ...request, seconds: 1 }); // warm-up: JIT, pools, caches
            results[name][variant] = await load({ ...request, seconds });
            await server.stop();
        }
    }
    const rows = Object.entries(results).flatMap(([name, byVariant]) => VARIANTS.map((variant) => ({ endpoint: name, variant, ...byVariant[variant] })));
    const ratios = Object.fromEntries(Object.entries(results).map(([name, r]) => [
        name,
        {
            'rps full / floor': ratio(r.full.rps, r.floor.rps),
            'p50 full / floor': ratio(r.full.p50, r.floor.p50),
            'p99 full / floor': ratio(r.full.p99, r.floor.p99),
            'rps audit on / off': ratio(r.full.rps, r.noaudit.rps),
            'p50 audit on / off': ratio(r.full.p50, r.noaudit.p50),
            'p99 audit on / off': ratio(r.full.p99, r.noaudit.p99),
        },
    ]));
    return { rows, ratios };
}
//# sourceMappingURL=api-suite.js.map