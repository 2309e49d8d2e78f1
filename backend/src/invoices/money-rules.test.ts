import { describe, expect, it } from 'vitest';
import { useKontor } from '../test-support/fixture.js';

const { kontor, org } = useKontor();

const at = { x: 0, y: 0 };

async function sentInvoice(unitPrice = '1000') {
  const client = (await org.api.post('/api/v1/clients/', { name: `Payer ${Math.random()}` })).body;
  return (
    await org.api.post('/api/v1/invoices/', {
      client_id: client.id,
      status: 'sent',
      items: [{ description: 'Work', unit_price: unitPrice }],
    })
  ).body;
}

async function lateFeeFlow(kind: 'fixed' | 'percent', amount: string) {
  const graph = {
    nodes: [
      { id: 'overdue', type: 'trigger.invoice_overdue', params: { days_overdue: 0 }, position: at },
      { id: 'fee', type: 'add_late_fee', params: { kind, amount }, position: at },
    ],
    connections: [{ from: 'overdue', to: 'fee', output: 'main' }],
  };
  const created = await org.api.post('/api/automation/flows/', { name: `Fee ${kind} ${amount}`, mode: 'debt_collection', graph });
  expect(created.status).toBe(201);
  return created.body;
}

describe('late fees', () => {
  it.each([
    ['fixed', '-500'],
    ['percent', '-50'],
    ['fixed', '0'],
    ['fixed', '1e9'],
    ['fixed', 'abc'],
  ] as const)('refuses a templated %s fee that renders to %s: the run fails and the invoice is unchanged', async (kind, rendered) => {
    const invoice = await sentInvoice();
    const flow = await lateFeeFlow(kind, '{{fee}}');
    const run = await org.api.post(`/api/automation/flows/${flow.id}/run/`, {
      context: { invoice: { id: invoice.id }, fee: rendered },
      live: true,
    });
    expect(run.status).toBe(200);
    expect(run.body.status).toBe('failed');
    // Refused as it rendered (its block's schema), or by the fee's own rule (0 fits the schema).
    expect(JSON.stringify(run.body.trace)).toMatch(/amount rendered as .*, which is not written as this field takes it|late fee amount/);
    const after = (await org.api.get(`/api/v1/invoices/${invoice.id}/`)).body;
    expect(after.items).toHaveLength(1);
    expect(after.total).toBe('1000.00');
  });

  it('adds a templated fee that renders to a proper amount', async () => {
    const invoice = await sentInvoice();
    const flow = await lateFeeFlow('fixed', '{{fee}}');
    const run = await org.api.post(`/api/automation/flows/${flow.id}/run/`, {
      context: { invoice: { id: invoice.id }, fee: '25.50' },
      live: true,
    });
    expect(run.body.status).toBe('completed');
    expect((await org.api.get(`/api/v1/invoices/${invoice.id}/`)).body.total).toBe('1025.50');
  });

  it('is held by the database too: a negative item cannot be stored', async () => {
    const invoice = await sentInvoice();
    await expect(kontor.db('invoice_items').where({ invoice_id: invoice.id }).update({ unit_price: '-1' })).rejects.toThrow(
      /invoice_items_not_negative/,
    );
    await expect(kontor.db('invoices').where({ id: invoice.id }).update({ total: '-1', subtotal: '-1' })).rejects.toThrow(
      /invoices_amounts_not_negative/,
    );
  });
});

describe('amount_paid and status', () => {
  it("refuses to take a paid invoice's payment back while it stays paid", async () => {
    const invoice = await sentInvoice();
    const path = `/api/v1/invoices/${invoice.id}/`;
    expect((await org.api.patch(path, { amount_paid: '1000' })).body).toMatchObject({ status: 'paid', amount_paid: '1000.00' });
    for (const amount_paid of ['0', '999.99']) {
      const res = await org.api.patch(path, { amount_paid });
      expect(res.status, amount_paid).toBe(422);
      expect(res.body.errors[0].field).toBe('amount_paid');
    }
    expect((await org.api.get(path)).body).toMatchObject({ status: 'paid', amount_paid: '1000.00', balance: '0.00' });
    expect((await org.api.patch(path, { amount_paid: '1000.00' })).status).toBe(200);
  });

  it('is held by the database too: a paid invoice that has not paid its total cannot be stored', async () => {
    const invoice = await sentInvoice();
    await expect(kontor.db('invoices').where({ id: invoice.id }).update({ status: 'paid' })).rejects.toThrow(/invoices_paid_in_full/);
  });
});
