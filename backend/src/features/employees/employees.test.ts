import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();

describe('employees', () => {
  it('creates, reads, replaces, patches, lists and deletes', async () => {
    const created = await org.api.post('/api/v1/employees/', { name: 'Jana Nováková', email: 'jana@example.com', hourly_rate: 45.5 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Jana Nováková', hourly_rate: '45.50', active: true });
    const path = `/api/v1/employees/${created.body.id}/`;
    expect((await org.api.get(path)).body.email).toBe('jana@example.com');
    expect((await org.api.put(path, { name: 'Jana N.' })).body).toMatchObject({
      name: 'Jana N.',
      email: '',
      hourly_rate: '0.00',
      active: true,
    });
    expect((await org.api.patch(path, { active: false, hourly_rate: '50' })).body).toMatchObject({ active: false, hourly_rate: '50.00' });
    await org.api.post('/api/v1/employees/', { name: 'Petr Svoboda' });
    expect((await org.api.get('/api/v1/employees/?active=false')).body.results.map((e: { id: number }) => e.id)).toEqual([created.body.id]);
    expect((await org.api.get('/api/v1/employees/?search=svoboda')).body.count).toBe(1);
    expect((await org.api.get('/api/v1/employees/?ordering=-hourly_rate')).body.results[0].id).toBe(created.body.id);
    expect((await org.api.delete(path)).status).toBe(204);
    expect((await org.api.get(path)).status).toBe(404);
  });

  it('refuses a negative or malformed rate', async () => {
    for (const hourly_rate of ['-1', 'abc', '1.234', 1e20]) {
      const res = await org.api.post('/api/v1/employees/', { name: 'X', hourly_rate });
      expect(res.status, String(hourly_rate)).toBe(422);
      expect(res.body.errors[0].field).toBe('hourly_rate');
    }
  });

  it('keeps an employee with time entries (409) and unassigns tasks of a deleted one', async () => {
    const { body: busy } = await org.api.post('/api/v1/employees/', { name: 'Busy' });
    await org.api.post('/api/v1/time-entries/', { employee_id: busy.id, minutes: 60 });
    const res = await org.api.delete(`/api/v1/employees/${busy.id}/`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('employee_has_time_entries');

    const { body: leaving } = await org.api.post('/api/v1/employees/', { name: 'Leaving' });
    const { body: task } = await org.api.post('/api/v1/tasks/', { title: 'Handover', assignee_id: leaving.id });
    expect((await org.api.delete(`/api/v1/employees/${leaving.id}/`)).status).toBe(204);
    expect((await org.api.get(`/api/v1/tasks/${task.id}/`)).body.assignee_id).toBeNull();
  });
});
