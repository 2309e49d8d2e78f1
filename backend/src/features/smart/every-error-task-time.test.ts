/**
 * The smart task and time entry answer every field's error at once, as the smart invoice does: a value they cannot
 * read and a record they cannot find for sure (assignee, employee, client, task) in one 422, nothing created. Before,
 * a refused value was answered before the records were looked up, and a caller learnt of the employee that matched
 * nothing only on its next try. Values that only read two ways are still asked first, alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();

beforeAll(async () => {
  await org.api.post('/api/v1/employees/', { name: 'Radka Vopálková', email: 'radka@kontor.test' });
  await org.api.post('/api/v1/clients/', { name: 'Ostrava Ocel s.r.o.', currency: 'CZK' });
  for (const name of ['Brnenska Sklarna s.r.o.', 'Brnenska Sklarna a.s.'])
    await org.api.post('/api/v1/clients/', { name, currency: 'CZK' });
});

const count = async (table: string) => Number((await kontor.db(table).where({ organization_id: org.id }).count({ n: '*' }).first())!.n);
const fields = (body: { errors: Array<{ field: string }> }) => body.errors.map((error) => error.field);

describe('a smart task refused', () => {
  it('names the unreadable due date and the assignee that matched nothing in one 422', async () => {
    const before = await count('tasks');
    const res = await org.api.post('/api/automation/smart/task/', { title: 'Call', due: '32.13.2027', assignee: 'Zdeňka Quastová' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_error', field: 'assignee', suggestions: expect.any(Array) });
    expect(fields(res.body)).toEqual(['due', 'assignee']);
    expect(res.body.errors[1]).toMatchObject({ code: 'no_match', message: expect.stringContaining('Zdeňka') });
    expect(await count('tasks')).toBe(before);
  });

  it('names two records refused together though every value reads', async () => {
    const res = await org.api.post('/api/automation/smart/task/', {
      title: 'Call',
      assignee: 'Zdeňka Quastová',
      client: 'brnenska sklarna',
    });
    expect(res.status).toBe(422);
    expect(fields(res.body)).toEqual(['assignee', 'client']);
    expect(res.body.errors.map((error: { code: string }) => error.code)).toEqual(['no_match', 'ambiguous_match']);
    expect(res.body.detail).toContain('Brnenska Sklarna a.s.');
  });

  it('answers one record refused as before when every value reads', async () => {
    const res = await org.api.post('/api/automation/smart/task/', { title: 'Call', assignee: 'Zdeňka Quastová' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'no_match', field: 'assignee' });
    expect(res.body).not.toHaveProperty('errors');
  });
});

describe('a smart time entry refused', () => {
  it('names the unreadable duration, the employee and the client in one 422', async () => {
    const before = await count('time_entries');
    const res = await org.api.post('/api/automation/smart/time/', {
      employee: 'Zdeňka Quastová',
      client: 'Hutě Kladno',
      duration: 'celý den',
      date: 'včera',
    });
    expect(res.status).toBe(422);
    expect(fields(res.body)).toEqual(['duration', 'employee', 'client']);
    expect(res.body).toMatchObject({ code: 'validation_error', field: 'employee' });
    expect(await count('time_entries')).toBe(before);
  });

  it('names a task that matched nothing beside a refused value, the client found', async () => {
    const res = await org.api.post('/api/automation/smart/time/', {
      employee: 'Radka',
      client: 'Ostrava Ocel',
      task: 'Pec číslo devět',
      duration: 'celý den',
    });
    expect(res.status).toBe(422);
    expect(fields(res.body)).toEqual(['duration', 'task']);
  });

  it('asks a value that reads two ways first, alone', async () => {
    const res = await org.api.post('/api/automation/smart/time/', { employee: 'Zdeňka Quastová', duration: '3 až 4 hodiny' });
    expect(res.status).toBe(422);
    expect(fields(res.body)).toEqual(['duration']);
    expect(res.body.errors[0]).toMatchObject({ code: 'ambiguous_value' });
  });

  it('logs the time when everything reads and is found', async () => {
    const res = await org.api.post('/api/automation/smart/time/', {
      employee: 'Radka',
      client: 'Ostrava Ocel',
      duration: '90 min',
      dry_run: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.matches.employee.name).toBe('Radka Vopálková');
  });
});
