import { createServer } from 'node:http';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { markOverdueInvoices } from '../invoices/overdue.js';
import { type Receiver, startReceiver } from '../../dev/test-support/receiver.js';
import { type Mail, type MailCatcher, startMailCatcher } from '../../dev/test-support/smtp.js';
import { type ApiClient, startTestKontor, TestClock, type TestKontor, type TestOrganization } from '../../dev/test-support/kontor.js';
import { flowRunner } from './runner.js';
import { until } from '../../dev/test-support/until.js';
import { unusedPort } from '../../dev/test-support/ports.js';

let mailbox: MailCatcher;
let mails: Mail[];
let smtpUrl: string;
let receiver: Receiver;
let kontor: TestKontor;
let org: TestOrganization;
const clock = new TestClock();

const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const link = (from: string, to: string, output = 'main') => ({ from, to, output });

/** The sweep the worker's cron runs every minute, built as the worker builds it, on the test clock. */
const runnerFor = (k: TestKontor) => flowRunner(k.deps);
const sweep = (k: TestKontor) => runnerFor(k).resumeDueRuns();

beforeAll(async () => {
  mailbox = await startMailCatcher();
  ({ mails, url: smtpUrl } = mailbox);
  receiver = await startReceiver();
  clock.set('2026-11-22T09:00:00Z');
  kontor = await startTestKontor({ worker: true, smtpUrl, clock });
  org = await kontor.createOrganization();
});
afterAll(async () => {
  await kontor.close();
  await receiver.close();
  await mailbox.close();
});

describe('an automation flow', () => {
  it('e-mails on a new invoice, waits 3 days through a restart, then posts to the platform when unpaid', async () => {
    const graph = {
      nodes: [
        node('new', 'trigger.invoice_created'),
        node('mail', 'send_email', {
          to: '{{client.email}}',
          subject: 'Invoice {{invoice.number}}',
          body: 'Dear {{client.name}}, {{invoice.total}} {{invoice.currency}} is due on {{invoice.due_date}}.',
        }),
        node('wait', 'wait', { amount: 3, unit: 'days' }),
        node('unpaid', 'condition', { value: '{{invoice.status}}', operator: 'not_equals', compare_to: 'paid' }),
        node('push', 'send_to_platform', { url: receiver.url, payload: { number: '{{invoice.number}}', status: '{{invoice.status}}' } }),
      ],
      connections: [link('new', 'mail'), link('mail', 'wait'), link('wait', 'unpaid'), link('unpaid', 'push', 'true')],
    };
    const created = await org.api.post('/api/automation/flows/', { name: 'Invoice follow-up', mode: 'automation', graph, is_active: true });
    expect(created.status).toBe(201);
    const flow = created.body;
    const client = (await org.api.post('/api/v1/clients/', { name: 'Follow-up Client', email: 'ap@follow-up.test' })).body;
    const invoice = (
      await org.api.post('/api/v1/invoices/', { client_id: client.id, status: 'sent', items: [{ description: 'Work', unit_price: '250' }] })
    ).body;

    const waiting = await until(
      () => org.api.get(`/api/automation/flows/${flow.id}/runs/`),
      (res) => res.body.results[0]?.status === 'waiting',
      'the run to wait',
    );
    const run = waiting.body.results[0];
    expect(run.resume_at).toBe('2026-11-25T09:00:00.000Z');
    expect(run.trace.map((entry: { node: string }) => entry.node)).toEqual(['new', 'mail', 'wait']);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['ap@follow-up.test']);
    expect(mails[0]!.text).toContain(`Subject: Invoice ${invoice.number}`);
    expect(mails[0]!.text).toContain('250.00 EUR');

    // The backend goes down; three days pass; a new process picks the run up.
    await kontor.stop();
    clock.set('2026-11-25T09:00:30Z');
    kontor = await startTestKontor({ databaseUrl: kontor.databaseUrl, smtpUrl, clock });
    expect(await sweep(kontor)).toBe(1);
    await receiver.waitFor((got) => got.length === 1);
    const [post] = receiver.received;
    // Signed at the app's (test) time: verify as of then.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock.now());
    try {
      const verified = new StandardWebhook(flow.signing_secret).verify(post!.body, post!.headers as Record<string, string>);
      expect(verified).toEqual({ number: invoice.number, status: 'sent' });
    } finally {
      vi.useRealTimers();
    }

    const finished = (await kontor.client(org.api.authorization).get(`/api/automation/runs/${run.id}/`)).body;
    expect(finished.status).toBe('completed');
    expect(finished.trace.map((entry: { node: string; output: string }) => [entry.node, entry.output])).toEqual([
      ['new', 'main'],
      ['mail', 'main'],
      ['wait', 'main'],
      ['unpaid', 'true'],
      ['push', 'main'],
    ]);
    expect(await sweep(kontor)).toBe(0);
    // Off again, so the tests below see only their own flows.
    expect(
      (await kontor.client(org.api.authorization).patch(`/api/automation/flows/${flow.id}/`, { is_active: false })).body.is_active,
    ).toBe(false);
  }, 60_000);
});

