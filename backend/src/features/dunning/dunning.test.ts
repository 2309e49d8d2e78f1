/**
 * Debt collection on real Postgres with the test clock: holds, promises,
 * levels booked once, interest, the simulator against the live flow,
 * versions, cancel and retry, and the audit status of runs and e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowRunner } from '../flows/runner.js';
import { markOverdueInvoices } from '../invoices/overdue.js';
import { startTestKontor, TestClock, type TestKontor, type TestOrganization } from '../../dev/test-support/kontor.js';
import { type MailCatcher, startMailCatcher } from '../../dev/test-support/smtp.js';

let mailbox: MailCatcher;
let kontor: TestKontor;
const clock = new TestClock();

const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const link = (from: string, to: string, output = 'main') => ({ from, to, output });
const day = (offset = 0) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const runner = () => flowRunner(kontor.deps);
const sweep = () => runner().resumeDueRuns();
const mailsAbout = (subject: string) => mailbox.about(subject);

/** The overdue sweep and the dispatch of its event to the flows, as the worker does them, now. */
async function goOverdue(org: TestOrganization, invoiceId: number): Promise<void> {
  await markOverdueInvoices(kontor.db, clock);
  const event = await kontor
    .db('events')
    .where({ organization_id: org.id, type: 'INVOICE_OVERDUE' })
    .whereRaw(`(data ->> 'id')::bigint = ?`, [invoiceId])
    .first();
  expect(event).toBeDefined();
  await runner().startRunsForEvent(event.id);
}

