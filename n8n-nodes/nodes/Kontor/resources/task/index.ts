import type { IExecuteFunctions } from 'n8n-workflow';
import type { ResourceSpec } from '../../shared/crud';
import { recordLocator } from '../../shared/locators';
import { kontorApiRequest } from '../../shared/transport';
import { createFromText } from './createFromText';

const option = (value: string) => ({ name: value.charAt(0).toUpperCase() + value.slice(1), value });
const PRIORITIES = ['high', 'low', 'normal', 'urgent'].map(option);
const STATUSES = ['cancelled', 'done', 'open'].map(option);
const PATH = '/api/v1/tasks/';

export const taskResource: ResourceSpec = {
	value: 'task',
	name: 'Task',
	noun: 'task',
	plural: 'tasks',
	path: PATH,
	operations: ['create', 'delete', 'get', 'getAll', 'update'],
	required: [{ displayName: 'Title', name: 'title', type: 'string', default: '' }],
	fields: [
		recordLocator('employee', 'assignee_id', 'Assignee'),
		recordLocator('client', 'client_id', 'Client'),
		{
			displayName: 'Description',
			name: 'description',
			type: 'string',
			default: '',
			typeOptions: { rows: 3 },
		},
		{
			displayName: 'Due Date',
			name: 'due_date',
			type: 'string',
			default: '',
			placeholder: '2026-12-01',
		},
		{
			displayName: 'Priority',
			name: 'priority',
			type: 'options',
			options: PRIORITIES,
			default: 'normal',
		},
		{ displayName: 'Status', name: 'status', type: 'options', options: STATUSES, default: 'open' },
	],
	filters: [
		recordLocator('employee', 'assignee', 'Assignee'),
		recordLocator('client', 'client', 'Client'),
		{
			displayName: 'Due Date',
			name: 'due_date',
			type: 'string',
			default: '',
			placeholder: '2026-12-01',
		},
		{
			displayName: 'Priority',
			name: 'priority',
			type: 'options',
			options: PRIORITIES,
			default: 'normal',
		},
		{ displayName: 'Search', name: 'search', type: 'string', default: '' },
		{ displayName: 'Status', name: 'status', type: 'options', options: STATUSES, default: 'open' },
	],
	v1: {
		filters: [
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: STATUSES,
				default: 'open',
			},
			{ displayName: 'Assignee ID', name: 'assignee', type: 'number', default: 0 },
			{ displayName: 'Search', name: 'search', type: 'string', default: '' },
		],
	},
	extra: [
		{
			option: {
				name: 'Complete',
				value: 'complete',
				action: 'Complete a task',
				description: 'Mark a task as done',
			},
			byId: true,
			run(this: IExecuteFunctions, _index: number, id: () => string) {
				return kontorApiRequest.call(this, 'PATCH', `${PATH}${id()}/`, { status: 'done' });
			},
		},
		createFromText,
	],
};
