/**
 * The simulator against the live flow over the same days, flow versions,
 * cancelling and retrying runs, and the audit status of runs and e-mail:
 * real Postgres, the test clock, a real SMTP server on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/outbound/email.js';
import { flowRunner } from '../flows/runner.js';
import { claimDueRuns, takeClaimedRun } from '../flows/store.js';
import { markOverdueInvoices } from '../invoices/overdue.js';
import { type ApiClient, startTestKontor, TestClock, type TestKontor, type TestOrganization } from '../../dev/test-support/kontor.js';
import { type MailCatcher, startMailCatcher } from '../../dev/test-support/smtp.js';

let mailbox: MailCatcher;
const subjects = () => mailbox.subjects();
let kontor: TestKontor;
const clock = new TestClock();

const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const link = (from: string, to: string, output = 'main') => ({ from, to, output });
const runner = () => flowRunner(kontor.deps);
const sweep = () => runner().resumeDueRuns();

/** Wakes the flow's newest run each time it is due, at most `rounds` times, and answers it as it then stands. */
async function runOut(api: ApiClient, flowId: number, rounds: number) {
  for (let round = 0; round < rounds; round++) {
    const [run] = (await api.get(`/api/automation/flows/${flowId}/runs/`)).body.results;
    if (run.status !== 'waiting') break;
    clock.set(run.resume_at);
    await sweep();
  }
  return (await api.get(`/api/automation/flows/${flowId}/runs/`)).body.results[0];
}

async function goOverdue(org: TestOrganization, invoiceId: number): Promise<void> {
  await markOverdueInvoices(kontor.db, clock);
  const event = await kontor
    .db('events')
    .where({ organization_id: org.id, type: 'INVOICE_OVERDUE' })
    .whereRaw(`(data ->> 'id')::bigint = ?`, [invoiceId])
    .first();
  await runner().startRunsForEvent(event.id);
}

async function setup(graph: { nodes: unknown[]; connections: unknown[] }) {
  const org = await kontor.createOrganization();
  const flow = (await org.api.post('/api/automation/flows/', { name: 'Dunning', mode: 'debt_collection', graph, is_active: true })).body;
  expect(flow).toHaveProperty('id');
  const client = (await org.api.post('/api/v1/clients/', { name: `Payer ${org.id}`, email: `ap@payer${org.id}.test` })).body;
  const invoice = await sentInvoice(org.api, { client_id: client.id, issue_date: '2026-10-01', due_date: '2026-11-20' });
  return { org, api: org.api, flow, invoice };
}

/** A sent invoice of one line (1000.00 of work unless said otherwise). */
async function sentInvoice(
  api: ApiClient,
  fields: { client_id: number; issue_date: string; due_date: string; description?: string; unit_price?: string },
) {
  const { description = 'Work', unit_price = '1000', ...dates } = fields;
  return (await api.post('/api/v1/invoices/', { ...dates, status: 'sent', items: [{ description, unit_price }] })).body;
}

/** What a flow did, one line per step: the day, the node, the block, and the amount it added. */
const line = (entry: {
  at?: string;
  started_at?: string;
  node_id?: string | null;
  node?: string;
  type: string;
  effect?: unknown;
  result?: unknown;
}) => [
  (entry.at ?? entry.started_at)!.slice(0, 10),
  entry.node_id ?? entry.node,
  entry.type,
  ((entry.effect ?? entry.result) as { item?: { amount?: string } } | null)?.item?.amount ?? null,
];

beforeAll(async () => {
  mailbox = await startMailCatcher();
  clock.set('2026-11-22T09:00:00Z');
  kontor = await startTestKontor({ smtpUrl: mailbox.url, clock });
});
afterAll(async () => {
  await kontor.close();
  await mailbox.close();
});

