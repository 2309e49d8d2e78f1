/**
 * The backend's side of the engine's action port: what each action block
 * does for real. A test run gets the simulated port instead, which says what
 * would have happened and touches nothing.
 */
import type { ActionPort, ActionRequest } from '@kontor/flow-engine';
import { Decimal } from 'decimal.js';
import { request as httpRequest, type Dispatcher } from 'undici';
import type { AuditWriter } from '../audit/writer.js';
import type { Config } from '../config.js';
import { type Db, inTransaction } from '../db/knex.js';
import type { Clock } from '../deps.js';
import { invoiceService } from '../invoices/service.js';
import { addDays, isoDate } from '../lib/dates.js';
import { taskService } from '../tasks/service.js';
import { secretBoxFor } from '../lib/secret-box.js';
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

/** As the add_late_fee block's schema says of a literal amount. */
const LATE_FEE_AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

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
    send_reminder: ({ params }) => deps.mailer.send({ organizationId, to: String(params.to), subject: String(params.subject), text: String(params.body ?? '') }),
    async send_to_platform({ params, context }) {
      const target = new URL(String(params.url));
      if (target.username || target.password) throw new Error('the platform URL must not hold a user name or password; the receiver verifies the webhook-signature header instead');
      const body = JSON.stringify(params.payload ?? context);
      const now = deps.clock.now();
      const messageId = `msg_flow_${flow.id}_${now.getTime()}`;
      const headers = signedHeaders([secretBoxFor(deps.config).open(flow.signing_secret)], messageId, Math.floor(now.getTime() / 1000), body);
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
    async add_late_fee(request) {
      const id = invoiceIdOf(request);
      return inTransaction(deps.db, async (trx) => {
        const invoice = await invoices.get(organizationId, id);
        // The amount may be a template: what it rendered to is checked here, as the block's schema checks a literal.
        const given = String(request.params.amount ?? '').trim();
        if (!LATE_FEE_AMOUNT.test(given) || new Decimal(given).isZero()) throw new Error(`the late fee amount "${given.slice(0, 40)}" is not an amount above 0 with at most two decimals`);
        const amount = request.params.kind === 'percent' ? new Decimal(invoice.balance).times(given).dividedBy(100).toDecimalPlaces(2).toFixed(2) : given;
        const description = String(request.params.description ?? '') || (request.params.kind === 'percent' ? `Late fee ${request.params.amount} %` : 'Late fee');
        return invoices.addItem(trx, organizationId, id, { description, quantity: '1', unit_price: amount, tax_rate: '0' });
      });
    },
    mark_for_collection: (request) => inTransaction(deps.db, (trx) => invoices.markForCollection(trx, organizationId, invoiceIdOf(request))),
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
