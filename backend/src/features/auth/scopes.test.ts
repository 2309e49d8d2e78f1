import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../../dev/test-support/kontor.js';
import { useKontor } from '../../dev/test-support/fixture.js';
import { until } from '../../dev/test-support/until.js';
import { createUser } from './service.js';

const { kontor, org } = useKontor({ worker: true });

const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const link = (from: string, to: string) => ({ from, to, output: 'main' });

async function keyWith(...scopes: string[]): Promise<ApiClient> {
  const created = await org.api.post('/api/automation/api-keys/', { name: scopes.join(' '), scopes });
  expect(created.status).toBe(201);
  return kontor.client(`Bearer ${created.body.key}`);
}

describe('roles', () => {
  it("gives a member the member's scopes, not *: no key stronger than that, no flows", async () => {
    const email = `member-${Date.now()}@example.com`;
    await createUser(kontor.db, { organizationId: org.id, email, password: 'member password 1', role: 'member' });
    const signIn = await kontor.client().post('/api/v1/auth/token/', { email, password: 'member password 1' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.role).toBe('member');
    expect(signIn.body.scopes).not.toContain('*');
    expect(signIn.body.scopes).toContain('invoices:write');
    const member = kontor.client(`Token ${signIn.body.token}`);
    expect((await member.get('/api/v1/auth/me/')).body.credential.scopes).toEqual(signIn.body.scopes);

    expect((await member.get('/api/v1/invoices/')).status).toBe(200);
    expect((await member.post('/api/v1/clients/', { name: 'Member made' })).status).toBe(201);
    expect((await member.post('/api/automation/api-keys/', { name: 'escalate', scopes: ['*'] })).status).toBe(403);
    expect((await member.post('/api/automation/api-keys/', { name: 'default' })).status).toBe(403);
    const flow = { name: 'x', mode: 'automation', graph: { nodes: [node('t', 'trigger.client_created')], connections: [] } };
    expect((await member.post('/api/automation/flows/', flow)).status).toBe(403);
    expect((await member.get('/api/automation/logs/')).status).toBe(403);
  });

  it('keeps an owner at *', async () => {
    const signIn = await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail, password: org.ownerPassword });
    expect(signIn.body).toMatchObject({ user: { role: 'owner' }, scopes: ['*'] });
  });
});

