import { describe, expect, it } from 'vitest';
import { blocksOf, compileFlow, compileTemplate, instantOfWallClock, InvalidFlowError, runFlow, validateGraph } from './index.js';
import { waitUntil } from './execute/logic.js';
import type { ActionRequest, Graph } from './types.js';

const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const link = (from: string, to: string, output = 'main') => ({ from, to, output });

/** new invoice → e-mail → wait 3 days → still unpaid? → true: send to platform / false: set variable */
const reminderFlow: Graph = {
  nodes: [
    node('start', 'trigger.invoice_created'),
    node('mail', 'send_email', {
      to: '{{client.email}}',
      subject: 'Invoice {{invoice.number}}',
      body: 'Total {{invoice.total}} {{invoice.currency}}',
    }),
    node('pause', 'wait', { amount: 3, unit: 'days' }),
    node('unpaid', 'condition', { value: '{{invoice.status}}', operator: 'not_equals', compare_to: 'paid' }),
    node('push', 'send_to_platform', { url: 'https://n8n.example.com/hook', payload: { number: '{{invoice.number}}' } }),
    node('done', 'set_variable', { name: 'outcome', value: 'paid in time' }),
  ],
  connections: [
    link('start', 'mail'),
    link('mail', 'pause'),
    link('pause', 'unpaid'),
    link('unpaid', 'push', 'true'),
    link('unpaid', 'done', 'false'),
  ],
};

const context = {
  invoice: { number: '2026-0007', total: '1500.00', currency: 'EUR', status: 'sent' },
  client: { email: 'ap@client.test', name: 'Client' },
};

function recorder(fail?: string) {
  const calls: ActionRequest[] = [];
  return {
    calls,
    port: {
      async run(request: ActionRequest) {
        calls.push(request);
        if (request.type === fail) throw new Error('SMTP said no');
        return { ok: true, type: request.type };
      },
    },
  };
}

const codes = (graph: unknown, mode: 'automation' | 'debt_collection' = 'automation') =>
  validateGraph(graph, mode).map((error) => [error.node, error.code]);

