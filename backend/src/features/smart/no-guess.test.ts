/**
 * Values and records the smart endpoints read wrong without a word, as a
 * tester found them against the running server (dry runs, the organization's
 * today a Monday): each is now read right, said back, or refused naming the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  // Monday 23 November 2026.
  kontor.clock.set('2026-11-23T10:00:00Z');
  ids.acme = (await org.api.post('/api/v1/clients/', { name: 'Acme Roofing Ltd', currency: 'EUR' })).body.id;
  ids.lookalike = (await org.api.post('/api/v1/clients/', { name: 'Borek Stavby s.r.o.', registration_no: String(ids.acme) })).body.id;
  ids.jan = (await org.api.post('/api/v1/employees/', { name: 'Jan Novák' })).body.id;
  ids.roof = (await org.api.post('/api/v1/tasks/', { title: 'Roof repair' })).body.id;
  ids.gas = (await org.api.post('/api/v1/clients/', { name: 'United Gas Services PLC' })).body.id;
  ids.ugsMedia = (await org.api.post('/api/v1/clients/', { name: 'UGS Media Ltd' })).body.id;
  ids.wps = (await org.api.post('/api/v1/clients/', { name: 'WPS Consulting Ltd' })).body.id;
  ids.paper = (await org.api.post('/api/v1/clients/', { name: 'Východočeské papírenské služby a.s.' })).body.id;
  ids.payroll = (await org.api.post('/api/v1/tasks/', { title: 'Prepare payroll' })).body.id;
  ids.payrollReport = (await org.api.post('/api/v1/tasks/', { title: 'Prepare payroll report' })).body.id;
});

const invoice = (fields: Record<string, unknown>) =>
  org.api.post('/api/automation/smart/invoice/', { client: 'Acme Roofing', description: 'Work', dry_run: true, ...fields });
const time = (fields: Record<string, unknown>) =>
  org.api.post('/api/automation/smart/time/', { employee: 'Jan Novák', duration: '1h', dry_run: true, ...fields });
const fieldsOf = (body: { errors?: Array<{ field: string }> }) => (body.errors ?? []).map((error) => error.field);

describe('numbers', () => {
  it('reads the Czech "set" as hundreds only after a number that takes it, and refuses "one set" and "set"', async () => {
    for (const [fields, field] of [
      [{ quantity: 'one set', unit_price: '10' }, 'quantity'],
      [{ amount: 'set' }, 'amount'],
    ] as const) {
      const res = await invoice(fields);
      expect(res.status).toBe(422);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
    expect((await time({ duration: 'one set minutes' })).status).toBe(422);
    expect((await time({ date: 'in one set days' })).status).toBe(422);
    const czech = await invoice({ quantity: 'pět set', unit_price: '2' });
    expect(czech.body.invoice.items[0]).toMatchObject({ quantity: '500' });
  });

  it('refuses an amount REST would refuse (more digits than a unit price takes), naming the field', async () => {
    const res = await invoice({ amount: '99999999999' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'amount', message: expect.stringContaining('at most 10 digits') }]);
    const price = await invoice({ unit_price: '99999999999' });
    expect(fieldsOf(price.body)).toEqual(['unit_price']);
    const quantity = await invoice({ quantity: '1234567890', unit_price: '1' });
    expect(fieldsOf(quantity.body)).toEqual(['quantity']);
    expect((await invoice({ amount: '9999999999' })).status).toBe(200);
  });
});

describe('currencies', () => {
  it('refuses a line given both as items and as top-level fields, rather than dropping the top-level ones', async () => {
    const items = [{ description: 'a', unit_price: '100' }];
    const both = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Acme Roofing',
      items,
      description: 'extra',
      amount: '999',
      dry_run: true,
    });
    expect(both.status).toBe(422);
    expect(fieldsOf(both.body)).toEqual(expect.arrayContaining(['description', 'amount']));
    // A tax rate beside items is their default, as documented.
    const taxed = await org.api.post('/api/automation/smart/invoice/', { client: 'Acme Roofing', items, tax_rate: '21', dry_run: true });
    expect(taxed.status).toBe(200);
  });

  it('refuses a currency in a tax rate, naming the field', async () => {
    for (const taxRate of ['15 EUR', '15 €', '15 Kč']) {
      const res = await invoice({ amount: '100', tax_rate: taxRate });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'tax_rate', message: expect.stringContaining('names a currency') }]);
    }
    expect((await invoice({ amount: '100', tax_rate: '21 % VAT' })).body.invoice.items[0].tax_rate).toBe('21.00');
  });

  it('takes three capital letters after an amount as a currency only when ISO 4217 has it', async () => {
    const vat = await invoice({ amount: '1500 VAT' });
    expect(vat.status).toBe(422);
    expect(vat.body.errors).toEqual([{ field: 'amount', message: expect.stringContaining('VAT is not a currency code') }]);
    const field = await invoice({ amount: '1500', currency: 'vat' });
    expect(field.body.errors).toEqual([{ field: 'currency', message: expect.stringContaining('not a currency code') }]);
    expect((await invoice({ amount: '1500 JPY', currency: 'JPY' })).body.invoice.currency).toBe('JPY');
  });
});

describe('dates', () => {
  it('books a weekday, or "this" one, on the latest such day (today included), and "last friday" on the last', async () => {
    for (const [date, day] of [
      ['friday', '2026-11-20'],
      ['this friday', '2026-11-20'],
      ['monday', '2026-11-23'],
      ['last friday', '2026-11-20'],
      ['minulý pátek', '2026-11-20'],
    ]) {
      const res = await time({ date });
      expect(res.body.time_entry.date, date).toBe(day);
      // A weekday alone names no week: which one was taken is said ("friday" → the latest Friday).
      if (/^(last|minul)/.test(date ?? '')) expect(res.body.warnings, date).toEqual([]);
      else expect(res.body.warnings, date).toEqual([expect.stringContaining(`was read as ${day}`)]);
    }
    // An invoice's weekday is still the coming one.
    expect((await invoice({ amount: '1', issue_date: 'friday' })).body.invoice.issue_date).toBe('2026-11-27');
  });

  it('says back a time entry dated in the future', async () => {
    for (const [date, day] of [
      ['tomorrow', '2026-11-24'],
      ['in 2 weeks', '2026-12-07'],
    ]) {
      const res = await time({ date });
      expect(res.body.time_entry.date).toBe(day);
      expect(res.body.warnings).toEqual([`date: ${day} is in the future; time is usually logged for work done.`]);
    }
  });

  it('says back a date without its year read far from today, naming the year taken and the other', async () => {
    const res = await invoice({ amount: '1', issue_date: 'January 5', due: '2027-02-01' });
    expect(res.body.invoice.issue_date).toBe('2026-01-05');
    expect(res.body.warnings).toEqual([expect.stringMatching(/^issue_date: .*2026-01-05, this year's; .*2027-01-05/)]);
    expect((await invoice({ amount: '1', issue_date: 'November 2' })).body.warnings).toEqual([]);
  });
});

describe('records', () => {
  it('says back a task found by a near spelling of its title', async () => {
    const res = await time({ task: 'roof repaint' });
    expect(res.body.matches.task).toMatchObject({ id: ids.roof, matched_on: 'title' });
    expect(res.body.warnings).toEqual([
      expect.stringMatching(/^task: "roof repaint" was taken to be "Roof repair" \(score 0\.\d+\); check it/),
    ]);
  });

  it('asks back a task that fits several titles with the ambiguous_match code of the contract', async () => {
    const res = await time({ task: 'payroll' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'ambiguous_match', field: 'task' });
    expect(res.body.candidates.map((candidate: { id: number }) => candidate.id).sort()).toEqual([ids.payroll, ids.payrollReport].sort());
  });

  it("asks back digits that are one client's id and another's registration number", async () => {
    const res = await invoice({ client: String(ids.acme), amount: '1' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'ambiguous_match', field: 'client' });
    expect(res.body.candidates.map((candidate: { id: number }) => candidate.id).sort()).toEqual([ids.acme, ids.lookalike].sort());
    expect((await invoice({ client: ids.acme, amount: '1' })).body.matches.client.id).toBe(ids.acme);
  });

  it('takes an id written with leading zeros, and a task id written as a string', async () => {
    const client = await invoice({ client: String(ids.lookalike).padStart(5, '0'), amount: '1' });
    expect(client.body.matches.client).toMatchObject({ id: ids.lookalike, matched_on: 'id' });
    const task = await time({ task: String(ids.roof) });
    expect(task.body.matches.task).toMatchObject({ id: ids.roof, matched_on: 'id' });
  });

  it('reads letters said as letters exactly: initials or a word of a name, never a near spelling', async () => {
    // Spelt out, dotted or as one word: the initials of one client and a word of another's name are both asked back.
    for (const said of ['U G S', 'U.G.S.', 'UGS', 'firma UGS']) {
      const res = await invoice({ client: said, amount: '1' });
      expect(res.body, said).toMatchObject({ code: 'ambiguous_match', field: 'client' });
      expect(res.body.candidates.map((candidate: { id: number }) => candidate.id).sort(), said).toEqual([ids.gas, ids.ugsMedia].sort());
    }
    // "VPS" is the initials of a joint-stock company only: said with a limited company's form it names no one, and
    // "WPS", one letter away and alike in sound, is another company.
    expect((await invoice({ client: 'VPS s.r.o.', amount: '1' })).body).toMatchObject({ code: 'no_match', field: 'client' });
    expect((await invoice({ client: 'VPS', amount: '1' })).body.matches.client).toMatchObject({ id: ids.paper, matched_on: 'initials' });
    expect((await invoice({ client: 'WPZ', amount: '1' })).body).toMatchObject({ code: 'no_match', field: 'client' });
  });
});
