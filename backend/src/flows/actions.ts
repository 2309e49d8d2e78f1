/**
 * The backend's side of the engine's action port: what each action block
 * does for real. A test run gets the simulated port instead, which says what
 * would have happened and touches nothing.
 */
import type { ActionPort, ActionRequest } from '@kontor/flow-engine';
import { request as httpRequest, type Dispatcher } from 'undici';
import type { AuditWriter } from '../audit/writer.js';
import type { Config } from '../config.js';
import { type Db, inTransaction } from '../db/knex.js';
import type { Clock } from '../deps.js';
import { dunningActions } from '../dunning/actions.js';
import { invoiceService } from '../invoices/service.js';
import { addDays, isoDate } from '../lib/dates.js';
import { taskService } from '../tasks/service.js';
import { signedHeaders } from '../webhooks/signing.js';
import type { Mailer } from './email.js';
import type { FlowRow } from './store.js';

export interface ActionDeps {
  db: Db;
  config: Config;
  clock: Clock;
  audit: AuditWriter;
  mailer: Mailer;
  dispatcher: Dispatcher;
}

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
    send_email: ({ params }) => deps.mailer.send({ organizationId, to: String(params.to), subject: String(params.subject), text: String(params.body ?? '') }),
    async send_to_platform({ params, context }) {
      const body = JSON.stringify(params.payload ?? context);
      const now = deps.clock.now();
      const messageId = `msg_flow_${flow.id}_${now.getTime()}`;
      const headers = signedHeaders([flow.signing_secret], messageId, Math.floor(now.getTime() / 1000), body);
      const started = performance.now();
      const response = await httpRequest(String(params.url), {
        method: 'POST',
        dispatcher: deps.dispatcher,
        headers: { 'content-type': 'application/json', 'user-agent': 'Kontor-Flows/1', ...headers },
        body,
        headersTimeout: deps.config.webhookTimeoutSeconds * 1000,
        bodyTimeout: deps.config.webhookTimeoutSeconds * 1000,
      });
      const answer = (await response.body.text()).slice(0, 4096);
      deps.audit.record({
        organizationId,
        kind: 'flow',
        method: 'POST',
        url: String(params.url),
        status: response.statusCode,
        durationMs: Math.round((performance.now() - started) * 1000) / 1000,
        credential: null,
        request: { headers: { ...headers, 'webhook-signature': '[signed]', flow_id: flow.id }, body: JSON.parse(body) as unknown },
        response: { headers: {}, body: answer },
        error: response.statusCode < 300 ? null : `receiver answered ${response.statusCode}`,
        createdAt: now,
      });
      if (response.statusCode >= 300) throw new Error(`the platform answered ${response.statusCode}`);
      return { status: response.statusCode, message_id: messageId };
    },
    async create_task({ params, context }) {
      const clientId = (context.client as { id?: number } | undefined)?.id ?? (context.invoice as { client_id?: number } | undefined)?.client_id ?? null;
      return tasks.create(organizationId, {
        title: String(params.title),
        description: String(params.description ?? ''),
        assignee_id: params.assignee_id === undefined || params.assignee_id === '' ? null : idOf(params.assignee_id, 'assignee_id'),
        client_id: clientId,
        due_date: params.due_in_days === undefined ? null : addDays(isoDate(deps.clock.now()), Number(params.due_in_days)),
        priority: (params.priority as 'normal' | undefined) ?? 'normal',
      });
    },
    update_invoice_status: (request) => invoices.update(organizationId, invoiceIdOf(request), { status: request.params.status as 'sent' }),
    mark_for_collection: (request) => inTransaction(deps.db, (trx) => invoices.markForCollection(trx, organizationId, invoiceIdOf(request))),
    // Reminders, fees and interest: booked once per invoice and level.
    ...dunningActions(deps, flow),
  };

  return {
    async run(request) {
      const handler = handlers[request.type];
      if (!handler) throw new Error(`no action ${request.type}`);
      return handler(request);
    },
  };
}

/** A test run's port: every action answers what it would have done, and nothing happens. */
export const simulatedActions: ActionPort = {
  async run(request) {
    return { simulated: true, would: request.type, params: request.params };
  },
};
