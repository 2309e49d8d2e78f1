import type { INodeProperties } from 'n8n-workflow';
import { recordLocator } from '../../shared/locators';

const STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'];
const option = (value: string) => ({ name: value.charAt(0).toUpperCase() + value.slice(1), value });

/** What create takes: an invoice starts as a draft or is sent at once. */
export const createStatuses = ['draft', 'sent'].map(option);
export const statuses = STATUSES.map(option);
export const sources = ['api', 'flow', 'smart'].map((value) => ({
	name: value === 'api' ? 'API' : option(value).name,
	value,
}));

export const client = recordLocator('client', 'client_id', 'Client');

export const items: INodeProperties = {
	displayName: 'Items',
	name: 'items',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	default: {},
	placeholder: 'Add Item',
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

const date = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	placeholder: '2026-12-01',
	description,
});

export const issueDate = date('Issue Date', 'issue_date', 'Defaults to today');
export const dueDate = date('Due Date', 'due_date', "Defaults to the client's payment terms");
export const currency: INodeProperties = {
	displayName: 'Currency',
	name: 'currency',
	type: 'string',
	default: '',
	placeholder: 'EUR',
	description: "Defaults to the client's currency",
};
export const promisedPayDate = date(
	'Promised Pay Date',
	'promised_pay_date',
	'The client promised to pay by this day: reminders wait until then',
);
