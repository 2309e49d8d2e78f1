/**
 * The rule over HTTP: every value read from loose text is unambiguous, or read
 * with a warning naming how, or refused with a 422 naming the field and both
 * readings; a refused request writes nothing.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor, type TestOrganization } from '../../dev/test-support/kontor.js';

let kontor: TestKontor;
let org: TestOrganization;
let local: TestOrganization;
const ids: Record<string, number> = {};

beforeAll(async () => {
  kontor = await startTestKontor();
  kontor.clock.set('2026-11-22T10:00:00Z');
  org = await kontor.createOrganization();
  local = await kontor.createOrganization();
  await local.api.patch('/api/v1/organization/', { number_locale: 'cs-CZ', currency_mismatch: 'refuse', time_zone: 'Pacific/Kiritimati' });
  ids.british = (await org.api.post('/api/v1/clients/', { name: 'Thames Consulting Ltd', currency: 'GBP' })).body.id;
  ids.czech = (await local.api.post('/api/v1/clients/', { name: 'Novák Stavby s.r.o.', currency: 'CZK' })).body.id;
  ids.jan = (await org.api.post('/api/v1/employees/', { name: 'Jan Novák' })).body.id;
});
afterAll(() => kontor.close());

const invoices = async (organizationId: number) =>
  Number((await kontor.db('invoices').where({ organization_id: organizationId }).count({ n: '*' }).first())!.n);

describe('amounts', () => {
  it.each([['1,500', '1500', '1.5', ['1500', '1.5']]])(
    'refuses %j naming the field and both readings, and writes nothing',
    async (amount, grouped, decimal, offered) => {
      const before = await invoices(org.id);
      const res = await org.api.post('/api/automation/smart/invoice/', { client: 'Thames Consulting', description: 'Work', amount });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors).toEqual([
        {
          field: 'amount',
          code: 'ambiguous_value',
          message: expect.stringMatching(new RegExp(`could be ${grouped} .* or ${decimal.replace('.', '\\.')} `)),
          readings: offered.map((value) => ({ value, how: expect.stringContaining(value) })),
        },
      ]);
      expect(await invoices(org.id)).toBe(before);
    },
  );

  // "1.234 BHD" answered "1.234 cannot be taken here, so write 1234 BHD", offering 1234 alone: 1000 × the amount meant.
  it('refuses an amount with three decimals plainly, offering no reading a thousand times as large, and writes nothing', async () => {
    const before = await invoices(org.id);
    for (const amount of ['1.234 BHD', '12.345']) {
      const res = await org.api.post('/api/automation/smart/invoice/', { client: 'Thames Consulting', description: 'Work', amount });
      expect(res.status, amount).toBe(422);
      expect(res.body.errors, amount).toEqual([{ field: 'amount', message: expect.stringContaining('at most 2 decimal places are kept') }]);
      expect(res.body.errors[0].message, amount).not.toMatch(/write 1234|write 12345/);
    }
    expect(await invoices(org.id)).toBe(before);
  });

  it('answers each ambiguous field with its readings, and a reading sent back is read as offered', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Thames Consulting',
      items: [{ description: 'Work', quantity: '1,500 pcs', unit_price: '€2.250' }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: 'items[0].quantity',
        code: 'ambiguous_value',
        message: expect.any(String),
        readings: [
          { value: '1500 pcs', how: '1500 ("," grouping thousands)' },
          { value: '1.5 pcs', how: '1.5 ("," as the decimal point)' },
        ],
      },
      {
        field: 'items[0].unit_price',
        code: 'ambiguous_value',
        message: expect.any(String),
        readings: [
          { value: '2250 EUR', how: '2250 EUR ("." grouping thousands)' },
          { value: '2.25 EUR', how: '2.25 EUR ("." as the decimal point)' },
        ],
      },
    ]);
    const chosen = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Thames Consulting',
      items: [{ description: 'Work', quantity: res.body.errors[0].readings[1].value, unit_price: res.body.errors[1].readings[0].value }],
      dry_run: true,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.invoice.items[0]).toMatchObject({ quantity: '1.5', unit: 'pcs', unit_price: '2250.00' });
  });

  it('answers readings as the OpenAPI document describes a problem: every key of the entry documented, the body valid', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Thames Consulting',
      description: 'Work',
      amount: '€1,500',
    });
    const doc = (await org.api.get('/api/openapi.json')).body;
    const problem = doc.components.schemas.MatchProblem;
    const entry = problem.properties.errors.items;
    for (const error of res.body.errors) {
      expect(Object.keys(error).filter((key) => !(key in entry.properties))).toEqual([]);
      for (const reading of error.readings)
        expect(Object.keys(reading).sort()).toEqual(Object.keys(entry.properties.readings.items.properties).sort());
    }
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validate(problem, res.body), JSON.stringify(ajv.errors)).toBe(true);
    expect(res.body.errors[0].readings.map((reading: { value: string }) => reading.value)).toEqual(['1500 EUR', '1.5 EUR']);
  });

  it('refuses a duration that reads two ways with the readings in minutes and hours', async () => {
    const res = await org.api.post('/api/automation/smart/time/', { employee: 'Jan Novák', duration: '1,200' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: 'duration',
        code: 'ambiguous_value',
        message: expect.stringContaining('could be 1200'),
        readings: [
          { value: '1200 min', how: expect.any(String) },
          { value: '1.2h', how: expect.any(String) },
        ],
      },
    ]);
  });

  it('refuses "1500.505" as an amount: it can only be a decimal, and has three places', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Thames Consulting',
      description: 'Work',
      amount: '1500.505',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'amount', message: expect.stringContaining('more than 2 decimal places') });
  });

  // cs-CZ writes "," as its decimal mark and a no-break space between thousands: "1,500" is 1.5 by its locale, said;
  // "1.500" uses a mark cs-CZ does not write, and is asked (fr-FR and de-CH read such marks as grouping, unsaid).
  it('reads "1,500" by the organization\'s number locale, says how in interpreted, and asks about a mark it does not write', async () => {
    const res = await local.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Stavby',
      description: 'Práce',
      amount: '1,500',
      dry_run: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.invoice.items[0].unit_price).toBe('1.50');
    expect(res.body.interpreted.amount).toMatchObject({ input: '1,500', value: '1.5', how: expect.stringContaining('cs-CZ') });
    const asked = await local.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Stavby',
      description: 'Práce',
      amount: '1.500',
      dry_run: true,
    });
    expect(asked.status).toBe(422);
    expect(asked.body.errors[0]).toMatchObject({ field: 'amount', code: 'ambiguous_value' });
  });

  it('refuses an amount that contradicts quantity × unit price, naming both, and writes nothing', async () => {
    const before = await invoices(org.id);
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Thames Consulting',
      description: 'Work',
      quantity: 3,
      unit_price: '1500',
      amount: '9999',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['amount', 'unit_price']);
    expect(res.body.errors[0].message).toContain('3 × unit_price 1500 = 4500');
    expect(await invoices(org.id)).toBe(before);
    const agree = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Thames Consulting',
      description: 'Work',
      quantity: 3,
      unit_price: '1500',
      amount: '4500',
      dry_run: true,
    });
    expect(agree.body.invoice.subtotal).toBe('4500.00');
  });

  it("warns when the amount's currency is not the one the client is billed in", async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Thames Consulting',
      description: 'Work',
      amount: '1500 CZK',
      dry_run: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.invoice.currency).toBe('CZK');
    expect(res.body.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^amount: is in CZK, but Thames Consulting Ltd is billed in GBP/)]),
    );
  });

  it('refuses that mismatch when the organization says so, and writes nothing', async () => {
    const before = await invoices(local.id);
    const res = await local.api.post('/api/automation/smart/invoice/', { client: 'Novak Stavby', description: 'Work', amount: '€100' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'amount', message: expect.stringContaining('billed in CZK') }]);
    expect(await invoices(local.id)).toBe(before);
    // Saying the currency outright confirms it.
    const confirmed = await local.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Stavby',
      description: 'Work',
      amount: '€100',
      currency: 'EUR',
      dry_run: true,
    });
    expect(confirmed.status).toBe(200);
  });

  it('reads "an hour and a half" as a quantity in hours', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Thames Consulting',
      description: 'Advice',
      quantity: 'an hour and a half',
      unit_price: '100',
      dry_run: true,
    });
    expect(res.body.invoice.items[0]).toMatchObject({ quantity: '1.5', unit: 'h', subtotal: '150.00' });
  });

  // "90 min" at 2 made 1.5 h × 2 = 3.00 without a word, where 90 × 2 = 180 was as likely meant; and beside
  // "unit": "min" it was refused as "quantity in h", though it was sent in minutes.
  it('says so when a quantity in minutes is converted to hours, and keeps it in minutes beside unit "min"', async () => {
    const line = (fields: Record<string, unknown>) =>
      org.api.post('/api/automation/smart/invoice/', {
        client: 'Thames Consulting',
        description: 'Phone support',
        unit_price: '2',
        dry_run: true,
        ...fields,
      });
    const converted = await line({ quantity: '90 min' });
    expect(converted.status).toBe(200);
    expect(converted.body.invoice).toMatchObject({ total: '3.00', items: [{ quantity: '1.5', unit: 'h', unit_price: '2.00' }] });
    expect(converted.body.warnings).toEqual([
      expect.stringMatching(/^quantity: "90 min" was converted to 1\.5 h \(90 minutes\), so the unit price is per hour; .*"unit": "min"/),
    ]);
    for (const unit of ['min', 'minutes', 'Min.']) {
      const minutes = await line({ quantity: '90 min', unit });
      expect(minutes.status, unit).toBe(200);
      expect(minutes.body.invoice, unit).toMatchObject({ total: '180.00', items: [{ quantity: '90', unit }] });
      expect(minutes.body.warnings, unit).toEqual([]);
    }
    const items = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Thames Consulting',
      items: [{ description: 'Calls', quantity: '7 min', unit: 'min', unit_price: '2' }],
      dry_run: true,
    });
    expect(items.body.invoice).toMatchObject({ total: '14.00', items: [{ quantity: '7', unit: 'min' }] });
    // Hours written, or a unit of hours given: the price is per hour as said, without a warning.
    for (const fields of [{ quantity: '1h 30m' }, { quantity: 'half an hour' }, { quantity: '90 min', unit: 'h' }]) {
      const hours = await line(fields);
      expect(hours.status).toBe(200);
      expect(hours.body.warnings, JSON.stringify(fields)).toEqual([]);
    }
    // A unit that is no unit of time is still refused, quoting the quantity as sent.
    const days = await line({ quantity: '90 min', unit: 'day' });
    expect(days.body.errors).toEqual([
      { field: 'unit', message: expect.stringContaining('quantity "90 min"') },
      { field: 'quantity', message: expect.stringContaining('quantity "90 min"') },
    ]);
  });

  // tax_rate "20.125" offered only 20125 (more than 100 %), and "1,000" offered 1000.
  it('offers no tax rate over 100 % as a reading, and says why when no reading is left', async () => {
    const taxed = (tax_rate: string) =>
      org.api.post('/api/automation/smart/invoice/', {
        client: 'Thames Consulting',
        description: 'Work',
        unit_price: '100',
        tax_rate,
        dry_run: true,
      });
    const none = await taxed('20.125');
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([
      {
        field: 'tax_rate',
        message: expect.stringContaining('neither can be taken here: 20125 is more than 100 %, and 20.125 has more than 2 decimal places'),
      },
    ]);
    const one = await taxed('1,000');
    expect(one.body.errors).toEqual([
      {
        field: 'tax_rate',
        code: 'ambiguous_value',
        message: expect.stringContaining('1000 is more than 100 %'),
        readings: [{ value: '1', how: expect.any(String) }],
      },
    ]);
  });
});

describe('durations and dates', () => {
  it('books a bare "1.5" as an hour and a half, with a warning saying so', async () => {
    const res = await org.api.post('/api/automation/smart/time/', { employee: 'Jan Novák', duration: '1.5', dry_run: true });
    expect(res.status).toBe(200);
    expect(res.body.time_entry.minutes).toBe(90);
    expect(res.body.warnings).toEqual([expect.stringMatching(/^duration: "1.5" was read as 1.5 hours \(90 minutes\)/)]);
  });

  it.each([
    ['anderthalb Stunden', 90],
    ['hodinu a půl', 90],
    ['hour and a half', 90],
    ['eine Viertelstunde', 15],
    ['2 Std. 15 Min.', 135],
  ])('books %j as %d minutes', async (duration, minutes) => {
    const res = await org.api.post('/api/automation/smart/time/', { employee: 'Jan Novák', duration, dry_run: true });
    expect(res.body.time_entry.minutes).toBe(minutes);
  });

  it('reads "end of month", "Ende des Monats" and "do konce měsíce"', async () => {
    for (const due of ['end of month', 'Ende des Monats', 'do konce měsíce']) {
      const res = await org.api.post('/api/automation/smart/task/', { title: 'Close the books', due, dry_run: true });
      expect(res.body.task.due_date).toBe('2026-11-30');
    }
  });

  it("counts today in the organization's time zone", async () => {
    // 10:00 UTC on the 22nd is already the 23rd at UTC+14.
    const res = await local.api.post('/api/automation/smart/task/', { title: 'Call back', due: 'tomorrow', dry_run: true });
    expect(res.body.task.due_date).toBe('2026-11-24');
  });

  it('says how it read "next week" and a slashed date both orders could read', async () => {
    const res = await org.api.post('/api/automation/smart/task/', { title: 'Plan', due: 'nächste Woche', dry_run: true });
    expect(res.body.task.due_date).toBe('2026-11-23');
    expect(res.body.warnings[0]).toMatch(/^due: .*Monday 2026-11-23/);
    const slashed = await org.api.post('/api/automation/smart/task/', { title: 'Plan', due: '03/04/2027', dry_run: true });
    expect(slashed.body.task.due_date).toBe('2027-04-03');
    expect(slashed.body.warnings[0]).toMatch(/date_order/);
  });
});