describe('the simulator', () => {
  it('answers the timeline the live flow then follows over the same days (same dates, same amounts), writing nothing', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('first', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'First {{invoice.number}}' }),
        node('week', 'wait', { amount: 7, unit: 'days' }),
        node('unpaid', 'condition', { value: '{{invoice.balance}}', operator: 'greater', compare_to: '0' }),
        node('second', 'send_reminder', { level: 2, to: '{{client.email}}', subject: 'Second {{invoice.number}}: {{invoice.balance}}' }),
        node('fee', 'add_late_fee', { kind: 'percent', amount: '5' }),
        node('interest', 'add_interest'),
        // Reads the balance the fee and the interest left (1054.27): with the balance the run began with, it said false.
        node('owing', 'condition', { value: '{{invoice.balance}}', operator: 'greater', compare_to: '1050' }),
        node('fortnight', 'wait', { amount: 14, unit: 'days' }),
        node('agency', 'mark_for_collection', { note: 'two reminders unanswered' }),
      ],
      connections: [
        link('overdue', 'first'),
        link('first', 'week'),
        link('week', 'unpaid'),
        link('unpaid', 'second', 'true'),
        link('second', 'fee'),
        link('fee', 'interest'),
        link('interest', 'owing'),
        link('owing', 'fortnight', 'true'),
        link('fortnight', 'agency'),
      ],
    };
    const { org, api, flow, invoice } = await setup(graph);
    await api.patch('/api/automation/dunning/settings/', { reference_interest_rate: '4.00' });
    await api.patch(`/api/v1/invoices/${invoice.id}/`, { promised_pay_date: '2026-11-25' });

    const counts = async () => ({
      events: Number((await kontor.db('events').where({ organization_id: org.id }).count({ n: '*' }))[0]!.n),
      runs: Number((await kontor.db('flow_runs').where({ organization_id: org.id }).count({ n: '*' }))[0]!.n),
      bookings: Number((await kontor.db('dunning_bookings').where({ organization_id: org.id }).count({ n: '*' }))[0]!.n),
      invoice: (await api.get(`/api/v1/invoices/${invoice.id}/`)).body.updated_at,
      mails: subjects().length,
    });
    const before = await counts();
    const simulated = await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 60 });
    expect(simulated.status).toBe(200);
    expect(await counts()).toEqual(before);
    const timeline = simulated.body.timeline;
    expect(timeline.map((entry: { at: string; type: string }) => [entry.at.slice(0, 10), entry.type])).toEqual([
      ['2026-11-22', 'hold'],
      ['2026-11-26', 'promise_broken'],
      ['2026-11-26', 'trigger.invoice_overdue'],
      ['2026-11-26', 'send_reminder'],
      ['2026-11-26', 'wait'],
      ['2026-12-03', 'condition'],
      ['2026-12-03', 'send_reminder'],
      ['2026-12-03', 'add_late_fee'],
      ['2026-12-03', 'add_interest'],
      ['2026-12-03', 'condition'],
      ['2026-12-03', 'wait'],
      ['2026-12-17', 'mark_for_collection'],
      ['2026-12-17', 'ends'],
    ]);
    // 5 % of 1000.00; interest on the 1000.00 owed without the fee: 12 % × 13 days (20 Nov → 3 Dec) / 365 = 4.2739… → 4.27.
    expect(timeline.find((entry: { type: string }) => entry.type === 'add_late_fee').effect.item.amount).toBe('50.00');
    expect(timeline.find((entry: { type: string }) => entry.type === 'add_interest').effect.item.amount).toBe('4.27');
    expect(timeline.find((entry: { node_id: string }) => entry.node_id === 'second').params.subject).toBe(
      `Second ${invoice.number}: 1000.00`,
    );

    // Now live, over the same days: the overdue sweep, then each wake-up when it is due.
    await goOverdue(org, invoice.id);
    const [held] = (await api.get(`/api/automation/flows/${flow.id}/runs/`)).body.results;
    clock.set(held.resume_at);
    await sweep();
    // Half-way, the simulator goes on from where the live run waits, and does not start it again.
    const rest = (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 30 })).body.timeline;
    expect(rest.map((entry: { at: string; type: string }) => [entry.at.slice(0, 10), entry.type])).toEqual(
      timeline.slice(5).map((entry: { at: string; type: string }) => [entry.at.slice(0, 10), entry.type]),
    );
    const run = await runOut(api, flow.id, 10);
    expect(run.status).toBe('completed');
    const engineSteps = timeline.filter((entry: { type: string }) => !['promise_broken', 'waiting', 'ends'].includes(entry.type));
    expect(run.trace.map(line)).toEqual(engineSteps.map(line));
    const broken = await kontor.db('events').where({ organization_id: org.id, type: 'INVOICE_PROMISE_BROKEN' }).first();
    expect(broken?.data).toMatchObject({ id: invoice.id, promised_pay_date: '2026-11-25' });
    expect(subjects().filter((subject) => subject.startsWith('Second'))).toEqual([`Second ${invoice.number}: 1000.00`]);
    const after = (await api.get(`/api/v1/invoices/${invoice.id}/`)).body;
    expect([after.total, after.in_collection]).toEqual(['1054.27', true]);
  });

  /** A reminder three days after the invoice became overdue. */
  const REMIND_THREE_DAYS_LATE = {
    nodes: [
      node('overdue', 'trigger.invoice_overdue', { days_overdue: 3 }),
      node('first', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'Late {{invoice.number}}' }),
    ],
    connections: [link('overdue', 'first')],
  };

  // The live run counted days_overdue from when the invoice was marked overdue: an invoice sent long after its due
  // date waited its days again (the simulator said today, the live flow three days later).
  it.each([
    ['long past due, marked overdue late: at once', '2026-09-15', '2026-11-22', null],
    ['due two days ago: three days after it became overdue', '2026-11-20', '2026-11-24', '2026-11-24T00:00:00.000Z'],
  ])('starts a days_overdue trigger where the simulator says: %s', async (_, dueDate, day, resumeAt) => {
    clock.set('2026-11-22T09:00:00Z');
    const { org, api, flow } = await setup(REMIND_THREE_DAYS_LATE);
    const client = (await api.post('/api/v1/clients/', { name: `Late payer ${org.id}`, email: `late@payer${org.id}.test` })).body;
    const invoice = await sentInvoice(api, { client_id: client.id, issue_date: '2026-08-01', due_date: dueDate, unit_price: '100' });
    const simulated = (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 30 })).body.timeline;
    expect(simulated.find((entry: { type: string }) => entry.type === 'send_reminder').at.slice(0, 10)).toBe(day);

    await goOverdue(org, invoice.id);
    const run = (
      await kontor.db('flow_runs').where({ organization_id: org.id }).whereRaw(`(context -> 'invoice' ->> 'id')::bigint = ?`, [invoice.id])
    )[0];
    expect(run.resume_at?.toISOString() ?? null).toBe(resumeAt);
    expect(run.status).toBe(resumeAt ? 'waiting' : 'completed');
    // Other tests here count the runs a sweep resumes.
    if (resumeAt) expect((await api.post(`/api/automation/runs/${run.id}/cancel/`)).status).toBe(200);
  });

  it("dates each step by the organization's day, in its time zone, beside the instant in UTC", async () => {
    clock.set('2026-11-22T09:00:00Z');
    const { api, flow, invoice } = await setup(REMIND_THREE_DAYS_LATE);
    expect((await api.patch('/api/v1/organization/', { time_zone: 'Europe/Prague' })).status).toBe(200);
    const simulated = (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 30 })).body;
    expect(simulated.time_zone).toBe('Europe/Prague');
    // Midnight in Prague is 23:00 the day before in UTC: the day shown is Prague's (the console had shown the 23rd).
    expect(simulated.timeline.find((entry: { type: string }) => entry.type === 'send_reminder')).toMatchObject({
      at: '2026-11-23T23:00:00.000Z',
      day: '2026-11-24',
    });
  });

  it('counts days overdue in calendar days across a change of clocks', async () => {
    clock.set('2027-10-01T09:00:00Z');
    const graph = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue', { days_overdue: 14 }),
        node('first', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'Late {{invoice.number}}' }),
      ],
      connections: [link('overdue', 'first')],
    };
    const { api, flow, invoice: first } = await setup(graph);
    expect((await api.patch('/api/v1/organization/', { time_zone: 'Europe/Prague' })).status).toBe(200);
    const invoice = await sentInvoice(api, {
      client_id: first.client_id,
      issue_date: '2027-10-01',
      due_date: '2027-10-20',
      unit_price: '100',
    });
    const simulated = (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 60 })).body;
    // Overdue on 21 October (summer time), 14 days later is 4 November (winter time): its midnight, not 23:00 the day before.
    expect(simulated.timeline.find((entry: { type: string }) => entry.type === 'send_reminder')).toMatchObject({
      at: '2027-11-03T23:00:00.000Z',
      day: '2027-11-04',
    });

    // A wait of 14 days from that first midnight (summer time) ends at midnight 14 days on (winter time), live too.
    const waiting = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('first', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'First {{invoice.number}}' }),
        node('fortnight', 'wait', { amount: 14, unit: 'days' }),
        node('second', 'send_reminder', { level: 2, to: '{{client.email}}', subject: 'Second {{invoice.number}}' }),
      ],
      connections: [link('overdue', 'first'), link('first', 'fortnight'), link('fortnight', 'second')],
    };
    const later = (await api.post('/api/automation/flows/', { name: 'Wait', mode: 'debt_collection', graph: waiting, is_active: true }))
      .body;
    const steps = (await api.post(`/api/automation/flows/${later.id}/simulate/`, { invoice_id: invoice.id, days: 60 })).body.timeline;
    expect(steps.filter((entry: { type: string }) => entry.type === 'send_reminder').map((entry: { day: string }) => entry.day)).toEqual([
      '2027-10-21',
      '2027-11-04',
    ]);
    clock.set('2026-11-22T09:00:00Z');
  });

  // A draft invoice answered an empty timeline, with no word of why.
  it('says why a trigger does not start: a draft invoice, or a start after the days simulated', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const { api, flow } = await setup({ nodes: [node('overdue', 'trigger.invoice_overdue', { days_overdue: 20 })], connections: [] });
    const client = (await api.post('/api/v1/clients/', { name: 'Drafty' })).body;
    const draft = (
      await api.post('/api/v1/invoices/', {
        client_id: client.id,
        issue_date: '2026-11-01',
        due_date: '2026-11-15',
        items: [{ description: 'x', unit_price: '1' }],
      })
    ).body;
    const simulate = async (days: number, invoiceId = draft.id) =>
      (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoiceId, days })).body.timeline;
    expect(await simulate(30)).toEqual([
      expect.objectContaining({
        type: 'ends',
        node_id: 'overdue',
        effect: { note: 'overdue does not start: the invoice is draft, and reminders are for sent invoices' },
      }),
    ]);
    await api.patch(`/api/v1/invoices/${draft.id}/`, { status: 'sent' });
    expect((await simulate(5))[0].effect.note).toBe('overdue starts on 2026-12-06, after the days simulated');
  });

  // A 0.01 % fee on 0.01 was booked as a 0.00 item and used up level 1.
  it('adds nothing for a percent fee that comes to 0.00, live and simulated, and says so', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = {
      nodes: [node('overdue', 'trigger.invoice_overdue'), node('fee', 'add_late_fee', { kind: 'percent', amount: '0.01', level: 1 })],
      connections: [link('overdue', 'fee')],
    };
    const { org, api, flow } = await setup(graph);
    const client = (await api.post('/api/v1/clients/', { name: `Tiny ${org.id}` })).body;
    const tiny = await sentInvoice(api, {
      client_id: client.id,
      issue_date: '2026-10-01',
      due_date: '2026-11-20',
      description: 'Cent',
      unit_price: '0.01',
    });
    const simulated = (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: tiny.id, days: 10 })).body.timeline;
    const note = 'a 0.01 % fee on 0.01 comes to 0.00: nothing added';
    expect(simulated.find((entry: { type: string }) => entry.type === 'add_late_fee').effect).toMatchObject({ note });
    await goOverdue(org, tiny.id);
    const after = (await api.get(`/api/v1/invoices/${tiny.id}/`)).body;
    expect(after.items).toHaveLength(1);
    expect(after.total).toBe('0.01');
    expect(Number((await kontor.db('dunning_bookings').where({ invoice_id: tiny.id }).count({ n: '*' }))[0]!.n)).toBe(0);
  });

  it('refuses an unknown invoice, a simulation longer than 366 days and an automation flow', async () => {
    const { api, flow, invoice } = await setup({ nodes: [node('overdue', 'trigger.invoice_overdue')], connections: [] });
    const unknown = await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: 999999, days: 30 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'invoice_id' })]);
    const long = await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 367 });
    expect(long.status).toBe(422);
    expect(long.body.errors[0].field).toBe('days');
    const automation = (
      await api.post('/api/automation/flows/', {
        name: 'A',
        mode: 'automation',
        graph: { nodes: [node('new', 'trigger.invoice_created')], connections: [] },
      })
    ).body;
    expect((await api.post(`/api/automation/flows/${automation.id}/simulate/`, { invoice_id: invoice.id })).status).toBe(409);
  });
});

