/**
 * Runs flows for the backend: starts the active flows an event triggers,
 * persists every run with its trace, keeps waiting runs in the database and
 * resumes them when due (a queue sweep, every minute), and answers test runs.
 * A failed run records FLOW_RUN_FAILED in the same transaction as its end.
 *
 * Loop guard: a run acts under the cause of the event that started it plus
 * itself (events/cause.ts), so the events its actions record carry the chain
 * of flows that led to them. An event never starts a flow already in its
 * chain (a flow creating what triggers it runs once), and a run deeper than
 * MAX_CAUSAL_DEPTH fails at once, saying why.
 */
import {
  type ActionPort,
  type CompiledFlow,
  type Context,
  InvalidFlowError,
  type RunResult,
  appendTrace,
  compileFlow,
  runFlow,
} from '@kontor/flow-engine';
import { systemRecord } from '../../platform/audit/record.js';
import { inTransaction } from '../../platform/db/knex.js';
import type { Deps } from '../../app/deps.js';
import { holdRun } from '../dunning/holds.js';
import { overdueTriggerStart } from '../dunning/rules.js';
import { type Cause, currentCause, originOf, withCause } from '../../platform/events/cause.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { type EventRow, findEvent } from '../../platform/events/store.js';
import { liveActions, simulatedActions } from './actions.js';
import { retryFrom } from './retry.js';
import { eventContext, freshRecords, refreshContext } from './context.js';
import { scopedActions } from './scopes.js';
import { invalidGraph } from './service.js';
import { addDays } from '../../platform/lib/dates.js';
import type { FlowRun } from './schemas.js';
import {
  type FlowRow,
  type RunRow,
  activeFlows,
  countRunsFrom,
  rowToRun,
  claimDueRuns,
  findFlowAtVersion,
  insertRun,
  invoicesDueOn,
  organizationsWithActiveFlows,
  markRunning,
  ranForInvoice,
  RUN_MARK_MINUTES,
  takeClaimedRun,
  TURNED_OFF,
  updateRun,
} from './store.js';
import { organizationToday } from '../organizations/today.js';
import { timeZoneOf } from '../organizations/store.js';

export type RunnerDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'logger' | 'audit' | 'mailer' | 'outbound'>;

const COMPILED_CACHE_SIZE = 500;
const DUE_RUNS_PER_SWEEP = 100;
/** Flow runs in one causal chain: flow → event → flow → ... past this, runs fail rather than start. */
export const MAX_CAUSAL_DEPTH = 4;

const flowIds = (event: Pick<EventRow, 'caused_by_flows'>) => event.caused_by_flows.map(Number);
/** The cause a run acts under: its event's chain and origin, and itself (a run no event started is an origin). */
const runCause = (event: EventRow | undefined, flowId: number, runId: number): Cause =>
  event
    ? { depth: event.causal_depth + 1, flows: [...flowIds(event), flowId], origin: originOf(event) }
    : { depth: 1, flows: [flowId], origin: `run:${runId}` };

/**
 * Until when a run its trigger starts waits (null: it runs at once). An invoice_overdue trigger with days_overdue
 * waits that many days after the invoice became overdue, counted from its due date as the simulator counts
 * (dunning/rules.ts), not from when the event was recorded: an invoice sent after its due date is marked overdue
 * late, and would otherwise wait its days again from then.
 */
function triggerWait(node: CompiledFlow['triggers'][number]['node'], event: EventRow, now: Date, timeZone: string): Date | null {
  const days = Number(node.params.days_overdue ?? 0);
  const dueDate = (event.data as { due_date?: unknown }).due_date;
  if (days <= 0 || typeof dueDate !== 'string') return null;
  const start = overdueTriggerStart(dueDate, days, now, timeZone);
  return start > now ? start : null;
}