async function setup(graph: { nodes: unknown[]; connections: unknown[] }, invoice: Record<string, unknown> = {}) {
  const org = await kontor.createOrganization();
  const api = org.api;
  const flow = (await api.post('/api/automation/flows/', { name: 'Dunning', mode: 'debt_collection', graph, is_active: true })).body;
  expect(flow).toHaveProperty('id');
  const client = (await api.post('/api/v1/clients/', { name: `Payer ${org.id}`, email: `ap@payer${org.id}.test` })).body;
  const created = await api.post('/api/v1/invoices/', {
    client_id: client.id,
    issue_date: day(-40),
    due_date: day(-2),
    status: 'sent',
    items: [{ description: 'Work', unit_price: '1000' }],
    ...invoice,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { org, api, flow, client, invoice: created.body };
}

const reminderFlow = (subject: string) => ({
  nodes: [node('overdue', 'trigger.invoice_overdue'), node('remind', 'send_reminder', { level: 1, to: '{{client.email}}', subject })],
  connections: [link('overdue', 'remind')],
});

beforeAll(async () => {
  mailbox = await startMailCatcher();
  clock.set('2026-11-22T09:00:00Z');
  kontor = await startTestKontor({ smtpUrl: mailbox.url, clock });
});
afterAll(async () => {
  await kontor.close();
  await mailbox.close();
});

describe('holds', () => {
  it("answers an invoice's reminders and runs as its debt-collection history, and 404 to another organization", async () => {
    const { org, api, invoice } = await setup(reminderFlow('History {{invoice.number}}'));
    await goOverdue(org, invoice.id);
    const history = await api.get(`/api/v1/invoices/${invoice.id}/dunning/`);
    expect(history.status).toBe(200);
    expect(history.body.bookings).toEqual([{ level: 1, kind: 'reminder', amount: null, booked_at: expect.any(String) }]);
    expect(history.body.runs).toEqual([
      expect.objectContaining({ flow_name: 'Dunning', status: 'completed', error: null, finished_at: expect.any(String) }),
    ]);
    expect(history.body.runs[0].trace.map((step: { type: string }) => step.type)).toEqual(['trigger.invoice_overdue', 'send_reminder']);
    const other = await kontor.createOrganization();
    expect((await other.api.get(`/api/v1/invoices/${invoice.id}/dunning/`)).status).toBe(404);
  });

  it('gives a disputed invoice no reminder until the hold is lifted, then reminds', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const { org, api, flow, invoice } = await setup(reminderFlow('Disputed {{invoice.number}}'));
    const held = await api.patch(`/api/v1/invoices/${invoice.id}/`, { dunning_hold: { until: null, reason: 'disputed: wrong quantity' } });
    expect(held.status).toBe(200);
    expect(held.body.dunning_hold).toEqual({ until: null, reason: 'disputed: wrong quantity' });

    await goOverdue(org, invoice.id);
    const [run] = (await api.get(`/api/automation/flows/${flow.id}/runs/`)).body.results;
    expect(run.status).toBe('waiting');
    expect(run.trace).toEqual([
      expect.objectContaining({ type: 'hold', result: { held: 'invoice', reason: 'disputed: wrong quantity', until: null } }),
    ]);
    expect(mailsAbout(`Disputed ${invoice.number}`)).toHaveLength(0);

    // Days pass while the dispute runs: the run looks daily and stays held, without a trace entry a day.
    for (const date of ['2026-11-23T09:00:00Z', '2026-11-24T09:00:00Z', '2026-11-25T09:00:00Z']) {
      clock.set(date);
      await sweep();
    }
    expect(mailsAbout(`Disputed ${invoice.number}`)).toHaveLength(0);
    // A live test run skips its steps under the hold: it had sent the reminder and booked its level.
    const test = await api.post(`/api/automation/flows/${flow.id}/run/`, {
      context: { invoice: { id: invoice.id, number: invoice.number }, client: { email: 'ap@disputed.test' } },
      live: true,
    });
    expect(test.body.trace.at(-1).result).toMatchObject({ skipped: true, held: 'invoice', would: 'send_reminder' });
    expect(mailsAbout(`Disputed ${invoice.number}`)).toHaveLength(0);
    const still = (await api.get(`/api/automation/runs/${run.id}/`)).body;
    expect(still.status).toBe('waiting');
    expect(still.trace).toHaveLength(1);
    expect((await api.get(`/api/v1/invoices/${invoice.id}/`)).body.dunning).toMatchObject({
      level: null,
      next_action: expect.stringContaining('held'),
      next_action_at: '2026-11-26T09:00:00.000Z',
    });

    // Lifting the hold wakes the run at the next sweep.
    expect((await api.patch(`/api/v1/invoices/${invoice.id}/`, { dunning_hold: null })).body.dunning_hold).toBeNull();
    clock.set('2026-11-25T09:01:00Z');
    expect(await sweep()).toBe(1);
    expect(mailsAbout(`Disputed ${invoice.number}`)).toHaveLength(1);
    expect((await api.get(`/api/automation/runs/${run.id}/`)).body.status).toBe('completed');
    expect((await api.get(`/api/v1/invoices/${invoice.id}/`)).body.dunning).toEqual({ level: 1, next_action: null, next_action_at: null });
  });

  it("holds every invoice of a client on hold until the hold's last day", async () => {
    clock.set('2026-11-22T09:00:00Z');
    const { org, api, flow, client, invoice } = await setup(reminderFlow('Client hold {{invoice.number}}'));
    expect(
      (await api.patch(`/api/v1/clients/${client.id}/`, { dunning_hold: { until: '2026-11-30', reason: 'insolvency talks' } })).body
        .dunning_hold,
    ).toEqual({ until: '2026-11-30', reason: 'insolvency talks' });
    await goOverdue(org, invoice.id);
    const [run] = (await api.get(`/api/automation/flows/${flow.id}/runs/`)).body.results;
    expect(run).toMatchObject({ status: 'waiting', resume_at: '2026-12-01T00:00:00.000Z' });
    clock.set('2026-11-30T23:00:00Z');
    expect(await sweep()).toBe(0);
    clock.set('2026-12-01T00:00:10Z');
    expect(await sweep()).toBe(1);
    expect(mailsAbout(`Client hold ${invoice.number}`)).toHaveLength(1);
  });

  it('refuses a hold ending in the past and a promise before the issue date, writing nothing', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const { api, client, invoice } = await setup(reminderFlow('Bad input'));
    const past = await api.patch(`/api/v1/invoices/${invoice.id}/`, { dunning_hold: { until: '2026-11-21', reason: 'x' } });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual([expect.objectContaining({ field: 'dunning_hold.until' })]);
    const early = await api.patch(`/api/v1/invoices/${invoice.id}/`, { promised_pay_date: day(-41) });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual([expect.objectContaining({ field: 'promised_pay_date' })]);
    const clientPast = await api.patch(`/api/v1/clients/${client.id}/`, { dunning_hold: { until: '2020-01-01', reason: 'x' } });
    expect(clientPast.status).toBe(422);
    expect(clientPast.body.errors).toEqual([expect.objectContaining({ field: 'dunning_hold.until' })]);
    const after = (await api.get(`/api/v1/invoices/${invoice.id}/`)).body;
    expect([after.dunning_hold, after.promised_pay_date, after.updated_at]).toEqual([null, null, invoice.updated_at]);
    expect((await api.get(`/api/v1/clients/${client.id}/`)).body.dunning_hold).toBeNull();
  });
});

