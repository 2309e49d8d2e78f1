import type { ResourceSpec } from '../../shared/crud';

export const employeeResource: ResourceSpec = {
	value: 'employee',
	name: 'Employee',
	noun: 'employee',
	plural: 'employees',
	path: '/api/v1/employees/',
	operations: ['create', 'delete', 'get', 'getAll', 'update'],
	required: [{ displayName: 'Name', name: 'name', type: 'string', default: '' }],
	fields: [
		{
			displayName: 'Active',
			name: 'active',
			type: 'boolean',
			default: true,
			description: 'Whether the employee is active',
		},
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
	],
	filters: [
		{
			displayName: 'Active',
			name: 'active',
			type: 'boolean',
			default: true,
			description: 'Whether to list only active (or only inactive) employees',
		},
		{
			displayName: 'Email',
			name: 'email',
			type: 'string',
			placeholder: 'name@email.com',
			default: '',
		},
		{ displayName: 'Search', name: 'search', type: 'string', default: '' },
	],
};
