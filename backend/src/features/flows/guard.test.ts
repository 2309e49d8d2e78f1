/**
 * Runaway flows, end to end: a flow that creates what triggers it, a chain
 * of flows feeding each other, templates that would hold the event loop, and
 * templates that compile but cannot render. Each ends within its budget, as a
 * failed or completed run, never a 500 or a run left running, while the
 * process keeps answering /healthz.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor, type TestOrganization } from '../../dev/test-support/kontor.js';
import { until } from '../../dev/test-support/until.js';
import { MAX_CAUSAL_DEPTH } from './runner.js';

let kontor: TestKontor;
let org: TestOrganization;
/** Small, so that the fan-out below reaches it quickly. */
const RUNS_PER_CHANGE = 20;

beforeAll(async () => {
  kontor = await startTestKontor({ worker: true, flowRunsPerChange: RUNS_PER_CHANGE });
  org = await kontor.createOrganization();
});
afterAll(() => kontor.close());

const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const link = (from: string, to: string, output = 'main') => ({ from, to, output });

async function createFlow(name: string, graph: unknown, is_active = true): Promise<number> {
  const res = await org.api.post('/api/automation/flows/', { name, mode: 'automation', graph, is_active });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

const pendingJobs = async () => Number((await kontor.db.raw(`SELECT count(*) AS n FROM graphile_worker._private_jobs`)).rows[0].n);
const runsOf = async (flowId: number) =>
  (await kontor.db('flow_runs').where({ flow_id: flowId }).orderBy('id')) as Array<{
    status: string;
    error: string | null;
    trace: Array<{ type: string; error: string | null }>;
  }>;
/**
 * Runs `work` while polling /healthz and watching the event loop. /healthz must be answered meanwhile,
 * and no turn of the event loop may take 250 ms of this process's CPU time: the longest a /healthz
 * answer waits on us. (CPU time, not wall time: other test files share the two cores, and a wait on the
 * machine is not a wait on us. The process's CPU time counts the garbage collector's threads too, so a turn
 * the 50 ms render budget ends can show well above 50 ms; the bound tells budgeted work from unbudgeted,
 * which held the loop for minutes.)
 */
async function whileHealthzAnswers(work: () => Promise<void>): Promise<void> {
  let answers = 0;
  let longestTurnMs = 0;
  let running = true;
  let last = process.cpuUsage();
  const watch = setInterval(() => {
    const now = process.cpuUsage();
    longestTurnMs = Math.max(longestTurnMs, (now.user + now.system - last.user - last.system) / 1000);
    last = now;
  }, 1);
  const poll = (async () => {
    while (running) {
      const res = await fetch(`${kontor.url}/healthz`);
      expect(res.status).toBe(200);
      answers += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await poll;
    clearInterval(watch);
  }
  expect(answers).toBeGreaterThan(0);
  expect(longestTurnMs).toBeLessThan(250);
}

/** Until the queue is empty and no run is running: every event dispatched, every run settled. */
const settled = () =>
  until(
    async () => (await pendingJobs()) + Number((await kontor.db('flow_runs').where({ status: 'running' }).count({ n: '*' }).first())?.n),
    (n) => n === 0,
    'the queue and the runs to settle',
    30_000,
  );

describe('the loop guard', () => {
  it('does not start a flow again by its own effect: TASK_CREATED → create_task runs once', async () => {
    org = await kontor.createOrganization();
    const flow = await createFlow('Feeds itself', {
      nodes: [node('t', 'trigger.task_created'), node('make', 'create_task', { title: 'Made by a flow' })],
      connections: [link('t', 'make')],
    });
    await whileHealthzAnswers(async () => {
      await org.api.post('/api/v1/tasks/', { title: 'By a person' });
      await until(
        () => runsOf(flow),
        (runs) => runs.length >= 1 && runs[0]!.status === 'completed',
        'the first run',
      );
      await settled();
    });
    expect(await runsOf(flow)).toHaveLength(1);
    const tasks = (await org.api.get('/api/v1/tasks/?page_size=200')).body.results.map((task: { title: string }) => task.title);
    expect(tasks.sort()).toEqual(['By a person', 'Made by a flow']);
    const events = await kontor.db('events').where({ organization_id: org.id, type: 'TASK_CREATED' }).orderBy('id');
    expect(events.map((event) => [event.causal_depth, event.caused_by_flows.map(Number)])).toEqual([
      [0, []],
      [1, [flow]],
    ]);
    await org.api.patch(`/api/automation/flows/${flow}/`, { is_active: false });
  });

  it(`stops a chain of flows feeding each other at depth ${MAX_CAUSAL_DEPTH}, the next run failing with a clear trace entry`, async () => {
    org = await kontor.createOrganization();
    const flows: number[] = [];
    for (let step = 1; step <= MAX_CAUSAL_DEPTH + 1; step++) {
      flows.push(
        await createFlow(`Step ${step}`, {
          nodes: [
            node('t', 'trigger.task_created'),
            node('mine', 'condition', { value: '{{task.title}}', operator: 'equals', compare_to: `step${step - 1}` }),
            node('next', 'create_task', { title: `step${step}` }),
          ],
          connections: [link('t', 'mine'), link('mine', 'next', 'true')],
        }),
      );
    }
    await whileHealthzAnswers(async () => {
      await org.api.post('/api/v1/tasks/', { title: 'step0' });
      await until(
        async () => (await runsOf(flows.at(-1)!)).some((run) => run.status === 'failed'),
        (done) => done,
        'the last flow to be stopped',
      );
      await settled();
    });
    const titles = (await org.api.get('/api/v1/tasks/?search=step&page_size=200')).body.results
      .map((task: { title: string }) => task.title)
      .sort();
    expect(titles).toEqual(Array.from({ length: MAX_CAUSAL_DEPTH + 1 }, (_, step) => `step${step}`));
    const last = await runsOf(flows.at(-1)!);
    const failed = last.filter((run) => run.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.trace[0]).toMatchObject({ type: 'loop_guard', error: expect.stringContaining(`chains stop at ${MAX_CAUSAL_DEPTH}`) });
    // Each flow ran once per event of the chain it was not part of: 5 + 4 + 3 + 2 + 1.
    let total = 0;
    for (const flow of flows) total += (await runsOf(flow)).length;
    expect(total).toBe(((MAX_CAUSAL_DEPTH + 1) * (MAX_CAUSAL_DEPTH + 2)) / 2);
    for (const flow of flows) await org.api.patch(`/api/automation/flows/${flow}/`, { is_active: false });
  }, 60_000);

  it(`stops one change from setting off more than its budget of runs through flows that each start several others`, async () => {
    org = await kontor.createOrganization();
    // Four flows of three create_task each, every task starting the three others: 4 + 36 + 216 + 648 runs unbounded.
    const flows: number[] = [];
    for (let index = 1; index <= 4; index++) {
      flows.push(
        await createFlow(`Fan ${index}`, {
          nodes: [
            node('t', 'trigger.task_created'),
            ...['a', 'b', 'c'].map((id) => node(id, 'create_task', { title: `fan${index}${id}` })),
          ],
          connections: ['a', 'b', 'c'].map((id, at) => link(at === 0 ? 't' : ['a', 'b', 'c'][at - 1]!, id)),
        }),
      );
    }
    await whileHealthzAnswers(async () => {
      await org.api.post('/api/v1/tasks/', { title: 'By a person' });
      await until(
        async () => (await kontor.db('flow_runs').where({ organization_id: org.id, status: 'failed' }).count({ n: '*' }).first())?.n,
        (n) => Number(n) > 0,
        'the run past the budget',
        60_000,
      );
      await settled();
    });
    const runs = (await kontor.db('flow_runs').where({ organization_id: org.id }).orderBy('id')) as Array<{
      flow_id: string;
      status: string;
      trace: Array<{ type: string; error: string | null }>;
    }>;
    expect(runs).toHaveLength(RUNS_PER_CHANGE + 1);
    expect(runs.slice(0, RUNS_PER_CHANGE).every((run) => run.status === 'completed')).toBe(true);
    expect(runs.at(-1)!.status).toBe('failed');
    expect(runs.at(-1)!.trace[0]).toMatchObject({ type: 'run_budget', error: expect.stringContaining(`at most ${RUNS_PER_CHANGE}`) });
    // Its failure counts against the change's failures, not the spent budget: an alert flow on failed runs still runs.
    const failure = await kontor.db('events').where({ organization_id: org.id, type: 'FLOW_RUN_FAILED' }).first();
    expect(failure.cause_origin).toMatch(/^failed:event:\d+$/);
    // Another change starts afresh: the person's next task sets off its own runs.
    for (const flow of flows.slice(1)) await org.api.patch(`/api/automation/flows/${flow}/`, { is_active: false });
    await org.api.post('/api/v1/tasks/', { title: 'By a person, again' });
    await until(
      () => runsOf(flows[0]!),
      (mine) => mine.at(-1)!.status === 'completed' && mine.length === runs.filter((run) => Number(run.flow_id) === flows[0]).length + 1,
      'the next change to run',
    );
    await org.api.patch(`/api/automation/flows/${flows[0]}/`, { is_active: false });
  }, 120_000);
});

describe('templates that would hold the event loop', () => {
  const chain = (name: string, count: number, value: (index: number) => string) =>
    createFlow(
      name,
      {
        nodes: [
          node('t', 'trigger.task_created'),
          ...Array.from({ length: count }, (_, index) => node(`n${index}`, 'set_variable', { name: 'v', value: value(index) })),
        ],
        connections: Array.from({ length: count }, (_, index) => link(index === 0 ? 't' : `n${index - 1}`, `n${index}`)),
      },
      false,
    );

  it('end their test runs within their budgets while /healthz keeps answering', async () => {
    const cases = [
      // Nested each over a large context (within the 20,000 members a body may hold): hours without a budget.
      {
        flow: await chain('Nested each', 1, () => '{{#each list}}{{#each ../list}}{{#each ../../list}}x{{/each}}{{/each}}{{/each}}'),
        context: { list: Array.from({ length: 10_000 }, (_, index) => index) },
        error: /n0 \(set_variable\): render budget exceeded/,
      },
      // Each step doubles the last: 78 MiB by the 40th without a budget.
      {
        flow: await chain('Doubling', 40, (index) => (index === 0 ? 'xxxxxxxxxxxxxxxx' : '{{vars.v}}{{vars.v}}')),
        context: {},
        error: /render budget exceeded: output longer than/,
      },
      // Many steps each under the render budget, together past the run's.
      {
        flow: await chain('Many steps', 150, () => '{{big}}'),
        context: { big: 'y'.repeat(7_500) },
        error: /stopped after rendering 1048576 characters/,
      },
    ];
    const runAll = async () => {
      for (const { flow, context, error } of cases) {
        const res = await org.api.post(`/api/automation/flows/${flow}/run/`, { context });
        expect(res.status).toBe(200);
        expect(res.body.status).toBe('failed');
        expect(res.body.error).toMatch(error);
        expect(JSON.stringify(res.body).length).toBeLessThan(1_500_000);
        expect((await org.api.get(`/api/automation/runs/${res.body.id}/`)).body.status).toBe('failed');
      }
    };
    // Once unmeasured, so that what is measured is the budgets and not the compiler warming up.
    await runAll();
    await whileHealthzAnswers(runAll);
  }, 60_000);
});

describe('templates that compile but cannot render', () => {
  it('are refused on save; a flow saved under older rules answers 422 on a test run and leaves no run behind', async () => {
    for (const template of ['{{> missing}}', '{{#if}}x{{/if}}', '{{#*inline "p"}}{{> p}}{{> p}}{{/inline}}{{> p}}']) {
      const graph = {
        nodes: [node('t', 'trigger.task_created'), node('v', 'set_variable', { name: 'v', value: template })],
        connections: [link('t', 'v')],
      };
      const refused = await org.api.post('/api/automation/flows/', { name: 'Bad', mode: 'automation', graph });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({ node: 'v', code: 'invalid_template' });
      const [{ id }] = await kontor
        .db('flows')
        .insert({
          organization_id: org.id,
          name: 'Legacy',
          mode: 'automation',
          graph: JSON.stringify(graph),
          signing_secret: 'whsec_legacy',
        })
        .returning('id');
      const res = await org.api.post(`/api/automation/flows/${id}/run/`, { context: {} });
      expect(res.status).toBe(422);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(await runsOf(id)).toEqual([]);
    }
    expect(await kontor.db('flow_runs').where({ status: 'running' })).toEqual([]);
  });
});