describe('validation', () => {
  it('accepts a good graph', () => {
    expect(validateGraph(reminderFlow, 'automation')).toEqual([]);
  });

  it('says a trigger belongs to the other editor when that is why the graph has none of its own', () => {
    const graph = {
      nodes: [node('t', 'trigger.invoice_created'), node('m', 'send_email', { to: 'x', subject: 'y' })],
      connections: [link('t', 'm')],
    };
    const noTrigger = validateGraph(graph, 'debt_collection').find((error) => error.code === 'no_trigger');
    expect(noTrigger?.message).toBe(
      'A flow starts with a trigger of its own editor; "trigger.invoice_created" (t) belongs to the automation editor.',
    );
  });

  it('needs a trigger', () => {
    expect(codes({ nodes: [node('a', 'send_email', { to: 'x', subject: 'y' })], connections: [] })).toContainEqual([null, 'no_trigger']);
  });

  it('needs every node reached from a trigger, and only triggers without input', () => {
    const graph = {
      nodes: [
        node('t', 'trigger.invoice_paid'),
        node('a', 'wait', { amount: 1, unit: 'days' }),
        node('b', 'wait', { amount: 1, unit: 'days' }),
        node('c', 'wait', { amount: 1, unit: 'days' }),
      ],
      connections: [link('t', 'a'), link('b', 'c'), link('c', 'b')],
    };
    const found = codes(graph);
    expect(found).toContainEqual(['b', 'unreachable']);
    expect(found).toContainEqual(['c', 'unreachable']);
    expect(
      codes({ nodes: [node('t', 'trigger.invoice_paid'), node('lonely', 'wait', { amount: 1, unit: 'days' })], connections: [] }),
    ).toContainEqual(['lonely', 'no_input']);
  });

  it('refuses a connection into a trigger', () => {
    const graph = {
      nodes: [node('t', 'trigger.invoice_paid'), node('u', 'trigger.client_created'), node('a', 'wait', { amount: 1, unit: 'days' })],
      connections: [link('t', 'a'), link('a', 'u')],
    };
    expect(codes(graph)).toContainEqual(['u', 'trigger_has_input']);
  });

  it('refuses cycles', () => {
    const graph = {
      nodes: [
        node('t', 'trigger.invoice_paid'),
        node('a', 'wait', { amount: 1, unit: 'days' }),
        node('b', 'wait', { amount: 1, unit: 'days' }),
      ],
      connections: [link('t', 'a'), link('a', 'b'), link('b', 'a')],
    };
    const found = codes(graph);
    expect(found).toContainEqual(['a', 'cycle']);
    expect(found).toContainEqual(['b', 'cycle']);
  });

  it('refuses a block of the other mode, naming the editor it belongs to', () => {
    const errors = validateGraph(
      {
        nodes: [node('t', 'trigger.invoice_overdue', { days_overdue: 7 }), node('fee', 'add_late_fee', { kind: 'percent', amount: '5' })],
        connections: [link('t', 'fee')],
      },
      'automation',
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ node: 'fee', code: 'unknown_block', message: expect.stringContaining('debt collection') }),
    );
    expect(
      codes(
        {
          nodes: [node('t', 'trigger.invoice_due_soon', { days_before: 3 }), node('m', 'send_email', { to: 'a', subject: 'b' })],
          connections: [link('t', 'm')],
        },
        'debt_collection',
      ),
    ).toContainEqual(['m', 'unknown_block']);
  });

  it('checks params against the block schema, naming node and field', () => {
    const errors = validateGraph(
      {
        nodes: [
          node('t', 'trigger.invoice_paid'),
          node('w', 'wait', { amount: -1, unit: 'weeks' }),
          node('m', 'send_email', { subject: 'x', colour: 'red' }),
        ],
        connections: [link('t', 'w'), link('w', 'm')],
      },
      'automation',
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ node: 'w', code: 'invalid_params', field: 'params.amount' }),
        expect.objectContaining({ node: 'w', code: 'invalid_params', field: 'params.unit' }),
        expect.objectContaining({ node: 'm', code: 'invalid_params', field: 'params.to' }),
        expect.objectContaining({ node: 'm', code: 'invalid_params', field: 'params.colour' }),
      ]),
    );
  });

  it('requires every template to compile', () => {
    const errors = validateGraph(
      {
        nodes: [node('t', 'trigger.invoice_paid'), node('m', 'send_email', { to: '{{client.email', subject: '{{#if invoice}}open' })],
        connections: [link('t', 'm')],
      },
      'automation',
    );
    expect(errors.filter((error) => error.code === 'invalid_template').map((error) => error.field)).toEqual([
      'params.to',
      'params.subject',
    ]);
    expect(
      codes({
        nodes: [node('t', 'trigger.invoice_paid'), node('m', 'send_email', { to: '{{lookup client "email"}}', subject: 'x' })],
        connections: [link('t', 'm')],
      }),
    ).toContainEqual(['m', 'invalid_template']);
  });

  it('refuses unknown outputs and dangling connections', () => {
    const found = codes({
      nodes: [node('t', 'trigger.invoice_paid'), node('w', 'wait', { amount: 1, unit: 'days' })],
      connections: [link('t', 'w', 'true'), link('w', 'ghost')],
    });
    expect(found).toContainEqual(['t', 'unknown_output']);
    expect(found).toContainEqual([null, 'unknown_node']);
  });

  it('answers shape errors for what is not a graph at all', () => {
    expect(codes({ nodes: 'x' })[0]).toEqual([null, 'invalid_graph']);
  });
});