describe('a debt-collection flow', () => {
  it('reminds on overdue, waits 7 days, and when still unpaid adds a 5% fee and escalates', async () => {
    const api = kontor.client(org.api.authorization);
    const employee = (await api.post('/api/v1/employees/', { name: 'Collections Clerk' })).body;
    const graph = {
      nodes: [
        node('overdue', 'trigger.invoice_overdue', { days_overdue: 0 }),
        node('remind', 'send_reminder', {
          level: 1,
          to: '{{client.email}}',
          subject: 'Reminder: {{invoice.number}} is overdue',
          body: 'Balance {{invoice.balance}} {{invoice.currency}}',
        }),
        node('wait', 'wait', { amount: 7, unit: 'days' }),
        node('unpaid', 'condition', { value: '{{invoice.balance}}', operator: 'greater', compare_to: '0' }),
        node('fee', 'add_late_fee', { kind: 'percent', amount: '5' }),
        node('escalate', 'create_task', {
          title: 'Call {{client.name}} about {{invoice.number}}',
          assignee_id: employee.id,
          priority: 'high',
        }),
      ],
      connections: [
        link('overdue', 'remind'),
        link('remind', 'wait'),
        link('wait', 'unpaid'),
        link('unpaid', 'fee', 'true'),
        link('fee', 'escalate'),
      ],
    };
    const flow = (await api.post('/api/automation/flows/', { name: 'Dunning', mode: 'debt_collection', graph, is_active: true })).body;
    expect(flow.id).toBeDefined();
    const client = (await api.post('/api/v1/clients/', { name: 'Late Payer', email: 'ap@late.test' })).body;
    const invoice = (
      await api.post('/api/v1/invoices/', {
        client_id: client.id,
        issue_date: '2026-10-01',
        due_date: '2026-10-31',
        status: 'sent',
        items: [{ description: 'Work', unit_price: '1000' }],
      })
    ).body;

    // Without a worker here, dispatch the overdue events as the worker would.
    expect(await markOverdueInvoices(kontor.db, clock)).toBeGreaterThanOrEqual(1);
    const worker = await startTestKontor({ databaseUrl: kontor.databaseUrl, smtpUrl, clock, worker: true });
    try {
      await until(
        () => api.get(`/api/automation/flows/${flow.id}/runs/`),
        (res) => res.body.results[0]?.status === 'waiting',
        'the dunning run to wait',
      );
    } finally {
      await worker.stop();
    }
    const reminder = mails.find((mail) => mail.text.includes(`Subject: Reminder: ${invoice.number} is overdue`));
    expect(reminder?.to).toEqual(['ap@late.test']);
    expect(reminder?.text).toContain('Balance 1000.00 EUR');

    clock.set('2026-12-03T10:00:00Z');
    expect(await sweep(kontor)).toBe(1);
    const after = (await api.get(`/api/v1/invoices/${invoice.id}/`)).body;
    expect(after.items.map((item: { description: string; total: string }) => [item.description, item.total])).toEqual([
      ['Work', '1000.00'],
      ['Late fee 5 %', '50.00'],
    ]);
    expect(after.total).toBe('1050.00');
    const tasks = (await api.get(`/api/v1/tasks/?assignee=${employee.id}`)).body.results;
    expect(tasks).toEqual([
      expect.objectContaining({ title: `Call Late Payer about ${invoice.number}`, priority: 'high', client_id: client.id }),
    ]);
  }, 60_000);
});

