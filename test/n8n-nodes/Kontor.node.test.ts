import nock from 'nock';
import type { IDataObject } from 'n8n-workflow';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Kontor } from '../../n8n-nodes/nodes/Kontor/Kontor.node';
import { API_KEY, BASE_URL, executeContext } from './context';

const node = new Kontor();
const run = (params: Record<string, unknown>, options?: { continueOnFail?: boolean; version?: number }) =>
  node.execute.call(executeContext(params as IDataObject, { ...options, node: { typeVersion: options?.version ?? 2 } }));
const locator = (value: string) => ({ __rl: true, mode: 'list', value });

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.isDone(), `pending mocks: ${nock.pendingMocks().join(', ')}`).toBe(true);
  nock.cleanAll();
});

describe('Kontor node: REST resources', () => {
  it('creates a client with the Bearer key and the fields set', async () => {
    nock(BASE_URL, { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .post('/api/v1/clients/', { name: 'Novák Transport s.r.o.', email: 'ap@novak.test', payment_terms_days: 30 })
      .reply(201, { id: 7, name: 'Novák Transport s.r.o.' });
    const [items] = await run({
      resource: 'client',
      operation: 'create',
      name: 'Novák Transport s.r.o.',
      additionalFields: { email: 'ap@novak.test', payment_terms_days: 30, phone: '' },
    });
    expect(items).toEqual([{ json: { id: 7, name: 'Novák Transport s.r.o.' }, pairedItem: { item: 0 } }]);
  });

  it('gets, updates and deletes by id', async () => {
    nock(BASE_URL)
      .get('/api/v1/tasks/3/')
      .reply(200, { id: 3 })
      .patch('/api/v1/tasks/3/', { priority: 'high' })
      .reply(200, { id: 3, priority: 'high' })
      .delete('/api/v1/tasks/3/')
      .reply(204);
    expect((await run({ resource: 'task', operation: 'get', id: '3' }))[0]![0]!.json).toEqual({ id: 3 });
    expect(
      (await run({ resource: 'task', operation: 'update', id: '3', updateFields: { priority: 'high', assignee_id: 0 } }))[0]![0]!.json,
    ).toEqual({ id: 3, priority: 'high' });
    expect((await run({ resource: 'task', operation: 'delete', id: '3' }))[0]![0]!.json).toEqual({ deleted: true, id: '3' });
  });

  it("walks every page with Return All, following Kontor's next links (a cursor on deep pages), never the count", async () => {
    // Past 10,000 results Kontor answers count: null; the walk does not read it.
    nock(BASE_URL)
      .get('/api/v1/invoices/')
      .query({ status: 'sent', client: '7', page_size: '200' })
      .reply(200, {
        count: null,
        next: 'https://kontor.behind.proxy/api/v1/invoices/?cursor=abc&status=sent',
        results: [{ id: 1 }, { id: 2 }],
      })
      .get('/api/v1/invoices/')
      .query({ cursor: 'abc', status: 'sent' })
      .reply(200, { count: null, next: null, results: [{ id: 3 }] });
    const [items] = await run({
      resource: 'invoice',
      operation: 'getAll',
      returnAll: true,
      filters: { status: 'sent', client: locator('7') },
    });
    expect(items!.map((item) => item.json.id)).toEqual([1, 2, 3]);
  });

  it('stops at the limit', async () => {
    nock(BASE_URL)
      .get('/api/v1/clients/')
      .query({ page_size: '5' })
      .reply(200, { count: 500, next: `${BASE_URL}/api/v1/clients/?page=2`, results: Array.from({ length: 5 }, (_, id) => ({ id })) });
    const [items] = await run({ resource: 'client', operation: 'getAll', returnAll: false, limit: 5, filters: {} });
    expect(items).toHaveLength(5);
  });

  it('creates an invoice from the client picker and the item rows', async () => {
    nock(BASE_URL)
      .post('/api/v1/invoices/', {
        client_id: 7,
        items: [{ description: 'Consulting', quantity: '3', unit: 'h', unit_price: '1500', tax_rate: '21' }],
        due_date: '2026-12-06',
      })
      .reply(201, { id: 11, number: '2026-0011' });
    const [items] = await run({
      resource: 'invoice',
      operation: 'create',
      client_id: locator('7'),
      items: { item: [{ description: 'Consulting', quantity: '3', unit: 'h', unit_price: '1500', tax_rate: '21' }] },
      additionalFields: { due_date: '2026-12-06' },
    });
    expect(items![0]!.json).toEqual({ id: 11, number: '2026-0011' });
  });

  it.each([
    ['markSent', 'sent'],
    ['markPaid', 'paid'],
    ['cancel', 'cancelled'],
  ])('changes invoice status with %s', async (operation, status) => {
    nock(BASE_URL).patch('/api/v1/invoices/11/', { status }).reply(200, { id: 11, status });
    expect((await run({ resource: 'invoice', operation, id: '11' }))[0]![0]!.json).toEqual({ id: 11, status });
  });

  it('completes a task and books time', async () => {
    nock(BASE_URL)
      .patch('/api/v1/tasks/4/', { status: 'done' })
      .reply(200, { id: 4, status: 'done' })
      .post('/api/v1/time-entries/', { employee_id: 2, minutes: 90, billable: false })
      .reply(201, { id: 9 });
    expect((await run({ resource: 'task', operation: 'complete', id: '4' }))[0]![0]!.json.status).toBe('done');
    expect(
      (
        await run({
          resource: 'timeEntry',
          operation: 'create',
          employee_id: 2,
          minutes: 90,
          additionalFields: { billable: false, client_id: 0 },
        })
      )[0]![0]!.json.id,
    ).toBe(9);
  });

  it('creates employees', async () => {
    nock(BASE_URL).post('/api/v1/employees/', { name: 'Jana', hourly_rate: '45.00' }).reply(201, { id: 5 });
    expect(
      (await run({ resource: 'employee', operation: 'create', name: 'Jana', additionalFields: { hourly_rate: '45.00' } }))[0]![0]!.json.id,
    ).toBe(5);
  });
});

describe('Kontor node: every REST operation', () => {
  const resources = [
    ['client', '/api/v1/clients/'],
    ['employee', '/api/v1/employees/'],
    ['invoice', '/api/v1/invoices/'],
    ['task', '/api/v1/tasks/'],
    ['timeEntry', '/api/v1/time-entries/'],
  ] as const;

  it.each(resources)('%s: get and update', async (resource, path) => {
    nock(BASE_URL)
      .get(`${path}5/`)
      .reply(200, { id: 5 })
      .patch(`${path}5/`, { description: 'changed' })
      .reply(200, { id: 5, description: 'changed' });
    expect((await run({ resource, operation: 'get', id: '5' }))[0]![0]!.json).toEqual({ id: 5 });
    expect((await run({ resource, operation: 'update', id: '5', updateFields: { description: 'changed' } }))[0]![0]!.json).toMatchObject({
      id: 5,
    });
  });

  it.each(resources.filter(([resource]) => resource !== 'invoice'))('%s: delete', async (resource, path) => {
    nock(BASE_URL).delete(`${path}6/`).reply(204);
    expect((await run({ resource, operation: 'delete', id: '6' }))[0]![0]!.json).toEqual({ deleted: true, id: '6' });
  });

  it.each(resources)('%s: get many with a limit', async (resource, path) => {
    nock(BASE_URL)
      .get(path)
      .query(true)
      .reply(200, { count: 3, next: null, results: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    expect((await run({ resource, operation: 'getAll', returnAll: false, limit: 2, filters: {} }))[0]).toHaveLength(2);
  });

  it('reads the employee picker in any of its modes', async () => {
    nock(BASE_URL)
      .post('/api/v1/time-entries/', { employee_id: 12, minutes: 30 })
      .reply(201, { id: 1 })
      .post('/api/v1/time-entries/', { employee_id: 13, minutes: 30 })
      .reply(201, { id: 2 })
      .post('/api/v1/tasks/', { title: 'Call', assignee_id: 14 })
      .reply(201, { id: 3 });
    await run({
      resource: 'timeEntry',
      operation: 'create',
      employee_id: { __rl: true, mode: 'list', value: '12' },
      minutes: 30,
      additionalFields: {},
    });
    await run({
      resource: 'timeEntry',
      operation: 'create',
      employee_id: { __rl: true, mode: 'url', value: 'https://kontor.example.com/api/v1/employees/13/' },
      minutes: 30,
      additionalFields: {},
    });
    await run({
      resource: 'task',
      operation: 'create',
      title: 'Call',
      additionalFields: { assignee_id: { __rl: true, mode: 'id', value: '14' }, client_id: { __rl: true, mode: 'list', value: '' } },
    });
  });
});

describe('Kontor node version 1: the Smart resource, kept for saved workflows', () => {
  it('sends the loose fields as they are, with dry run', async () => {
    nock(BASE_URL)
      .post('/api/automation/smart/invoice/', {
        client: 'Novak Transport',
        description: 'Consulting',
        quantity: 'three hours',
        unit_price: 'fifteen hundred',
        due: 'in two weeks',
        dry_run: true,
      })
      .reply(200, { invoice: { total: '4500.00' }, dry_run: true });
    const [items] = await run({
      resource: 'smart',
      operation: 'createInvoice',
      client: 'Novak Transport',
      description: 'Consulting',
      quantity: 'three hours',
      unit_price: 'fifteen hundred',
      amount: '',
      due: 'in two weeks',
      dryRun: true,
    });
    expect(items![0]!.json).toMatchObject({ dry_run: true });
  });

  it('maps task and time fields to the endpoints', async () => {
    nock(BASE_URL)
      .post('/api/automation/smart/task/', {
        title: 'Call',
        assignee: 'jana',
        client: 'Novak',
        due: 'next friday',
        priority: 'asap',
        dry_run: false,
      })
      .reply(201, { task: { id: 1 } })
      .post('/api/automation/smart/time/', { employee: 'petr@kontor.test', duration: '1h 30m', task: 'vat report', dry_run: false })
      .reply(201, { time_entry: { id: 2 } });
    await run({
      resource: 'smart',
      operation: 'createTask',
      title: 'Call',
      assignee: 'jana',
      taskClient: 'Novak',
      taskDue: 'next friday',
      priority: 'asap',
    });
    await run({ resource: 'smart', operation: 'logTime', employee: 'petr@kontor.test', duration: '1h 30m', task: 'vat report' });
  });
});
