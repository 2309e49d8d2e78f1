/**
 * A typed client generated from the document drives every documented operation (issue 34): openapi-fetch with the
 * types openapi-typescript writes from /api/openapi.json (test/openapi-client/kontor-api.d.ts, kept current by
 * `npm run lint`), against a real Kontor on 127.0.0.1. Every request is typed by the document (path, query, headers,
 * body), and the data the calls need is made through the same client first. Every answer is checked against the
 * document by the shared answers hook (answers-check.ts wraps the test Kontor's server, so openapi-fetch's requests go
 * through it like any other). The operations called are read from the requests actually sent, and must be exactly
 * the document's: a new operation without a call fails here, named.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor, type TestOrganization } from '../backend/src/dev/test-support/kontor.js';
import { startReceiver, type Receiver } from '../backend/src/dev/test-support/receiver.js';
import { until } from '../backend/src/dev/test-support/until.js';
import type { paths } from './openapi-client/kontor-api.js';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'put', 'post', 'patch', 'delete'];

let kontor: TestKontor;
let org: TestOrganization;
let receiver: Receiver;
let documented: Array<{ method: Method; path: string; pattern: RegExp; literals: number }>;
/** `POST /api/v1/clients/` for each request sent, with the statuses it was answered. */
const called = new Map<string, number[]>();

/** The documented operation a request is, by its method and path (the most literal template that matches). */
function operationOf(method: string, url: string): string {
  const { pathname } = new URL(url);
  const match = documented
    .filter((operation) => operation.method === method.toLowerCase() && operation.pattern.test(pathname))
    .sort((a, b) => b.literals - a.literals)[0];
  return match ? `${match.method.toUpperCase()} ${match.path}` : `${method.toUpperCase()} ${pathname} (not in the document)`;
}

/** Notes each request's operation and status, as sent and answered on the wire. */
const recorder: Middleware = {
  onResponse({ request, response }) {
    const operation = operationOf(request.method, request.url);
    called.set(operation, [...(called.get(operation) ?? []), response.status]);
  },
};

function clientFor(authorization: string) {
  const client = createClient<paths>({ baseUrl: kontor.url, headers: { authorization } });
  client.use(recorder);
  return client;
}
let api: ReturnType<typeof clientFor>;