describe('posts to a platform', () => {
  it('give each post its own webhook-id, however many go out in one millisecond', async () => {
    const api = kontor.client(org.api.authorization);
    const pushes = ['a', 'b', 'c', 'd', 'e', 'f'];
    const graph = {
      nodes: [
        node('new', 'trigger.client_created'),
        ...pushes.map((id) => node(id, 'send_to_platform', { url: receiver.url, payload: { which: id } })),
      ],
      connections: pushes.map((id, index) => link(index === 0 ? 'new' : pushes[index - 1]!, id)),
    };
    const flow = (await api.post('/api/automation/flows/', { name: 'Many posts', mode: 'automation', graph })).body;
    const before = receiver.received.length;
    // The test clock stands still: every post is made in the same millisecond.
    expect((await api.post(`/api/automation/flows/${flow.id}/run/`, { context: {}, live: true })).body.status).toBe('completed');
    const ids = receiver.received.slice(before).map((post) => post.headers['webhook-id']);
    expect(ids).toHaveLength(pushes.length);
    expect(new Set(ids).size).toBe(pushes.length);
  });
});

describe('due-soon triggers', () => {
  it('start once per invoice, the given number of days before it is due', async () => {
    const api = kontor.client(org.api.authorization);
    const graph = {
      nodes: [
        node('soon', 'trigger.invoice_due_soon', { days_before: 3 }),
        node('remind', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'Due soon: {{invoice.number}}' }),
      ],
      connections: [link('soon', 'remind')],
    };
    const flow = (await api.post('/api/automation/flows/', { name: 'Heads-up', mode: 'debt_collection', graph, is_active: true })).body;
    const client = (await api.post('/api/v1/clients/', { name: 'Soon Payer', email: 'ap@soon.test' })).body;
    const today = clock.now().toISOString().slice(0, 10);
    const due = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const invoice = (
      await api.post('/api/v1/invoices/', {
        client_id: client.id,
        issue_date: today,
        due_date: due,
        status: 'sent',
        items: [{ description: 'x', unit_price: '10' }],
      })
    ).body;
    await api.post('/api/v1/invoices/', {
      client_id: client.id,
      issue_date: today,
      due_date: today,
      status: 'sent',
      items: [{ description: 'not due soon', unit_price: '10' }],
    });
    // (Earlier tests left another sent invoice due that day; it gets its run too.)
    expect(await runnerFor(kontor).startDueSoonRuns()).toBeGreaterThanOrEqual(1);
    expect(await runnerFor(kontor).startDueSoonRuns()).toBe(0);
    const runs = (await api.get(`/api/automation/flows/${flow.id}/runs/`)).body.results;
    const mine = runs.filter((run: { context: { invoice: { id: number } } }) => run.context.invoice.id === invoice.id);
    expect(mine).toEqual([expect.objectContaining({ status: 'completed' })]);
    expect(runs.every((run: { context: { invoice: { due_date: string } } }) => run.context.invoice.due_date === due)).toBe(true);
    expect(mails.some((mail) => mail.text.includes(`Subject: Due soon: ${invoice.number}`))).toBe(true);
    await api.patch(`/api/automation/flows/${flow.id}/`, { is_active: false });
  });

  it("start for every organization whatever another's test runs held, and a test run does not count as the run", async () => {
    const graph = {
      nodes: [
        node('soon', 'trigger.invoice_due_soon', { days_before: 3 }),
        node('remind', 'send_reminder', { level: 1, to: '{{client.email}}', subject: 'Soon again: {{invoice.number}}' }),
      ],
      connections: [link('soon', 'remind')],
    };
    const due = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const made: Array<{ api: ReturnType<TestKontor['client']>; flow: number; invoice: number }> = [];
    for (const name of ['Careless', 'Careful']) {
      const other = await kontor.createOrganization(name);
      const flow = (await other.api.post('/api/automation/flows/', { name, mode: 'debt_collection', graph, is_active: true })).body.id;
      const client = (await other.api.post('/api/v1/clients/', { name: `${name} payer`, email: `ap@${name.toLowerCase()}.test` })).body;
      const invoice = (
        await other.api.post('/api/v1/invoices/', {
          client_id: client.id,
          issue_date: clock.now().toISOString().slice(0, 10),
          due_date: due,
          status: 'sent',
          items: [{ description: 'x', unit_price: '10' }],
        })
      ).body.id;
      made.push({ api: other.api, flow, invoice });
    }
    const [careless, careful] = made as [(typeof made)[0], (typeof made)[0]];
    // A test run's context is the caller's: an id no cast can read, and a simulated run for the real invoice.
    expect((await careless.api.post(`/api/automation/flows/${careless.flow}/run/`, { context: { invoice: { id: 'abc' } } })).status).toBe(
      200,
    );
    expect(
      (await careful.api.post(`/api/automation/flows/${careful.flow}/run/`, { context: { invoice: { id: careful.invoice } } })).status,
    ).toBe(200);
    await runnerFor(kontor).startDueSoonRuns();
    for (const { api, flow, invoice } of made) {
      const live = (await api.get(`/api/automation/flows/${flow}/runs/`)).body.results.filter(
        (run: { test: boolean; context: { invoice: { id: unknown } } }) => !run.test && run.context.invoice.id === invoice,
      );
      expect(live).toEqual([expect.objectContaining({ status: 'completed' })]);
      await api.patch(`/api/automation/flows/${flow}/`, { is_active: false });
    }
  });
});