describe('flow versions', () => {
  it('keeps version 1 when version 2 is saved, and a run waiting on version 1 finishes on it', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = (subject: string) => ({
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('pause', 'wait', { amount: 2, unit: 'days' }),
        node('remind', 'send_reminder', { level: 1, to: '{{client.email}}', subject }),
      ],
      connections: [link('overdue', 'pause'), link('pause', 'remind')],
    });
    const { org, api, flow, invoice } = await setup(graph('Version one {{invoice.number}}'));
    await goOverdue(org, invoice.id);
    const [waiting] = (await api.get(`/api/automation/flows/${flow.id}/runs/`)).body.results;
    expect(waiting).toMatchObject({ status: 'waiting', flow_version: 1 });

    expect((await api.patch(`/api/automation/flows/${flow.id}/`, { graph: graph('Version two {{invoice.number}}') })).body.version).toBe(2);
    const versions = (await api.get(`/api/automation/flows/${flow.id}/versions/`)).body.results;
    expect(versions.map((version: { version: number; waiting_runs: number }) => [version.version, version.waiting_runs])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(versions[1].graph.nodes[2].params.subject).toBe('Version one {{invoice.number}}');

    clock.set('2026-11-24T09:00:00Z');
    expect(await sweep()).toBe(1);
    const finished = (await api.get(`/api/automation/runs/${waiting.id}/`)).body;
    expect(finished).toMatchObject({ status: 'completed', flow_version: 1 });
    expect(subjects()).toContain(`Version one ${invoice.number}`);
    expect(subjects()).not.toContain(`Version two ${invoice.number}`);
  });
});

