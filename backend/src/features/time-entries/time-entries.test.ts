import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();
let employeeId: number;

beforeAll(async () => {
  employeeId = (await org.api.post('/api/v1/employees/', { name: 'Worker' })).body.id;
});

describe('time entries', () => {
  it('books time on today by default, billable, with full CRUD', async () => {
    kontor.clock.set('2026-09-15T22:00:00Z');
    const created = await org.api.post('/api/v1/time-entries/', { employee_id: employeeId, minutes: 90, description: 'Audit prep' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ date: '2026-09-15', minutes: 90, billable: true, client_id: null, task_id: null });
    const path = `/api/v1/time-entries/${created.body.id}/`;
    expect((await org.api.patch(path, { billable: false, minutes: 30 })).body).toMatchObject({ billable: false, minutes: 30 });
    expect((await org.api.put(path, { employee_id: employeeId, minutes: 15, date: '2026-09-01' })).body).toMatchObject({
      minutes: 15,
      date: '2026-09-01',
      billable: true,
      description: '',
    });
    expect((await org.api.delete(path)).status).toBe(204);
  });

  it("takes the client of the entry's task, and refuses another client, on create and on update", async () => {
    const [first, second] = await Promise.all(
      ['Task Owner s.r.o.', 'Someone Else s.r.o.'].map(
        async (name) => (await org.api.post('/api/v1/clients/', { name })).body.id as number,
      ),
    );
    const { body: task } = await org.api.post('/api/v1/tasks/', { title: 'Owned task', client_id: first });
    const taskOnly = await org.api.post('/api/v1/time-entries/', { employee_id: employeeId, task_id: task.id, minutes: 60 });
    expect(taskOnly.body).toMatchObject({ task_id: task.id, client_id: first });
    const other = await org.api.post('/api/v1/time-entries/', {
      employee_id: employeeId,
      task_id: task.id,
      client_id: second,
      minutes: 60,
    });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([
      { field: 'task_id', message: expect.stringContaining(`client ${first}'s, not client ${second}'s`) },
    ]);
    const moved = await org.api.patch(`/api/v1/time-entries/${taskOnly.body.id}/`, { client_id: second });
    expect(moved.body.errors).toEqual([{ field: 'client_id', message: expect.any(String) }]);
    // Taking the client away had answered 200 and kept it.
    const unset = await org.api.patch(`/api/v1/time-entries/${taskOnly.body.id}/`, { client_id: null });
    expect([unset.status, unset.body.errors]).toEqual([
      422,
      [{ field: 'client_id', message: expect.stringContaining('take the task away as well') }],
    ]);
    // So had taking it away while naming the client's task.
    const withTask = await org.api.patch(`/api/v1/time-entries/${taskOnly.body.id}/`, { client_id: null, task_id: task.id });
    expect([withTask.status, withTask.body.errors]).toEqual([
      422,
      [{ field: 'client_id', message: expect.stringContaining('take the task away as well') }],
    ]);
    expect((await org.api.get(`/api/v1/time-entries/${taskOnly.body.id}/`)).body).toMatchObject({ client_id: first, task_id: task.id });
    const both = await org.api.patch(`/api/v1/time-entries/${taskOnly.body.id}/`, { client_id: null, task_id: null });
    expect(both.body).toMatchObject({ client_id: null, task_id: null });
    await org.api.patch(`/api/v1/time-entries/${taskOnly.body.id}/`, { task_id: task.id });
    // The task moves to the other client: its older entries stay as they were, and can still be edited.
    await org.api.patch(`/api/v1/tasks/${task.id}/`, { client_id: second });
    const edited = await org.api.patch(`/api/v1/time-entries/${taskOnly.body.id}/`, { minutes: 30 });
    expect(edited.body).toMatchObject({ minutes: 30, client_id: first });
  });

  it('filters by employee, task, date and billable', async () => {
    const { body: task } = await org.api.post('/api/v1/tasks/', { title: 'Task' });
    await org.api.post('/api/v1/time-entries/', { employee_id: employeeId, task_id: task.id, minutes: 10, date: '2026-01-02' });
    await org.api.post('/api/v1/time-entries/', { employee_id: employeeId, minutes: 20, date: '2026-01-02', billable: false });
    expect((await org.api.get(`/api/v1/time-entries/?task=${task.id}`)).body.count).toBe(1);
    expect((await org.api.get('/api/v1/time-entries/?date=2026-01-02&billable=false')).body.results[0].minutes).toBe(20);
    expect((await org.api.get(`/api/v1/time-entries/?employee=${employeeId}&ordering=minutes`)).body.results[0].minutes).toBe(10);
  });

  it('keeps time entries when their task is deleted', async () => {
    const { body: task } = await org.api.post('/api/v1/tasks/', { title: 'Gone' });
    const { body: entry } = await org.api.post('/api/v1/time-entries/', { employee_id: employeeId, task_id: task.id, minutes: 5 });
    await org.api.delete(`/api/v1/tasks/${task.id}/`);
    expect((await org.api.get(`/api/v1/time-entries/${entry.id}/`)).body.task_id).toBeNull();
  });

  it('refuses zero, negative, fractional and day-long-plus durations', async () => {
    for (const minutes of [0, -5, 1.5, 1441, '60']) {
      const res = await org.api.post('/api/v1/time-entries/', { employee_id: employeeId, minutes });
      expect(res.status, String(minutes)).toBe(422);
      expect(res.body.errors[0].field).toBe('minutes');
    }
  });
});