describe('API keys stronger than the caller', () => {
  it('are neither listed, read nor revoked by a key-admin key; weaker ones are', async () => {
    const ownerKey = (await org.api.get('/api/automation/api-keys/?page_size=200')).body.results.find((key: { scopes: string[] }) =>
      key.scopes.includes('*'),
    );
    expect(ownerKey).toBeDefined();
    const admin = await keyWith('api_keys:write', 'clients:read');
    const weak = (await org.api.post('/api/automation/api-keys/', { name: 'weak', scopes: ['clients:read'] })).body;

    const listed = (await admin.get('/api/automation/api-keys/?page_size=200')).body;
    const ids = listed.results.map((key: { id: number }) => key.id);
    expect(ids).toContain(weak.id);
    expect(ids).not.toContain(ownerKey.id);
    expect(listed.count).toBe(listed.results.length);
    expect(
      listed.results.every((key: { scopes: string[] }) =>
        key.scopes.every((scope) => ['clients:read', 'api_keys:write', 'api_keys:read'].includes(scope)),
      ),
    ).toBe(true);

    expect((await admin.get(`/api/automation/api-keys/${ownerKey.id}/`)).status).toBe(403);
    const refused = await admin.delete(`/api/automation/api-keys/${ownerKey.id}/`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('permission_denied');
    expect((await org.api.get('/api/v1/clients/')).status).toBe(200);
    expect((await org.api.get(`/api/automation/api-keys/${ownerKey.id}/`)).body.revoked_at).toBeNull();

    expect((await admin.delete(`/api/automation/api-keys/${weak.id}/`)).status).toBe(204);
  });
});

describe('flows act with the scopes they were given', () => {
  async function invoice() {
    const client = (await org.api.post('/api/v1/clients/', { name: `Scoped ${Math.random()}` })).body;
    return (
      await org.api.post('/api/v1/invoices/', { client_id: client.id, status: 'sent', items: [{ description: 'Work', unit_price: '100' }] })
    ).body;
  }

  it('refuses a live test run whose actions need scopes the asking key lacks, and changes nothing', async () => {
    const target = await invoice();
    const graph = {
      nodes: [
        node('t', 'trigger.invoice_created'),
        node('cancel', 'update_invoice_status', { status: 'cancelled' }),
        node('task', 'create_task', { title: 'Escalate' }),
      ],
      connections: [link('t', 'cancel'), link('cancel', 'task')],
    };
    const flow = (await org.api.post('/api/automation/flows/', { name: 'Cancel', mode: 'automation', graph })).body;
    const tasksBefore = (await org.api.get('/api/v1/tasks/')).body.count;

    const flowsOnly = await keyWith('flows:write');
    const live = await flowsOnly.post(`/api/automation/flows/${flow.id}/run/`, { context: { invoice: { id: target.id } }, live: true });
    expect(live.status).toBe(403);
    expect(live.body.detail).toContain('invoices:write');
    expect(live.body.detail).toContain('tasks:write');
    expect((await org.api.get(`/api/v1/invoices/${target.id}/`)).body.status).toBe('sent');
    expect((await org.api.get('/api/v1/tasks/')).body.count).toBe(tasksBefore);

    const simulated = await flowsOnly.post(`/api/automation/flows/${flow.id}/run/`, { context: { invoice: { id: target.id } } });
    expect(simulated.status).toBe(200);
    expect(simulated.body.status).toBe('completed');
    expect((await org.api.get(`/api/v1/invoices/${target.id}/`)).body.status).toBe('sent');

    const enough = await keyWith('flows:write', 'invoices:write', 'tasks:write', 'clients:read');
    const allowed = await enough.post(`/api/automation/flows/${flow.id}/run/`, { context: { invoice: { id: target.id } }, live: true });
    expect(allowed.body.status).toBe('completed');
    expect((await org.api.get(`/api/v1/invoices/${target.id}/`)).body.status).toBe('cancelled');
  });

  it('refuses to save or switch on an active flow whose actions need scopes the saver lacks', async () => {
    const flowsOnly = await keyWith('flows:write');
    const graph = {
      nodes: [node('t', 'trigger.client_created'), node('task', 'create_task', { title: 'Welcome {{client.name}}' })],
      connections: [link('t', 'task')],
    };
    const active = await flowsOnly.post('/api/automation/flows/', { name: 'Welcome', mode: 'automation', graph, is_active: true });
    expect(active.status).toBe(403);
    expect(active.body.detail).toContain('tasks:write');
    const draft = await flowsOnly.post('/api/automation/flows/', { name: 'Welcome', mode: 'automation', graph });
    expect(draft.status).toBe(201);
    expect((await flowsOnly.patch(`/api/automation/flows/${draft.body.id}/`, { is_active: true })).status).toBe(403);
    expect((await org.api.get(`/api/automation/flows/${draft.body.id}/`)).body.is_active).toBe(false);
    expect((await org.api.patch(`/api/automation/flows/${draft.body.id}/`, { is_active: true })).body.is_active).toBe(true);
    // A rename keeps the owner's grant; switching it off and on again is granted anew.
    expect((await flowsOnly.patch(`/api/automation/flows/${draft.body.id}/`, { name: 'Welcome 2' })).status).toBe(200);
    expect((await kontor.db('flows').where({ id: draft.body.id }).first()).granted_scopes).toEqual(['*']);
    expect((await org.api.patch(`/api/automation/flows/${draft.body.id}/`, { is_active: false })).status).toBe(200);
  });

  // A key with flows:write and invoices:read had added "sneaky interest" and moved a due date by 90 days.
  it('counts interest, and a reminder that moves the due date, as changes to the invoice', async () => {
    const reader = await keyWith('flows:write', 'flows:read', 'invoices:read', 'clients:read');
    for (const action of [
      node('interest', 'add_interest', { level: 5 }),
      node('remind', 'send_reminder', { level: 7, to: 'ap@example.com', subject: 'Late', extend_due_days: 90 }),
    ]) {
      const graph = { nodes: [node('t', 'trigger.invoice_overdue'), action], connections: [link('t', action.id)] };
      const active = await reader.post('/api/automation/flows/', {
        name: `Sneaky ${action.id}`,
        mode: 'debt_collection',
        graph,
        is_active: true,
      });
      expect([active.status, active.body.detail], action.id).toEqual([403, expect.stringContaining('invoices:write')]);
    }
    const plain = {
      nodes: [node('t', 'trigger.invoice_overdue'), node('remind', 'send_reminder', { level: 1, to: 'ap@example.com', subject: 'Late' })],
      connections: [link('t', 'remind')],
    };
    const reminding = await reader.post('/api/automation/flows/', {
      name: 'Plain reminder',
      mode: 'debt_collection',
      graph: plain,
      is_active: true,
    });
    expect(reminding.status).toBe(201);
    await org.api.patch(`/api/automation/flows/${reminding.body.id}/`, { is_active: false });
  });

  it('runs an active flow with its granted scopes only: an action beyond them fails the run', async () => {
    const graph = {
      nodes: [node('t', 'trigger.client_created'), node('task', 'create_task', { title: 'Call {{client.name}}' })],
      connections: [link('t', 'task')],
    };
    const flow = (await org.api.post('/api/automation/flows/', { name: 'Narrow', mode: 'automation', graph, is_active: true })).body;
    // As if saved by a key that could only read and write flows.
    await kontor
      .db('flows')
      .where({ id: flow.id })
      .update({ granted_scopes: ['flows:write'] });
    const name = `Narrowly ${Date.now()}`;
    await org.api.post('/api/v1/clients/', { name });
    const runs = await until(
      () => org.api.get(`/api/automation/flows/${flow.id}/runs/`),
      (res) => res.body.results[0]?.status === 'failed',
      'the narrow run to fail',
    );
    expect(runs.body.results[0].error).toContain('tasks:write');
    expect((await org.api.get(`/api/v1/tasks/?search=${encodeURIComponent(name)}`)).body.count).toBe(0);
    await org.api.patch(`/api/automation/flows/${flow.id}/`, { is_active: false });
  });
});

describe('webhook subscriptions and scopes', () => {
  it('refuse events carrying data the key cannot read, on creation and on change', async () => {
    const hooksOnly = await keyWith('webhooks:write');
    const url = 'https://hooks.example.com/kontor';
    const invoices = await hooksOnly.post('/api/automation/webhooks/', { url, event: 'INVOICE_CREATED' });
    expect(invoices.status).toBe(403);
    expect(invoices.body.detail).toContain('invoices:read');
    expect((await hooksOnly.post('/api/automation/webhooks/', { url, event: '*' })).status).toBe(403);
    const taskReader = await keyWith('webhooks:write', 'tasks:read');
    const tasks = await taskReader.post('/api/automation/webhooks/', { url, events: ['TASK_COMPLETED'] });
    expect(tasks.status).toBe(201);
    expect((await taskReader.patch(`/api/automation/webhooks/${tasks.body.id}/`, { events: ['CLIENT_UPDATED'] })).status).toBe(403);
    expect((await org.api.get(`/api/automation/webhooks/${tasks.body.id}/`)).body.events).toEqual(['TASK_COMPLETED']);

    const reader = await keyWith('webhooks:write', 'invoices:read');
    expect((await reader.post('/api/automation/webhooks/', { url, event: 'INVOICE_CREATED' })).status).toBe(201);
    expect((await org.api.post('/api/automation/webhooks/', { url, event: '*' })).status).toBe(201);
  });

  it("refuse a new address for events the key cannot read, and show their deliveries' payloads only to readers", async () => {
    const hook = (await org.api.post('/api/automation/webhooks/', { url: 'https://hooks.example.com/invoices', event: 'INVOICE_CREATED' }))
      .body;
    const hooksOnly = await keyWith('webhooks:write', 'webhooks:read');
    const moved = await hooksOnly.patch(`/api/automation/webhooks/${hook.id}/`, { url: 'https://attacker.example.com/' });
    expect(moved.status).toBe(403);
    expect(moved.body.detail).toContain('invoices:read');
    expect((await org.api.get(`/api/automation/webhooks/${hook.id}/`)).body.url).toBe('https://hooks.example.com/invoices');
    // A filter asks what the events carry: which deliveries then exist had told whether an invoice's total passed 5,000.
    const filtered = await hooksOnly.patch(`/api/automation/webhooks/${hook.id}/`, { filter: { 'data.total': { gte: '5000' } } });
    expect([filtered.status, filtered.body.detail]).toEqual([403, expect.stringContaining('invoices:read')]);
    expect((await org.api.get(`/api/automation/webhooks/${hook.id}/`)).body.filter).toBeNull();
    // Changes that send nothing elsewhere stay the key's to make.
    expect((await hooksOnly.patch(`/api/automation/webhooks/${hook.id}/`, { description: 'invoices out' })).status).toBe(200);

    const client = (await org.api.post('/api/v1/clients/', { name: `Payload ${Date.now()}` })).body;
    await org.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'Secret work', unit_price: '1' }] });
    const deliveries = await until(
      () => hooksOnly.get(`/api/automation/webhooks/${hook.id}/deliveries/`),
      // Its results, not its count: a page read before the delivery's row and a count read after it answer 1 and [].
      (res) => res.body.results?.length > 0,
      'a delivery to list',
    );
    expect(deliveries.body.results[0].payload).toEqual({ withheld: 'needs invoices:read' });
    // While its first attempt is under way a redelivery is a 409 (delivery_in_flight): asked again once it has ended.
    const redelivered = await until(
      () => hooksOnly.post(`/api/automation/webhooks/deliveries/${deliveries.body.results[0].id}/redeliver/`),
      (res) => res.status !== 409,
      'the first attempt to end',
    );
    expect(redelivered.status).toBe(202);
    expect(redelivered.body.payload).toEqual({ withheld: 'needs invoices:read' });
    expect(JSON.stringify(deliveries.body)).not.toContain('Secret work');
    const full = (await org.api.get(`/api/automation/webhooks/${hook.id}/deliveries/`)).body.results[0];
    expect(full.payload).toMatchObject({ type: 'INVOICE_CREATED' });
    await org.api.delete(`/api/automation/webhooks/${hook.id}/`);
  });
});