describe('flows API', () => {
  it('refuses an invalid graph with 422 naming the nodes', async () => {
    const api = kontor.client(org.api.authorization);
    const res = await api.post('/api/automation/flows/', {
      name: 'Broken',
      mode: 'automation',
      graph: {
        nodes: [node('a', 'send_email', { to: '{{client.email' }), node('fee', 'add_late_fee', { kind: 'fixed', amount: '10' })],
        connections: [link('a', 'fee')],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_graph');
    const byNode = res.body.errors.map((error: { node: string | null; code: string }) => [error.node, error.code]);
    expect(byNode).toEqual(
      expect.arrayContaining([
        [null, 'no_trigger'],
        ['a', 'invalid_template'],
        ['a', 'invalid_params'],
        ['fee', 'unknown_block'],
      ]),
    );
    expect(res.body.errors.find((error: { node: string }) => error.node === 'a').field).toMatch(/^graph\.nodes\[a\]\.params\./);
    // The summary does not put the graph's own rule (no trigger) at a node.
    expect(res.body.detail).toMatch(/at "a", "fee", and 1 in the graph as a whole\.$/);
  });

  it('lists the blocks of each mode', async () => {
    const api = kontor.client(org.api.authorization);
    const automation = (await api.get('/api/automation/blocks/?mode=automation')).body.results.map((block: { type: string }) => block.type);
    const debt = (await api.get('/api/automation/blocks/?mode=debt_collection')).body.results.map((block: { type: string }) => block.type);
    expect(automation).toContain('send_email');
    expect(debt).toContain('add_late_fee');
    expect(automation).not.toContain('add_late_fee');
    expect((await api.get('/api/automation/blocks/?mode=chaos')).status).toBe(400);
  });

  it("gives each trigger block the schema of its run's context, for editors' template hints", async () => {
    const api = kontor.client(org.api.authorization);
    const blocks = (await api.get('/api/automation/blocks/?mode=automation')).body.results;
    const newInvoice = blocks.find((block: { type: string }) => block.type === 'trigger.invoice_created');
    expect(Object.keys(newInvoice.context_schema.properties)).toEqual(['event', 'invoice', 'client']);
    expect(newInvoice.context_schema.properties.invoice.properties).toHaveProperty('number');
    expect(newInvoice.context_schema.properties.client.properties).toHaveProperty('email');
    const newClient = blocks.find((block: { type: string }) => block.type === 'trigger.client_created');
    expect(Object.keys(newClient.context_schema.properties)).toEqual(['event', 'client']);
    const failed = blocks.find((block: { type: string }) => block.type === 'trigger.flow_run_failed');
    expect(Object.keys(failed.context_schema.properties)).toEqual(['event', 'flow', 'run']);
    expect(blocks.find((block: { type: string }) => block.type === 'send_email')).not.toHaveProperty('context_schema');
    const dueSoon = (await api.get('/api/automation/blocks/?mode=debt_collection')).body.results.find(
      (block: { type: string }) => block.type === 'trigger.invoice_due_soon',
    );
    expect(dueSoon.context_schema.properties.invoice.properties).toHaveProperty('due_date');
  });

  it('test-runs a flow on a given context with the whole trace and nothing sent', async () => {
    const api = kontor.client(org.api.authorization);
    const sent = mails.length;
    const graph = {
      nodes: [
        node('new', 'trigger.invoice_created'),
        node('mail', 'send_email', { to: '{{client.email}}', subject: 'Invoice {{invoice.number}}' }),
        node('wait', 'wait', { amount: 3, unit: 'days' }),
        node('vars', 'set_variable', { name: 'note', value: 'after {{invoice.number}}' }),
      ],
      connections: [link('new', 'mail'), link('mail', 'wait'), link('wait', 'vars')],
    };
    const flow = (await api.post('/api/automation/flows/', { name: 'Try me', mode: 'automation', graph })).body;
    const res = await api.post(`/api/automation/flows/${flow.id}/run/`, {
      context: { invoice: { number: 'T-1' }, client: { email: 'test@example.com' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'completed', test: true });
    expect(res.body.trace.map((entry: { node: string }) => entry.node)).toEqual(['new', 'mail', 'wait', 'vars']);
    expect(res.body.trace[1]).toMatchObject({ params: { to: 'test@example.com', subject: 'Invoice T-1' }, result: { simulated: true } });
    expect(mails.length).toBe(sent);
  });

  it('refuses a change made on a version another save has replaced, when the change says its version', async () => {
    const api = kontor.client(org.api.authorization);
    const graph = (days: number) => ({
      nodes: [node('new', 'trigger.invoice_created'), node('wait', 'wait', { amount: days, unit: 'days' })],
      connections: [link('new', 'wait')],
    });
    const flow = (await api.post('/api/automation/flows/', { name: 'Two editors', mode: 'automation', graph: graph(7) })).body;
    // Editor A saves 14 days on version 1; editor B, also on version 1, saves a rename with its old graph.
    expect((await api.patch(`/api/automation/flows/${flow.id}/`, { graph: graph(14), version: 1 })).body.version).toBe(2);
    const stale = await api.patch(`/api/automation/flows/${flow.id}/`, { name: 'Renamed', graph: graph(7), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('version_conflict');
    const now = (await api.get(`/api/automation/flows/${flow.id}/`)).body;
    expect(now).toMatchObject({ name: 'Two editors', version: 2 });
    expect(now.graph.nodes[1].params.amount).toBe(14);
    // Without a version, as before: the last save wins.
    expect((await api.patch(`/api/automation/flows/${flow.id}/`, { name: 'Renamed' })).status).toBe(200);
  });

  it('fails a create_task whose title rendered empty, as the API would refuse it, and creates no task', async () => {
    const api = kontor.client(org.api.authorization);
    const graph = {
      nodes: [node('new', 'trigger.client_created'), node('make', 'create_task', { title: '{{client.nickname}}' })],
      connections: [link('new', 'make')],
    };
    const flow = (await api.post('/api/automation/flows/', { name: 'Empty title', mode: 'automation', graph })).body;
    const tasks = async () => Number((await kontor.db('tasks').where({ organization_id: org.id }).count({ n: '*' }).first())!.n);
    const before = await tasks();
    const res = await api.post(`/api/automation/flows/${flow.id}/run/`, { context: { client: { name: 'x' } }, live: true });
    expect(res.body.status).toBe('failed');
    expect(res.body.trace.at(-1)).toMatchObject({ node: 'make', error: expect.stringContaining('title') });
    expect(await tasks()).toBe(before);
  });

  it('fails a run whose action fails, with FLOW_RUN_FAILED and the error in the trace', async () => {
    const api = kontor.client(org.api.authorization);
    const closed = await startReceiver();
    const url = closed.url;
    await closed.close();
    const graph = {
      nodes: [node('new', 'trigger.client_created'), node('push', 'send_to_platform', { url })],
      connections: [link('new', 'push')],
    };
    const flow = (await api.post('/api/automation/flows/', { name: 'Breaks', mode: 'automation', graph, is_active: true })).body;
    const worker = await startTestKontor({ databaseUrl: kontor.databaseUrl, smtpUrl, clock, worker: true });
    try {
      await api.post('/api/v1/clients/', { name: 'Triggers a failure' });
      const runs = await until(
        () => api.get(`/api/automation/flows/${flow.id}/runs/`),
        (res) => res.body.results[0]?.status === 'failed',
        'the run to fail',
      );
      expect(runs.body.results[0].error).toContain('push (send_to_platform)');
      expect(runs.body.results[0].trace.at(-1)).toMatchObject({ node: 'push', error: expect.any(String) });
    } finally {
      await worker.stop();
    }
    const failed = await kontor.db('events').where({ organization_id: org.id, type: 'FLOW_RUN_FAILED' }).first();
    expect(failed.data).toMatchObject({ flow: { id: flow.id, name: 'Breaks' }, run: { status: 'failed' } });
    await kontor.audit.flush();
    const flowLog = await api.get('/api/automation/logs/?kind=flow&status=failure');
    expect(flowLog.body.count).toBeGreaterThan(0);
  }, 30_000);
});

/** A platform that comes up on a port nothing listened on when the run failed there: it takes posts and answers 200. */
async function platformOn(port: number) {
  const posts: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      posts.push(body);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    posts,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('retrying a failed run', () => {
  /**
   * t → pre (an e-mail), t → A (a post to a platform that is down) → A2 (an e-mail), t → B (an e-mail): the run fails at
   * A before B has run. Answers the failed run, the flow, and the e-mails each address got.
   */
  async function failedAtA(name: string, port: number) {
    const api = kontor.client(org.api.authorization);
    const to = (who: string) => `${who}@${name}.test`;
    const mail = (id: string) => node(id, 'send_email', { to: to(id), subject: `${id} {{invoice.number}}`, body: 'x' });
    const graph = {
      nodes: [
        node('t', 'trigger.invoice_created'),
        mail('pre'),
        node('A', 'send_to_platform', { url: `http://127.0.0.1:${port}/hook`, payload: { number: '{{invoice.number}}' } }),
        mail('A2'),
        mail('B'),
      ],
      connections: [link('t', 'pre'), link('t', 'A'), link('A', 'A2'), link('t', 'B')],
    };
    const flow = (await api.post('/api/automation/flows/', { name, mode: 'automation', graph, is_active: true })).body;
    const client = (await api.post('/api/v1/clients/', { name: `${name} client`, email: to('client') })).body;
    const worker = await startTestKontor({ databaseUrl: kontor.databaseUrl, smtpUrl, clock, worker: true });
    let run: any;
    let invoice: any;
    try {
      invoice = (
        await api.post('/api/v1/invoices/', { client_id: client.id, status: 'sent', items: [{ description: 'Work', unit_price: '10' }] })
      ).body;
      // The worker also delivers events earlier tests left (other invoices): this invoice's run is the one retried.
      const ours = (res: { body: { results: Array<{ status: string; context: { invoice?: { id?: number } } }> } }) =>
        res.body.results.find((one) => one.context.invoice?.id === invoice.id && one.status === 'failed');
      run = ours(
        await until(
          () => api.get(`/api/automation/flows/${flow.id}/runs/`),
          (res) => ours(res) !== undefined,
          'the run to fail at A',
        ),
      );
    } finally {
      await worker.stop();
    }
    // Inactive again, so that later invoices start no run of it.
    await api.patch(`/api/automation/flows/${flow.id}/`, { is_active: false });
    expect(run).toMatchObject({ failed_node: 'A', error: expect.stringContaining('A (send_to_platform)') });
    expect(run.trace.map((entry: { node: string }) => entry.node)).toEqual(['t', 'pre', 'A']);
    const mailsTo = (id: string) =>
      mails.filter((one) => one.to.includes(to(id)) && one.text.includes(`Subject: ${id} ${invoice.number}`)).length;
    return { api, run, mailsTo };
  }

  async function retriedOnce(api: ApiClient, runId: number, port: number, mailsTo: (id: string) => number) {
    const platform = await platformOn(port);
    try {
      const retried = await api.post(`/api/automation/runs/${runId}/retry/`);
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ status: 'completed', error: null, failed_node: null });
      // The failed step first, then its branch, then the branch still pending when it failed; nothing before again.
      expect(retried.body.trace.map((entry: { node: string }) => entry.node)).toEqual(['t', 'pre', 'A', 'A', 'A2', 'B']);
      await until(
        async () => ['A2', 'B'].map(mailsTo),
        (counts) => counts.every((count) => count >= 1),
        'the e-mails of A2 and B',
      );
      expect(platform.posts).toHaveLength(1);
      expect({ pre: mailsTo('pre'), A2: mailsTo('A2'), B: mailsTo('B') }).toEqual({ pre: 1, A2: 1, B: 1 });
      expect((await api.post(`/api/automation/runs/${runId}/retry/`)).body.code).toBe('run_not_failed');
    } finally {
      await platform.close();
    }
  }

  it('runs the failed step, then the branches still pending at the failure, each once, and nothing that ran before', async () => {
    const port = await unusedPort();
    const { api, run, mailsTo } = await failedAtA('branches', port);
    expect({ pre: mailsTo('pre'), A2: mailsTo('A2'), B: mailsTo('B') }).toEqual({ pre: 1, A2: 0, B: 0 });
    // The failed run keeps what was still to run: A again, then B.
    expect((await kontor.db('flow_runs').where({ id: run.id }).first()).state).toMatchObject({ pending: ['A', 'B'] });
    await retriedOnce(api, run.id, port, mailsTo);
  }, 60_000);

  it('continues a run that failed before runs kept what was pending, from its trace', async () => {
    const port = await unusedPort();
    const { api, run, mailsTo } = await failedAtA('older', port);
    // As a run failed before this change was stored: no state.
    await kontor.db('flow_runs').where({ id: run.id }).update({ state: null });
    await retriedOnce(api, run.id, port, mailsTo);
  }, 60_000);
});
