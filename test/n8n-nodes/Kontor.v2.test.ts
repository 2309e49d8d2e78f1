/** Version 2 of the Kontor node: operations grouped under their resources, every field the API takes, pickers. */
import nock from 'nock';
import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Kontor } from '../../n8n-nodes/nodes/Kontor/Kontor.node';
import { BASE_URL, executeContext } from './context';

const node = new Kontor();
const run = async (params: Record<string, unknown>) => (await node.execute.call(executeContext(params as IDataObject)))[0]![0]!.json;
const pick = (value: string, mode = 'list') => ({ __rl: true, mode, value });

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.isDone(), `pending mocks: ${nock.pendingMocks().join(', ')}`).toBe(true);
  nock.cleanAll();
});

describe('from text', () => {
  it('creates an invoice of several lines, with currency, tax rate, issue date and status', async () => {
    nock(BASE_URL)
      .post('/api/automation/smart/invoice/', {
        client: 'novak',
        items: [
          { description: 'Consulting', quantity: '3 hours', unit_price: '1500', tax_rate: '21' },
          { description: 'Travel', unit_price: '€80' },
        ],
        currency: 'EUR',
        tax_rate: '21',
        issue_date: 'yesterday',
        due: 'in two weeks',
        status: 'sent',
        dry_run: false,
      })
      .reply(201, { invoice: { id: 1 } });
    const json = await run({
      resource: 'invoice',
      operation: 'createFromText',
      client: 'novak',
      description: '',
      textFields: {
        lines: {
          line: [
            { description: 'Consulting', quantity: '3 hours', unit_price: '1500', tax_rate: '21', unit: '' },
            { description: 'Travel', quantity: '', unit_price: '€80', tax_rate: '', unit: '' },
          ],
        },
        currency: 'EUR',
        tax_rate: '21',
        issue_date: 'yesterday',
        due: 'in two weeks',
        status: 'sent',
      },
    });
    expect(json).toEqual({ invoice: { id: 1 } });
  });

  it('creates a one-line invoice, a task with its description, and billable time', async () => {
    nock(BASE_URL)
      .post('/api/automation/smart/invoice/', { client: 'novak', description: 'Audit', amount: '1 500,50', dry_run: true })
      .reply(200, { dry_run: true })
      .post('/api/automation/smart/task/', { title: 'Call', description: 'About the VAT report', assignee: 'jana', dry_run: false })
      .reply(201, { task: { id: 2 } })
      .post('/api/automation/smart/time/', { employee: 'petr', duration: '1h 30m', billable: false, dry_run: false })
      .reply(201, { time_entry: { id: 3 } });
    await run({
      resource: 'invoice',
      operation: 'createFromText',
      client: 'novak',
      description: 'Audit',
      amount: '1 500,50',
      dryRun: true,
    });
    await run({ resource: 'task', operation: 'createFromText', title: 'Call', description: 'About the VAT report', assignee: 'jana' });
    await run({ resource: 'timeEntry', operation: 'logFromText', employee: 'petr', duration: '1h 30m', billable: false });
  });
});

