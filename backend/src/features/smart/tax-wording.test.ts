/**
 * Amounts said with their tax in a smart invoice: before tax taken as it is,
 * with the tax inside made into the net at the invoice's rate (exactly, and
 * said back), and either asked when no rate is given.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();

beforeAll(async () => {
  await org.api.post('/api/v1/clients/', { name: 'Kadlec Tiskárna s.r.o.', currency: 'CZK' });
});

const invoice = (fields: Record<string, unknown>) =>
  org.api.post('/api/automation/smart/invoice/', { client: 'Kadlec Tiskárna', description: 'Tisk', dry_run: true, ...fields });

describe('an amount said before tax', () => {
  it.each(['1500 bez DPH', '1500 netto', '1500 zzgl. MwSt.', '1500 plus VAT', '1500 excluding VAT'])(
    'takes %j as the amount before tax at the rate given',
    async (amount) => {
      const res = await invoice({ amount, tax_rate: '21' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.invoice).toMatchObject({ subtotal: '1500.00', tax_total: '315.00', total: '1815.00' });
      expect(res.body.interpreted.amount.how).toMatch(/before tax/);
    },
  );

  it('asks for the rate when none is given, naming the field', async () => {
    const res = await invoice({ amount: '1500 bez DPH' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'amount', message: expect.stringMatching(/tax_rate/) })]);
  });
});

describe('an amount said with its tax inside', () => {
  it.each(['1815 s DPH', '1815 včetně DPH', '1815 brutto', '1815 inkl. MwSt.', '1815 incl. VAT'])(
    'makes %j the net at the rate given, with a warning',
    async (amount) => {
      const res = await invoice({ amount, tax_rate: '21' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.invoice).toMatchObject({ subtotal: '1500.00', tax_total: '315.00', total: '1815.00' });
      expect(res.body.warnings.join(' ')).toMatch(/^amount: .*1500\.00 before tax/m);
    },
  );

  it('finds the net whose rounded tax gives the very total said', async () => {
    const res = await invoice({ amount: '1000 s DPH', tax_rate: '21' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invoice.total).toBe('1000.00');
    expect(res.body.invoice.subtotal).toBe('826.45');
  });

  it('works out a unit price per line, at the line rate', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Kadlec Tiskárna',
      dry_run: true,
      items: [{ description: 'Plakát', quantity: '2', unit_price: '121 vč. DPH', tax_rate: '21' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invoice.items[0]).toMatchObject({ quantity: '2', tax: '42.00', total: '242.00' });
    expect(Number(res.body.invoice.items[0].unit_price)).toBe(100);
  });

  it('never takes it as the amount before tax: without a rate it is asked', async () => {
    const res = await invoice({ amount: '1815 incl. VAT' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'amount', message: expect.stringMatching(/included.*tax_rate/) })]);
  });

  it('refuses wording that says both', async () => {
    const res = await invoice({ amount: '1500 netto inkl. MwSt.', tax_rate: '19' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('amount');
  });

  it('at a rate of 0 the amount is the net', async () => {
    const res = await invoice({ amount: '1500 s DPH', tax_rate: '0' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invoice.total).toBe('1500.00');
  });
});
