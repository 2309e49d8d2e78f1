/**
 * The backend's side of the engine's action port: what each action block
 * does for real. A test run gets the simulated port instead, which says what
 * would have happened and touches nothing.
 */
import { randomBytes } from 'node:crypto';
import type { ActionPort, ActionRequest } from '@kontor/flow-engine';
import { inTransaction } from '../../platform/db/knex.js';
import type { Deps } from '../../app/deps.js';
import { dunningActions } from '../dunning/actions.js';
import { reminderLetter } from '../dunning/letters.js';
import { withoutStatement } from '../../platform/database-errors.js';
import { invoiceService } from '../invoices/service.js';
import { addDays } from '../../platform/lib/dates.js';
import { taskService } from '../tasks/service.js';
import { TaskCreate } from '../tasks/schemas.js';
import { bodyValidator } from '../../platform/http/validate.js';
import { secretBoxFor } from '../../platform/lib/secret-box.js';
import { auditOfPost } from '../../platform/outbound/post.js';
import { savedUrlProblem } from '../../platform/outbound/urls.js';
import type { FlowRow } from './store.js';
import { organizationToday } from '../organizations/today.js';

const checkTask = bodyValidator(TaskCreate);

export type ActionDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'audit' | 'mailer' | 'outbound'>;

const idOf = (value: unknown, what: string): number => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error(`${what} is not an id`);
  return id;
};

function invoiceIdOf(request: ActionRequest): number {
  const invoice = request.context.invoice as { id?: unknown } | undefined;
  if (!invoice) throw new Error('this run has no invoice in its context');
  return idOf(invoice.id, 'invoice.id');
}

export function liveActions(deps: ActionDeps, flow: FlowRow): ActionPort {
  const invoices = invoiceService(deps);
  const tasks = taskService(deps);
  const organizationId = flow.organization_id;

  const handlers: Record<string, (request: ActionRequest) => Promise<unknown>> = {
    send_email: ({ params, html, letter }) =>
      deps.mailer.send({
        organizationId,
        to: String(params.to),
        subject: String(params.subject),
        text: String(params.body ?? ''),
        ...(html?.body === undefined ? {} : { html: html.body }),
        ...(letter ? { language: letter.locale } : {}),
      }),
    async send_to_platform({ params, context }) {
      // A templated URL is known only now: checked as a literal one is when the flow is saved.
      const problem = savedUrlProblem(String(params.url), deps.config.webhookAllowPrivate);
      if (problem) throw new Error(`the platform URL ${problem.message}`);
      const now = deps.clock.now();
      const secret = secretBoxFor(deps.config).open(flow.signing_secret);
      const post = {
        url: String(params.url),
        body: JSON.stringify(params.payload ?? context),
        // Unique per post: two posts in one millisecond (30 send_to_platform nodes in a run) shared an id, and receivers
        // that drop repeated webhook-ids (Standard Webhooks; the n8n trigger) lost the second.
        messageId: `msg_flow_${flow.id}_${now.getTime()}_${randomBytes(6).toString('hex')}`,
        secrets: [secret],
        userAgent: 'Kontor-Flows/1',
        now,
      };
      const answer = await deps.outbound.postSigned(post);
      deps.audit.record(auditOfPost(post, answer, { organizationId, kind: 'flow', about: { flow_id: flow.id } }));
      if (answer.error)
        throw new Error(
          answer.statusCode === null ? `the platform could not be reached: ${answer.error}` : `the platform answered ${answer.statusCode}`,
        );
      return { status: answer.statusCode, message_id: post.messageId };
    },
    async create_task({ params, context }) {
      const clientId =
        (context.client as { id?: number } | undefined)?.id ?? (context.invoice as { client_id?: number } | undefined)?.client_id ?? null;
      // Checked by the schema the API checks a task by: a title that rendered empty fails the action, naming it.
      return tasks.create(
        organizationId,
        checkTask({
          title: String(params.title),
          description: String(params.description ?? ''),
          assignee_id: params.assignee_id === undefined || params.assignee_id === '' ? null : idOf(params.assignee_id, 'assignee_id'),
          client_id: clientId,
          due_date:
            params.due_in_days === undefined
              ? null
              : addDays(await organizationToday(deps.db, organizationId, deps.clock.now()), Number(params.due_in_days)),
          priority: (params.priority as 'normal' | undefined) ?? 'normal',
        }),
      );
    },
    update_invoice_status: (request) => invoices.update(organizationId, invoiceIdOf(request), { status: request.params.status as 'sent' }),
    mark_for_collection: (request) =>
      inTransaction(deps.db, (trx) => invoices.markForCollection(trx, organizationId, invoiceIdOf(request))),
    // Reminders, fees and interest: booked once per invoice and level.
    ...dunningActions(deps, flow),
  };

  return {
    async run(request) {
      const handler = handlers[request.type];
      if (!handler) throw new Error(`no action ${request.type}`);
      try {
        return await handler(request);
      } catch (error) {
        // The trace is the organization's to read; the statement a refusal came with is not.
        throw withoutStatement(error);
      }
    },
  };
}

/** A test run's port: every action answers what it would have done, and nothing happens. */
export const simulatedActions: ActionPort = {
  async run(request) {
    // A reminder shows the letter it would send: the level's default stands in for an empty subject or message.
    if (request.type === 'send_reminder')
      return { simulated: true, would: request.type, params: request.params, letter: reminderLetter(request) };
    return { simulated: true, would: request.type, params: request.params, ...(request.html ? { html: request.html } : {}) };
  },
};