describe('invoices', () => {
  it('updates every field the API takes on update', async () => {
    nock(BASE_URL)
      .patch('/api/v1/invoices/11/', {
        amount_paid: '500.00',
        promised_pay_date: '2026-12-20',
        dunning_hold: { until: null, reason: 'disputed' },
        client_id: 8,
        items: [{ description: 'x', quantity: '1', unit_price: '5', tax_rate: '0', unit: '' }],
      })
      .reply(200, { id: 11 })
      .patch('/api/v1/invoices/11/', { dunning_hold: null, promised_pay_date: null, status: 'overdue' })
      .reply(200, { id: 11 });
    await run({
      resource: 'invoice',
      operation: 'update',
      id: '11',
      updateFields: {
        amount_paid: '500.00',
        promised_pay_date: '2026-12-20',
        dunning_hold: { hold: { until: '', reason: 'disputed' } },
        lift_dunning_hold: false,
        clear_promised_pay_date: false,
        client_id: pick('8'),
        items: { item: [{ description: 'x', quantity: '1', unit_price: '5', tax_rate: '0', unit: '' }] },
      },
    });
    await run({
      resource: 'invoice',
      operation: 'update',
      id: '11',
      updateFields: { lift_dunning_hold: true, clear_promised_pay_date: true, status: 'overdue' },
    });
  });

  it('filters by a client picked from the list, and by source', async () => {
    nock(BASE_URL)
      .get('/api/v1/invoices/')
      .query({ client: '7', source: 'smart', page_size: '50' })
      .reply(200, { next: null, results: [{ id: 1 }] });
    await run({ resource: 'invoice', operation: 'getAll', returnAll: false, limit: 50, filters: { client: pick('7'), source: 'smart' } });
  });
});

describe('flows', () => {
  it('runs a flow on a context, live or as a test, and answers the run with its trace', async () => {
    nock(BASE_URL)
      .post('/api/automation/flows/3/run/', { context: { invoice: { id: 9 } }, live: true, trigger: 't1' })
      .reply(200, { id: 50, status: 'completed', trace: [{ node_id: 't1' }] });
    const json = await run({
      resource: 'flow',
      operation: 'run',
      flow: pick('3', 'id'),
      context: '{"invoice": {"id": 9}}',
      live: true,
      trigger: 't1',
    });
    expect(json).toMatchObject({ status: 'completed', trace: [{ node_id: 't1' }] });
  });
});

describe('the description', () => {
  const { description } = node;
  const v2 = (property: INodeProperties) => {
    const versions = property.displayOptions?.show?.['@version'] as unknown[] | undefined;
    return versions === undefined || !versions.includes(1);
  };

  it('is version 2 by default, and keeps version 1 for saved workflows', () => {
    expect(description.version).toEqual([1, 2]);
    expect(description.defaultVersion).toBe(2);
    const resources = description.properties.filter((property) => property.name === 'resource');
    const values = (property: INodeProperties) => (property.options as Array<{ value: string }>).map((option) => option.value);
    expect(resources.map(values)).toEqual([
      ['client', 'employee', 'flow', 'invoice', 'smart', 'task', 'timeEntry'],
      ['client', 'employee', 'flow', 'invoice', 'task', 'timeEntry'],
    ]);
  });

  it('has readable subtitles', () => {
    expect(description.subtitle).toContain('"invoice:createFromText":"Create an invoice from text"');
    expect(description.subtitle).toContain('"timeEntry:logFromText":"Log time from text"');
  });

  it('offers on invoice create only the statuses create accepts', () => {
    const fields = description.properties.find(
      (property) => property.name === 'additionalFields' && property.displayOptions?.show?.resource?.includes('invoice'),
    );
    const status = (fields!.options as INodeProperties[]).find((option) => option.name === 'status')!;
    expect((status.options as Array<{ value: string }>).map((option) => option.value)).toEqual(['draft', 'sent']);
  });

  it('picks every client, employee and task of version 2 from a list (no numeric ID fields)', () => {
    const references = /^(client|client_id|employee|employee_id|assignee|assignee_id|task|task_id|flow)$/;
    const textOperations = ['createFromText', 'logFromText'];
    const found: string[] = [];
    for (const property of description.properties.filter(v2)) {
      if (textOperations.some((operation) => property.displayOptions?.show?.operation?.includes(operation))) continue;
      if (property.displayOptions?.show?.resource?.includes('smart')) continue;
      const nested = property.type === 'collection' ? (property.options as INodeProperties[]) : [property];
      for (const field of nested.filter((candidate) => references.test(candidate.name))) {
        found.push(`${property.name}.${field.name}`);
        expect(field.type, `${property.name} > ${field.name}`).toBe('resourceLocator');
      }
    }
    expect(found.length).toBeGreaterThan(12);
  });
});
