/** Kontor's own flows (automation and debt collection): listed, read, and run on demand with their trace. */
import type { ResourceSpec } from '../../shared/crud';
import { run } from './run';

export const flowResource: ResourceSpec = {
	value: 'flow',
	name: 'Flow',
	noun: 'flow',
	plural: 'flows',
	path: '/api/automation/flows/',
	operations: ['get', 'getAll'],
	required: [],
	fields: [],
	filters: [
		{
			displayName: 'Active',
			name: 'is_active',
			type: 'boolean',
			default: true,
			description: 'Whether to list only active (or only inactive) flows',
		},
		{
			displayName: 'Mode',
			name: 'mode',
			type: 'options',
			options: [
				{ name: 'Automation', value: 'automation' },
				{ name: 'Debt Collection', value: 'debt_collection' },
			],
			default: 'automation',
		},
		{ displayName: 'Search', name: 'search', type: 'string', default: '' },
	],
	extra: [run],
};
