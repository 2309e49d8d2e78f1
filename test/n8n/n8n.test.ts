/**
 * n8n-nodes-kontor inside a real n8n (2.8.4), installed as users install it,
 * talking to a real Kontor on the embedded Postgres:
 * 1. a workflow with the Kontor node creates a client, then a smart invoice
 *    for a misspelt client name, and the invoice exists in Kontor;
 * 2. an active workflow with Kontor Trigger on INVOICE_CREATED registers its
 *    webhook on activation, runs when Kontor creates an invoice (its output
 *    holds the invoice number), refuses a delivery with a bad signature, and
 *    deleting the subscription follows deactivation.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor, type TestOrganization } from '../../backend/src/dev/test-support/kontor.js';
import { type Receiver, startReceiver } from '../../backend/src/dev/test-support/receiver.js';
import { ensureN8n, n8n, n8nEnvironment, startN8n, userFolderWithKontorNodes } from './runtime.js';
import { unusedPort } from '../../backend/src/dev/test-support/ports.js';
import { until } from '../../backend/src/dev/test-support/until.js';

const N8N_PORT = await unusedPort();
const CREDENTIAL_ID = 'kontorCredential';
let bin: string;
let userFolder: string;
let env: Record<string, string>;
let kontor: TestKontor;
let org: TestOrganization;

const at = [0, 0];
const kontorNode = (id: string, name: string, parameters: Record<string, unknown>, position = at) => ({
  id,
  name,
  type: 'n8n-nodes-kontor.kontor',
  typeVersion: 1,
  position,
  parameters,
  credentials: { kontorApi: { id: CREDENTIAL_ID, name: 'Kontor' } },
});

async function importJson(kind: 'credentials' | 'workflow', name: string, content: unknown): Promise<void> {
  const file = path.join(userFolder, `${name}.json`);
  await writeFile(file, JSON.stringify(content));
  const result = await n8n(bin, [`import:${kind}`, `--input=${file}`], env);
  expect(result.code, result.stderr + result.stdout).toBe(0);
}

beforeAll(async () => {
  bin = await ensureN8n();
  userFolder = await userFolderWithKontorNodes();
  env = n8nEnvironment(userFolder, N8N_PORT);
  kontor = await startTestKontor({ worker: true });
  org = await kontor.createOrganization();
  await importJson('credentials', 'credentials', [
    { id: CREDENTIAL_ID, name: 'Kontor', type: 'kontorApi', data: { baseUrl: kontor.url, apiKey: org.apiKey } },
  ]);
}, 70 * 60_000);
afterAll(async () => {
  await kontor?.close();
});

describe('the Kontor node in n8n', () => {
  it('creates a client, then a smart invoice for a misspelt name', async () => {
    await importJson('workflow', 'workflow-node', {
      id: 'kontorNodeFlow01',
      name: 'Kontor node',
      active: false,
      settings: {},
      nodes: [
        { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        kontorNode(
          'client',
          'Create client',
          { resource: 'client', operation: 'create', name: 'Dvořák Doprava s.r.o.', additionalFields: { email: 'ap@dvorak.test' } },
          [200, 0],
        ),
        kontorNode(
          'invoice',
          'Smart invoice',
          {
            resource: 'smart',
            operation: 'createInvoice',
            client: 'dvorak doprava',
            description: 'Consulting',
            quantity: 'three hours',
            unit_price: 'fifteen hundred',
            due: 'in two weeks',
          },
          [400, 0],
        ),
      ],
      connections: {
        Start: { main: [[{ node: 'Create client', type: 'main', index: 0 }]] },
        'Create client': { main: [[{ node: 'Smart invoice', type: 'main', index: 0 }]] },
      },
    });
    // (--rawOutput prints nothing in 2.8.4; the plain output is the execution as JSON after a header line.)
    const result = await n8n(bin, ['execute', '--id=kontorNodeFlow01'], env);
    expect(result.code, result.stderr + result.stdout).toBe(0);
    expect(result.stdout).toContain('"status": "success"');
    const invoices = (await org.api.get('/api/v1/invoices/?search=Dvo')).body.results;
    expect(invoices).toEqual([
      expect.objectContaining({ source: 'smart', total: '4500.00', client: expect.objectContaining({ name: 'Dvořák Doprava s.r.o.' }) }),
    ]);
    expect(result.stdout).toContain(invoices[0].number);
  }, 180_000);
});

const BROWSER_ID = 'kontor-e2e-browser';

/** What the workflow's HTTP Request node forwarded: `{type, number}`. */
const forwarded = (request: { json: unknown }) => (request.json as { number?: string } | null)?.number;