describe('flows and the data their triggers carry', () => {
  it('refuse an active flow whose trigger carries data the saver cannot read', async () => {
    const platformOnly = await keyWith('flows:write', 'webhooks:write');
    const graph = {
      nodes: [node('t', 'trigger.invoice_created'), node('out', 'send_to_platform', { url: 'https://attacker.example.com/' })],
      connections: [link('t', 'out')],
    };
    const active = await platformOnly.post('/api/automation/flows/', { name: 'Out', mode: 'automation', graph, is_active: true });
    expect(active.status).toBe(403);
    expect(active.body.detail).toContain('invoices:read');
    expect(active.body.detail).toContain('clients:read');
    const reader = await keyWith('flows:write', 'webhooks:write', 'invoices:read', 'clients:read');
    const allowed = await reader.post('/api/automation/flows/', { name: 'Out', mode: 'automation', graph, is_active: true });
    expect(allowed.status).toBe(201);
    await org.api.patch(`/api/automation/flows/${allowed.body.id}/`, { is_active: false });
  });

  it('refuse a live test run whose context names an invoice the key cannot read (the run reads it afresh)', async () => {
    const graph = {
      nodes: [node('t', 'trigger.task_created'), node('out', 'send_to_platform', { url: 'https://attacker.example.com/' })],
      connections: [link('t', 'out')],
    };
    const flow = (await org.api.post('/api/automation/flows/', { name: 'Reads', mode: 'automation', graph })).body;
    const tasksOnly = await keyWith('flows:write', 'webhooks:write', 'tasks:read');
    const live = await tasksOnly.post(`/api/automation/flows/${flow.id}/run/`, { context: { invoice: { id: 1 } }, live: true });
    expect(live.status).toBe(403);
    expect(live.body.detail).toContain('invoices:read');
    // Simulated, it reads nothing afresh and posts nothing.
    expect((await tasksOnly.post(`/api/automation/flows/${flow.id}/run/`, { context: { invoice: { id: 1 } } })).status).toBe(200);
  });
});