describe('a flow that skips while on hold', () => {
  it('skips the steps that fall in the hold, goes on after it, and the simulator says the same', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue', { while_held: 'skip' }),
        node('first', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'Skipped {{invoice.number}}' }),
        node('pause', 'wait', { amount: 3, unit: 'days' }),
        node('second', 'send_reminder', { level: 2, to: '{{client.email}}', subject: 'After the hold {{invoice.number}}' }),
      ],
      connections: [link('overdue', 'first'), link('first', 'pause'), link('pause', 'second')],
    };
    const { org, api, flow, invoice } = await setup(graph);
    await api.patch(`/api/v1/invoices/${invoice.id}/`, { dunning_hold: { until: '2026-11-23', reason: 'checking a complaint' } });
    const simulated = (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 10 })).body.timeline;
    expect(
      simulated
        .filter((entry: { type: string }) => entry.type === 'send_reminder')
        .map((entry: { at: string; effect: object }) => [entry.at.slice(0, 10), entry.effect]),
    ).toEqual([
      ['2026-11-22', { skipped: true, held: 'invoice', reason: 'checking a complaint', would: 'send_reminder' }],
      ['2026-11-25', expect.objectContaining({ dunning_level: 2 })],
    ]);

    await goOverdue(org, invoice.id);
    clock.set('2026-11-25T09:00:00Z');
    expect(await sweep()).toBe(1);
    expect(mailsAbout(`Skipped ${invoice.number}`)).toHaveLength(0);
    expect(mailsAbout(`After the hold ${invoice.number}`)).toHaveLength(1);
    const [run] = (await api.get(`/api/automation/flows/${flow.id}/runs/`)).body.results;
    expect(run.status).toBe('completed');
    expect(run.trace[1].result).toMatchObject({ skipped: true, reason: 'checking a complaint' });
    expect((await api.get(`/api/v1/invoices/${invoice.id}/`)).body.dunning.level).toBe(2);
  });
});

describe('promises to pay', () => {
  it('hold reminders until the promised date; unpaid the day after, the promise breaks with its event, once', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const { org, api, flow, invoice } = await setup(reminderFlow('Promise {{invoice.number}}'));
    const past = await api.patch(`/api/v1/invoices/${invoice.id}/`, { promised_pay_date: '2026-11-21' });
    expect([past.status, past.body.errors]).toEqual([
      422,
      [{ field: 'promised_pay_date', message: 'must not be in the past (today is 2026-11-22)' }],
    ]);
    expect((await api.patch(`/api/v1/invoices/${invoice.id}/`, { promised_pay_date: '2026-11-27' })).body.promised_pay_date).toBe(
      '2026-11-27',
    );
    await goOverdue(org, invoice.id);
    const [run] = (await api.get(`/api/automation/flows/${flow.id}/runs/`)).body.results;
    expect(run).toMatchObject({ status: 'waiting', resume_at: '2026-11-28T00:00:00.000Z' });
    expect(run.trace[0].result).toEqual({ held: 'promise', reason: 'promised to pay by 2026-11-27', until: '2026-11-28' });

    clock.set('2026-11-27T20:00:00Z');
    expect(await sweep()).toBe(0);
    expect(mailsAbout(`Promise ${invoice.number}`)).toHaveLength(0);

    clock.set('2026-11-28T00:00:30Z');
    expect(await sweep()).toBe(1);
    expect(mailsAbout(`Promise ${invoice.number}`)).toHaveLength(1);
    const broken = await kontor.db('events').where({ organization_id: org.id, type: 'INVOICE_PROMISE_BROKEN' });
    expect(broken).toHaveLength(1);
    expect(broken[0].data).toMatchObject({ id: invoice.id, promised_pay_date: '2026-11-27' });
    expect((await api.get(`/api/v1/invoices/${invoice.id}/`)).body.promised_pay_date).toBeNull();
    const { breakPromises } = await import('./holds.js');
    expect(await breakPromises(kontor.db, clock)).toBe(0);
  });
});

