import { describe, expect, it } from 'vitest';
import { inTransaction } from '../db/knex.js';
import { markOverdueInvoices } from '../../features/invoices/overdue.js';
import { useKontor } from '../../dev/test-support/fixture.js';
import { recordEvent } from './outbox.js';

const { kontor, org } = useKontor();

const eventsOf = async (type?: string) =>
  (await kontor
    .db('events')
    .where({ organization_id: org.id })
    .modify((q) => (type ? q.where({ type }) : q))
    .orderBy('id')) as Array<{ type: string; data: any }>;
/** Events waiting in the outbox for a worker's fan-out (this Kontor runs no worker). */
const undispatched = async () =>
  Number((await kontor.db('events').where({ organization_id: org.id }).whereNull('dispatched_at').count({ n: '*' }))[0]!.n);

describe('the outbox', () => {
  it('records each change with its event, waiting for dispatch, whole resource as data', async () => {
    const waitingBefore = await undispatched();
    const client = (await org.api.post('/api/v1/clients/', { name: 'Evented' })).body;
    await org.api.patch(`/api/v1/clients/${client.id}/`, { phone: '1' });
    const invoice = (await org.api.post('/api/v1/invoices/', { client_id: client.id, items: [{ description: 'x', unit_price: '5' }] }))
      .body;
    await org.api.patch(`/api/v1/invoices/${invoice.id}/`, { status: 'sent' });
    await org.api.patch(`/api/v1/invoices/${invoice.id}/`, { status: 'paid' });
    const task = (await org.api.post('/api/v1/tasks/', { title: 'Do' })).body;
    await org.api.patch(`/api/v1/tasks/${task.id}/`, { status: 'done' });
    const employee = (await org.api.post('/api/v1/employees/', { name: 'E' })).body;
    await org.api.post('/api/v1/time-entries/', { employee_id: employee.id, minutes: 10 });
    const other = (await org.api.post('/api/v1/clients/', { name: 'Gone' })).body;
    await org.api.delete(`/api/v1/clients/${other.id}/`);

    const events = await eventsOf();
    expect(events.map((e) => e.type)).toEqual([
      'CLIENT_CREATED',
      'CLIENT_UPDATED',
      'INVOICE_CREATED',
      'INVOICE_UPDATED',
      'INVOICE_SENT',
      'INVOICE_UPDATED',
      'INVOICE_PAID',
      'TASK_CREATED',
      'TASK_UPDATED',
      'TASK_COMPLETED',
      'TIME_ENTRY_CREATED',
      'CLIENT_CREATED',
      'CLIENT_DELETED',
    ]);
    expect(events[2]!.data).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      items: [{ total: '5.00' }],
      client: { name: 'Evented' },
    });
    expect(events[6]!.data).toMatchObject({ status: 'paid', balance: '0.00' });
    expect(events[12]!.data).toMatchObject({ id: other.id, name: 'Gone' });
    expect((await undispatched()) - waitingBefore).toBe(events.length);
  });

  it('emits nothing when the change rolls back', async () => {
    const before = (await eventsOf()).length;
    const waitingBefore = await undispatched();
    const client = (await org.api.post('/api/v1/clients/', { name: 'Rollback' })).body;
    // Fails inside the transaction, after the invoice row and its number existed.
    const failed = await org.api.post('/api/v1/invoices/', {
      client_id: client.id,
      issue_date: '2026-05-02',
      due_date: '2026-05-01',
      items: [{ description: 'x', unit_price: '1' }],
    });
    expect(failed.status).toBe(422);
    await expect(
      inTransaction(kontor.db, async (trx) => {
        await recordEvent(trx, org.id, 'CLIENT_UPDATED', client);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await eventsOf()).length).toBe(before + 1);
    expect((await undispatched()) - waitingBefore).toBe(1);
  });

  it('emits nothing for an update that changes nothing, and keeps its updated_at; concurrent ones change it once', async () => {
    const client = (await org.api.post('/api/v1/clients/', { name: 'Unchanging' })).body;
    const countOf = async (type: string) => (await eventsOf(type)).filter((event) => event.data.id === client.id).length;
    const same = await org.api.patch(`/api/v1/clients/${client.id}/`, { name: 'Unchanging' });
    expect(same.status).toBe(200);
    expect(same.body.updated_at).toBe(client.updated_at);
    expect(await countOf('CLIENT_UPDATED')).toBe(0);
    const invoice = (
      await org.api.post('/api/v1/invoices/', { client_id: client.id, status: 'sent', items: [{ description: 'x', unit_price: '5' }] })
    ).body;
    const paid = await Promise.all(Array.from({ length: 10 }, () => org.api.patch(`/api/v1/invoices/${invoice.id}/`, { status: 'paid' })));
    expect(paid.map((res) => res.status)).toEqual(Array(10).fill(200));
    const about = async (type: string) => (await eventsOf(type)).filter((event) => event.data.id === invoice.id).length;
    expect([await about('INVOICE_PAID'), await about('INVOICE_UPDATED')]).toEqual([1, 1]);
  });

  it('lists the catalogue with a JSON Schema of each event data', async () => {
    const res = await org.api.get('/api/automation/events/');
    const types = res.body.results.map((e: { type: string }) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'INVOICE_CREATED',
        'INVOICE_OVERDUE',
        'CLIENT_DELETED',
        'TASK_COMPLETED',
        'TIME_ENTRY_CREATED',
        'FLOW_RUN_FAILED',
        'PING',
      ]),
    );
    const invoiceCreated = res.body.results.find((e: { type: string }) => e.type === 'INVOICE_CREATED');
    expect(invoiceCreated.data_schema.properties.items.type).toBe('array');
    expect(JSON.stringify(res.body)).not.toContain('$id');
  });
});

describe('overdue sweep', () => {
  it('marks sent invoices past due overdue, with INVOICE_OVERDUE once per invoice', async () => {
    const client = (await org.api.post('/api/v1/clients/', { name: 'Late payer' })).body;
    const make = (due_date: string) =>
      org.api.post('/api/v1/invoices/', {
        client_id: client.id,
        issue_date: '2026-01-01',
        due_date,
        status: 'sent',
        items: [{ description: 'x', unit_price: '1' }],
      });
    const late = (await make('2026-02-01')).body;
    const notYet = (await make('2026-03-01')).body;
    const draft = (
      await org.api.post('/api/v1/invoices/', {
        client_id: client.id,
        issue_date: '2026-01-01',
        due_date: '2026-01-15',
        items: [{ description: 'x', unit_price: '1' }],
      })
    ).body;

    kontor.clock.set('2026-02-02T08:00:00Z');
    expect(await markOverdueInvoices(kontor.db, kontor.clock)).toBe(1);
    expect(await markOverdueInvoices(kontor.db, kontor.clock)).toBe(0);
    expect((await org.api.get(`/api/v1/invoices/${late.id}/`)).body.status).toBe('overdue');
    expect((await org.api.get(`/api/v1/invoices/${notYet.id}/`)).body.status).toBe('sent');
    expect((await org.api.get(`/api/v1/invoices/${draft.id}/`)).body.status).toBe('draft');
    const overdue = await eventsOf('INVOICE_OVERDUE');
    expect(overdue.map((e) => e.data.id)).toEqual([late.id]);
    expect(overdue[0]!.data.status).toBe('overdue');
  });
});
