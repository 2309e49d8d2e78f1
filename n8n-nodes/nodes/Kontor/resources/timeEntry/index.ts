import type { INodeProperties } from 'n8n-workflow';
import type { ResourceSpec } from '../../shared/crud';
import { recordLocator } from '../../shared/locators';
import { logFromText } from './logFromText';

const billable: INodeProperties = {
	displayName: 'Billable',
	name: 'billable',
	type: 'boolean',
	default: true,
	description: 'Whether the time is billed to the client',
};
const date: INodeProperties = {
	displayName: 'Date',
	name: 'date',
	type: 'string',
	default: '',
	placeholder: '2026-12-01',
	description: 'Defaults to today',
};
const description: INodeProperties = {
	displayName: 'Description',
	name: 'description',
	type: 'string',
	default: '',
};

export const timeEntryResource: ResourceSpec = {
	value: 'timeEntry',
	name: 'Time Entry',
	noun: 'time entry',
	plural: 'time entries',
	path: '/api/v1/time-entries/',
	operations: ['create', 'delete', 'get', 'getAll', 'update'],
	required: [
		recordLocator('employee', 'employee_id', 'Employee'),
		{
			displayName: 'Minutes',
			name: 'minutes',
			type: 'number',
			default: 60,
			typeOptions: { minValue: 1, maxValue: 1440 },
		},
	],
	fields: [
		billable,
		recordLocator('client', 'client_id', 'Client'),
		date,
		description,
		recordLocator('task', 'task_id', 'Task'),
	],
	filters: [
		{ ...billable, description: 'Whether to list only billable (or only non-billable) time' },
		recordLocator('client', 'client', 'Client'),
		{ ...date, description: 'Worked on this day' },
		recordLocator('employee', 'employee', 'Employee'),
		recordLocator('task', 'task', 'Task'),
	],
	v1: {
		fields: [
			{ ...date },
			{ displayName: 'Client ID', name: 'client_id', type: 'number', default: 0 },
			{ displayName: 'Task ID', name: 'task_id', type: 'number', default: 0 },
			description,
			billable,
		],
		filters: [
			{ displayName: 'Employee ID', name: 'employee', type: 'number', default: 0 },
			{ displayName: 'Date', name: 'date', type: 'string', default: '' },
		],
	},
	extra: [logFromText],
};
