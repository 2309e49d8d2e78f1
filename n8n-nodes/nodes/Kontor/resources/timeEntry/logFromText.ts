import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { ExtraOperation } from '../../shared/crud';
import { callSmart, dryRun, text } from '../../shared/fromText';
import { labelsOf, required } from '../../shared/values';

const employee = {
	...text('Employee', 'employee', 'An employee name, e-mail or ID', 'Jana Nováková'),
	required: true,
};
const duration = {
	...text(
		'Duration',
		'duration',
		'E.g. "90" (minutes), "1.5h", "1h 30m", "an hour and a half"',
		'1h 30m',
	),
	required: true,
};

const properties: INodeProperties[] = [
	employee,
	duration,
	text('Date', 'date', 'E.g. "yesterday", "1.12.2026"; defaults to today'),
	text('Client', 'client', 'A client name or ID'),
	text('Task', 'task', 'An open task by ID or words of its title'),
	text('Description', 'description', 'What was done'),
	{
		displayName: 'Billable',
		name: 'billable',
		type: 'boolean',
		default: true,
		description: 'Whether the time is billed to the client',
	},
	dryRun,
];

export const logFromText: ExtraOperation = {
	option: {
		name: 'Log From Text',
		value: 'logFromText',
		action: 'Log time from text',
		description: 'Find the employee, client and task; read the duration and day from text',
	},
	properties,
	run(this: IExecuteFunctions, index: number) {
		const value = (name: string) => this.getNodeParameter(name, index, '') as string;
		return callSmart.call(
			this,
			'time',
			{
				employee: required.call(this, employee, index),
				duration: required.call(this, duration, index),
				date: value('date'),
				client: value('client'),
				task: value('task'),
				description: value('description'),
				billable: this.getNodeParameter('billable', index, true) as boolean,
			},
			index,
			labelsOf(properties),
		);
	},
};
