import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  kontor.clock.set('2026-11-22T10:00:00Z');
  for (const [key, client] of Object.entries({
    transport: {
      name: 'Novák Transport s.r.o.',
      currency: 'CZK',
      payment_terms_days: 30,
      registration_no: '27082440',
      vat_no: 'CZ27082440',
    },
    stavbyS: { name: 'Novák Stavby s.r.o.', currency: 'CZK' },
    stavbyA: { name: 'Novák Stavby a.s.', currency: 'CZK' },
    schroder: { name: 'Schröder Logistik GmbH', currency: 'EUR', email: 'ap@schroeder-logistik.de' },
  }))
    ids[key] = (await org.api.post('/api/v1/clients/', client)).body.id;
  ids.jana = (await org.api.post('/api/v1/employees/', { name: 'Jana Nováková', email: 'jana@kontor.test', hourly_rate: '40' })).body.id;
  ids.petr = (await org.api.post('/api/v1/employees/', { name: 'Petr Svoboda', email: 'petr@kontor.test' })).body.id;
  ids.report = (
    await org.api.post('/api/v1/tasks/', { title: 'Quarterly VAT report for Novák Transport', client_id: ids.transport })
  ).body.id;
  ids.other = (await org.api.post('/api/v1/tasks/', { title: 'Year-end closing', client_id: ids.transport })).body.id;
});

const count = async (table: string) => Number((await kontor.db(table).where({ organization_id: org.id }).count({ n: '*' }).first())!.n);