describe('levels booked once', () => {
  it('sends each level and books its fee exactly once, however often and by however many flows it runs', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('remind', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'Level 1 {{invoice.number}}' }),
        node('fee', 'add_late_fee', { kind: 'fixed', amount: '40' }),
      ],
      connections: [link('overdue', 'remind'), link('remind', 'fee')],
    };
    const { org, api, flow, invoice } = await setup(graph);
    const twin = (await api.post('/api/automation/flows/', { name: 'Same, again', mode: 'debt_collection', graph, is_active: true })).body;
    const live = (id: number) =>
      api.post(`/api/automation/flows/${id}/run/`, { context: { invoice, client: { email: 'ap@twice.test' } }, live: true });

    // Two flows at once, each twice, and then the overdue event for both.
    const runs = await Promise.all([live(flow.id), live(twin.id), live(flow.id), live(twin.id)]);
    expect(runs.map((run) => run.body.error ?? run.body.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    await goOverdue(org, invoice.id);

    expect(mailsAbout(`Level 1 ${invoice.number}`)).toHaveLength(1);
    const after = (await api.get(`/api/v1/invoices/${invoice.id}/`)).body;
    expect(after.items.map((item: { description: string; total: string }) => [item.description, item.total])).toEqual([
      ['Work', '1000.00'],
      ['Late fee', '40.00'],
    ]);
    expect(after.total).toBe('1040.00');
    const bookings = await kontor.db('dunning_bookings').where({ invoice_id: invoice.id }).orderBy('kind');
    expect(bookings.map((row) => [row.level, row.kind, row.amount])).toEqual([
      [1, 'fee', '40.00'],
      [1, 'reminder', null],
    ]);

    // Every other run says so in its trace.
    const steps = runs.flatMap((run) => run.body.trace.filter((entry: { type: string }) => entry.type !== 'trigger.invoice_overdue'));
    const done = (type: string) =>
      steps.filter(
        (entry: { type: string; result: { already_done?: boolean } }) => entry.type === type && entry.result.already_done !== true,
      );
    expect([done('send_reminder').length, done('add_late_fee').length]).toEqual([1, 1]);
    expect(steps.filter((entry: { result: { already_done?: boolean } }) => entry.result.already_done === true)).toHaveLength(6);
    const eventRuns = (await api.get(`/api/automation/flows/${flow.id}/runs/?test=false`)).body.results;
    expect(eventRuns).toHaveLength(1);
    expect(eventRuns[0].trace[1].result).toMatchObject({ already_done: true, note: 'level 1 reminder was already done for this invoice' });
  });
});

describe('due-date extension', () => {
  it("moves the due date when a level's reminder grants days to pay, in the simulation as live", async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('remind', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'Grace {{invoice.number}}', extend_due_days: 14 }),
      ],
      connections: [link('overdue', 'remind')],
    };
    const { org, api, flow, invoice } = await setup(graph);
    const simulated = (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 10 })).body.timeline;
    expect(simulated.find((entry: { type: string }) => entry.type === 'send_reminder').effect).toMatchObject({
      dunning_level: 1,
      due_date: '2026-12-06',
    });
    await goOverdue(org, invoice.id);
    expect((await api.get(`/api/v1/invoices/${invoice.id}/`)).body.due_date).toBe('2026-12-06');
  });
});

