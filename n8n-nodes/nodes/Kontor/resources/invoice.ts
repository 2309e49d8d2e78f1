import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { ResourceSpec } from '../shared/crud';
import { recordLocator } from '../shared/locators';

const STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'].map((status) => ({
	name: status.charAt(0).toUpperCase() + status.slice(1),
	value: status,
}));

const items: INodeProperties = {
	displayName: 'Items',
	name: 'items',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	default: {},
	options: [
		{
			displayName: 'Item',
			name: 'item',
			values: [
				{ displayName: 'Description', name: 'description', type: 'string', default: '' },
				{ displayName: 'Quantity', name: 'quantity', type: 'string', default: '1' },
				{ displayName: 'Tax Rate (%)', name: 'tax_rate', type: 'string', default: '0' },
				{ displayName: 'Unit', name: 'unit', type: 'string', default: '', placeholder: 'h' },
				{
					displayName: 'Unit Price',
					name: 'unit_price',
					type: 'string',
					default: '',
					placeholder: '1500.00',
				},
			],
		},
	],
};

export const invoiceResource: ResourceSpec = {
	value: 'invoice',
	noun: 'invoice',
	plural: 'invoices',
	path: '/api/v1/invoices/',
	operations: ['create', 'get', 'getAll', 'update'],
	required: [
		recordLocator({
			name: 'client_id',
			displayName: 'Client',
			searchMethod: 'searchClients',
			path: '/api/v1/clients/',
			show: {},
		}),
		items,
	],
	fields: [
		{
			displayName: 'Issue Date',
			name: 'issue_date',
			type: 'string',
			default: '',
			placeholder: '2026-12-01',
			description: 'Defaults to today',
		},
		{
			displayName: 'Due Date',
			name: 'due_date',
			type: 'string',
			default: '',
			placeholder: '2026-12-15',
			description: "Defaults to the client's payment terms",
		},
		{
			displayName: 'Currency',
			name: 'currency',
			type: 'string',
			default: '',
			description: "Defaults to the client's currency",
		},
		{ displayName: 'Status', name: 'status', type: 'options', options: STATUSES, default: 'draft' },
	],
	filters: [
		{
			displayName: 'Search',
			name: 'search',
			type: 'string',
			default: '',
			description: 'Number or client name',
		},
		{ displayName: 'Status', name: 'status', type: 'options', options: STATUSES, default: 'sent' },
		{ displayName: 'Client ID', name: 'client', type: 'number', default: 0 },
	],
	patches: [
		{
			value: 'markSent',
			name: 'Mark as Sent',
			action: 'Mark an invoice as sent',
			description: 'Move a draft invoice to sent',
			body: { status: 'sent' },
		},
		{
			value: 'markPaid',
			name: 'Mark as Paid',
			action: 'Mark an invoice as paid',
			description: 'Record the invoice as paid in full',
			body: { status: 'paid' },
		},
		{
			value: 'cancel',
			name: 'Cancel',
			action: 'Cancel an invoice',
			description: 'Cancel an invoice',
			body: { status: 'cancelled' },
		},
	],
	prepare(values: IDataObject) {
		const { items: list, ...rest } = values;
		if (list === undefined) return rest;
		return { ...rest, items: ((list as IDataObject).item as IDataObject[] | undefined) ?? [] };
	},
};
