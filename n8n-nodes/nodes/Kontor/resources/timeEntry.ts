import type { ResourceSpec } from '../shared/crud';
import { recordLocator } from '../shared/locators';

export const timeEntryResource: ResourceSpec = {
	value: 'timeEntry',
	noun: 'time entry',
	plural: 'time entries',
	path: '/api/v1/time-entries/',
	operations: ['create', 'delete', 'get', 'getAll', 'update'],
	required: [
		recordLocator({
			name: 'employee_id',
			displayName: 'Employee',
			searchMethod: 'searchEmployees',
			path: '/api/v1/employees/',
			show: {},
		}),
		{
			displayName: 'Minutes',
			name: 'minutes',
			type: 'number',
			default: 60,
			typeOptions: { minValue: 1, maxValue: 1440 },
		},
	],
	fields: [
		{
			displayName: 'Date',
			name: 'date',
			type: 'string',
			default: '',
			placeholder: '2026-12-01',
			description: 'Defaults to today',
		},
		{ displayName: 'Client ID', name: 'client_id', type: 'number', default: 0 },
		{ displayName: 'Task ID', name: 'task_id', type: 'number', default: 0 },
		{ displayName: 'Description', name: 'description', type: 'string', default: '' },
		{
			displayName: 'Billable',
			name: 'billable',
			type: 'boolean',
			default: true,
			description: 'Whether the time is billed to the client',
		},
	],
	filters: [
		{ displayName: 'Employee ID', name: 'employee', type: 'number', default: 0 },
		{ displayName: 'Date', name: 'date', type: 'string', default: '' },
	],
};