describe('the block catalogue', () => {
  it('has a trigger per event, the actions and logic of each mode, each with a params schema', () => {
    const automation = blocksOf('automation').map((block) => block.type);
    expect(automation).toEqual(
      expect.arrayContaining([
        'trigger.invoice_created',
        'trigger.invoice_paid',
        'trigger.task_completed',
        'trigger.client_created',
        'trigger.time_entry_created',
        'send_email',
        'send_to_platform',
        'create_task',
        'update_invoice_status',
        'wait',
        'condition',
        'set_variable',
      ]),
    );
    const debt = blocksOf('debt_collection').map((block) => block.type);
    expect(debt).toEqual(
      expect.arrayContaining([
        'trigger.invoice_overdue',
        'trigger.invoice_due_soon',
        'send_reminder',
        'add_late_fee',
        'create_task',
        'mark_for_collection',
        'send_to_platform',
        'wait',
        'condition',
      ]),
    );
    for (const block of [...blocksOf('automation'), ...blocksOf('debt_collection')]) expect(block.params).toMatchObject({ type: 'object' });
  });
});

describe('templates', () => {
  it('render over the context and report what is missing', () => {
    const template = compileTemplate('Dear {{client.name}}, invoice {{invoice.number}} ({{invoice.nope}})');
    expect(template.render(context)).toEqual({ text: 'Dear Client, invoice 2026-0007 ()', missing: ['invoice.nope'], failed: [] });
  });

  it.each([
    '{{constructor.constructor}}',
    '{{#with __proto__}}{{constructor}}{{/with}}',
    '{{#with constructor}}{{name}}{{/with}}',
    '{{__proto__.polluted}}',
    '{{invoice.constructor.name}}',
    '{{#each __proto__}}{{@key}}{{/each}}',
  ])('cannot reach prototypes: %s', (source) => {
    const { text } = compileTemplate(source).render(context);
    expect(text).not.toMatch(/function|Object|native code/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not escape as HTML: e-mail text stays as written', () => {
    expect(compileTemplate('{{client.name}}').render({ client: { name: 'Smith & Sons <ap@x>' } }).text).toBe('Smith & Sons <ap@x>');
  });

  it('renders a record as its values and anything deeper as JSON, never "[object Object]"', () => {
    const client = { address: { street: 'Main St 1', city: 'Praha', zip: '', country: null }, tags: ['a', 'b'], items: [{ q: 1 }] };
    const render = (source: string) => compileTemplate(source).render({ client }).text;
    expect(render('{{client.address}}')).toBe('Main St 1, Praha');
    expect(render('{{client.tags}}')).toBe('a, b');
    expect(render('{{client.items}}')).toBe('[{"q":1}]');
  });
});

describe('how many templates a flow holds', () => {
  it('is at most 1000, refused naming the node that goes past it, before compiling the rest', () => {
    const payload = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, `{{invoice.n}}${index}`]));
    const graph = (count: number) => ({
      nodes: [
        node('t', 'trigger.invoice_created'),
        node('push', 'send_to_platform', { url: 'https://example.com/hook', payload: payload(count) }),
      ],
      connections: [link('t', 'push')],
    });
    expect(validateGraph(graph(1000), 'automation')).toEqual([]);
    expect(codes(graph(50_000))).toEqual([['push', 'too_many_templates']]);
  });
});

describe('an assignee', () => {
  const withAssignee = (assignee_id: unknown) => ({
    nodes: [node('t', 'trigger.invoice_created'), node('task', 'create_task', { title: 'Call', assignee_id })],
    connections: [link('t', 'task')],
  });

  it('is an id, as a number or digits, or empty; a name is refused when the flow is saved', () => {
    for (const good of [7, '7', '', '{{vars.owner}}']) expect(validateGraph(withAssignee(good), 'automation')).toEqual([]);
    expect(codes(withAssignee('Jan Novák'))).toEqual([['task', 'invalid_params']]);
    // Said as the field's description says it, not as its pattern.
    expect(validateGraph(withAssignee('Jan Novák'), 'automation')[0]!.message).toBe(
      'assignee_id is not written as this field takes it: An employee id (or a template giving one); empty for none.',
    );
  });
});