describe('smart invoice', () => {
  it('invoices "Novak Transport three hours of consulting at fifteen hundred, due in two weeks"', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'Consulting',
      quantity: 'three hours',
      unit_price: 'fifteen hundred',
      due: 'in two weeks',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/v1/invoices/${res.body.invoice.id}/`);
    expect(res.body.invoice).toMatchObject({
      client_id: ids.transport,
      source: 'smart',
      currency: 'CZK',
      issue_date: '2026-11-22',
      due_date: '2026-12-06',
      total: '4500.00',
      items: [{ description: 'Consulting', quantity: '3', unit: 'h', unit_price: '1500.00' }],
    });
    expect(res.body.matches.client).toMatchObject({
      id: ids.transport,
      name: 'Novák Transport s.r.o.',
      matched_on: 'name',
      score: expect.any(Number),
    });
    expect(res.body.interpreted).toMatchObject({
      quantity: { input: 'three hours', value: '3' },
      unit_price: { input: 'fifteen hundred', value: '1500' },
      due: { input: 'in two weeks', value: '2026-12-06' },
      currency: { value: 'CZK', how: "the client's currency" },
    });
    const event = await kontor.db('events').where({ organization_id: org.id, type: 'INVOICE_CREATED' }).orderBy('id', 'desc').first();
    expect(event.data).toMatchObject({ id: res.body.invoice.id, source: 'smart' });
  });

  it('previews on a dry run and creates nothing', async () => {
    const before = await count('invoices');
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: { registration_no: '270 82 440' },
      items: [{ description: 'Audit', unit_price: '€1,500.50', tax_rate: '21 %' }],
      dry_run: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dry_run: true,
      invoice: { id: null, number: null, currency: 'EUR', total: '1815.61' },
      matches: { client: { matched_on: 'registration_no', score: 1 } },
    });
    expect(res.body.interpreted.currency).toMatchObject({ value: 'EUR', how: 'from the amount' });
    expect(await count('invoices')).toBe(before);
  });

  it('never guesses between near-duplicates: 422 ambiguous_match with candidates', async () => {
    const before = await count('invoices');
    const res = await org.api.post('/api/automation/smart/invoice/', { client: 'Novak Stavby', description: 'Work', amount: '1000' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'ambiguous_match', field: 'client' });
    expect(
      res.body.candidates
        .slice(0, 2)
        .map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([ids.stavbyS, ids.stavbyA].sort());
    expect(res.body.candidates[0].score).toBe(res.body.candidates[1].score);
    expect(await count('invoices')).toBe(before);
    // Naming the legal form settles it.
    const sro = await org.api.post('/api/automation/smart/invoice/', { client: 'novak stavby sro', description: 'Work', amount: '1000' });
    expect(sro.body.matches.client.id).toBe(ids.stavbyS);
  });

  it('answers no_match with the nearest suggestions', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Zeppelin Aerospace Ltd',
      description: 'Work',
      amount: '1',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'no_match', field: 'client', suggestions: expect.any(Array) });
  });

  // "Pavel" went to Petr Dvořák, whose address is pavel@…, with score 1 and no warning, over Pavel Horák.
  it("asks back an employee found by an address's first part when another employee has that name", async () => {
    const team = await kontor.createOrganization('Two Pavels');
    const petr = (await team.api.post('/api/v1/employees/', { name: 'Petr Dvořák', email: 'pavel@team.test' })).body;
    const pavel = (await team.api.post('/api/v1/employees/', { name: 'Pavel Horák', email: 'ph@team.test' })).body;
    const res = await team.api.post('/api/automation/smart/time/', { employee: 'Pavel', duration: '30 min', dry_run: true });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ambiguous_match');
    expect(res.body.candidates.map((candidate: { id: number }) => candidate.id).sort()).toEqual([petr.id, pavel.id].sort());
    // Her own address settles it: no one else is named Jana.
    const jana = await org.api.post('/api/automation/smart/time/', { employee: 'jana', duration: '30 min', dry_run: true });
    expect(jana.body.matches.employee).toMatchObject({ id: ids.jana });
  });

  // "Jan" went to Jan Novák by the address jan@…, reported as `matched_on: email` with score 1 and no warning.
  it("says so when an employee is found by their address's first part", async () => {
    const team = await kontor.createOrganization('One Jan');
    const jan = (await team.api.post('/api/v1/employees/', { name: 'Jan Novák', email: 'jan@team.test' })).body;
    const res = await team.api.post('/api/automation/smart/time/', { employee: 'Jan', duration: '30 min', dry_run: true });
    expect(res.status).toBe(200);
    expect(res.body.matches.employee).toMatchObject({ id: jan.id, matched_on: 'email_name' });
    expect(res.body.warnings).toContain(
      'employee: "Jan" was taken to be "Jan Novák", by the first part of their e-mail address; check it.',
    );
    // The whole address is an identifier: no warning.
    const exact = await team.api.post('/api/automation/smart/time/', { employee: 'jan@team.test', duration: '30 min', dry_run: true });
    expect(exact.body.matches.employee).toMatchObject({ id: jan.id, matched_on: 'email' });
    expect(exact.body.warnings).toEqual([]);
  });

  // It said "due_date: must not be before issue_date", hiding that 12/01/2026 was read day first.
  it('refuses a due date before the issue date saying how it was read, on the field sent', async () => {
    const dmy = await kontor.createOrganization('Day first');
    await dmy.api.patch('/api/v1/organization/', { date_order: 'dmy' });
    await dmy.api.post('/api/v1/clients/', { name: 'Novak Transport' });
    const res = await dmy.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'X',
      amount: '100',
      issue_date: '2026-11-22',
      due: '12/01/2026',
      dry_run: true,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'due', message: expect.stringMatching(/^was read as 2026-01-12 \(.+\), which is before the issue date 2026-11-22$/) },
    ]);
    // An issue date that was itself refused is the one error, not also a due date "before" today.
    const refusedIssue = await dmy.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'X',
      amount: '100',
      issue_date: '1.1.99',
      due: '2026-01-05',
      dry_run: true,
    });
    expect(refusedIssue.body.errors.map((error: { field: string }) => error.field)).toEqual(['issue_date']);
  });

  // It said "client must be string" besides what was wrong inside the object.
  it('names only what is wrong inside a reference given as an object', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', { client: { id: '1' }, description: 'x', amount: '1', dry_run: true });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'client.id', message: 'must be integer' }]);
  });

  // These said "Name the employee … is required", as though nothing had been given.
  it('answers no_match naming an e-mail that belongs to no one here (or to another organization)', async () => {
    const other = await kontor.createOrganization('Elsewhere');
    await other.api.post('/api/v1/employees/', { name: 'Bob Other', email: 'bob@elsewhere.test' });
    for (const email of ['bob@elsewhere.test', 'nobody@kontor.test']) {
      const time = await org.api.post('/api/automation/smart/time/', { employee: email, duration: '1h', dry_run: true });
      expect(time.status).toBe(422);
      expect(time.body).toMatchObject({ code: 'no_match', field: 'employee', detail: `No employee has e-mail ${email}.` });
    }
    // An address two employees share is asked back, not "no employee has it".
    await other.api.post('/api/v1/employees/', { name: 'Ann Office', email: 'office@elsewhere.test' });
    await other.api.post('/api/v1/employees/', { name: 'Ben Office', email: 'office@elsewhere.test' });
    const shared = await other.api.post('/api/automation/smart/time/', {
      employee: 'office@elsewhere.test',
      duration: '1h',
      dry_run: true,
    });
    expect(shared.body).toMatchObject({ code: 'ambiguous_match', field: 'employee' });
    expect(shared.body.candidates).toHaveLength(2);
    const invoice = await org.api.post('/api/automation/smart/invoice/', { client: 'nobody@kontor.test', description: 'x', amount: '1' });
    expect(invoice.body).toMatchObject({ code: 'no_match', field: 'client', detail: 'No client has e-mail nobody@kontor.test.' });
  });

  it('finds clients by VAT number, e-mail and phonetic spelling', async () => {
    const vat = await org.api.post('/api/automation/smart/invoice/', {
      client: 'cz 27082440',
      description: 'x',
      amount: '1',
      dry_run: true,
    });
    expect(vat.body.matches.client).toMatchObject({ id: ids.transport, matched_on: 'vat_no' });
    const email = await org.api.post('/api/automation/smart/invoice/', {
      client: 'AP@SCHROEDER-LOGISTIK.DE',
      description: 'x',
      amount: '1',
      dry_run: true,
    });
    expect(email.body.matches.client).toMatchObject({ id: ids.schroder, matched_on: 'email' });
    const spoken = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Schroder Logistik',
      description: 'x',
      amount: '1',
      dry_run: true,
    });
    expect(spoken.body.matches.client.id).toBe(ids.schroder);
  });

  it('names every unreadable field in one 422', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'x',
      unit_price: 'abc',
      quantity: '-5',
      due: '32.13.2026',
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['due', 'quantity', 'unit_price']);
  });

  it('refuses amounts in two currencies, and a currency that contradicts the amount', async () => {
    const mixed = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      items: [
        { description: 'a', unit_price: '10 EUR' },
        { description: 'b', unit_price: '10 CZK' },
      ],
    });
    expect(mixed.body.errors[0]).toMatchObject({ field: 'currency' });
    const contradict = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'a',
      amount: '€10',
      currency: 'CZK',
    });
    expect(contradict.status).toBe(422);
  });

  it('refuses a unit that contradicts the unit the quantity was written in, instead of relabelling it', async () => {
    const single = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'Consulting',
      quantity: '2 days',
      unit: 'h',
      unit_price: '100',
      dry_run: true,
    });
    expect(single.status).toBe(422);
    expect(single.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['quantity', 'unit']);
    const lines = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      items: [{ description: 'Workshop', quantity: '90 min', unit: 'day', unit_price: '100' }],
      dry_run: true,
    });
    expect(lines.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['items[0].quantity', 'items[0].unit']);
    // The same unit spelt another way is no contradiction.
    const agreeing = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'Consulting',
      quantity: '3 hours',
      unit: 'hours',
      unit_price: '100',
      dry_run: true,
    });
    expect(agreeing.body.invoice).toMatchObject({ total: '300.00', items: [{ quantity: '3', unit: 'hours' }] });
    const czech = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      items: [
        { description: 'Kusy', quantity: '5 ks', unit: 'kusů', unit_price: '10' },
        { description: 'Dny', quantity: '3 dny', unit: 'dní', unit_price: '10' },
      ],
      dry_run: true,
    });
    expect(czech.body.invoice).toMatchObject({ total: '80.00', items: [{ unit: 'kusů' }, { unit: 'dní' }] });
  });

  it('refuses an amount without a currency beside one in another currency than the client is billed in', async () => {
    const items = [
      { description: 'a', unit_price: '1200' },
      { description: 'b', unit_price: '1500 CZK' },
    ];
    // Schröder is billed in EUR: is the 1200 in EUR or in CZK?
    const unclear = await org.api.post('/api/automation/smart/invoice/', { client: 'Schröder Logistik', items, dry_run: true });
    expect(unclear.status).toBe(422);
    expect(unclear.body.errors).toEqual([{ field: 'items[0].unit_price', message: expect.stringContaining('names no currency') }]);
    const confirmed = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Schröder Logistik',
      items,
      currency: 'CZK',
      dry_run: true,
    });
    expect(confirmed.body.invoice).toMatchObject({ currency: 'CZK', total: '2700.00' });
    // Novák Transport is billed in CZK: both are in CZK.
    const billedIn = await org.api.post('/api/automation/smart/invoice/', { client: 'Novak Transport', items, dry_run: true });
    expect(billedIn.body.invoice).toMatchObject({ currency: 'CZK', total: '2700.00' });
  });

  it('refuses a client named several ways that name different clients, and takes an id written as a string', async () => {
    const ask = (client: unknown) =>
      org.api.post('/api/automation/smart/invoice/', { client, description: 'x', amount: '1', dry_run: true });
    const byRegistration = await ask({ name: 'Schröder Logistik GmbH', registration_no: '27082440' });
    expect(byRegistration.status).toBe(422);
    expect(byRegistration.body.errors).toEqual([{ field: 'client.name', message: expect.stringContaining('Novák Transport s.r.o.') }]);
    const byId = await ask({ id: ids.stavbyS, name: 'Schröder Logistik GmbH' });
    expect(byId.body.errors.map((e: { field: string }) => e.field)).toEqual(['client.name']);
    const noSuchVat = await ask({ id: ids.schroder, vat_no: 'CZ99999999' });
    expect(noSuchVat.body.errors[0]).toMatchObject({ field: 'client.vat_no', message: expect.stringContaining('names none') });
    // Ways that agree, a name that is one of several fitting the id among them.
    expect((await ask({ id: ids.transport, name: 'Novak Transport', vat_no: 'CZ27082440' })).body.matches.client.id).toBe(ids.transport);
    expect((await ask({ id: ids.stavbyA, name: 'Novák Stavby' })).body.matches.client.id).toBe(ids.stavbyA);
    expect((await ask(String(ids.schroder))).body.matches.client).toMatchObject({ id: ids.schroder, matched_on: 'id' });
  });

  it('says what a field is when its text is none: a quantity, a percent', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'x',
      unit_price: '100',
      quantity: '2.5 kg',
      tax_rate: 'standard',
      dry_run: true,
    });
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'quantity', message: expect.stringMatching(/^"2.5 kg" is not a quantity/) },
        { field: 'tax_rate', message: expect.stringMatching(/^"standard" is not a percent/) },
      ]),
    );
  });

  it('refuses a tax rate over 100 % naming it, and says back a rate under 1 % that may have been a fraction', async () => {
    const over = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'x',
      unit_price: '100',
      tax_rate: '500',
      dry_run: true,
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([{ field: 'tax_rate', message: 'is 500 %, more than 100 %' }]);
    const fraction = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'x',
      unit_price: '1000',
      tax_rate: '0.21',
      dry_run: true,
    });
    expect(fraction.body.invoice.total).toBe('1002.10');
    expect(fraction.body.warnings).toEqual([expect.stringMatching(/^tax_rate: read as 0.21 %; for 21 % write "21"/)]);
  });

  it('replays a retried call with the same Idempotency-Key', async () => {
    const body = { client: 'Novak Transport', description: 'Retry', amount: '99' };
    const first = await org.api.post('/api/automation/smart/invoice/', body, { 'idempotency-key': 'voice-123' });
    const again = await org.api.post('/api/automation/smart/invoice/', body, { 'idempotency-key': 'voice-123' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.invoice.id).toBe(first.body.invoice.id);
  });

  it('refuses unknown fields, so a misspelt one is never dropped silently', async () => {
    const res = await org.api.post('/api/automation/smart/invoice/', {
      client: 'Novak Transport',
      description: 'x',
      amount: '1',
      dew: 'tomorrow',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({ field: 'dew', message: 'is not a known field' });
  });
});

describe('smart task', () => {
  it("says back a due date in the past, and reads a yearless one that has passed as next year's", async () => {
    const past = await org.api.post('/api/automation/smart/task/', { title: 't', due: 'yesterday', dry_run: true });
    expect(past.body.task.due_date).toBe('2026-11-21');
    expect(past.body.warnings).toContain('due: 2026-11-21 is in the past.');
    const january = await org.api.post('/api/automation/smart/task/', { title: 't', due: 'Jan 5', dry_run: true });
    expect(january.body.task.due_date).toBe('2027-01-05');
    expect(january.body.warnings).toEqual([expect.stringContaining('has no year')]);
  });

  it('assigns by a name without diacritics, reads "next friday" and "asap"', async () => {
    const res = await org.api.post('/api/automation/smart/task/', {
      title: 'Call about the overdue invoice',
      assignee: 'jana novakova',
      client: 'Novák Transport',
      due: 'next friday',
      priority: 'asap',
    });
    expect(res.status).toBe(201);
    expect(res.body.task).toMatchObject({
      assignee_id: ids.jana,
      client_id: ids.transport,
      due_date: '2026-11-27',
      priority: 'urgent',
      status: 'open',
    });
    expect(res.body.matches.assignee).toMatchObject({ id: ids.jana, name: 'Jana Nováková' });
    expect(res.body.interpreted.priority).toMatchObject({ input: 'asap', value: 'urgent' });
  });

  it('refuses a priority it cannot read', async () => {
    const res = await org.api.post('/api/automation/smart/task/', { title: 'x', priority: 'purple' });
    expect(res.body.errors).toEqual([{ field: 'priority', message: expect.stringContaining('not a priority') }]);
  });
});

describe('smart time', () => {
  it('books "1h 30m yesterday" for an employee by e-mail on a task found by words of its title', async () => {
    const res = await org.api.post('/api/automation/smart/time/', {
      employee: 'petr@kontor.test',
      duration: '1h 30m',
      date: 'yesterday',
      client: 'novak transport',
      task: 'vat report',
      description: 'Prepared the return',
    });
    expect(res.status).toBe(201);
    expect(res.body.time_entry).toMatchObject({
      employee_id: ids.petr,
      minutes: 90,
      date: '2026-11-21',
      client_id: ids.transport,
      task_id: ids.report,
      billable: true,
    });
    expect(res.body.matches.task).toMatchObject({ id: ids.report, matched_on: 'title' });
    const event = await kontor.db('events').where({ organization_id: org.id, type: 'TIME_ENTRY_CREATED' }).orderBy('id', 'desc').first();
    expect(event.data.id).toBe(res.body.time_entry.id);
  });

  it('reads "an hour and a half" and "no", and refuses "-5h" naming the field', async () => {
    const ok = await org.api.post('/api/automation/smart/time/', {
      employee: 'Jana',
      duration: 'an hour and a half',
      billable: 'no',
      dry_run: true,
    });
    expect(ok.body.time_entry).toMatchObject({ minutes: 90, billable: false, employee_id: ids.jana, id: null });
    const bad = await org.api.post('/api/automation/smart/time/', { employee: 'Jana', duration: '-5h' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'duration', message: 'must not be negative' }]);
  });

  it('refuses an employee named by an id and by the name of another, and takes the id written as a string', async () => {
    const conflicting = await org.api.post('/api/automation/smart/time/', {
      employee: { id: ids.jana, name: 'Petr Svoboda' },
      duration: '1h',
      dry_run: true,
    });
    expect(conflicting.status).toBe(422);
    expect(conflicting.body.errors).toEqual([{ field: 'employee.name', message: expect.stringContaining('is Petr Svoboda') }]);
    const agreeing = await org.api.post('/api/automation/smart/time/', {
      employee: { email: 'petr@kontor.test', name: 'Petr' },
      duration: '1h',
      dry_run: true,
    });
    expect(agreeing.body.time_entry.employee_id).toBe(ids.petr);
    const byString = await org.api.post('/api/automation/smart/time/', { employee: String(ids.jana), duration: '1h', dry_run: true });
    expect(byString.body.time_entry.employee_id).toBe(ids.jana);
  });

  it("books on the task's client when only the task is named, and says when a task id is another client's", async () => {
    const taskOnly = await org.api.post('/api/automation/smart/time/', {
      employee: 'Jana',
      duration: '1h',
      task: ids.report,
      dry_run: true,
    });
    expect(taskOnly.body.time_entry).toMatchObject({ task_id: ids.report, client_id: ids.transport });
    const otherClient = await org.api.post('/api/automation/smart/time/', {
      employee: 'Jana',
      duration: '1h',
      task: ids.report,
      client: 'Schröder Logistik',
      dry_run: true,
    });
    expect(otherClient.status).toBe(422);
    expect(otherClient.body).toMatchObject({ code: 'no_match', field: 'task', detail: expect.stringContaining("another client's") });
    expect(otherClient.body.detail).toContain('belongs to Novák Transport s.r.o., not Schröder Logistik GmbH');
  });

  // It answered "No open task matches", as though there were no such task.
  it("says a task found by its title is another client's, naming it", async () => {
    const res = await org.api.post('/api/automation/smart/time/', {
      employee: 'Jana',
      duration: '1h',
      task: 'Quarterly VAT report',
      client: 'Schröder Logistik',
      dry_run: true,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'no_match', field: 'task', suggestions: [{ id: ids.report }] });
    expect(res.body.detail).toBe(
      `No open task of Schröder Logistik GmbH matches "Quarterly VAT report"; task ${ids.report} ("Quarterly VAT report for Novák Transport") is another client's: it belongs to Novák Transport s.r.o., not Schröder Logistik GmbH. Name that client, or leave client out.`,
    );
    // A title no client's task holds is still no match.
    const none = await org.api.post('/api/automation/smart/time/', {
      employee: 'Jana',
      duration: '1h',
      task: 'Roof inspection',
      client: 'Schröder Logistik',
      dry_run: true,
    });
    expect(none.body).toMatchObject({ code: 'no_match', field: 'task', detail: 'No open task matches "Roof inspection".' });
  });

  // "non-billable" answered "must be boolean", while "billable" and "internal" were taken.
  it('reads "non-billable" and "not billable" as false, and names what is taken when it cannot read billable', async () => {
    for (const billable of ['non-billable', 'Not billable', 'nonbillable', 'internal']) {
      const res = await org.api.post('/api/automation/smart/time/', { employee: 'Jana', duration: '1h', billable, dry_run: true });
      expect(res.status, billable).toBe(200);
      expect(res.body.time_entry.billable, billable).toBe(false);
    }
    const unknown = await org.api.post('/api/automation/smart/time/', {
      employee: 'Jana',
      duration: '1h',
      billable: 'chargeable maybe',
      dry_run: true,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([
      {
        field: 'billable',
        message: expect.stringMatching(/^"chargeable maybe" is not yes or no; use true or false.*"billable".*"non-billable".*"internal"/),
      },
    ]);
  });

  it('asks back when an employee name fits two people', async () => {
    await org.api.post('/api/v1/employees/', { name: 'Jana Novotná' });
    const res = await org.api.post('/api/automation/smart/time/', { employee: 'Jana Nov', duration: 30 });
    expect(res.status).toBe(422);
    expect(['ambiguous_match', 'no_match']).toContain(res.body.code);
    expect(res.body.field).toBe('employee');
  });
});
