import type { ResourceSpec } from '../shared/crud';

export const employeeResource: ResourceSpec = {
	value: 'employee',
	noun: 'employee',
	plural: 'employees',
	path: '/api/v1/employees/',
	operations: ['create', 'delete', 'get', 'getAll', 'update'],
	required: [{ displayName: 'Name', name: 'name', type: 'string', default: '' }],
	fields: [
		{
			displayName: 'Email',
			name: 'email',
			type: 'string',
			placeholder: 'name@email.com',
			default: '',
		},
		{
			displayName: 'Hourly Rate',
			name: 'hourly_rate',
			type: 'string',
			default: '',
			description: 'A decimal such as 45.00',
		},
		{
			displayName: 'Active',
			name: 'active',
			type: 'boolean',
			default: true,
			description: 'Whether the employee is active',
		},
	],
	filters: [
		{ displayName: 'Search', name: 'search', type: 'string', default: '' },
		{
			displayName: 'Active',
			name: 'active',
			type: 'boolean',
			default: true,
			description: 'Whether to list only active (or only inactive) employees',
		},
	],
};