describe('templated fields, once rendered', () => {
  const waitOn = (amount: string) =>
    compileFlow(
      {
        nodes: [
          node('t', 'trigger.invoice_created'),
          node('pause', 'wait', { amount, unit: 'days' }),
          node('after', 'set_variable', { name: 'x', value: 'y' }),
        ],
        connections: [link('t', 'pause'), link('pause', 'after')],
      },
      'automation',
    );
  const now = () => new Date('2026-11-23T10:00:00Z');

  it('reads a wait of plain-number text as that number', async () => {
    const result = await runFlow(waitOn('{{invoice.days}}'), { context: { invoice: { days: '3' } }, actions: recorder().port, now });
    expect(result).toMatchObject({ status: 'waiting', state: { resume_at: '2026-11-26T10:00:00.000Z' } });
  });

  it('fails a wait that rendered empty or as no number in its range, instead of not waiting', async () => {
    for (const [days, why] of [
      [undefined, 'amount rendered as nothing, which is not a number'],
      ['soon', 'amount rendered as "soon", which is not a number'],
      ['0', 'amount rendered as 0, which must be >= 1'],
      ['1.5', 'amount rendered as 1.5, which must be integer'],
    ] as const) {
      const result = await runFlow(waitOn('{{invoice.days}}'), { context: { invoice: { days } }, actions: recorder().port, now });
      expect(result.status).toBe('failed');
      expect(result.trace.at(-1)).toMatchObject({ node: 'pause', error: why });
    }
  });

  it('fails an action whose templated choice rendered outside its list', async () => {
    const flow = compileFlow(
      {
        nodes: [node('t', 'trigger.invoice_created'), node('set', 'update_invoice_status', { status: '{{invoice.next_status}}' })],
        connections: [link('t', 'set')],
      },
      'automation',
    );
    const actions = recorder();
    const result = await runFlow(flow, { context: { invoice: { id: 1, next_status: 'gone' } }, actions: actions.port, now });
    expect(result.trace.at(-1)!.error).toMatch(/^status rendered as "gone", which must be equal to one of the allowed values/);
    expect(actions.calls).toEqual([]);
  });
});

describe('days in a time zone', () => {
  const local = (at: Date, timeZone: string) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at);

  it('end a wait of days on the same time of day, across a change of clocks, at midnight too', () => {
    // Prague changes at 02:00/03:00; Santiago, Havana, Cairo and Beirut change at midnight, skipping it.
    expect(local(waitUntil(new Date('2027-10-20T22:00:00Z'), 14, 'days', 'Europe/Prague'), 'Europe/Prague')).toBe('2027-11-04 00:00');
    expect(local(waitUntil(new Date('2027-08-28T04:00:00Z'), 8, 'days', 'America/Santiago'), 'America/Santiago')).toBe('2027-09-05 01:00');
    expect(local(waitUntil(new Date('2027-03-06T05:00:00Z'), 8, 'days', 'America/Havana'), 'America/Havana')).toBe('2027-03-14 01:00');
    expect(local(waitUntil(new Date('2027-03-20T18:30:00Z'), 14, 'days', 'Asia/Kolkata'), 'Asia/Kolkata')).toBe('2027-04-04 00:00');
    expect(waitUntil(new Date('2027-03-20T13:00:12.345Z'), 3, 'days').toISOString()).toBe('2027-03-23T13:00:12.345Z');
    // Hours stay lengths of time.
    expect(waitUntil(new Date('2027-10-30T22:00:00Z'), 24, 'hours', 'Europe/Prague').toISOString()).toBe('2027-10-31T22:00:00.000Z');
  });

  it('find the instant of a wall-clock time: the earlier where clocks go back, the first after a skip', () => {
    expect(new Date(instantOfWallClock(Date.parse('2027-10-31T02:30:00Z'), 'Europe/Prague')).toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
    expect(local(new Date(instantOfWallClock(Date.parse('2027-03-28T02:30:00Z'), 'Europe/Prague')), 'Europe/Prague')).toBe(
      '2027-03-28 03:00',
    );
    expect(local(new Date(instantOfWallClock(Date.parse('2027-09-05T00:00:00Z'), 'America/Santiago')), 'America/Santiago')).toBe(
      '2027-09-05 01:00',
    );
  });
});