export function flowRunner(deps: RunnerDeps) {
  const { db, clock, logger } = deps;
  const compiled = new Map<string, CompiledFlow>();
  /** What an active flow's actions may do: what its saver granted. */
  const grantedActions = (flow: FlowRow) => scopedActions(liveActions(deps, flow), flow.granted_scopes);

  /** Compiled once per flow version: templates are parsed once, not per run. */
  function compiledFlow(flow: FlowRow): CompiledFlow {
    const key = `${flow.id}:${flow.version}`;
    let plan = compiled.get(key);
    if (!plan) {
      plan = compileFlow(flow.graph, flow.mode);
      if (compiled.size >= COMPILED_CACHE_SIZE) compiled.delete(compiled.keys().next().value!);
      compiled.set(key, plan);
    }
    return plan;
  }

  /**
   * An active flow compiled, or null, said in the log: a flow saved under older rules that the engine now refuses
   * starts nothing, and the organization's other flows still start.
   */
  function compiledOrSaid(flow: FlowRow): CompiledFlow | null {
    try {
      return compiledFlow(flow);
    } catch (error) {
      logger.error({ err: error, flow: flow.id }, 'an active flow does not compile');
      return null;
    }
  }

  /** Stores what a run did, and its end or its wait; a failure raises FLOW_RUN_FAILED with it. */
  async function settle(run: RunRow, flow: FlowRow, result: RunResult, startedAt: Date): Promise<RunRow> {
    return inTransaction(db, async (trx) => {
      const finished = result.status === 'completed' || result.status === 'failed';
      const updated = await updateRun(trx, run.id, {
        status: result.status,
        trace: appendTrace(run.trace, result.trace),
        context: result.context,
        // A failed run keeps its state too: where a retry continues (the failed step, then what was still pending).
        state: result.state,
        resume_at: result.status === 'waiting' && result.state ? new Date(result.state.resume_at) : null,
        error: result.error,
        finished_at: finished ? clock.now() : null,
      });
      // A flow that reacts to failed runs does not announce its own failures, or one broken flow would feed itself.
      const reactsToFailures = flow.graph.nodes.some((node) => node.type === 'trigger.flow_run_failed');
      if (result.status === 'failed' && !run.test && !reactsToFailures) {
        // A failure keeps the chain of flows (the loop guard) and counts against a budget of its own, shared by every
        // failure of the change: an alert on failed runs still runs for the run that spent the change's budget, and a
        // change's many failures cannot each set off a budget's worth of runs.
        await withCause({ ...currentCause(), origin: failuresOf(currentCause().origin) }, () =>
          recordEvent(trx, flow.organization_id, 'FLOW_RUN_FAILED', {
            flow: { id: flow.id, name: flow.name },
            run: { id: run.id, status: 'failed', error: result.error ?? '' },
          }),
        );
      }
      deps.audit.record(
        systemRecord({
          organizationId: flow.organization_id,
          kind: 'flow',
          method: run.test ? 'TEST' : 'RUN',
          url: `/api/automation/runs/${run.id}/`,
          // The log's success / failure filter reads a status: a failed run is a failure, anything else went as it should.
          status: result.status === 'failed' ? 500 : 200,
          durationMs: clock.now().getTime() - startedAt.getTime(),
          request: {
            headers: { flow_id: flow.id, flow_version: run.flow_version, trigger: run.trigger_node },
            body: { event_id: run.event_id },
          },
          response: { body: { status: result.status, trace: result.trace } },
          error: result.error,
          createdAt: startedAt,
        }),
      );
      return updated;
    });
  }

  /** Runs (or resumes) `run`; with `refusal`, the run fails at once with it instead. */
  async function execute(run: RunRow, flow: FlowRow, actions: ActionPort, cause?: Cause, refusal?: GuardError): Promise<RunRow> {
    // While this process executes the run, its mark is renewed: a slow run is not taken for lost by another sweep.
    const marking = setInterval(() => void markRunning(db, run.id).catch(() => undefined), RUN_MARK_MINUTES * 60_000);
    marking.unref();
    try {
      return await executeMarked(run, flow, actions, cause, refusal);
    } finally {
      clearInterval(marking);
    }
  }

  async function executeMarked(run: RunRow, flow: FlowRow, actions: ActionPort, cause?: Cause, refusal?: GuardError): Promise<RunRow> {
    const startedAt = clock.now();
    const actingAs = cause ?? runCause(run.event_id === null ? undefined : await findEvent(db, run.event_id), flow.id, run.id);
    return withCause(actingAs, async () => {
      let result: RunResult;
      try {
        if (actingAs.depth > MAX_CAUSAL_DEPTH) throw new GuardError('loop_guard', loopMessage(actingAs));
        if (refusal) throw refusal;
        const plan = compiledFlow(flow);
        // Read once for the run: a hold's today and wake time, and a wait's calendar days, are the organization's.
        const timeZone = await timeZoneOf(db, flow.organization_id);
        // Debt collection waits, or skips its steps, while a hold or a promise to pay applies (dunning/holds.ts).
        const held =
          flow.mode === 'debt_collection' && !run.test
            ? await holdRun(deps, { id: flow.organization_id, timeZone }, run, plan.nodes.get(run.trigger_node)?.node.params.while_held)
            : null;
        if (held?.end) return await settle(run, flow, held.end, startedAt);
        if (held?.wait) return await settle(run, flow, held.wait, startedAt);
        const port = held?.skip ?? actions;
        // After each action the run reads its invoice and client again: a condition after a fee sees the new balance.
        const live = {
          actions: port,
          now: () => clock.now(),
          refresh: (context: Context) => freshRecords(db, flow.organization_id, context),
          // A wait of days ends on the organization's calendar day, across a change of clocks too.
          timeZone,
        };
        result = run.state
          ? await runFlow(plan, { resume: run.state, ...live })
          : await runFlow(plan, { context: run.context, trigger: run.trigger_node, ...live });
      } catch (error) {
        const message = (error as Error).message;
        const entry = {
          node: run.trigger_node,
          type: error instanceof GuardError ? error.type : 'error',
          started_at: startedAt.toISOString(),
          duration_ms: 0,
          params: {},
          output: null,
          result: null,
          error: message,
          warnings: [],
        };
        // Nothing ran: a retry continues where the run stood (its wait's state), or from its trigger.
        const state = run.state ?? { pending: [run.trigger_node], context: run.context, resume_at: startedAt.toISOString() };
        result = { status: 'failed', trace: [entry], context: run.context, state, error: message };
      }
      return settle(run, flow, result, startedAt);
    });
  }

  /** The due-soon runs of one organization's active debt-collection flows (see startDueSoonRuns). */
  async function startDueSoonRunsOf(organizationId: number): Promise<number> {
    let started = 0;
    const today = await organizationToday(db, organizationId, clock.now());
    for (const flow of await activeFlows(db, organizationId)) {
      const plan = compiledOrSaid(flow);
      if (!plan) continue;
      for (const trigger of plan.triggers.filter((candidate) => candidate.node.type === 'trigger.invoice_due_soon')) {
        for (const { id } of await invoicesDueOn(db, organizationId, addDays(today, Number(trigger.node.params.days_before)))) {
          if (await ranForInvoice(db, flow.id, trigger.node.id, id)) continue;
          const context = await refreshContext(db, organizationId, {
            event: { type: 'INVOICE_DUE_SOON', timestamp: clock.now().toISOString() },
            invoice: { id },
            vars: {},
            steps: {},
          });
          const run = await insertRun(db, {
            organization_id: organizationId,
            flow_id: flow.id,
            flow_version: flow.version,
            status: 'running',
            test: false,
            event_id: null,
            trigger_node: trigger.node.id,
            context,
            state: null,
            resume_at: null,
          });
          await execute(run!, flow, grantedActions(flow));
          started += 1;
        }
      }
    }
    return started;
  }

  /** Resumes one waiting run the sweep took. */
  async function resumeRun(run: RunRow): Promise<void> {
    // Another sweep may have taken it since, while it stood in this sweep's batch: then that sweep runs it.
    if (!(await takeClaimedRun(db, run))) return;
    // A run finishes on the version it started with, whatever was saved since.
    const flow = await findFlowAtVersion(db, run.flow_id, run.flow_version);
    if (!flow) {
      await updateRun(db, run.id, { status: 'failed', error: 'the flow was deleted', finished_at: clock.now(), state: null });
      return;
    }
    // Turned off after this sweep took the run (or before its waits were cancelled on turning off): it does nothing more.
    if (!flow.is_active && !run.test) {
      await updateRun(db, run.id, { status: 'cancelled', error: TURNED_OFF, resume_at: null, finished_at: clock.now(), state: null });
      return;
    }
    // A run lost while it ran from its start (no wait yet) has no state: it starts again from its trigger.
    const context = await refreshContext(db, run.organization_id, run.state?.context ?? run.context);
    await execute(run.state ? { ...run, state: { ...run.state, context } } : { ...run, context }, flow, grantedActions(flow));
  }

  return {
    /** Starts every active flow whose trigger listens for this event; a delayed trigger waits first. */
    async startRunsForEvent(eventId: number): Promise<number> {
      const event = await findEvent(db, eventId);
      if (!event) return 0;
      const flows = await activeFlows(db, event.organization_id);
      const timeZone = await timeZoneOf(db, event.organization_id);
      // One change sets off at most config.flowRunsPerChange runs, across all its chains: the depth guard bounds a
      // chain's length, this its breadth. The run past it fails, saying so; later ones do not start.
      const budget = deps.config.flowRunsPerChange;
      const origin = originOf(event);
      let runsFromOrigin = await countRunsFrom(db, origin);
      let started = 0;
      let context: Context | null = null;
      for (const flow of flows) {
        const plan = compiledOrSaid(flow);
        if (!plan) continue;
        const triggers = plan.triggers.filter((candidate) => candidate.block.event === event.type);
        if (triggers.length > 0 && flowIds(event).includes(flow.id)) {
          // Said only where the flow would have started: its own run's events of other types are no news.
          logger.info({ flow: flow.id, event: event.id }, "loop guard: the event comes from this flow's own run; not started again");
          continue;
        }
        for (const trigger of triggers) {
          if (runsFromOrigin > budget) {
            logger.warn({ flow: flow.id, event: event.id, origin }, 'run budget: this change has set off its runs; not started');
            continue;
          }
          // The first run past the budget is recorded, failed, so that the flow's runs say why the others are missing.
          const overBudget = runsFromOrigin === budget;
          context ??= await eventContext(db, event);
          const resumeAt = overBudget ? null : triggerWait(trigger.node, event, clock.now(), timeZone);
          const runContext = { ...context, vars: {}, steps: {} };
          const run = await insertRun(db, {
            organization_id: flow.organization_id,
            flow_id: flow.id,
            flow_version: flow.version,
            status: resumeAt ? 'waiting' : 'running',
            test: false,
            event_id: event.id,
            trigger_node: trigger.node.id,
            context: runContext,
            state: resumeAt ? { pending: [trigger.node.id], context: runContext, resume_at: resumeAt.toISOString() } : null,
            resume_at: resumeAt,
            origin,
          });
          if (!run) continue;
          runsFromOrigin += 1;
          started += 1;
          const refusal = overBudget ? new GuardError('run_budget', budgetMessage(origin, budget)) : undefined;
          if (!resumeAt) await execute(run, flow, grantedActions(flow), runCause(event, flow.id, run.id), refusal);
        }
      }
      return started;
    },

    /**
     * Starts "invoice due soon" triggers: for each active debt-collection flow,
     * the sent invoices due in its `days_before`, once per invoice and trigger.
     * Run by the queue's cron; safe to run as often as wanted.
     */
    async startDueSoonRuns(): Promise<number> {
      let started = 0;
      for (const organizationId of await organizationsWithActiveFlows(db, 'debt_collection')) {
        try {
          started += await startDueSoonRunsOf(organizationId);
        } catch (error) {
          // One organization's failure is its own: the others' reminders still start.
          logger.error({ err: error, organization: organizationId }, 'due-soon runs of an organization could not start');
        }
      }
      return started;
    },

    /** Resumes the waiting runs due by the app's clock, their records read afresh. */
    async resumeDueRuns(): Promise<number> {
      const due = await claimDueRuns(db, clock.now(), DUE_RUNS_PER_SWEEP);
      for (const run of due) {
        try {
          await resumeRun(run);
        } catch (error) {
          // Taken by this sweep, it would otherwise stay running: it fails, saying why, and can be retried.
          logger.error({ err: error, run: run.id }, 'a waiting run could not be resumed');
          await updateRun(db, run.id, {
            status: 'failed',
            error: `could not resume: ${(error as Error).message}`,
            finished_at: clock.now(),
          });
        }
      }
      return due.length;
    },

    /**
     * Retries a failed live run from its failing step, on the version it
     * started with, its records read afresh: the failed step first, then
     * everything that was still to run when it failed (another branch too), in
     * the order the run would have run it. Steps done before stay done: none
     * runs again (see retryFrom for runs failed before their state was kept).
     */
    async retryRun(run: RunRow): Promise<RunRow> {
      const flow = await findFlowAtVersion(db, run.flow_id, run.flow_version);
      if (!flow) return updateRun(db, run.id, { status: 'failed', error: 'the flow was deleted', finished_at: clock.now() });
      let plan: CompiledFlow | null = null;
      try {
        plan = compiledFlow(flow);
      } catch {
        // Not compilable any more: the run fails again as it executes, saying why.
      }
      const { pending, note } = retryFrom(run, plan, clock.now());
      const context = await refreshContext(db, run.organization_id, run.state?.context ?? run.context);
      // A fresh budget, as before: the retry is asked for by someone, and a run stopped by its budget can go on.
      const state = { pending, context, resume_at: clock.now().toISOString() };
      return execute({ ...run, state, trace: note ? appendTrace(run.trace, [note]) : run.trace }, flow, grantedActions(flow));
    },

    /**
     * A test run on a given context: waits pass at once (the trace notes them),
     * and actions are simulated unless `live`. Answers the whole run.
     */
    async testRun(
      flow: FlowRow,
      context: Context,
      options: { trigger?: string; live?: boolean; scopes: readonly string[] },
    ): Promise<FlowRun> {
      let plan: CompiledFlow;
      try {
        plan = compiledFlow(flow);
      } catch (error) {
        // A flow saved under older rules that the engine now refuses: say which, as on save.
        if (error instanceof InvalidFlowError) throw invalidGraph(error.errors);
        throw error;
      }
      const trigger = options.trigger ?? plan.triggers[0]?.node.id ?? '';
      const actions = options.live ? scopedActions(liveActions(deps, flow), options.scopes) : simulatedActions;
      const run = (await insertRun(db, {
        organization_id: flow.organization_id,
        flow_id: flow.id,
        flow_version: flow.version,
        status: 'running',
        test: true,
        event_id: null,
        trigger_node: trigger,
        context,
        state: null,
        resume_at: null,
      }))!;
      const startedAt = clock.now();
      return withCause(runCause(undefined, flow.id, run.id), async () => {
        let trace: RunResult['trace'] = [];
        let result: RunResult;
        try {
          // Waits pass at once; the run's step budget (carried in its state) bounds the loop.
          // A live test run's actions change real records: the steps after them read those afresh, as in a live run.
          const refresh = options.live ? (current: Context) => freshRecords(db, flow.organization_id, current) : undefined;
          const timeZone = await timeZoneOf(db, flow.organization_id);
          // Live, it acts on the real invoice: a paid or cancelled one ends it, and under a hold its steps are skipped
          // (answered at once, it cannot wait). One on a disputed invoice had sent the reminder and booked its level.
          const held =
            options.live && flow.mode === 'debt_collection'
              ? await holdRun(
                  deps,
                  { id: flow.organization_id, timeZone },
                  { state: null, trigger_node: trigger, context, trace: [] },
                  'skip',
                )
              : null;
          if (held?.end) return rowToRun(await settle(run, flow, held.end, startedAt));
          const port = held?.skip ?? actions;
          result = await runFlow(plan, { context, trigger, actions: port, refresh, timeZone, now: () => clock.now() });
          trace = appendTrace(trace, result.trace);
          while (result.status === 'waiting' && result.state) {
            result = await runFlow(plan, { resume: result.state, actions: port, refresh, timeZone, now: () => clock.now() });
            trace = appendTrace(trace, result.trace);
          }
        } catch (error) {
          result = { status: 'failed', trace: [], context, state: null, error: (error as Error).message };
        }
        return rowToRun(await settle(run, flow, { ...result, trace }, startedAt));
      });
    },
  };
}

