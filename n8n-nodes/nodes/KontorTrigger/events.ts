/**
 * The events the trigger offers: Kontor's event catalogue (GET /api/automation/events/), less its internal `PING`
 * (a webhook test's, which Kontor refuses to subscribe to).
 * Kontor's own tests fail when this list and the catalogue disagree.
 */
export const EVENTS = [
	'INVOICE_CREATED',
	'INVOICE_UPDATED',
	'INVOICE_SENT',
	'INVOICE_PAID',
	'INVOICE_OVERDUE',
	'INVOICE_CANCELLED',
	'INVOICE_PROMISE_BROKEN',
	'CLIENT_CREATED',
	'CLIENT_UPDATED',
	'CLIENT_DELETED',
	'TASK_CREATED',
	'TASK_UPDATED',
	'TASK_COMPLETED',
	'TIME_ENTRY_CREATED',
	'FLOW_RUN_FAILED',
	'WEBHOOK_DELIVERY_FAILED',
	'WEBHOOK_DISABLED',
];
