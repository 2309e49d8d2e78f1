/**
 * Invoices. Kontor never deletes one (numbers are gap-free per year): an
 * invoice is cancelled instead. Status changes, payments, dates and the
 * debt-collection fields go through Update; the common status changes have
 * their own operations.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { ExtraOperation, ResourceSpec } from '../../shared/crud';
import { dunningHoldFields, prepareDunningHold } from '../../shared/dunning';
import { recordLocator } from '../../shared/locators';
import { kontorApiRequest } from '../../shared/transport';
import { createFromText } from './createFromText';
import {
	client,
	createStatuses,
	currency,
	dueDate,
	issueDate,
	items,
	promisedPayDate,
	sources,
	statuses,
} from './fields';

const PATH = '/api/v1/invoices/';

function statusChange(
	value: string,
	name: string,
	action: string,
	description: string,
	status: string,
): ExtraOperation {
	return {
		option: { name, value, action, description },
		byId: true,
		run(this: IExecuteFunctions, _index: number, id: () => string) {
			return kontorApiRequest.call(this, 'PATCH', `${PATH}${id()}/`, { status });
		},
	};
}

const byName = (a: INodeProperties, b: INodeProperties) =>
	a.displayName.localeCompare(b.displayName);

export const invoiceResource: ResourceSpec = {
	value: 'invoice',
	name: 'Invoice',
	noun: 'invoice',
	plural: 'invoices',
	path: PATH,
	operations: ['create', 'get', 'getAll', 'update'],
	required: [client, items],
	fields: [
		currency,
		dueDate,
		issueDate,
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: createStatuses,
			default: 'draft',
			description: 'An invoice is created as a draft, or sent at once',
		},
	],
	updateFields: (
		[
			{
				displayName: 'Amount Paid',
				name: 'amount_paid',
				type: 'string',
				default: '',
				placeholder: '1500.00',
				description: 'Payments received so far; reaching the total marks the invoice paid',
			},
			{ ...client, description: 'Drafts only' },
			{
				displayName: 'Clear Promised Pay Date',
				name: 'clear_promised_pay_date',
				type: 'boolean',
				default: true,
				description: 'Whether to forget the date the client promised to pay by',
			},
			{ ...currency, description: 'Drafts only' },
			{ ...dueDate, description: 'Drafts only' },
			...dunningHoldFields,
			{ ...issueDate, description: "Drafts only; within the year of the invoice's number" },
			{ ...items, description: 'Drafts only; the items given replace all items' },
			promisedPayDate,
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: statuses,
				default: 'sent',
				description:
					'Draft → sent or cancelled; sent → paid, overdue or cancelled; overdue → sent, paid or cancelled',
			},
		] as INodeProperties[]
	).sort(byName),
	filters: [
		recordLocator('client', 'client', 'Client'),
		{ ...currency, description: 'ISO 4217 code' },
		{ ...dueDate, description: 'Due on this day' },
		{ ...issueDate, description: 'Issued on this day' },
		{
			displayName: 'Search',
			name: 'search',
			type: 'string',
			default: '',
			description: 'Number or client name',
		},
		{ displayName: 'Source', name: 'source', type: 'options', options: sources, default: 'api' },
		{ displayName: 'Status', name: 'status', type: 'options', options: statuses, default: 'sent' },
	],
	v1: {
		filters: [
			{
				displayName: 'Search',
				name: 'search',
				type: 'string',
				default: '',
				description: 'Number or client name',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: statuses,
				default: 'sent',
			},
			{ displayName: 'Client ID', name: 'client', type: 'number', default: 0 },
		],
	},
	extra: [
		statusChange(
			'cancel',
			'Cancel',
			'Cancel an invoice',
			'Cancel an invoice (invoices are never deleted: their numbers have no gaps)',
			'cancelled',
		),
		statusChange(
			'markPaid',
			'Mark as Paid',
			'Mark an invoice as paid',
			'Record the invoice as paid in full',
			'paid',
		),
		statusChange(
			'markSent',
			'Mark as Sent',
			'Mark an invoice as sent',
			'Move a draft invoice to sent',
			'sent',
		),
		createFromText,
	],
	prepare(values: IDataObject) {
		const { items: list, clear_promised_pay_date: clear, ...rest } = prepareDunningHold(values);
		const body: IDataObject = clear === true ? { ...rest, promised_pay_date: null } : rest;
		if (list === undefined) return body;
		return { ...body, items: ((list as IDataObject).item as IDataObject[] | undefined) ?? [] };
	},
};
