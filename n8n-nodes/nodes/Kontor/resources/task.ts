import type { ResourceSpec } from '../shared/crud';
import { recordLocator } from '../shared/locators';

const PRIORITIES = ['low', 'normal', 'high', 'urgent'].map((priority) => ({
	name: priority.charAt(0).toUpperCase() + priority.slice(1),
	value: priority,
}));
const STATUSES = ['open', 'done', 'cancelled'].map((status) => ({
	name: status.charAt(0).toUpperCase() + status.slice(1),
	value: status,
}));

export const taskResource: ResourceSpec = {
	value: 'task',
	noun: 'task',
	plural: 'tasks',
	path: '/api/v1/tasks/',
	operations: ['create', 'delete', 'get', 'getAll', 'update'],
	required: [{ displayName: 'Title', name: 'title', type: 'string', default: '' }],
	fields: [
		{ displayName: 'Description', name: 'description', type: 'string', default: '' },
		recordLocator({
			name: 'assignee_id',
			displayName: 'Assignee',
			searchMethod: 'searchEmployees',
			path: '/api/v1/employees/',
			show: {},
		}),
		recordLocator({
			name: 'client_id',
			displayName: 'Client',
			searchMethod: 'searchClients',
			path: '/api/v1/clients/',
			show: {},
		}),
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
		{ displayName: 'Status', name: 'status', type: 'options', options: STATUSES, default: 'open' },
		{ displayName: 'Assignee ID', name: 'assignee', type: 'number', default: 0 },
		{ displayName: 'Search', name: 'search', type: 'string', default: '' },
	],
	patches: [
		{
			value: 'complete',
			name: 'Complete',
			action: 'Complete a task',
			description: 'Mark a task as done',
			body: { status: 'done' },
		},
	],
};