describe('the audit log and scopes', () => {
  it('withholds the bodies of resources the key cannot read, and does not search inside them', async () => {
    const secretName = `Confidential client ${Date.now()}`;
    await org.api.post('/api/v1/clients/', { name: secretName });
    await kontor.audit.flush();
    const logsOnly = await keyWith('logs:read', 'invoices:read');
    const entries = (await logsOnly.get('/api/automation/logs/?kind=api&page_size=50')).body.results;
    const clientCall = entries.find(
      (entry: { method: string; url: string }) => entry.method === 'POST' && entry.url === '/api/v1/clients/',
    );
    expect(clientCall).toBeDefined();
    expect(JSON.stringify(clientCall)).not.toContain(secretName);
    expect(clientCall.request.body).toContain('clients:read');
    expect((await logsOnly.get(`/api/automation/logs/${clientCall.id}/`)).body.response.body).toContain('clients:read');
    expect((await logsOnly.get(`/api/automation/logs/?search=${encodeURIComponent(secretName)}`)).body.count).toBe(0);

    const everything = (await org.api.get(`/api/automation/logs/?search=${encodeURIComponent(secretName)}`)).body;
    expect(everything.count).toBeGreaterThan(0);
    expect(JSON.stringify(everything.results[0])).toContain(secretName);
  });

  it("withholds a long delivery's preview from a key that cannot read the event's resource", async () => {
    const hook = (await org.api.post('/api/automation/webhooks/', { url: 'https://long.example.com/', event: 'INVOICE_CREATED' })).body;
    const client = (await org.api.post('/api/v1/clients/', { name: `Long payload ${Date.now()}` })).body;
    // Far over the audit's body limit: the entry keeps a preview, cut before the event's type at the payload's end.
    const items = Array.from({ length: 40 }, (_, i) => ({ description: `CONFIDENTIAL line ${i} ${'x'.repeat(120)}`, unit_price: '1' }));
    expect((await org.api.post('/api/v1/invoices/', { client_id: client.id, items })).status).toBe(201);
    const logsOnly = await keyWith('logs:read', 'webhooks:read');
    const entry = await until(
      async () => {
        await kontor.audit.flush();
        const entries = (await logsOnly.get('/api/automation/logs/?kind=webhook&page_size=50')).body.results as Array<{
          url: string;
          request: { body: unknown };
        }>;
        return entries.find((candidate) => candidate.url === 'https://long.example.com/');
      },
      (found) => found !== undefined,
      'the delivery to be audited',
    );
    expect(JSON.stringify(entry)).not.toContain('CONFIDENTIAL');
    expect(entry?.request.body).toContain('invoices:read');
    // A reader of invoices sees the preview.
    const readers = await keyWith('logs:read', 'webhooks:read', 'invoices:read');
    const full = (await readers.get('/api/automation/logs/?kind=webhook&page_size=50')).body.results as Array<{ url: string }>;
    expect(JSON.stringify(full.find((candidate) => candidate.url === 'https://long.example.com/'))).toContain('CONFIDENTIAL');
    await org.api.delete(`/api/automation/webhooks/${hook.id}/`);
  });

  it("withholds an e-mail's address and subject too from a key that cannot read everything", async () => {
    const graph = {
      nodes: [node('t', 'trigger.client_created'), node('mail', 'send_email', { to: 'ap@secret-client.test', subject: 'Secret subject' })],
      connections: [link('t', 'mail')],
    };
    const flow = (await org.api.post('/api/automation/flows/', { name: 'Mail', mode: 'automation', graph })).body;
    expect((await org.api.post(`/api/automation/flows/${flow.id}/run/`, { context: {}, live: true })).body.status).toBe('completed');
    await kontor.audit.flush();
    const logsOnly = await keyWith('logs:read');
    const mails = (await logsOnly.get('/api/automation/logs/?kind=email&page_size=50')).body.results;
    expect(mails.length).toBeGreaterThan(0);
    expect(JSON.stringify(mails)).not.toMatch(/secret-client|Secret subject/);
    expect(mails[0].url).toBe('mailto:[withheld]');
    // Nor is search a yes-or-no answer about what is withheld.
    expect((await logsOnly.get('/api/automation/logs/?kind=email&search=secret-client')).body.count).toBe(0);
    expect((await org.api.get('/api/automation/logs/?kind=email&search=secret-client')).body.count).toBeGreaterThan(0);
  });
});
