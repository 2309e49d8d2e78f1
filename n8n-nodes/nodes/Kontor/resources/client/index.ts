import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { ResourceSpec } from '../../shared/crud';
import { dunningHoldFields, prepareDunningHold } from '../../shared/dunning';

const text = (displayName: string, name: string, description?: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description,
});

const fields: INodeProperties[] = [
	{
		displayName: 'Address',
		name: 'address',
		type: 'fixedCollection',
		default: {},
		options: [
			{
				displayName: 'Address',
				name: 'address',
				values: [
					text('City', 'city'),
					text('Country', 'country', 'Country name or ISO 3166 code'),
					text('Street', 'street'),
					text('ZIP', 'zip'),
				],
			},
		],
	},
	text('Currency', 'currency', 'ISO 4217 code, e.g. EUR'),
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@email.com',
		default: '',
	},
	text('Legal Name', 'legal_name'),
	text('Notes', 'notes'),
	{
		displayName: 'Payment Terms (Days)',
		name: 'payment_terms_days',
		type: 'number',
		default: 14,
		typeOptions: { minValue: 0, maxValue: 365 },
	},
	text('Phone', 'phone'),
	text(
		'Registration Number',
		'registration_no',
		'Company registration number (IČO, HRB, KRS, ...)',
	),
	text('VAT Number', 'vat_no'),
];

const name = text('Name', 'name', 'The name people use for the client');

export const clientResource: ResourceSpec = {
	value: 'client',
	name: 'Client',
	noun: 'client',
	plural: 'clients',
	path: '/api/v1/clients/',
	operations: ['create', 'delete', 'get', 'getAll', 'update'],
	required: [name],
	fields,
	updateFields: [...dunningHoldFields, name, ...fields].sort((a, b) =>
		a.displayName.localeCompare(b.displayName),
	),
	filters: [
		text('Currency', 'currency'),
		text('Email', 'email'),
		text('Registration Number', 'registration_no'),
		text('Search', 'search', 'Text searched in names, e-mail, registration and VAT numbers'),
		text('VAT Number', 'vat_no'),
	],
	prepare(values: IDataObject) {
		const { address, ...rest } = prepareDunningHold(values);
		if (address === undefined) return rest;
		return {
			...rest,
			address: ((address as IDataObject).address as IDataObject | undefined) ?? {},
		};
	},
};
