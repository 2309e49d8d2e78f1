import { beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../dev/test-support/factories.js';
import { markOverdueInvoices } from './overdue.js';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();
let clientId: number;

beforeAll(async () => {
  clientId = (await makeClient(org.api, { name: 'Novák Transport', payment_terms_days: 30 })).id;
});

const item = (overrides: Record<string, unknown> = {}) => ({
  description: 'Consulting',
  quantity: '3',
  unit: 'h',
  unit_price: '1500',
  tax_rate: '21',
  ...overrides,
});

describe('invoice creation', () => {
  it('computes line and invoice totals exactly, with the client defaults', async () => {
    kontor.clock.set('2026-03-10T09:00:00Z');
    const res = await org.api.post('/api/v1/invoices/', {
      client_id: clientId,
      items: [
        item(),
        item({ description: 'Travel', quantity: '1', unit_price: '0.10', tax_rate: '0' }),
        item({ description: 'Cents', quantity: '3', unit_price: '0.335', tax_rate: '21' }),
      ],
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/v1/invoices/${res.body.id}/`);
    expect(res.body).toMatchObject({
      client_id: clientId,
      client: { id: clientId, name: 'Novák Transport' },
      status: 'draft',
      issue_date: '2026-03-10',
      due_date: '2026-04-09',
      currency: 'CZK',
      source: 'api',
      amount_paid: '0.00',
    });
    expect(res.body.items).toEqual([
      {
        description: 'Consulting',
        quantity: '3',
        unit: 'h',
        unit_price: '1500.00',
        tax_rate: '21.00',
        subtotal: '4500.00',
        tax: '945.00',
        total: '5445.00',
      },
      {
        description: 'Travel',
        quantity: '1',
        unit: 'h',
        unit_price: '0.10',
        tax_rate: '0.00',
        subtotal: '0.10',
        tax: '0.00',
        total: '0.10',
      },
      // 3 × 0.335 = 1.005 → 1.01 (half up); 21 % of 1.01 = 0.2121 → 0.21
      {
        description: 'Cents',
        quantity: '3',
        unit: 'h',
        unit_price: '0.335',
        tax_rate: '21.00',
        subtotal: '1.01',
        tax: '0.21',
        total: '1.22',
      },
    ]);
    expect(res.body).toMatchObject({ subtotal: '4501.11', tax_total: '945.21', total: '5446.32', balance: '5446.32' });
  });

  it('accepts JSON numbers for amounts but never loses a cent to floats', async () => {
    const res = await org.api.post('/api/v1/invoices/', {
      client_id: clientId,
      items: [item({ quantity: 3, unit_price: 0.1, tax_rate: 0 })],
    });
    expect(res.status).toBe(201);
    expect(res.body.total).toBe('0.30');
    const float = await org.api.post('/api/v1/invoices/', { client_id: clientId, items: [item({ unit_price: 0.1 + 0.2 })] });
    expect(float.status).toBe(422);
    expect(float.body.errors[0]).toMatchObject({ field: 'items[0].unit_price', message: expect.stringContaining('decimal places') });
  });

  it('numbers invoices per year without gaps, even when a creation fails', async () => {
    const fresh = await kontor.createOrganization('Numbering');
    const { body: client } = await fresh.api.post('/api/v1/clients/', { name: 'C' });
    const make = (issue_date: string, extra: Record<string, unknown> = {}) =>
      fresh.api.post('/api/v1/invoices/', { client_id: client.id, issue_date, items: [item()], ...extra });
    expect((await make('2026-01-05')).body.number).toBe('2026-0001');
    // Fails after the number was drawn (due before issue): the number is given back.
    expect((await make('2026-01-06', { due_date: '2026-01-01' })).status).toBe(422);
    expect((await make('2026-01-07')).body.number).toBe('2026-0002');
    expect((await make('2025-12-31')).body.number).toBe('2025-0001');
    // Four-digit years all the way down (it was "1-0001"), so the number reads and is found as documented.
    const early = await make('0001-01-01');
    expect(early.body.number).toBe('0001-0001');
    expect((await fresh.api.get('/api/v1/invoices/?search=0001-0001')).body.results.map((i: { id: number }) => i.id)).toEqual([
      early.body.id,
    ]);
    // Past 9999 a year's numbers grow a digit, never cut one off; the event carries the number the invoice has.
    await kontor.db('invoice_counters').where({ organization_id: fresh.id, year: 2026 }).update({ last_value: 9999 });
    const tenThousandth = await make('2026-02-01');
    expect(tenThousandth.body.number).toBe('2026-10000');
    expect((await fresh.api.get(`/api/v1/invoices/${tenThousandth.body.id}/`)).body.number).toBe('2026-10000');
    const created = await kontor.db('events').where({ organization_id: fresh.id, type: 'INVOICE_CREATED' }).select('data');
    expect(created.map((event: { data: { number: string } }) => event.data.number)).toContain('2026-10000');
  });

  it("keeps a draft in its number's year: another year's issue date is refused, the same year's taken", async () => {
    const fresh = await kontor.createOrganization('Numbering by year');
    const { body: client } = await fresh.api.post('/api/v1/clients/', { name: 'C' });
    const { body: draft } = await fresh.api.post('/api/v1/invoices/', { client_id: client.id, issue_date: '2026-03-01', items: [item()] });
    const moved = await fresh.api.patch(`/api/v1/invoices/${draft.id}/`, { issue_date: '2031-05-05', due_date: '2031-06-01' });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual([{ field: 'issue_date', message: expect.stringContaining("numbered 2026-0001 in 2026's series") }]);
    expect((await fresh.api.get(`/api/v1/invoices/${draft.id}/`)).body.issue_date).toBe('2026-03-01');
    expect(
      (await fresh.api.patch(`/api/v1/invoices/${draft.id}/`, { issue_date: '2026-12-30', due_date: '2026-12-31' })).body,
    ).toMatchObject({
      number: '2026-0001',
      issue_date: '2026-12-30',
    });
    const next = await fresh.api.post('/api/v1/invoices/', { client_id: client.id, issue_date: '2031-01-01', items: [item()] });
    expect(next.body.number).toBe('2031-0001');
  });

  it('gives 50 concurrent creations 50 unique, gap-free numbers', async () => {
    const fresh = await kontor.createOrganization('Concurrency');
    const { body: client } = await fresh.api.post('/api/v1/clients/', { name: 'Busy' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        fresh.api.post('/api/v1/invoices/', { client_id: client.id, issue_date: '2026-06-01', items: [item()] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.body.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `2026-${String(i + 1).padStart(4, '0')}`));
  });

  it('rejects a client of no such id, and a due date before the issue date, naming the field', async () => {
    const noClient = await org.api.post('/api/v1/invoices/', { client_id: 999999, items: [item()] });
    expect(noClient.status).toBe(422);
    expect(noClient.body.errors).toEqual([{ field: 'client_id', message: 'no client with id 999999' }]);
    const dates = await org.api.post('/api/v1/invoices/', {
      client_id: clientId,
      issue_date: '2026-02-01',
      due_date: '2026-01-01',
      items: [item()],
    });
    expect(dates.body.errors).toEqual([{ field: 'due_date', message: 'must not be before issue_date' }]);
    const noItems = await org.api.post('/api/v1/invoices/', { client_id: clientId, items: [] });
    expect(noItems.body.errors[0].field).toBe('items');
    const huge = await org.api.post('/api/v1/invoices/', {
      client_id: clientId,
      items: [item({ quantity: '999999999', unit_price: '9999999999' })],
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors[0].field).toBe('items[0]');
  });
});

describe('invoice changes', () => {
  const create = async () => (await org.api.post('/api/v1/invoices/', { client_id: clientId, items: [item()] })).body;

  it('edits drafts: items replaced, totals recomputed', async () => {
    const invoice = await create();
    const res = await org.api.patch(`/api/v1/invoices/${invoice.id}/`, {
      items: [item({ quantity: '1', unit_price: '100', tax_rate: '10' })],
      due_date: '2099-01-01',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: '110.00', due_date: '2099-01-01', items: [{ total: '110.00' }] });
  });

  it('follows the status life cycle and refuses invalid transitions with 409', async () => {
    const invoice = await create();
    const path = `/api/v1/invoices/${invoice.id}/`;
    expect((await org.api.patch(path, { status: 'paid' })).body.code).toBe('invalid_status_transition');
    expect((await org.api.patch(path, { status: 'sent' })).body.status).toBe('sent');
    const edit = await org.api.patch(path, { items: [item()] });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('invoice_not_draft');
    const partial = await org.api.patch(path, { amount_paid: '1000' });
    expect(partial.body).toMatchObject({ status: 'sent', amount_paid: '1000.00', balance: '4445.00' });
    const tooMuch = await org.api.patch(path, { amount_paid: '99999' });
    expect(tooMuch.status).toBe(422);
    const paid = await org.api.patch(path, { status: 'paid' });
    expect(paid.body).toMatchObject({ status: 'paid', amount_paid: '5445.00', balance: '0.00' });
    expect((await org.api.patch(path, { status: 'cancelled' })).status).toBe(409);
  });

  // A payment of the whole total with status "sent" beside it left the invoice sent, then overdue with a balance of
  // 0.00; marking it overdue by hand before its due date was taken: reminders to a customer who owed nothing.
  it('never leaves a settled invoice sent or overdue, and takes overdue by hand only past the due date', async () => {
    kontor.clock.set('2026-03-10T09:00:00Z');
    const make = async (due_date: string) =>
      (
        await org.api.post('/api/v1/invoices/', {
          client_id: clientId,
          issue_date: '2026-03-01',
          due_date,
          status: 'sent',
          items: [item({ quantity: '1', unit_price: '5', tax_rate: '0' })],
        })
      ).body;
    const settled = await make('2026-03-05');
    const both = await org.api.patch(`/api/v1/invoices/${settled.id}/`, { status: 'sent', amount_paid: '5' });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual([{ field: 'status', message: expect.stringContaining('covers the total: the invoice is paid') }]);
    // The sweep passes over what owes nothing (as an earlier version could leave it), and marks what does.
    await kontor.db('invoices').where({ id: settled.id }).update({ amount_paid: '5.00' });
    const owing = await make('2026-03-05');
    await markOverdueInvoices(kontor.db, kontor.clock);
    expect((await org.api.get(`/api/v1/invoices/${settled.id}/`)).body.status).toBe('sent');
    expect((await org.api.get(`/api/v1/invoices/${owing.id}/`)).body.status).toBe('overdue');
    // By hand, as the sweep would.
    const nothingOwed = await org.api.patch(`/api/v1/invoices/${settled.id}/`, { status: 'overdue' });
    expect([nothingOwed.status, nothingOwed.body.code]).toEqual([409, 'invalid_status_transition']);
    const early = await make('2026-03-20');
    const notYet = await org.api.patch(`/api/v1/invoices/${early.id}/`, { status: 'overdue' });
    expect([notYet.status, notYet.body.detail]).toEqual([
      409,
      'This invoice is due on 2026-03-20 (today is 2026-03-10): it cannot be overdue yet.',
    ]);
  });

  it('answers overdue at once when an invoice is sent past its due date, with INVOICE_SENT then INVOICE_OVERDUE', async () => {
    kontor.clock.set('2026-03-10T09:00:00Z');
    const draft = (
      await org.api.post('/api/v1/invoices/', {
        client_id: clientId,
        issue_date: '2026-02-01',
        due_date: '2026-03-01',
        items: [item({ quantity: '1', unit_price: '5', tax_rate: '0' })],
      })
    ).body;
    const sent = await org.api.patch(`/api/v1/invoices/${draft.id}/`, { status: 'sent' });
    expect([sent.status, sent.body.status]).toEqual([200, 'overdue']);
    const events = await kontor
      .db('events')
      .where({ organization_id: org.id })
      .whereRaw(`(data ->> 'id')::bigint = ?`, [draft.id])
      .orderBy('id')
      .select('type', kontor.db.raw(`data ->> 'status' AS status`));
    expect(events.map((event: { type: string; status: string }) => [event.type, event.status])).toEqual([
      ['INVOICE_CREATED', 'draft'],
      ['INVOICE_UPDATED', 'overdue'],
      ['INVOICE_SENT', 'sent'],
      ['INVOICE_OVERDUE', 'overdue'],
    ]);
    // Due today or later: sent, and the sweep marks it when the day passes.
    const dueLater = (
      await org.api.post('/api/v1/invoices/', {
        client_id: clientId,
        issue_date: '2026-03-01',
        due_date: '2026-03-10',
        items: [item({ quantity: '1', unit_price: '5', tax_rate: '0' })],
      })
    ).body;
    expect((await org.api.patch(`/api/v1/invoices/${dueLater.id}/`, { status: 'sent' })).body.status).toBe('sent');
  });

  it('marks an invoice paid when a payment covers the total', async () => {
    const invoice = await create();
    const path = `/api/v1/invoices/${invoice.id}/`;
    await org.api.patch(path, { status: 'sent' });
    expect((await org.api.patch(path, { amount_paid: '5445' })).body.status).toBe('paid');
  });

  it('filters by status and client, searches by number and client name', async () => {
    const other = await org.api.post('/api/v1/clients/', { name: 'Schröder Logistik GmbH' });
    const mine = await org.api.post('/api/v1/invoices/', { client_id: other.body.id, items: [item()], status: 'sent' });
    const byClient = await org.api.get(`/api/v1/invoices/?client=${other.body.id}`);
    expect(byClient.body.results.map((i: { id: number }) => i.id)).toEqual([mine.body.id]);
    const sentForClient = await org.api.get(`/api/v1/invoices/?status=sent&client=${other.body.id}`);
    expect(sentForClient.body.count).toBe(1);
    expect((await org.api.get('/api/v1/invoices/?search=schröder')).body.count).toBe(1);
    expect((await org.api.get(`/api/v1/invoices/?search=${mine.body.number}`)).body.results[0].id).toBe(mine.body.id);
    const list = await org.api.get('/api/v1/invoices/?ordering=-total&page_size=3');
    expect(list.body.results[0].items.length).toBeGreaterThan(0);
    expect((await org.api.get('/api/v1/invoices/?status=unpaid')).status).toBe(400);
  });

  it('offers no PUT or DELETE on invoices: 405 with Allow', async () => {
    const invoice = await create();
    const res = await org.api.delete(`/api/v1/invoices/${invoice.id}/`);
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toContain('PATCH');
  });
});