/** An owner and a public-API key, made headlessly: the deactivation below goes through n8n's public API, as a user's would. */
async function n8nApiKey(base: string): Promise<string> {
  const setup = await fetch(`${base}/rest/owner/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'browser-id': BROWSER_ID },
    body: JSON.stringify({ email: 'owner@n8n.test', firstName: 'Kontor', lastName: 'Test', password: 'Kontor-e2e-Passw0rd' }),
  });
  expect(setup.status, await setup.clone().text()).toBe(200);
  const cookie = (setup.headers.get('set-cookie') ?? '').split(';')[0]!;
  const created = await fetch(`${base}/rest/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'browser-id': BROWSER_ID, cookie },
    body: JSON.stringify({
      label: 'kontor-e2e',
      expiresAt: null,
      scopes: ['workflow:read', 'workflow:activate', 'workflow:deactivate', 'execution:read'],
    }),
  });
  const answer = (await created.json()) as { data?: { rawApiKey?: string; apiKey?: string } };
  const key = answer.data?.rawApiKey ?? answer.data?.apiKey;
  expect(key, JSON.stringify(answer)).toBeTruthy();
  return key!;
}

describe('Kontor Trigger in n8n', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver('/from-n8n');
  });
  afterAll(() => receiver?.close());

  it('subscribes on activation, runs on INVOICE_CREATED, refuses a forged delivery, unsubscribes on deactivation', async () => {
    const base = `http://127.0.0.1:${N8N_PORT}`;
    await importJson('workflow', 'workflow-trigger', {
      id: 'kontorTrigger001',
      name: 'Kontor trigger',
      active: false,
      settings: {},
      nodes: [
        {
          id: 'trigger',
          name: 'Kontor Trigger',
          type: 'n8n-nodes-kontor.kontorTrigger',
          typeVersion: 1,
          position: [0, 0],
          webhookId: 'kontor-e2e-trigger',
          parameters: { events: ['INVOICE_CREATED'] },
          credentials: { kontorApi: { id: CREDENTIAL_ID, name: 'Kontor' } },
        },
        {
          id: 'forward',
          name: 'Forward',
          type: 'n8n-nodes-base.httpRequest',
          typeVersion: 4.2,
          position: [200, 0],
          parameters: {
            method: 'POST',
            url: receiver.url,
            sendBody: true,
            specifyBody: 'json',
            jsonBody: '={{ JSON.stringify({ type: $json.type, number: $json.data.number }) }}',
          },
        },
      ],
      connections: { 'Kontor Trigger': { main: [[{ node: 'Forward', type: 'main', index: 0 }]] } },
    });
    const published = await n8n(bin, ['publish:workflow', '--id=kontorTrigger001'], env);
    expect(published.code, published.stderr + published.stdout).toBe(0);

    const server = await startN8n(bin, env);
    try {
      // n8n's own output says why an activation failed; the error carries its tail.
      const subscribed = await until(
        () => org.api.get('/api/automation/webhooks/'),
        (res) => res.body.results.some((hook: { url: string }) => hook.url.startsWith(base)),
        'the trigger to subscribe',
        30_000,
        250,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\nn8n said:\n${server.output().slice(-3000)}`);
      });
      const hook = subscribed.body.results.find((candidate: { url: string }) => candidate.url.startsWith(base));
      expect(hook).toMatchObject({ events: ['INVOICE_CREATED'], is_active: true, url: `${base}/webhook/kontor-e2e-trigger/webhook` });

      const client = (await org.api.post('/api/v1/clients/', { name: 'Trigger Client' })).body;
      const invoice = (await org.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'x', unit_price: '10' }] }))
        .body;
      await receiver.waitFor((got) => got.some((request) => forwarded(request) === invoice.number), 60_000);
      expect(receiver.received.find((request) => forwarded(request) === invoice.number)!.json as unknown).toEqual({
        type: 'INVOICE_CREATED',
        number: invoice.number,
      });

      const forged = await fetch(hook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': 'msg_forged',
          'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
          'webhook-signature': 'v1,Zm9yZ2Vk',
        },
        body: JSON.stringify({ type: 'INVOICE_CREATED', timestamp: new Date().toISOString(), data: { number: 'FORGED' } }),
      });
      expect(forged.status).toBe(401);

      const apiKey = await n8nApiKey(base);
      const deactivated = await fetch(`${base}/api/v1/workflows/kontorTrigger001/deactivate`, {
        method: 'POST',
        headers: { 'X-N8N-API-KEY': apiKey },
      });
      expect(deactivated.status, await deactivated.clone().text()).toBe(200);
      await until(
        () => org.api.get(`/api/automation/webhooks/${hook.id}/`),
        (res) => res.status === 404,
        'the subscription to be deleted',
        30_000,
        250,
      );
      expect(receiver.received.some((request) => forwarded(request) === 'FORGED')).toBe(false);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
