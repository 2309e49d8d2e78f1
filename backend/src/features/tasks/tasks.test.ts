import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();

describe('tasks', () => {
  it('creates with defaults and full CRUD', async () => {
    const { body: employee } = await org.api.post('/api/v1/employees/', { name: 'Eva' });
    const { body: client } = await org.api.post('/api/v1/clients/', { name: 'Client' });
    const created = await org.api.post('/api/v1/tasks/', {
      title: 'Call about invoice',
      assignee_id: employee.id,
      client_id: client.id,
      due_date: '2026-12-01',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'open', priority: 'normal', completed_at: null, due_date: '2026-12-01', description: '' });
    const path = `/api/v1/tasks/${created.body.id}/`;
    expect((await org.api.put(path, { title: 'Replaced' })).body).toMatchObject({
      title: 'Replaced',
      assignee_id: null,
      client_id: null,
      due_date: null,
    });
    expect((await org.api.patch(path, { priority: 'urgent', client_id: client.id })).body).toMatchObject({
      priority: 'urgent',
      client_id: client.id,
    });
    expect((await org.api.delete(path)).status).toBe(204);
    expect((await org.api.get(path)).status).toBe(404);
  });

  it('sets completed_at when done and clears it when reopened', async () => {
    kontor.clock.set('2026-07-01T08:30:00Z');
    const { body: task } = await org.api.post('/api/v1/tasks/', { title: 'Finish' });
    const done = await org.api.patch(`/api/v1/tasks/${task.id}/`, { status: 'done' });
    expect(done.body.completed_at).toBe('2026-07-01T08:30:00.000Z');
    const reopened = await org.api.patch(`/api/v1/tasks/${task.id}/`, { status: 'open' });
    expect(reopened.body.completed_at).toBeNull();
  });

  it('filters by status, priority, assignee and client', async () => {
    const { body: employee } = await org.api.post('/api/v1/employees/', { name: 'Filter' });
    await org.api.post('/api/v1/tasks/', { title: 'A', assignee_id: employee.id, priority: 'high' });
    await org.api.post('/api/v1/tasks/', { title: 'B', assignee_id: employee.id, status: 'cancelled' });
    expect((await org.api.get(`/api/v1/tasks/?assignee=${employee.id}`)).body.count).toBe(2);
    expect((await org.api.get(`/api/v1/tasks/?assignee=${employee.id}&priority=high`)).body.results[0].title).toBe('A');
    expect((await org.api.get(`/api/v1/tasks/?assignee=${employee.id}&status=cancelled`)).body.results[0].title).toBe('B');
    expect((await org.api.get('/api/v1/tasks/?status=doing')).status).toBe(400);
  });

  it('refuses unknown references and bad dates, naming the field', async () => {
    const res = await org.api.post('/api/v1/tasks/', { title: 'x', assignee_id: 424242, due_date: '2026-02-30' });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('due_date');
    const refs = await org.api.post('/api/v1/tasks/', { title: 'x', assignee_id: 424242 });
    expect(refs.body.errors).toEqual([{ field: 'assignee_id', message: 'no employee with id 424242' }]);
  });
});
