import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

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

  // A 2.5 % fee on 1,001 yen added 25.03 yen; a fixed fee of 10.50 was booked as it was.
  it("books a fee in the invoice currency's minor units, and refuses a finer fixed one", async () => {
    const client = (await org.api.post('/api/v1/clients/', { name: 'Osaka KK', currency: 'JPY' })).body;
    const yen = async () =>
      (
        await org.api.post('/api/v1/invoices/', {
          client_id: client.id,
          status: 'sent',
          items: [{ description: 'Work', unit_price: '1001' }],
        })
      ).body;
    const percent = await yen();
    const byPercent = await org.api.post(`/api/automation/flows/${(await lateFeeFlow('percent', '2.5')).id}/run/`, {
      context: { invoice: { id: percent.id } },
      live: true,
    });
    expect(byPercent.body.status).toBe('completed');
    expect((await org.api.get(`/api/v1/invoices/${percent.id}/`)).body.total).toBe('1026.00');
    const fixed = await yen();
    const finer = await org.api.post(`/api/automation/flows/${(await lateFeeFlow('fixed', '10.50')).id}/run/`, {
      context: { invoice: { id: fixed.id } },
      live: true,
    });
    expect(finer.body.status).toBe('failed');
    expect(JSON.stringify(finer.body.trace)).toContain('is finer than JPY amounts go (whole units)');
    expect((await org.api.get(`/api/v1/invoices/${fixed.id}/`)).body.total).toBe('1001.00');
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

// Every amount was rounded to cents whatever the currency: 3 × 33.33 JPY made a total of 99.99 yen, and 1.234 BHD
// was kept as 1.23 without a word.
describe("a currency's minor units", () => {
  it('rounds the amounts of a currency without minor units to whole units, and takes no finer payment', async () => {
    const client = (await org.api.post('/api/v1/clients/', { name: 'Tokyo KK', currency: 'JPY' })).body;
    const items = [{ description: 'Work', quantity: '3', unit_price: '33.33', tax_rate: '10' }];
    const invoice = await org.api.post('/api/v1/invoices/', { client_id: client.id, status: 'sent', items });
    expect(invoice.body).toMatchObject({ currency: 'JPY', subtotal: '100.00', tax_total: '10.00', total: '110.00' });
    const finer = await org.api.patch(`/api/v1/invoices/${invoice.body.id}/`, { amount_paid: '50.5' });
    expect([finer.status, finer.body.errors]).toEqual([
      422,
      [{ field: 'amount_paid', message: 'JPY has no amounts finer than whole units' }],
    ]);
    expect((await org.api.patch(`/api/v1/invoices/${invoice.body.id}/`, { amount_paid: '110' })).body.status).toBe('paid');
    // A draft moved into such a currency is priced again.
    const draft = await org.api.post('/api/v1/invoices/', { client_id: client.id, currency: 'EUR', items });
    expect(draft.body.total).toBe('109.99');
    expect((await org.api.patch(`/api/v1/invoices/${draft.body.id}/`, { currency: 'JPY' })).body).toMatchObject({ total: '110.00' });
  });

  // Minor units as ISO 4217 has them, not as Intl's cash digits: forints keep their hundredths (CLDR: 0), dinars of
  // Iraq have 3 (CLDR: 0).
  it('reads minor units from ISO 4217, not from the cash digits of CLDR', async () => {
    const forint = (await org.api.post('/api/v1/clients/', { name: 'Budapest Kft.', currency: 'HUF' })).body;
    const items = [{ description: 'Work', quantity: '3', unit_price: '33.33' }];
    expect((await org.api.post('/api/v1/invoices/', { client_id: forint.id, items })).body.total).toBe('99.99');
    expect((await org.api.post('/api/v1/clients/', { name: 'Baghdad Co', currency: 'IQD' })).status).toBe(422);
  });

  // Priced before minor units were followed, an invoice of 99.99 yen had its lines priced again when a fee was added
  // (the customer's lines changed), and its total could not be paid (99.99 "finer than whole units", 100 "over the total").
  it('leaves the lines of an invoice priced before as they were, and takes its total as paid', async () => {
    const client = (await org.api.post('/api/v1/clients/', { name: 'Kyoto KK', currency: 'JPY' })).body;
    const invoice = (
      await org.api.post('/api/v1/invoices/', { client_id: client.id, status: 'sent', items: [{ description: 'Work', unit_price: '100' }] })
    ).body;
    await kontor
      .db('invoice_items')
      .where({ invoice_id: invoice.id })
      .update({ unit_price: '33.33', quantity: '3', subtotal: '99.99', total: '99.99' });
    await kontor.db('invoices').where({ id: invoice.id }).update({ subtotal: '99.99', total: '99.99' });
    const run = await org.api.post(`/api/automation/flows/${(await lateFeeFlow('fixed', '500')).id}/run/`, {
      context: { invoice: { id: invoice.id } },
      live: true,
    });
    expect(run.body.status).toBe('completed');
    const after = (await org.api.get(`/api/v1/invoices/${invoice.id}/`)).body;
    expect([after.total, after.items.map((item: { total: string }) => item.total)]).toEqual(['599.99', ['99.99', '500.00']]);
    expect((await org.api.patch(`/api/v1/invoices/${invoice.id}/`, { amount_paid: '599.99' })).body.status).toBe('paid');
  });

  it('refuses a currency of more decimal places than amounts are kept to', async () => {
    for (const [path, body] of [
      ['/api/v1/clients/', { name: 'Manama WLL', currency: 'BHD' }],
      ['/api/v1/organization/', { default_currency: 'KWD' }],
    ] as const) {
      const res = path.includes('organization') ? await org.api.patch(path, body) : await org.api.post(path, body);
      expect(res.status, path).toBe(422);
      expect(res.body.errors[0].message).toMatch(
        /is a currency of 3 decimal places; amounts are kept to 2, so Kontor does not bill in (BHD|KWD)/,
      );
    }
    // Read from loose text, the currency passes no schema: the invoice refuses it the same way.
    await org.api.post('/api/v1/clients/', { name: 'Gulf Trading' });
    const smart = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Gulf Trading',
      description: 'Work',
      amount: '100 BHD',
      dry_run: true,
    });
    expect([smart.status, smart.body.errors]).toEqual([
      422,
      [{ field: 'currency', message: expect.stringContaining('BHD is a currency of 3 decimal places') }],
    ]);
  });
});