export type FlowRunner = ReturnType<typeof flowRunner>;

/** A run refused by a guard, not by its own steps: its trace entry has the guard's type. */
class GuardError extends Error {
  constructor(
    readonly type: 'loop_guard' | 'run_budget',
    message: string,
  ) {
    super(message);
    this.name = 'GuardError';
  }
}

const loopMessage = (cause: Cause) =>
  `loop guard: this run would be the ${cause.depth}th in one chain of flows started by each other's effects (flows ${cause.flows.join(' → ')}); chains stop at ${MAX_CAUSAL_DEPTH}`;

const budgetMessage = (origin: string, budget: number) => {
  const failures = origin.startsWith(FAILURES);
  const [kind, id] = (failures ? origin.slice(FAILURES.length) : origin).split(':');
  const change = kind === 'run' ? `run ${id}` : `the change that recorded event ${id}`;
  return `run budget: ${failures ? `the failed runs of ${change} have` : `${change} has`} already set off ${budget} flow runs, through flows whose actions start other flows; one change sets off at most ${budget} (KONTOR_FLOW_RUNS_PER_CHANGE), and further runs from it do not start`;
};

/** The origin the failures of a change count against (once: a failure's failure counts with it). */
const FAILURES = 'failed:';
const failuresOf = (origin: string | null): string | null =>
  origin === null || origin.startsWith(FAILURES) ? origin : `${FAILURES}${origin}`;