describe('execution', () => {
  it('runs node by node, renders params, and suspends at a wait with the state to resume from', async () => {
    const flow = compileFlow(reminderFlow, 'automation');
    const actions = recorder();
    const first = await runFlow(flow, { context, actions: actions.port, now: () => new Date('2026-11-22T10:00:00Z') });
    expect(first.status).toBe('waiting');
    expect(first.state).toMatchObject({ pending: ['unpaid'], resume_at: '2026-11-25T10:00:00.000Z' });
    expect(actions.calls).toEqual([
      expect.objectContaining({ node: 'mail', params: { to: 'ap@client.test', subject: 'Invoice 2026-0007', body: 'Total 1500.00 EUR' } }),
    ]);
    expect(first.trace.map((entry) => [entry.node, entry.output])).toEqual([
      ['start', 'main'],
      ['mail', 'main'],
      ['pause', 'main'],
    ]);

    // Days later, possibly in another process: the state is all it needs.
    const stored = JSON.parse(JSON.stringify(first.state));
    const resumed = await runFlow(flow, { resume: stored, actions: actions.port });
    expect(resumed.status).toBe('completed');
    expect(resumed.trace.map((entry) => [entry.node, entry.output])).toEqual([
      ['unpaid', 'true'],
      ['push', 'main'],
    ]);
    expect(actions.calls[1]).toMatchObject({ node: 'push', params: { payload: { number: '2026-0007' } } });
    expect(resumed.context.steps).toMatchObject({ mail: { ok: true }, push: { ok: true } });
  });

  it("reads the host's records again after each action, and only after an action", async () => {
    const graph: Graph = {
      nodes: [
        node('start', 'trigger.invoice_overdue'),
        node('note', 'set_variable', { name: 'before', value: '{{invoice.total}}' }),
        node('push', 'send_to_platform', { url: 'https://n8n.example.com/hook', payload: {} }),
        node('owing', 'condition', { value: '{{invoice.total}}', operator: 'greater', compare_to: '1500' }),
      ],
      connections: [link('start', 'note'), link('note', 'push'), link('push', 'owing')],
    };
    const refreshed: string[] = [];
    const result = await runFlow(compileFlow(graph, 'automation'), {
      context,
      actions: recorder().port,
      refresh: (current) => {
        refreshed.push(String((current.vars as { before: string }).before));
        return { invoice: { ...context.invoice, total: '1540.00' } };
      },
    });
    expect(refreshed).toEqual(['1500.00']);
    expect(result.trace.at(-1)).toMatchObject({ node: 'owing', output: 'true', params: { value: '1540.00' } });

    // A read slower than the render limit is not rendering: it had failed the step with "render budget exceeded".
    const slow = await runFlow(compileFlow(graph, 'automation'), {
      context,
      actions: recorder().port,
      refresh: async () => {
        await new Promise((resolve) => setTimeout(resolve, 80));
        return { invoice: { ...context.invoice, total: '1540.00' } };
      },
    });
    expect([slow.status, slow.error ?? null]).toEqual(['completed', null]);

    // A read that fails fails the step after the action, so that a retry from the failed step does not act again.
    const actions = recorder();
    const failed = await runFlow(compileFlow(graph, 'automation'), {
      context,
      actions: actions.port,
      refresh: () => {
        throw new Error('connection lost');
      },
    });
    expect(actions.calls).toHaveLength(1);
    expect(failed.trace.map((entry) => [entry.node, entry.error])).toEqual([
      ['start', null],
      ['note', null],
      ['push', null],
      ['owing', 'connection lost'],
    ]);
  });

  it('follows the false branch', async () => {
    const flow = compileFlow(reminderFlow, 'automation');
    const actions = recorder();
    const waiting = await runFlow(flow, {
      context: { ...context, invoice: { ...context.invoice, status: 'paid' } },
      actions: actions.port,
    });
    const done = await runFlow(flow, { resume: waiting.state!, actions: actions.port });
    expect(done.trace.map((entry) => [entry.node, entry.output])).toEqual([
      ['unpaid', 'false'],
      ['done', 'main'],
    ]);
    expect(done.context.vars).toEqual({ outcome: 'paid in time' });
    expect(actions.calls.map((call) => call.node)).toEqual(['mail']);
  });

  it('fails the run on a failing action, with the error in the trace', async () => {
    const result = await runFlow(compileFlow(reminderFlow, 'automation'), { context, actions: recorder('send_email').port });
    expect(result.status).toBe('failed');
    expect(result.error).toContain('mail (send_email): SMTP said no');
    expect(result.trace.at(-1)).toMatchObject({ node: 'mail', error: 'SMTP said no', output: null });
  });

  it('reports missing variables as warnings in the trace', async () => {
    const result = await runFlow(compileFlow(reminderFlow, 'automation'), {
      context: { invoice: context.invoice },
      actions: recorder().port,
    });
    expect(result.trace[1]!.warnings).toEqual(['{{client.email}} is not in the context and rendered empty']);
  });

  it('refuses to compile an invalid flow, listing every error', () => {
    expect(() => compileFlow({ nodes: [node('m', 'send_email', {})], connections: [] }, 'automation')).toThrow(InvalidFlowError);
  });

  it('compares numbers as numbers in conditions', async () => {
    const graph: Graph = {
      nodes: [
        node('t', 'trigger.invoice_overdue', { days_overdue: 7 }),
        node('big', 'condition', { value: '{{invoice.balance}}', operator: 'greater', compare_to: '999' }),
        node('fee', 'add_late_fee', { kind: 'percent', amount: '5' }),
      ],
      connections: [link('t', 'big'), link('big', 'fee', 'true')],
    };
    const actions = recorder();
    const result = await runFlow(compileFlow(graph, 'debt_collection'), {
      context: { invoice: { balance: '1500.00' } },
      actions: actions.port,
    });
    expect(result.status).toBe('completed');
    expect(actions.calls.map((call) => call.type)).toEqual(['add_late_fee']);
  });
});

