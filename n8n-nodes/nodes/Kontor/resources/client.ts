import type { INodeProperties } from 'n8n-workflow';
import type { ResourceSpec } from '../shared/crud';

const text = (displayName: string, name: string, description?: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description,
});

export const clientResource: ResourceSpec = {
	value: 'client',
	noun: 'client',
	plural: 'clients',
	path: '/api/v1/clients/',
	operations: ['create', 'delete', 'get', 'getAll', 'update'],
	required: [text('Name', 'name', 'The name people use for the client')],
	fields: [
		text('Legal Name', 'legal_name'),
		text(
			'Registration Number',
			'registration_no',
			'Company registration number (IČO, HRB, KRS, ...)',
		),
		text('VAT Number', 'vat_no'),
		{
			displayName: 'Email',
			name: 'email',
			type: 'string',
			placeholder: 'name@email.com',
			default: '',
		},
		text('Phone', 'phone'),
		text('Currency', 'currency', 'ISO 4217 code, e.g. EUR'),
		{
			displayName: 'Payment Terms (Days)',
			name: 'payment_terms_days',
			type: 'number',
			default: 14,
			typeOptions: { minValue: 0, maxValue: 365 },
		},
		text('Notes', 'notes'),
	],
	filters: [
		text('Search', 'search', 'Text searched in names, e-mail, registration and VAT numbers'),
		text('Currency', 'currency'),
		text('Registration Number', 'registration_no'),
	],
};