/** The data of a success, failing with the answer when there is none. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new Error(`${result.response.status} ${JSON.stringify(result.error)}`);
  return result.data;
}

beforeAll(async () => {
  kontor = await startTestKontor({ worker: true });
  org = await kontor.createOrganization();
  receiver = await startReceiver();
  api = clientFor(`Bearer ${org.apiKey}`);
  // The document itself is not one of its operations: read as any integrator reads it.
  const document = (await (await fetch(`${kontor.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  documented = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      literals: path.split('/').filter((part) => part && !part.startsWith('{')).length,
    })),
  );
});
afterAll(async () => {
  await receiver?.close();
  await kontor?.close();
});

describe('a typed client generated from the document', () => {
  it('calls every documented operation, each answer as the document says', async () => {
    // Organization, events, blocks.
    ok(await api.GET('/api/v1/organization/'));
    ok(await api.PATCH('/api/v1/organization/', { body: { name: 'Typed client s.r.o.' } }));
    ok(await api.GET('/api/automation/events/'));
    ok(await api.GET('/api/automation/blocks/', { params: { query: { mode: 'automation' } } }));

    // Clients with aliases.
    const client = ok(await api.POST('/api/v1/clients/', { body: { name: 'Novák Stavby s.r.o.', email: 'ucetni@novak.example' } }));
    ok(await api.GET('/api/v1/clients/', { params: { query: { page_size: 10, search: 'Novák', ordering: '-name' } } }));
    ok(await api.GET('/api/v1/clients/{id}/', { params: { path: { id: client.id } } }));
    ok(
      await api.PUT('/api/v1/clients/{id}/', {
        params: { path: { id: client.id } },
        body: { name: 'Novák Stavby s.r.o.', email: 'ucetni@novak.example' },
      }),
    );
    ok(await api.PATCH('/api/v1/clients/{id}/', { params: { path: { id: client.id } }, body: { phone: '+420 123 456 789' } }));
    const clientAlias = ok(
      await api.POST('/api/v1/clients/{id}/aliases/', { params: { path: { id: client.id } }, body: { alias: 'Novák' } }),
    );
    ok(await api.GET('/api/v1/clients/{id}/aliases/', { params: { path: { id: client.id } } }));
    expect(
      (await api.DELETE('/api/v1/clients/{id}/aliases/{alias_id}/', { params: { path: { id: client.id, alias_id: clientAlias.id } } }))
        .response.status,
    ).toBe(204);

    // Employees with aliases.
    const employee = ok(await api.POST('/api/v1/employees/', { body: { name: 'Jana Dvořáková', email: 'jana@example.com' } }));
    ok(await api.GET('/api/v1/employees/', { params: { query: { active: true } } }));
    ok(await api.GET('/api/v1/employees/{id}/', { params: { path: { id: employee.id } } }));
    ok(
      await api.PUT('/api/v1/employees/{id}/', {
        params: { path: { id: employee.id } },
        body: { name: 'Jana Dvořáková', hourly_rate: '450.00' },
      }),
    );
    ok(await api.PATCH('/api/v1/employees/{id}/', { params: { path: { id: employee.id } }, body: { active: true } }));
    const employeeAlias = ok(
      await api.POST('/api/v1/employees/{id}/aliases/', { params: { path: { id: employee.id } }, body: { alias: 'Jana' } }),
    );
    ok(await api.GET('/api/v1/employees/{id}/aliases/', { params: { path: { id: employee.id } } }));
    expect(
      (
        await api.DELETE('/api/v1/employees/{id}/aliases/{alias_id}/', {
          params: { path: { id: employee.id, alias_id: employeeAlias.id } },
        })
      ).response.status,
    ).toBe(204);

    // Tasks and time entries.
    const task = ok(await api.POST('/api/v1/tasks/', { body: { title: 'Uzávěrka', client_id: client.id, assignee_id: employee.id } }));
    ok(await api.GET('/api/v1/tasks/', { params: { query: { client: client.id } } }));
    ok(await api.GET('/api/v1/tasks/{id}/', { params: { path: { id: task.id } } }));
    ok(await api.PUT('/api/v1/tasks/{id}/', { params: { path: { id: task.id } }, body: { title: 'Uzávěrka roku', client_id: client.id } }));
    ok(await api.PATCH('/api/v1/tasks/{id}/', { params: { path: { id: task.id } }, body: { description: 'Do konce měsíce' } }));
    const entry = ok(
      await api.POST('/api/v1/time-entries/', { body: { employee_id: employee.id, client_id: client.id, task_id: task.id, minutes: 30 } }),
    );
    ok(await api.GET('/api/v1/time-entries/', { params: { query: { employee: employee.id } } }));
    ok(await api.GET('/api/v1/time-entries/{id}/', { params: { path: { id: entry.id } } }));
    ok(
      await api.PUT('/api/v1/time-entries/{id}/', { params: { path: { id: entry.id } }, body: { employee_id: employee.id, minutes: 45 } }),
    );
    ok(await api.PATCH('/api/v1/time-entries/{id}/', { params: { path: { id: entry.id } }, body: { billable: false } }));

    // Invoices and their dunning.
    const invoice = ok(
      await api.POST('/api/v1/invoices/', {
        body: { client_id: client.id, items: [{ description: 'Mzdy', quantity: '2', unit_price: '1500.00' }] },
      }),
    );
    ok(await api.GET('/api/v1/invoices/', { params: { query: { client: client.id } } }));
    ok(await api.GET('/api/v1/invoices/{id}/', { params: { path: { id: invoice.id } } }));
    ok(await api.PATCH('/api/v1/invoices/{id}/', { params: { path: { id: invoice.id } }, body: { status: 'sent' } }));
    ok(await api.GET('/api/v1/invoices/{id}/dunning/', { params: { path: { id: invoice.id } } }));
    ok(await api.GET('/api/automation/dunning/settings/'));
    ok(await api.PATCH('/api/automation/dunning/settings/', { body: { interest_surcharge: '8' } }));

    // Smart endpoints.
    ok(
      await api.POST('/api/automation/smart/invoice/', {
        body: { client: 'Novák', description: 'Audit', amount: '2000.00', dry_run: true },
      }),
    );
    ok(await api.POST('/api/automation/smart/task/', { body: { title: 'Zavolat Novákovi', client: 'Novák', dry_run: true } }));
    ok(await api.POST('/api/automation/smart/time/', { body: { employee: 'Jana', duration: '1h 30m', dry_run: true } }));

    // Webhooks to a receiver on 127.0.0.1, and their deliveries.
    const webhook = ok(await api.POST('/api/automation/webhooks/', { body: { url: receiver.url, events: ['INVOICE_CREATED'] } }));
    ok(await api.GET('/api/automation/webhooks/'));
    ok(await api.GET('/api/automation/webhooks/{id}/', { params: { path: { id: webhook.id } } }));
    ok(await api.PATCH('/api/automation/webhooks/{id}/', { params: { path: { id: webhook.id } }, body: { description: 'Účetní systém' } }));
    ok(await api.POST('/api/automation/webhooks/{id}/rotate-secret/', { params: { path: { id: webhook.id } } }));
    ok(await api.POST('/api/automation/webhooks/{id}/test/', { params: { path: { id: webhook.id } } }));
    const deliveries = await until(
      async () => ok(await api.GET('/api/automation/webhooks/{id}/deliveries/', { params: { path: { id: webhook.id } } })),
      (page) => page.results.length > 0,
      'a test delivery',
    );
    const delivery = deliveries.results[0]!;
    ok(await api.GET('/api/automation/webhooks/deliveries/{id}/', { params: { path: { id: delivery.id } } }));
    await receiver.waitFor((received) => received.length > 0);
    ok(await api.POST('/api/automation/webhooks/deliveries/{id}/redeliver/', { params: { path: { id: delivery.id } } }));
    ok(
      await api.POST('/api/automation/webhooks/{id}/recover/', {
        params: { path: { id: webhook.id } },
        body: { since: new Date(Date.now() - 3_600_000).toISOString() },
      }),
    );

    // Flows, a test run, its versions and runs, a letter preview.
    const graph = {
      nodes: [
        { id: 't', type: 'trigger.invoice_created', params: {}, position: { x: 0, y: 0 } },
        { id: 'note', type: 'set_variable', params: { name: 'seen', value: '{{invoice.number}}' }, position: { x: 0, y: 100 } },
      ],
      connections: [{ from: 't', to: 'note', output: 'main' }],
    };
    const flow = ok(await api.POST('/api/automation/flows/', { body: { name: 'Nová faktura', mode: 'automation', graph } }));
    ok(await api.GET('/api/automation/flows/', { params: { query: { mode: 'automation' } } }));
    ok(await api.GET('/api/automation/flows/{id}/', { params: { path: { id: flow.id } } }));
    ok(
      await api.PUT('/api/automation/flows/{id}/', {
        params: { path: { id: flow.id } },
        body: { name: 'Nová faktura', mode: 'automation', graph },
      }),
    );
    ok(await api.PATCH('/api/automation/flows/{id}/', { params: { path: { id: flow.id } }, body: { name: 'Nová faktura (kopie)' } }));
    ok(await api.POST('/api/automation/flows/{id}/rotate-secret/', { params: { path: { id: flow.id } } }));
    ok(await api.GET('/api/automation/flows/{id}/versions/', { params: { path: { id: flow.id } } }));
    const run = ok(
      await api.POST('/api/automation/flows/{id}/run/', {
        params: { path: { id: flow.id } },
        body: { record: { invoice: invoice.number } },
      }),
    );
    ok(await api.GET('/api/automation/flows/{id}/runs/', { params: { path: { id: flow.id } } }));
    ok(await api.GET('/api/automation/runs/{id}/', { params: { path: { id: run.id } } }));
    // A finished run is neither waiting nor failed: both answer the documented 409.
    expect((await api.POST('/api/automation/runs/{id}/cancel/', { params: { path: { id: run.id } } })).response.status).toBe(409);
    expect((await api.POST('/api/automation/runs/{id}/retry/', { params: { path: { id: run.id } } })).response.status).toBe(409);
    // Simulating is for debt-collection flows: an automation flow answers the documented 409.
    const simulated = await api.POST('/api/automation/flows/{id}/simulate/', {
      params: { path: { id: flow.id } },
      body: { invoice_id: invoice.id, days: 30 },
    });
    expect(simulated.response.status).toBe(409);
    ok(
      await api.POST('/api/automation/letters/preview/', {
        body: {
          mode: 'automation',
          graph: {
            nodes: [
              graph.nodes[0]!,
              {
                id: 'mail',
                type: 'send_email',
                params: { to: '{{client.email}}', subject: 'Faktura {{invoice.number}}', body: 'Dobrý den.' },
                position: { x: 0, y: 100 },
              },
            ],
            connections: [{ from: 't', to: 'mail', output: 'main' }],
          },
          node: 'mail',
          record: { invoice: invoice.number },
        },
      }),
    );

    // API keys.
    const key = ok(await api.POST('/api/automation/api-keys/', { body: { name: 'Účetní', scopes: ['clients:read'] } }));
    ok(await api.GET('/api/automation/api-keys/', { params: { query: { revoked: false } } }));
    ok(await api.GET('/api/automation/api-keys/{id}/', { params: { path: { id: key.id } } }));
    expect((await api.DELETE('/api/automation/api-keys/{id}/', { params: { path: { id: key.id } } })).response.status).toBe(204);

    // People.
    const user = ok(await api.POST('/api/v1/users/', { body: { email: 'petr@example.com', name: 'Petr', role: 'member' } }));
    ok(await api.GET('/api/v1/users/', { params: { query: { role: 'member' } } }));
    ok(await api.GET('/api/v1/users/{id}/', { params: { path: { id: user.id } } }));
    ok(await api.PATCH('/api/v1/users/{id}/', { params: { path: { id: user.id } }, body: { name: 'Petr Novák' } }));
    ok(await api.POST('/api/v1/users/{id}/reset-password/', { params: { path: { id: user.id } } }));
    expect((await api.DELETE('/api/v1/users/{id}/', { params: { path: { id: user.id } } })).response.status).toBe(204);

    // Signing in, the session, a new password, signing out.
    const signedIn = ok(await api.POST('/api/v1/auth/token/', { body: { email: org.ownerEmail, password: org.ownerPassword } }));
    const session = clientFor(`Token ${signedIn.token}`);
    ok(await session.GET('/api/v1/auth/me/'));
    ok(
      await session.POST('/api/v1/auth/password/', {
        body: { current_password: org.ownerPassword, new_password: 'a longer and newer passphrase' },
      }),
    );
    const again = ok(await api.POST('/api/v1/auth/token/', { body: { email: org.ownerEmail, password: 'a longer and newer passphrase' } }));
    expect((await clientFor(`Token ${again.token}`).DELETE('/api/v1/auth/token/')).response.status).toBe(204);

    // The MCP endpoint: a session opened, a resumption without anything to resume (405), the session closed.
    const accept = 'application/json, text/event-stream';
    const initialized = await api.POST('/api/automation/mcp/', {
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'openapi-fetch', version: '1' } },
      },
      headers: { accept },
      parseAs: 'text',
    });
    expect(initialized.response.status).toBe(200);
    const sessionId = initialized.response.headers.get('mcp-session-id')!;
    expect(sessionId).toBeTruthy();
    const headers = { 'Mcp-Session-Id': sessionId, 'MCP-Protocol-Version': '2025-11-25' };
    const notified = await api.POST('/api/automation/mcp/', {
      body: { jsonrpc: '2.0', method: 'notifications/initialized' },
      params: { header: headers },
      headers: { accept },
      parseAs: 'text',
    });
    expect(notified.response.status).toBe(202);
    const resumed = await api.GET('/api/automation/mcp/', {
      params: { header: { 'Mcp-Session-Id': sessionId, 'Last-Event-ID': 'nothing-unanswered' } },
      headers: { accept: 'text/event-stream' },
      parseAs: 'text',
    });
    expect(resumed.response.status).toBe(405);
    expect(
      (await api.DELETE('/api/automation/mcp/', { params: { header: { 'Mcp-Session-Id': sessionId } }, parseAs: 'text' })).response.status,
    ).toBe(200);

    // Deletes, last: each answers 204.
    for (const deleted of [
      await api.DELETE('/api/v1/time-entries/{id}/', { params: { path: { id: entry.id } } }),
      await api.DELETE('/api/v1/tasks/{id}/', { params: { path: { id: task.id } } }),
      await api.DELETE('/api/automation/webhooks/{id}/', { params: { path: { id: webhook.id } } }),
      await api.DELETE('/api/automation/flows/{id}/', { params: { path: { id: flow.id } } }),
      await api.DELETE('/api/v1/employees/{id}/', {
        params: { path: { id: ok(await api.POST('/api/v1/employees/', { body: { name: 'Odchází' } })).id } },
      }),
      await api.DELETE('/api/v1/clients/{id}/', {
        params: { path: { id: ok(await api.POST('/api/v1/clients/', { body: { name: 'Odchází s.r.o.' } })).id } },
      }),
    ])
      expect(deleted.response.status).toBe(204);

    // The audit log, which by now holds all of the above.
    const logs = ok(await api.GET('/api/automation/logs/', { params: { query: { page_size: 5 } } }));
    ok(await api.GET('/api/automation/logs/{id}/', { params: { path: { id: logs.results[0]!.id } } }));

    const statuses = Object.fromEntries(called);
    const missing = documented.map(({ method, path }) => `${method.toUpperCase()} ${path}`).filter((operation) => !called.has(operation));
    expect(missing, 'documented operations this test does not call yet').toEqual([]);
    expect(
      Object.keys(statuses).filter((operation) => operation.endsWith('(not in the document)')),
      'requests outside the document',
    ).toEqual([]);
    expect(
      Object.entries(statuses).filter(([, answered]) => answered.some((status) => status >= 500)),
      'server errors',
    ).toEqual([]);
  });
});
