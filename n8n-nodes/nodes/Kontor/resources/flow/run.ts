import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import type { ExtraOperation } from '../../shared/crud';
import { recordLocator } from '../../shared/locators';
import { kontorApiRequest } from '../../shared/transport';
import { clean, labelsOf, required } from '../../shared/values';

const flow = { ...recordLocator('flow', 'flow', 'Flow'), required: true };

const properties: INodeProperties[] = [
	flow,
	{
		displayName: 'Context',
		name: 'context',
		type: 'json',
		default: '{\n  "invoice": {},\n  "client": {}\n}',
		description:
			'What the trigger would carry, e.g. {"invoice": {...}, "client": {...}}; templates in the flow read it',
	},
	{
		displayName: 'Live',
		name: 'live',
		type: 'boolean',
		default: false,
		description:
			'Whether to send e-mail and HTTP for real and change records. Off: a test run, whose actions are simulated.',
	},
	{
		displayName: 'Trigger Node',
		name: 'trigger',
		type: 'string',
		default: '',
		placeholder: 'trigger',
		description: "The ID of the flow's trigger node to start from; defaults to the first",
	},
];

const labels = labelsOf(properties);

function contextOf(this: IExecuteFunctions, index: number): IDataObject {
	const given = this.getNodeParameter('context', index, '{}') as unknown;
	let value = given;
	if (typeof given === 'string') {
		try {
			value = given.trim() === '' ? {} : (JSON.parse(given) as unknown);
		} catch (error) {
			throw new NodeOperationError(this.getNode(), 'The field "Context" is not valid JSON', {
				itemIndex: index,
				description: (error as Error).message,
			});
		}
	}
	if (!value || typeof value !== 'object' || Array.isArray(value)) {
		throw new NodeOperationError(this.getNode(), 'The field "Context" must be a JSON object', {
			itemIndex: index,
			description: 'E.g. {"invoice": {"id": 42}}',
		});
	}
	return value as IDataObject;
}

export const run: ExtraOperation = {
	option: {
		name: 'Run',
		value: 'run',
		action: 'Run a flow',
		description:
			'Run a flow now on a given context (a test run, or live) and answer the run with its trace',
	},
	properties,
	run(this: IExecuteFunctions, index: number) {
		const { flow: id } = clean.call(
			this,
			{ flow: required.call(this, flow, index) },
			labels,
			index,
		);
		const body: IDataObject = {
			context: contextOf.call(this, index),
			live: this.getNodeParameter('live', index, false) as boolean,
		};
		const trigger = (this.getNodeParameter('trigger', index, '') as string).trim();
		if (trigger !== '') body.trigger = trigger;
		return kontorApiRequest.call(
			this,
			'POST',
			`/api/automation/flows/${String(id)}/run/`,
			body,
			undefined,
			labels,
		);
	},
};
