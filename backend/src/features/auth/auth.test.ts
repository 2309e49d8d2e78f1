import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor({ tokenTtlHours: 1 });

describe('the three Authorization schemes', () => {
  it('accepts the API key as Bearer and as Api-Key', async () => {
    for (const scheme of ['Bearer', 'Api-Key', 'bearer']) {
      const res = await kontor.client(`${scheme} ${org.apiKey}`).get('/api/v1/clients/');
      expect(res.status, scheme).toBe(200);
    }
  });

  it('signs a user in for a Token, which works until it expires or is revoked', async () => {
    kontor.clock.set('2026-05-01T10:00:00Z');
    const signIn = await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail.toUpperCase(), password: org.ownerPassword });
    expect(signIn.status).toBe(200);
    expect(signIn.body.token).toMatch(/^kt_[0-9A-Za-z]{40}$/);
    expect(signIn.body.expires_at).toBe('2026-05-01T11:00:00.000Z');
    const user = kontor.client(`Token ${signIn.body.token}`);
    expect((await user.get('/api/v1/clients/')).status).toBe(200);
    expect((await user.get('/api/v1/auth/me/')).body).toMatchObject({
      organization: { id: org.id },
      credential: { kind: 'user', label: `user ${org.ownerEmail}` },
    });

    kontor.clock.set('2026-05-01T11:00:01Z');
    const expired = await user.get('/api/v1/clients/');
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toContain('expired');

    kontor.clock.set('2026-05-01T12:00:00Z');
    const second = await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail, password: org.ownerPassword });
    const again = kontor.client(`Token ${second.body.token}`);
    expect((await again.delete('/api/v1/auth/token/')).status).toBe(204);
    expect((await again.get('/api/v1/clients/')).status).toBe(401);
  });

  it('answers 401 to a wrong password without saying which part was wrong', async () => {
    const wrong = await kontor.client().post('/api/v1/auth/token/', { email: org.ownerEmail, password: 'nope' });
    const unknown = await kontor.client().post('/api/v1/auth/token/', { email: 'nobody@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.detail).toBe(unknown.body.detail);
  });

  it('answers 401 with WWW-Authenticate for missing, malformed or unknown credentials', async () => {
    const cases = [undefined, 'Basic dXNlcjpwYXNz', `Bearer sk_${'x'.repeat(40)}`, 'Token nonsense', 'Bearer', `Bearer ${org.apiKey}x`];
    for (const authorization of cases) {
      const res = await kontor.client(authorization).get('/api/v1/invoices/');
      expect(res.status, String(authorization)).toBe(401);
      expect(res.body.code).toBe('authentication_failed');
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});

describe('API keys', () => {
  it('shows the key once, lists it by prefix, and refuses it at once when revoked', async () => {
    const created = await org.api.post('/api/automation/api-keys/', { name: 'n8n production' });
    expect(created.status).toBe(201);
    const { key, id, prefix } = created.body;
    expect(key).toMatch(/^sk_[0-9A-Za-z]{40}$/);
    expect(key.startsWith(prefix)).toBe(true);

    const listed = await org.api.get('/api/automation/api-keys/');
    const entry = listed.body.results.find((k: { id: number }) => k.id === id);
    expect(entry).toMatchObject({ name: 'n8n production', prefix, scopes: ['*'], revoked_at: null, last_used_at: null });
    expect(JSON.stringify(listed.body)).not.toContain(key);
    expect((await org.api.get(`/api/automation/api-keys/${id}/`)).body.key).toBeUndefined();

    const fresh = kontor.client(`Bearer ${key}`);
    expect((await fresh.get('/api/v1/clients/')).status).toBe(200);
    expect((await org.api.get(`/api/automation/api-keys/${id}/`)).body.last_used_at).not.toBeNull();

    expect((await org.api.delete(`/api/automation/api-keys/${id}/`)).status).toBe(204);
    const refused = await fresh.get('/api/v1/clients/');
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toContain('revoked');
    expect((await org.api.get(`/api/automation/api-keys/${id}/`)).body.revoked_at).not.toBeNull();
  });

  it('limits a key to its scopes: 403 permission_denied beyond them', async () => {
    const { body } = await org.api.post('/api/automation/api-keys/', {
      name: 'read-only invoices',
      scopes: ['invoices:read', 'clients:write'],
    });
    const limited = kontor.client(`Bearer ${body.key}`);
    expect((await limited.get('/api/v1/invoices/')).status).toBe(200);
    expect((await limited.get('/api/v1/clients/')).status).toBe(200);
    const denied = await limited.post('/api/v1/invoices/', { client_id: 1, items: [] });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 'permission_denied', detail: expect.stringContaining('invoices:write') });
    expect((await limited.get('/api/v1/tasks/')).status).toBe(403);
    expect((await limited.get('/api/v1/auth/me/')).status).toBe(200);
  });

  it('never lets a key mint a key stronger than itself', async () => {
    const { body } = await org.api.post('/api/automation/api-keys/', { name: 'key admin', scopes: ['api_keys:write', 'clients:read'] });
    const admin = kontor.client(`Bearer ${body.key}`);
    expect((await admin.post('/api/automation/api-keys/', { name: 'escalate', scopes: ['*'] })).status).toBe(403);
    expect((await admin.post('/api/automation/api-keys/', { name: 'ok', scopes: ['clients:read'] })).status).toBe(201);
    expect((await org.api.post('/api/automation/api-keys/', { name: 'bad', scopes: ['clients:delete'] })).status).toBe(422);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for every one of another organization's objects on every endpoint", async () => {
    const a = await kontor.createOrganization('A');
    const b = await kontor.createOrganization('B');
    const client = (await b.api.post('/api/v1/clients/', { name: 'B client' })).body;
    const employee = (await b.api.post('/api/v1/employees/', { name: 'B employee' })).body;
    const task = (await b.api.post('/api/v1/tasks/', { title: 'B task', client_id: client.id, assignee_id: employee.id })).body;
    const entry = (await b.api.post('/api/v1/time-entries/', { employee_id: employee.id, minutes: 30 })).body;
    const invoice = (await b.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'x', unit_price: '1' }] })).body;
    const key = (await b.api.post('/api/automation/api-keys/', { name: 'B key' })).body;
    await kontor.audit.flush();
    const log = (await b.api.get('/api/automation/logs/?page_size=1')).body.results[0];

    const objects: Array<[string, Record<string, unknown> | null]> = [
      [`/api/v1/clients/${client.id}/`, { name: 'stolen' }],
      [`/api/v1/employees/${employee.id}/`, { name: 'stolen' }],
      [`/api/v1/tasks/${task.id}/`, { title: 'stolen' }],
      [`/api/v1/time-entries/${entry.id}/`, { minutes: 1 }],
      [`/api/v1/invoices/${invoice.id}/`, { status: 'sent' }],
      [`/api/automation/api-keys/${key.id}/`, null],
      [`/api/automation/logs/${log.id}/`, null],
    ];
    for (const [path, patch] of objects) {
      expect((await a.api.get(path)).status, `GET ${path}`).toBe(404);
      if (patch) expect((await a.api.patch(path, patch)).status, `PATCH ${path}`).toBe(404);
      if (!path.includes('invoices') && !path.includes('logs')) expect((await a.api.delete(path)).status, `DELETE ${path}`).toBe(404);
      if (patch && !path.includes('invoices'))
        expect((await a.api.put(path, { ...patch, employee_id: 1, minutes: 1 })).status, `PUT ${path}`).not.toBe(200);
    }
    // References to another organization's objects are refused as unknown.
    const ownEmployee = (await a.api.post('/api/v1/employees/', { name: 'A employee' })).body;
    const badRefs = await a.api.post('/api/v1/tasks/', { title: 't', client_id: client.id, assignee_id: employee.id });
    expect(badRefs.status).toBe(422);
    expect(badRefs.body.errors.map((e: { field: string }) => e.field)).toEqual(['assignee_id', 'client_id']);
    expect((await a.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'x', unit_price: '1' }] })).status).toBe(
      422,
    );
    expect((await a.api.post('/api/v1/time-entries/', { employee_id: employee.id, minutes: 5 })).status).toBe(422);
    expect((await a.api.post('/api/v1/time-entries/', { employee_id: ownEmployee.id, task_id: task.id, minutes: 5 })).status).toBe(422);
    // Lists show only one's own.
    for (const path of ['/api/v1/clients/', '/api/v1/invoices/', '/api/v1/employees/', '/api/v1/tasks/', '/api/v1/time-entries/']) {
      const ids = (await a.api.get(path)).body.results.map((o: { id: number }) => o.id);
      expect(ids, path).not.toContain(path.includes('clients') ? client.id : path.includes('invoices') ? invoice.id : -1);
    }
    expect((await b.api.get(`/api/v1/clients/${client.id}/`)).body.name).toBe('B client');
  });
});