describe('conditions on numbers', () => {
  /** As a flow is validated when saved: literals compared wrongly are refused then. */
  const saving = { literals: true };
  const threshold = (compareTo: string, operator = 'greater'): Graph => ({
    nodes: [
      node('start', 'trigger.invoice_created'),
      node('big', 'condition', { value: '{{invoice.total}}', operator, compare_to: compareTo }),
    ],
    connections: [link('start', 'big')],
  });
  const verdict = async (graph: Graph, total: string | null) => {
    const result = await runFlow(compileFlow(graph, 'automation'), {
      context: { ...context, invoice: { ...context.invoice, total, threshold: '1,000' } },
      actions: recorder().port,
    });
    return result.status === 'failed' ? result.error : result.trace.at(-1)!.output;
  };

  it('refuses a number written with separators when the flow is saved, naming the field', () => {
    for (const written of ['1,000', '1 000', '1.000,50', '12,5'])
      expect(validateGraph(threshold(written), 'automation', saving)).toEqual([
        expect.objectContaining({
          node: 'big',
          code: 'invalid_params',
          field: 'params.compare_to',
          message: expect.stringContaining('1000'),
        }),
      ]);
    expect(validateGraph(threshold('1.000'), 'automation', saving)[0]!.message).toContain('could be 1 or 1000');
    expect(validateGraph(threshold('1000.50'), 'automation', saving)).toEqual([]);
    // Past a double's range it read as infinity: every total was below it.
    expect(validateGraph(threshold('1e999'), 'automation', saving)[0]!.message).toContain('infinity');
    expect(validateGraph(threshold('1e4'), 'automation', saving)).toEqual([]);
    expect(validateGraph(threshold('1,000', 'contains'), 'automation', saving)).toEqual([]);
    // equals compares text as written (a phone number, a version); a flow stored before the rule still compiles.
    expect(validateGraph(threshold('777 123 456', 'equals'), 'automation', saving)).toEqual([]);
    expect(validateGraph(threshold('1.2.3', 'equals'), 'automation', saving)).toEqual([]);
    expect(validateGraph(threshold('1,000'), 'automation')).toEqual([]);
  });

  it('refuses a date not written YYYY-MM-DD, not in the calendar, or a time not in UTC, when the flow is saved', () => {
    // Compared as text, "2026-11-23" came before "2026-2-1": every invoice of the year's second half was "earlier".
    const dated = (compareTo: string): Graph => ({
      nodes: [
        node('start', 'trigger.invoice_created'),
        node('late', 'condition', { value: '{{invoice.issue_date}}', operator: 'greater', compare_to: compareTo }),
      ],
      connections: [link('start', 'late')],
    });
    for (const [written, said] of [
      ['2026-2-1', 'write dates as YYYY-MM-DD'],
      ['1.12.2026', 'write dates as YYYY-MM-DD'],
      ['2026-02-30', 'is not a calendar date'],
      ['2026-11-23T23:30:00+23:00', 'write it as "2026-11-23T00:30:00.000Z"'],
    ])
      expect(validateGraph(dated(written!), 'automation', saving)).toEqual([
        expect.objectContaining({ node: 'late', field: 'params.compare_to', message: expect.stringContaining(said!) }),
      ]);
    expect(validateGraph(dated('2026-02-01'), 'automation', saving)).toEqual([]);
    expect(validateGraph(dated('2026-11-23T00:30:00.000Z'), 'automation', saving)).toEqual([]);
  });

  it('fails the step, rather than comparing as text, when a number meets one that is not', async () => {
    // "50.00" was greater than "1,000" (compared as text), so every total passed the threshold.
    expect(await verdict(threshold('{{invoice.threshold}}'), '50.00')).toContain('compares numbers here, and "1,000" is not written');
    expect(await verdict(threshold('n/a'), '50.00')).toContain('compares 50.00 with "n/a", which is not a number');
    expect(await verdict(threshold('1000'), '50.00')).toBe('false');
    expect(await verdict(threshold('1000'), '5000.00')).toBe('true');
    // No total is neither greater nor less than a threshold (as text, "" was less than anything).
    expect(await verdict(threshold('1000', 'less'), null)).toBe('false');
    expect(await verdict(threshold('1000'), null)).toBe('false');
  });

  it('still compares texts that are not numbers as text, ISO dates among them', async () => {
    const dates: Graph = {
      nodes: [
        node('start', 'trigger.invoice_created'),
        node('early', 'condition', { value: '{{invoice.due_date}}', operator: 'less', compare_to: '2026-12-01' }),
      ],
      connections: [link('start', 'early')],
    };
    const result = await runFlow(compileFlow(dates, 'automation'), {
      context: { ...context, invoice: { ...context.invoice, due_date: '2026-11-30' } },
      actions: recorder().port,
    });
    expect(result.trace.at(-1)!.output).toBe('true');
  });
});

describe('errors about rendered values', () => {
  it('cut a long value short without splitting an emoji in half (half of one is text Postgres refuses)', async () => {
    const graph: Graph = {
      nodes: [node('start', 'trigger.invoice_created'), node('pause', 'wait', { amount: '{{invoice.note}}', unit: 'days' })],
      connections: [link('start', 'pause')],
    };
    const note = `${'x'.repeat(59)}😀 and more after it`;
    const result = await runFlow(compileFlow(graph, 'automation'), {
      context: { ...context, invoice: { ...context.invoice, note } },
      actions: recorder().port,
    });
    expect(result.status).toBe('failed');
    expect(result.error).toContain(`"${'x'.repeat(59)}…" (${note.length} characters)`);
    expect(result.error).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