describe('live runs', () => {
  /** A flow that reminds a day after the invoice went overdue, its run waiting that day; the reminder's subject starts with `subject`. */
  async function remindingTomorrow(subject: string) {
    clock.set('2026-11-22T09:00:00Z');
    const made = await setup({
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('pause', 'wait', { amount: 1, unit: 'days' }),
        node('remind', 'send_reminder', { level: 1, to: '{{client.email}}', subject: `${subject} {{invoice.number}}` }),
      ],
      connections: [link('overdue', 'pause'), link('pause', 'remind')],
    });
    await goOverdue(made.org, made.invoice.id);
    const [run] = (await made.api.get(`/api/automation/flows/${made.flow.id}/runs/?status=waiting`)).body.results;
    expect(run).toBeDefined();
    return { ...made, run };
  }

  it('cancels a waiting run, which then does nothing; only a waiting run', async () => {
    const { api, invoice, run } = await remindingTomorrow('Cancelled');
    const cancelled = await api.post(`/api/automation/runs/${run.id}/cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', resume_at: null });
    expect((await api.post(`/api/automation/runs/${run.id}/cancel/`)).body.code).toBe('run_not_waiting');
    clock.set('2026-11-24T09:00:00Z');
    await sweep();
    expect(subjects()).not.toContain(`Cancelled ${invoice.number}`);
    expect((await api.post('/api/automation/runs/999999/cancel/')).status).toBe(404);
  });

  it('cancels the waiting runs of a flow turned off: its fees and reminders still to come do not happen', async () => {
    const { api, flow, invoice, run } = await remindingTomorrow('Turned off');
    // A rename keeps the run; turning the flow off ends it.
    expect((await api.patch(`/api/automation/flows/${flow.id}/`, { name: 'Renamed' })).status).toBe(200);
    expect((await api.get(`/api/automation/runs/${run.id}/`)).body.status).toBe('waiting');
    expect((await api.patch(`/api/automation/flows/${flow.id}/`, { is_active: false })).status).toBe(200);
    expect((await api.get(`/api/automation/runs/${run.id}/`)).body).toMatchObject({
      status: 'cancelled',
      resume_at: null,
      error: expect.stringContaining('turned off'),
    });
    clock.set('2026-11-24T09:00:00Z');
    await sweep();
    expect(subjects()).not.toContain(`Turned off ${invoice.number}`);

    // A run the sweep already took when the flow was turned off (as here, its flow turned off behind the API's back)
    // is cancelled when its turn comes, not run.
    const late = await remindingTomorrow('Off while taken');
    await kontor.db('flows').where({ id: late.flow.id }).update({ is_active: false });
    clock.set('2026-11-24T09:00:00Z');
    await sweep();
    expect((await late.api.get(`/api/automation/runs/${late.run.id}/`)).body).toMatchObject({ status: 'cancelled' });
    expect(subjects()).not.toContain(`Off while taken ${late.invoice.number}`);
  });

  it('takes up a run its process left running, from its last wait, once it has stood still for half an hour', async () => {
    const { api, invoice, run } = await remindingTomorrow('Taken up');
    // As a sweep leaves it when its worker is killed mid-run: running, its wait's state kept.
    const lose = (minutesAgo: number) =>
      kontor
        .db('flow_runs')
        .where({ id: run.id })
        .update({ status: 'running', updated_at: kontor.db.raw(`now() - make_interval(mins => ${minutesAgo})`) });
    await lose(5);
    clock.set('2026-11-24T09:00:00Z');
    await sweep();
    expect((await api.get(`/api/automation/runs/${run.id}/`)).body.status).toBe('running');
    await lose(31);
    await sweep();
    expect((await api.get(`/api/automation/runs/${run.id}/`)).body.status).toBe('completed');
    expect(subjects()).toContain(`Taken up ${invoice.number}`);
  });

  it('runs a claimed run only if no later sweep has taken it since', async () => {
    const { run } = await remindingTomorrow('Taken once');
    const [claimed] = await claimDueRuns(kontor.db, new Date('2026-11-24T09:00:00Z'), 100).then((runs) =>
      runs.filter((one) => one.id === run.id),
    );
    expect(claimed).toBeDefined();
    // Another sweep took it for lost meanwhile: its mark moved on.
    await kontor
      .db('flow_runs')
      .where({ id: run.id })
      .update({ updated_at: kontor.db.raw(`now() + interval '1 second'`) });
    expect(await takeClaimedRun(kontor.db, claimed!)).toBe(false);
    const [again] = (await kontor.db('flow_runs').where({ id: run.id })) as Array<{ id: number; updated_at: Date }>;
    expect(await takeClaimedRun(kontor.db, again!)).toBe(true);
    await kontor.db('flow_runs').where({ id: run.id }).update({ status: 'cancelled' });
  });

  it("books nothing on another organization's invoice named in a live test run's context", async () => {
    clock.set('2026-11-22T09:00:00Z');
    const remind = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('remind', 'send_reminder', { level: 1, to: 'x@example.com', subject: 'Not yours' }),
        node('fee', 'add_late_fee', { kind: 'fixed', amount: '10' }),
      ],
      connections: [link('overdue', 'remind'), link('remind', 'fee')],
    };
    const mine = await setup(remind);
    const theirs = await setup(remind);
    for (const id of [theirs.invoice.id, 999_999_999]) {
      const run = (await mine.api.post(`/api/automation/flows/${mine.flow.id}/run/`, { live: true, context: { invoice: { id } } })).body;
      expect(run).toMatchObject({ status: 'failed', error: expect.stringContaining('not an invoice of this organization') });
      // No SQL in what the caller is told (a foreign key's name told which ids exist).
      expect(run.error).not.toMatch(/constraint|violates/);
    }
    expect(await kontor.db('dunning_bookings').where({ invoice_id: theirs.invoice.id })).toEqual([]);
    expect((await theirs.api.get(`/api/v1/invoices/${theirs.invoice.id}/`)).body).toMatchObject({
      total: '1000.00',
      dunning: { level: null },
    });
    expect(subjects()).not.toContain('Not yours');
  });

  it('retries a failed run from its failing step, once it can succeed', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const { org, api, flow, invoice } = await setup({
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('remind', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'Before interest {{invoice.number}}' }),
        node('interest', 'add_interest', { level: 1 }),
      ],
      connections: [link('overdue', 'remind'), link('remind', 'interest')],
    });
    await goOverdue(org, invoice.id);
    const [failed] = (await api.get(`/api/automation/flows/${flow.id}/runs/?status=failed`)).body.results;
    expect(failed).toMatchObject({ failed_node: 'interest', error: expect.stringContaining('reference_interest_rate') });
    expect((await api.post(`/api/automation/runs/${failed.id}/retry/`)).body).toMatchObject({ status: 'failed', failed_node: 'interest' });

    await api.patch('/api/automation/dunning/settings/', { reference_interest_rate: '3.50' });
    const retried = await api.post(`/api/automation/runs/${failed.id}/retry/`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'completed', failed_node: null, error: null });
    expect(retried.body.trace.map((entry: { node: string }) => entry.node)).toEqual([
      'overdue',
      'remind',
      'interest',
      'interest',
      'interest',
    ]);
    // 1000.00 × 11.5 % × 2 days / 365 = 0.6301… → 0.63; the reminder went once.
    expect((await api.get(`/api/v1/invoices/${invoice.id}/`)).body.total).toBe('1000.63');
    expect(subjects().filter((subject) => subject === `Before interest ${invoice.number}`)).toHaveLength(1);
    expect((await api.post(`/api/automation/runs/${failed.id}/retry/`)).body.code).toBe('run_not_failed');

    // The audit log: runs and e-mail with a real status.
    await kontor.audit.flush();
    expect((await api.get('/api/automation/logs/?kind=flow&status=success')).body.count).toBeGreaterThan(0);
    expect((await api.get('/api/automation/logs/?kind=flow&status=failure')).body.count).toBe(2);
    expect((await api.get('/api/automation/logs/?kind=email&status=failure')).body.count).toBe(0);
    expect((await api.get('/api/automation/logs/?kind=email&status=success')).body.count).toBe(1);
  });

  it('records an e-mail captured without SMTP as a success', async () => {
    const org = await kontor.createOrganization();
    await createMailer({ smtpUrl: undefined, mailFrom: 'kontor@localhost' }, kontor.audit).send({
      organizationId: org.id,
      to: 'a@b.test',
      subject: 'Kept',
      text: '',
    });
    await kontor.audit.flush();
    const entries = (await org.api.get('/api/automation/logs/?kind=email&status=success')).body.results;
    expect(entries).toEqual([expect.objectContaining({ method: 'CAPTURE', status: 202 })]);
  });
});

describe('runs whose invoice is settled, and levels after a wait', () => {
  // Runs that waited out a payment sent "Reminder 2026-0003 status paid"; "overdue by 2 days" went out for a cancelled one.
  it('ends a run whose invoice was paid or cancelled before it acts again, and a test run sends no reminder for it', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('week', 'wait', { amount: 7, unit: 'days' }),
        node('remind', 'send_reminder', { level: 1, to: 'ap@settled.test', subject: 'Settled? {{invoice.number}} {{invoice.status}}' }),
      ],
      connections: [link('overdue', 'week'), link('week', 'remind')],
    };
    const { org, api, flow, invoice } = await setup(graph);
    const cancelled = await sentInvoice(api, { client_id: invoice.client_id, issue_date: '2026-10-01', due_date: '2026-11-20' });
    const settled = await sentInvoice(api, { client_id: invoice.client_id, issue_date: '2026-10-01', due_date: '2026-11-20' });
    await goOverdue(org, invoice.id);
    for (const other of [cancelled, settled])
      await runner().startRunsForEvent(
        (
          await kontor
            .db('events')
            .where({ organization_id: org.id, type: 'INVOICE_OVERDUE' })
            .whereRaw(`(data ->> 'id')::bigint = ?`, [other.id])
            .first()
        ).id,
      );
    await api.patch(`/api/v1/invoices/${invoice.id}/`, { status: 'paid' });
    await api.patch(`/api/v1/invoices/${cancelled.id}/`, { status: 'cancelled' });
    // Owing nothing while still overdue, as a payment with a status beside it could leave an invoice before.
    await kontor.db('invoices').where({ id: settled.id }).update({ amount_paid: settled.total });
    clock.set('2026-11-30T09:00:00Z');
    await sweep();
    const runs = (await api.get(`/api/automation/flows/${flow.id}/runs/`)).body.results;
    expect(runs.map((run: { status: string }) => run.status)).toEqual(['completed', 'completed', 'completed']);
    expect(runs.map((run: { trace: Array<{ type: string; result: { invoice_status: string } }> }) => run.trace.at(-1)!.type)).toEqual([
      'closed',
      'closed',
      'closed',
    ]);
    expect(
      runs.map((run: { trace: Array<{ result: { invoice_status: string } }> }) => run.trace.at(-1)!.result.invoice_status).sort(),
    ).toEqual(['cancelled', 'paid', 'settled']);
    expect(subjects().filter((subject) => subject.startsWith('Settled?'))).toEqual([]);
    const direct = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue'),
        node('remind', 'send_reminder', { level: 1, to: 'ap@settled.test', subject: 'Settled? test' }),
      ],
      connections: [link('overdue', 'remind')],
    };
    const other = (await api.post('/api/automation/flows/', { name: 'Direct', mode: 'debt_collection', graph: direct })).body;
    const test = await api.post(`/api/automation/flows/${other.id}/run/`, { context: { invoice: { id: invoice.id } }, live: true });
    expect(test.body.status).toBe('completed');
    expect(test.body.trace.at(-1)).toMatchObject({ type: 'closed', result: { invoice_status: 'paid' } });
    expect(subjects().filter((subject) => subject.startsWith('Settled?'))).toEqual([]);
  });

  // The level of a fee without one was the last step's in the context; after a wait the steps came back from jsonb
  // shortest key first, and the level-2 fee was booked as level 1's, refused as done, while the preview charged it.
  it('books a fee without a level on the highest level the run reached, after a wait too, as the preview does', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const graph = {
      nodes: [
        node('t', 'trigger.invoice_overdue'),
        node('reminder_one', 'send_reminder', { level: 1, to: 'ap@levels.test', subject: 'One' }),
        node('fee_one', 'add_late_fee', { kind: 'fixed', amount: '10' }),
        node('w1', 'wait', { amount: 1, unit: 'days' }),
        node('r2', 'send_reminder', { level: 2, to: 'ap@levels.test', subject: 'Two' }),
        node('w2', 'wait', { amount: 1, unit: 'days' }),
        node('fee_two', 'add_late_fee', { kind: 'fixed', amount: '20' }),
      ],
      connections: [
        link('t', 'reminder_one'),
        link('reminder_one', 'fee_one'),
        link('fee_one', 'w1'),
        link('w1', 'r2'),
        link('r2', 'w2'),
        link('w2', 'fee_two'),
      ],
    };
    const { org, api, flow, invoice } = await setup(graph);
    const preview = (await api.post(`/api/automation/flows/${flow.id}/simulate/`, { invoice_id: invoice.id, days: 10 })).body.timeline;
    await goOverdue(org, invoice.id);
    const run = await runOut(api, flow.id, 5);
    expect(run.status).toBe('completed');
    const feeTwo = (entries: Array<{ node?: string; node_id?: string; result?: unknown; effect?: unknown }>) =>
      entries.find((entry) => (entry.node ?? entry.node_id) === 'fee_two');
    expect(feeTwo(run.trace)?.result).toMatchObject({ dunning_level: 2, item: { amount: '20.00' } });
    expect(feeTwo(preview)?.effect).toMatchObject({ dunning_level: 2, item: { amount: '20.00' } });
    expect((await api.get(`/api/v1/invoices/${invoice.id}/`)).body.total).toBe('1030.00');
  });
});