describe('interest', () => {
  it('accrues daily across a month boundary at the reference rate plus 8 points, to the cent, once per level', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = {
      nodes: [node('overdue', 'trigger.invoice_overdue'), node('interest', 'add_interest', { level: 1 })],
      connections: [link('overdue', 'interest')],
    };
    const { api, flow, invoice } = await setup(graph, {
      issue_date: '2026-10-01',
      due_date: '2026-10-15',
      items: [{ description: 'Work', unit_price: '1234.56' }],
    });
    // Without a reference rate the step fails, and says what to set.
    const unset = await api.post(`/api/automation/flows/${flow.id}/run/`, { context: { invoice: { id: invoice.id } }, live: true });
    expect(unset.body.status).toBe('failed');
    expect(unset.body.error).toContain('reference_interest_rate');
    expect((await api.patch('/api/automation/dunning/settings/', { reference_interest_rate: '4.15' })).body).toEqual({
      reference_interest_rate: '4.150',
      interest_surcharge: '8.000',
    });

    const run = await api.post(`/api/automation/flows/${flow.id}/run/`, { context: { invoice: { id: invoice.id } }, live: true });
    expect(run.body.status).toBe('completed');
    // By hand: 1234.56 × 12.15 % × 38 / 365 (15 Oct → 22 Nov: 16 days of October, 22 of November) = 15.6163… → 15.62.
    const after = (await api.get(`/api/v1/invoices/${invoice.id}/`)).body;
    expect(after.items[1]).toMatchObject({
      description: 'Interest 12.15 % p.a. on 1234.56 EUR, 2026-10-15 to 2026-11-22 (38 days)',
      total: '15.62',
    });
    expect(after.total).toBe('1250.18');
    expect(run.body.trace[1].result.interest).toEqual({
      amount: '15.62',
      rate: '12.15',
      from: '2026-10-15',
      to: '2026-11-22',
      days: 38,
      principal: '1234.56',
    });

    const again = await api.post(`/api/automation/flows/${flow.id}/run/`, { context: { invoice: { id: invoice.id } }, live: true });
    expect(again.body.trace[1].result).toMatchObject({ already_done: true });
    expect((await api.get(`/api/v1/invoices/${invoice.id}/`)).body.total).toBe('1250.18');
  });

  it('takes rates from 0 to 100 only, and refuses interest past the largest amount alike in the preview and live, without SQL', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = {
      nodes: [node('overdue', 'trigger.invoice_overdue'), node('interest', 'add_interest', { level: 1 })],
      connections: [link('overdue', 'interest')],
    };
    const { api, flow, invoice } = await setup(graph, {
      issue_date: '1990-01-01',
      due_date: '1990-01-15',
      items: [{ description: 'Work', unit_price: '9999999999.99', quantity: '9000' }],
    });
    // A negative rate would pay the debtor; the simulator had previewed a line of -19,999.98 that the live run refused.
    for (const settings of [
      { reference_interest_rate: '-1.00' },
      { interest_surcharge: '-999.999' },
      { reference_interest_rate: '100.001' },
    ]) {
      const refused = await api.patch('/api/automation/dunning/settings/', settings);
      expect(refused.status, JSON.stringify(settings)).toBe(422);
      expect(JSON.stringify(refused.body.errors)).toContain(Object.keys(settings)[0]);
    }
    expect(
      (await api.patch('/api/automation/dunning/settings/', { reference_interest_rate: '100', interest_surcharge: '100' })).status,
    ).toBe(200);

    const preview = (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 1 })).body;
    const run = await api.post(`/api/automation/flows/${flow.id}/run/`, { context: { invoice: { id: invoice.id } }, live: true });
    expect(run.body.status).toBe('failed');
    expect(run.body.error).toContain('the largest amount Kontor keeps');
    expect(JSON.stringify(preview)).toContain('the largest amount Kontor keeps');
    expect(JSON.stringify(run.body)).not.toMatch(/insert into|numeric field overflow/i);
    expect((await api.get(`/api/v1/invoices/${invoice.id}/`)).body.items).toHaveLength(1);
    expect(await kontor.db('dunning_bookings').where({ invoice_id: invoice.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('charges a later level from where the last interest ended, never a day twice, live and in the preview', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('first', 'add_interest', { level: 1 }),
        node('second', 'add_interest', { level: 2 }),
      ],
      connections: [link('overdue', 'first'), link('first', 'second')],
    };
    const { api, flow, invoice } = await setup(graph, {
      issue_date: '2026-10-01',
      due_date: '2026-10-15',
      items: [{ description: 'Work', unit_price: '1234.56' }],
    });
    await api.patch('/api/automation/dunning/settings/', { reference_interest_rate: '4.15' });
    const preview = (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 1 })).body.timeline;
    const previewed = preview.filter((entry: { type: string }) => entry.type === 'add_interest').map((entry: any) => entry.effect.interest);
    const run = await api.post(`/api/automation/flows/${flow.id}/run/`, { context: { invoice: { id: invoice.id } }, live: true });
    // The first level charges 15 Oct → 22 Nov; the second, run the same day, has no day left to charge.
    expect(run.body.trace[1].result.interest).toMatchObject({ from: '2026-10-15', to: '2026-11-22', days: 38, amount: '15.62' });
    expect(run.body.trace[2].result).toMatchObject({ interest: { from: '2026-11-22', days: 0 }, note: 'no interest owed yet' });
    expect((await api.get(`/api/v1/invoices/${invoice.id}/`)).body.total).toBe('1250.18');
    expect(previewed.map((interest: { from: string; days: number }) => [interest.from, interest.days])).toEqual([
      ['2026-10-15', 38],
      ['2026-11-22', 0],
    ]);
  });
});
