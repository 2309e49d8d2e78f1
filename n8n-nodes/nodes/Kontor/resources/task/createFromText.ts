import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { ExtraOperation } from '../../shared/crud';
import { callSmart, dryRun, text } from '../../shared/fromText';
import { labelsOf, required } from '../../shared/values';

const title = {
	...text('Title', 'title', 'What to do', 'Call Novak about the VAT report'),
	required: true,
};

const properties: INodeProperties[] = [
	title,
	{ ...text('Description', 'description', 'The details'), typeOptions: { rows: 3 } },
	text('Assignee', 'assignee', 'An employee name, e-mail or ID'),
	text('Client', 'client', 'A client name (typos are fine), registration number, e-mail or ID'),
	text('Due', 'due', 'E.g. "next friday", "in two weeks", "2026-12-01"'),
	text('Priority', 'priority', 'E.g. "urgent", "asap", "low"'),
	dryRun,
];

export const createFromText: ExtraOperation = {
	option: {
		name: 'Create From Text',
		value: 'createFromText',
		action: 'Create a task from text',
		description:
			'Find the assignee and client by loose names; read the due date and priority from text',
	},
	properties,
	run(this: IExecuteFunctions, index: number) {
		const value = (name: string) => this.getNodeParameter(name, index, '') as string;
		return callSmart.call(
			this,
			'task',
			{
				title: required.call(this, title, index),
				description: value('description'),
				assignee: value('assignee'),
				client: value('client'),
				due: value('due'),
				priority: value('priority'),
			},
			index,
			labelsOf(properties),
		);
	},
};
